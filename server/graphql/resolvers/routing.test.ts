/** route, urlResolver and customUrlRedirect on the seeded demo store (CMS pages, catalogue rewrites). */
import { testAppForFile } from '../../../test/helpers/server';

const t = testAppForFile();

async function gql(query: string, variables: Record<string, unknown> = {}, store = 'default') {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  return res.json();
}

const ROUTE = `query ResolveURL($url: String!) {
  route(url: $url) {
    relative_url redirect_code type __typename
    ... on CmsPage { identifier title content }
    ... on CategoryTree { uid name }
    ... on ProductInterface { uid sku }
  }
}`;
const route = async (url: string, store = 'default') => {
  const body = await gql(ROUTE, { url }, store);
  expect(body.errors).toBeUndefined();
  return body.data.route;
};

async function rewrite(store: number, type: string, redirect = 0) {
  const row = await t.db.one<{ request_path: string; entity_id: number; target_path: string }>(
    `SELECT request_path, entity_id, target_path FROM url_rewrite WHERE store_id = $1 AND entity_type = $2 AND redirect_type = $3
      ORDER BY length(request_path), url_rewrite_id LIMIT 1`, [store, type, redirect]);
  if (!row) throw new Error(`no ${type} rewrite in store ${store}`);
  return row;
}

describe('route', () => {
  test("'' and '/' are the home CMS page", async () => {
    for (const url of ['', '/']) {
      const r = await route(url);
      expect(r).toMatchObject({ __typename: 'CmsPage', type: 'CMS_PAGE', identifier: 'home', redirect_code: 0, relative_url: 'home' });
      expect(r.content).toContain('data-content-type="slider"');
    }
  });

  test('a CMS page, leading slash and query string ignored, per store view', async () => {
    const ro = await route('/despre-noi?utm_source=x#top');
    expect(ro).toMatchObject({ __typename: 'CmsPage', type: 'CMS_PAGE', relative_url: 'despre-noi', title: 'Despre noi', redirect_code: 0 });
    const en = await route('despre-noi', 'en_storeview');
    expect(en).toMatchObject({ type: 'CMS_PAGE', relative_url: 'despre-noi', title: 'About us' });
  });

  test('promo pages keep .html in their URL', async () => {
    expect(await route('/special-offers-50-off.html')).toMatchObject({ type: 'CMS_PAGE', identifier: 'special-offers-50-off.html' });
    expect(await route('/25-black-friday.html', 'en_storeview')).toMatchObject({ type: 'CMS_PAGE', title: 'Black Friday 25% off' });
  });

  test('a 301 rewrite returns the redirect code and the target path', async () => {
    const r = await route('/despre-gnc');
    expect(r).toMatchObject({ redirect_code: 301, relative_url: 'despre-noi', type: 'CMS_PAGE', __typename: 'CmsPage' });
    expect(await route('about-us', 'en_storeview')).toMatchObject({ redirect_code: 301, relative_url: 'despre-noi' });
  });

  test('a 302 to a custom target is a RoutableUrl', async () => {
    expect(await route('black-friday')).toMatchObject({ redirect_code: 302, relative_url: '25-black-friday.html', type: 'CMS_PAGE' });
  });

  test('an unknown URL is null without an error', async () => {
    expect(await route('/no-such-page-anywhere.html')).toBeNull();
    expect(await route('despre-gnc', 'en_storeview')).toBeNull();
  });

  test('a category URL is a CategoryTree, each store view with its own URL key', async () => {
    const ro = await rewrite(1, 'category');
    const r = await route(`/${ro.request_path}`);
    expect(r).toMatchObject({ __typename: 'CategoryTree', type: 'CATEGORY', relative_url: ro.request_path, redirect_code: 0 });
    expect(r.uid).toBe(Buffer.from(String(ro.entity_id)).toString('base64'));
    const enPath = (await t.db.one<{ request_path: string }>(
      "SELECT request_path FROM url_rewrite WHERE store_id = 2 AND entity_type = 'category' AND entity_id = $1 AND redirect_type = 0", [ro.entity_id]))!.request_path;
    expect(enPath).not.toBe(ro.request_path);
    expect(await route(enPath, 'en_storeview')).toMatchObject({ type: 'CATEGORY', uid: r.uid, relative_url: enPath });
    expect(await route(ro.request_path, 'en_storeview')).toBeNull();
  });

  test('a product URL is a SimpleProduct or ConfigurableProduct', async () => {
    const p = await rewrite(1, 'product');
    const r = await route(p.request_path);
    expect(['SimpleProduct', 'ConfigurableProduct']).toContain(r.__typename);
    expect(r).toMatchObject({ type: 'PRODUCT', relative_url: p.request_path, redirect_code: 0 });
  });

  test('an old category URL redirects (301) to the current one', async () => {
    const old = await rewrite(1, 'category', 301);
    const r = await route(old.request_path);
    expect(r).toMatchObject({ redirect_code: 301, relative_url: old.target_path, type: 'CATEGORY' });
  });
});

test('urlResolver (deprecated) answers with ids and redirectCode', async () => {
  const page = await t.db.one<{ page_id: number }>("SELECT page_id FROM cms_page WHERE identifier = 'despre-noi' AND store_id = 1");
  const { data } = await gql('{ a: urlResolver(url: "/despre-noi") { id entity_uid relative_url redirectCode type } b: urlResolver(url: "despre-gnc") { relative_url redirectCode } c: urlResolver(url: "nope") { id } }');
  expect(data.a).toEqual({ id: page!.page_id, entity_uid: Buffer.from(String(page!.page_id)).toString('base64'), relative_url: 'despre-noi', redirectCode: 0, type: 'CMS_PAGE' });
  expect(data.b).toEqual({ relative_url: 'despre-noi', redirectCode: 301 });
  expect(data.c).toBeNull();
});

describe('customUrlRedirect', () => {
  const CUSTOM = 'query($url: String!) { customUrlRedirect(url: $url) { rourlredirect enurlredirect } }';
  const redirect = async (url: string, store = 'default') => (await gql(CUSTOM, { url }, store)).data.customUrlRedirect;

  test('CMS page, from Romanian and from English', async () => {
    expect(await redirect('/livrare-si-plata')).toEqual({ rourlredirect: '/livrare-si-plata', enurlredirect: '/en/livrare-si-plata' });
    expect(await redirect('/en/politici-de-retur', 'en_storeview')).toEqual({ rourlredirect: '/politici-de-retur', enurlredirect: '/en/politici-de-retur' });
  });

  test('home page', async () => {
    expect(await redirect('/')).toEqual({ rourlredirect: '/', enurlredirect: '/en' });
    expect(await redirect('/en', 'en_storeview')).toEqual({ rourlredirect: '/', enurlredirect: '/en' });
  });

  test('a category lands on its own URL key in each view', async () => {
    const ro = await rewrite(1, 'category');
    const en = (await t.db.one<{ request_path: string }>(
      "SELECT request_path FROM url_rewrite WHERE store_id = 2 AND entity_type = 'category' AND entity_id = $1 AND redirect_type = 0", [ro.entity_id]))!.request_path;
    expect(await redirect(`/${ro.request_path}`)).toEqual({ rourlredirect: `/${ro.request_path}`, enurlredirect: `/en/${en}` });
    expect(await redirect(`/en/${en}`, 'en_storeview')).toEqual({ rourlredirect: `/${ro.request_path}`, enurlredirect: `/en/${en}` });
  });

  test('a product lands on its own URL in each view', async () => {
    const p = await rewrite(2, 'product');
    const result = await redirect(`/en/${p.request_path}`, 'en_storeview');
    expect(result.enurlredirect).toBe(`/en/${p.request_path}`);
    expect(result.rourlredirect).toMatch(/^\/[^/].*\.html$/);
  });

  test('blog posts, categories and tags land on their twins (their own URL keys); authors and search stay; no twin: the blog', async () => {
    const twin = async (table: string, key: string) =>
      (await t.db.query<{ store_id: number; url_key: string }>(`SELECT store_id, url_key FROM ${table} WHERE twin_key = $1 ORDER BY store_id`, [key])).map((r) => r.url_key);
    const [roPost, enPost] = await twin('blog_post', (await t.db.one<{ twin_key: string }>('SELECT twin_key FROM blog_post WHERE store_id = 1 AND twin_key IS NOT NULL LIMIT 1'))!.twin_key);
    expect(roPost).not.toBe(enPost);
    const posts = { rourlredirect: `/blog/post/${roPost}`, enurlredirect: `/en/blog/post/${enPost}` };
    expect(await redirect(`/blog/post/${roPost}`)).toEqual(posts);
    expect(await redirect(`/en/blog/post/${enPost}`, 'en_storeview')).toEqual(posts);
    expect(await redirect(`/blog/${roPost}`)).toEqual(posts);
    const [roCategory, enCategory] = await twin('blog_category', 'antrenament');
    expect(await redirect(`/en/blog/category/${enCategory}`, 'en_storeview')).toEqual({ rourlredirect: `/blog/category/${roCategory}`, enurlredirect: `/en/blog/category/${enCategory}` });
    const [roTag, enTag] = await twin('blog_tag', 'slabire');
    expect(await redirect(`/blog/tag/${roTag}`)).toEqual({ rourlredirect: `/blog/tag/${roTag}`, enurlredirect: `/en/blog/tag/${enTag}` });
    expect(await redirect('/blog/author/andreea-popescu')).toEqual({ rourlredirect: '/blog/author/andreea-popescu', enurlredirect: '/en/blog/author/andreea-popescu' });
    expect(await redirect('/blog/search')).toEqual({ rourlredirect: '/blog/search', enurlredirect: '/en/blog/search' });
    expect(await redirect('/blog/post/no-such-post')).toEqual({ rourlredirect: '/blog', enurlredirect: '/en/blog' });
    expect(await redirect('/blog/tag/no-such-tag')).toEqual({ rourlredirect: '/blog', enurlredirect: '/en/blog' });
  });

  test('a shop lands on its own id in each view; an unknown shop on the shop list', async () => {
    const [ro, en] = await t.db.query<{ location_id: number }>(
      "SELECT location_id FROM store_location WHERE url_key = (SELECT url_key FROM store_location LIMIT 1) ORDER BY store_ids");
    expect(ro.location_id).not.toBe(en.location_id);
    const shops = { rourlredirect: `/shop/${ro.location_id}`, enurlredirect: `/en/shop/${en.location_id}` };
    expect(await redirect(`/en/shop/${en.location_id}`, 'en_storeview')).toEqual(shops);
    expect(await redirect(`/shop/${ro.location_id}`)).toEqual(shops);
    expect(await redirect('/shop/99999')).toEqual({ rourlredirect: '/shops', enurlredirect: '/en/shops' });
  });

  test('a product reviews page lands on the product in each view; an unknown one on all reviews', async () => {
    const p = await rewrite(2, 'product');
    const enKey = p.request_path.replace(/\.html$/, '');
    const result = await redirect(`/en/recenzie-produse/${enKey}`, 'en_storeview');
    expect(result.enurlredirect).toBe(`/en/recenzie-produse/${enKey}`);
    expect(result.rourlredirect).toMatch(/^\/recenzie-produse\/[^/.]+$/);
    expect(await redirect(result.rourlredirect)).toEqual(result);
    expect(await redirect('/recenzie-produse/nu-exista')).toEqual({ rourlredirect: '/recenzie-produse', enurlredirect: '/en/recenzie-produse' });
  });

  test('explicit rows for the SPA routes; nulls when there is no equivalent', async () => {
    expect(await redirect('/en/blog', 'en_storeview')).toEqual({ rourlredirect: '/blog', enurlredirect: '/en/blog' });
    expect(await redirect('/no-such-page')).toEqual({ rourlredirect: null, enurlredirect: null });
  });
});
