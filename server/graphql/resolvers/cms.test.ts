/** cmsPage, cmsBlocks, cmsPages and the Page Builder content of the seeded pages and blocks. */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, variables: Record<string, unknown> = {}, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  return { body: res.json(), headers: res.headers };
}

const PAGE = 'query($id: String) { cmsPage(identifier: $id) { identifier url_key title content content_heading page_layout meta_title meta_description } }';

describe('cmsPage', () => {
  test('both store views, with Romanian diacritics', async () => {
    const ro = (await gql(PAGE, { id: 'livrare-si-plata' })).body.data.cmsPage;
    expect(ro).toMatchObject({ identifier: 'livrare-si-plata', url_key: 'livrare-si-plata', title: 'Livrare și plată', page_layout: '1column' });
    for (const option of ['Curier standard', 'Livrare în aceeași zi', 'Easybox / locker', 'Ridicare din magazin']) expect(ro.content).toContain(option);
    const en = (await gql(PAGE, { id: 'livrare-si-plata' }, 'en_storeview')).body.data.cmsPage;
    expect(en.title).toBe('Delivery and payment');
    for (const option of ['Standard courier', 'Same-day delivery', 'Parcel locker', 'Pickup in a shop']) expect(en.content).toContain(option);
  });

  test('directives are rendered: media URLs, category links, blocks', async () => {
    const home = (await gql(PAGE, { id: 'home' })).body.data.cmsPage.content as string;
    expect(home).not.toContain('{{');
    expect(home).toContain('src="/media/wysiwyg/home/cat-proteine.jpg"');
    expect(home).toMatch(/href="\/proteine\.html"/);
    expect(home).toContain('class="widget block block-static-block"');
    // Catalog widgets as Magento renders them: product links a storefront reads the URL keys from.
    expect(home).toMatch(/<a title="[^"]+" href="\/[^"]+\.html" class="product-item-link">/);
    const enHome = (await gql(PAGE, { id: 'home' }, 'en_storeview')).body.data.cmsPage.content as string;
    expect(enHome).toMatch(/href="\/en\/proteins\.html"/);
  });

  test('the public answer carries cms_p_<id> cache tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ cmsPage(identifier: "despre-noi") { title } }')}`, headers: { store: 'default' } });
    const page = await t.db.one<{ page_id: number }>("SELECT page_id FROM cms_page WHERE identifier = 'despre-noi' AND store_id = 1");
    expect(String(res.headers['x-magento-tags'])).toContain(`cms_p_${page!.page_id}`);
  });

  test("unknown identifier: Magento's message and category", async () => {
    const { body } = await gql(PAGE, { id: 'nope' });
    expect(body.errors[0]).toMatchObject({ message: 'The CMS page with the "nope" ID doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' } });
    const missing = (await gql('{ cmsPage { title } }')).body;
    expect(missing.errors[0]).toMatchObject({ message: 'Page id/identifier should be specified', extensions: { category: 'graphql-input' } });
  });
});

describe('cmsBlocks', () => {
  const BLOCKS = 'query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }';

  test('blocks in request order, per store view', async () => {
    const ro = (await gql(BLOCKS, { ids: ['all-offers', 'contact-info'] })).body.data.cmsBlocks.items;
    expect(ro.map((b: { identifier: string }) => b.identifier)).toEqual(['all-offers', 'contact-info']);
    expect(ro[0].title).toBe('Toate ofertele');
    expect(ro[0].content).toContain('href="/special-offers-50-off.html"');
    const en = (await gql(BLOCKS, { ids: ['all-offers'] }, 'en_storeview')).body.data.cmsBlocks.items;
    expect(en[0].title).toBe('All offers');
    expect(en[0].content).toContain('href="/en/special-offers-50-off.html"');
  });

  test('a missing block is a null item with a no-such-entity error', async () => {
    const { body } = await gql(BLOCKS, { ids: ['footer-links', 'missing-block'] });
    expect(body.data.cmsBlocks.items[0].identifier).toBe('footer-links');
    expect(body.data.cmsBlocks.items[1]).toBeNull();
    expect(body.errors[0]).toMatchObject({ message: 'The CMS block with the "missing-block" ID doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' } });
  });

  test('no identifiers is an input error', async () => {
    const { body } = await gql(BLOCKS, { ids: [] });
    expect(body.errors[0].extensions.category).toBe('graphql-input');
  });
});

test('cmsPages by store id and URL part', async () => {
  const q = 'query($store: Int, $part: String) { cmsPages(store_id: $store, url_key: $part) { total_count items { identifier title relative_url type } } }';
  const offers = (await gql(q, { store: 2, part: 'off' })).body.data.cmsPages;
  expect(offers.items.map((p: { identifier: string }) => p.identifier).sort()).toEqual(
    ['ahava-cosmetics-25-off.html', 'special-offers-30-off.html', 'special-offers-50-off.html', 'tree-hut-cosmetics-25-off.html']);
  expect(offers.items[0].type).toBe('CMS_PAGE');
  const all = (await gql(q, { store: 1 })).body.data.cmsPages;
  expect(all.total_count).toBe(16);
  const bad = (await gql(q, { store: 99 })).body;
  expect(bad.errors[0].extensions.category).toBe('graphql-input');
});

describe('Page Builder content', () => {
  const SPEC_TYPES = ['row', 'column-group', 'column', 'image', 'heading', 'text', 'tabs', 'tab-item', 'buttons', 'button-item',
    'block', 'dynamic_block', 'products', 'html', 'divider', 'video', 'map', 'banner', 'slider', 'slide'];

  async function allStoredContent(storeId: number): Promise<string> {
    const rows = await t.db.query<{ content: string }>(
      'SELECT content FROM cms_page WHERE store_id = $1 UNION ALL SELECT content FROM cms_block WHERE store_id = $1', [storeId]);
    return rows.map((r) => r.content).join('\n');
  }
  const values = (html: string, attribute: string) => new Set([...html.matchAll(new RegExp(`${attribute}="([^"]*)"`, 'g'))].map((m) => m[1]));
  /** The attribute values of elements carrying data-content-type="type" (appearance, link types...). */
  const ofType = (html: string, type: string, attribute: string) =>
    new Set([...html.matchAll(new RegExp(`<[^>]*data-content-type="${type}"[^>]*>`, 'g'))].flatMap((m) => [...m[0].matchAll(new RegExp(`${attribute}="([^"]*)"`, 'g'))].map((a) => a[1])));

  test.each([1, 2])('store %i uses every content type and appearance of the spec', async (storeId) => {
    const html = await allStoredContent(storeId);
    expect([...values(html, 'data-content-type')].sort()).toEqual(expect.arrayContaining(SPEC_TYPES));
    expect([...ofType(html, 'row', 'data-appearance')].sort()).toEqual(['contained', 'full-bleed', 'full-width']);
    expect([...ofType(html, 'column', 'data-appearance')].sort()).toEqual(['align-bottom', 'align-center', 'align-top', 'full-height']);
    expect([...ofType(html, 'banner', 'data-appearance')].sort()).toEqual(['collage-centered', 'collage-left', 'collage-right', 'poster']);
    expect(ofType(html, 'banner', 'data-show-button')).toContain('hover');
    expect(html).toMatch(/data-background-type="video" data-video-src="https:\/\/www\.youtube\.com\/watch\?v=/);
    expect([...values(html, 'class')].filter((c) => /^pagebuilder-button-(primary|secondary|link)$/.test(c)).sort())
      .toEqual(['pagebuilder-button-link', 'pagebuilder-button-primary', 'pagebuilder-button-secondary']);
    expect([...values(html, 'data-link-type')].sort()).toEqual(['category', 'default', 'page', 'product']);
    expect(html).toMatch(/<a class="pagebuilder-button-[a-z]+" href="[^"]*" target="_blank"/);
    expect(html).toContain('<style>#html-body [data-pb-style=');
    expect(html).toMatch(/data-content-type="html" data-appearance="default" data-element="main"[^>]*>&lt;/);
    const map = html.match(/data-content-type="map"[^>]*data-locations="([^"]*)"/);
    const locations = JSON.parse(map![1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    expect(locations[0]).toMatchObject({ position: { latitude: expect.any(Number), longitude: expect.any(Number) }, location_name: expect.stringMatching(/^GNC /) });
    expect(html).toMatch(/data-content-type="video"[\s\S]*?src="https:\/\/www\.youtube\.com\/embed\//);
  });

  test('content is returned as stored, not sanitised (scripts in HTML code stay escaped text)', async () => {
    const about = (await gql(PAGE, { id: 'despre-noi' })).body.data.cmsPage.content as string;
    expect(about.startsWith('<style>#html-body [data-pb-style=')).toBe(true);
    expect(about).toContain('data-content-type="map"');
  });
});
