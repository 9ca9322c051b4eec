/**
 * The Catalog Products List widget rendered into CMS content as Magento renders it: the rule
 * (conditions_encoded), Page Builder's sort orders, products_count, the view's visible, enabled, in-stock
 * products, each item linked (a.product-item-link) to the product's URL in that view.
 */
import { testAppForFile } from '../../test/helpers/server';
import { decodeWidgetRule, widgetProductLimit, widgetSortOrder } from './catalogWidget';

const t = testAppForFile();

const BLOCKS = 'query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier content } } }';
const COMBINE = 'Magento||CatalogWidget||Model||Rule||Condition||Combine';
const PRODUCT = 'Magento||CatalogWidget||Model||Rule||Condition||Product';
const CAROUSEL = 'Magento_PageBuilder::catalog/product/widget/content/carousel.phtml';
const GRID = 'Magento_CatalogWidget::product/widget/content/grid.phtml';

/** A rule as Page Builder writes it: one combine ("all ... true") around the given conditions. */
function encoded(...conditions: Array<{ attribute: string; operator: string; value: string }>): string {
  const root = `\`1\`:^[\`aggregator\`:\`all\`,\`new_child\`:\`\`,\`type\`:\`${COMBINE}\`,\`value\`:\`1\`^]`;
  const children = conditions.map(
    (c, i) => `\`1--${i + 1}\`:^[\`operator\`:\`${c.operator}\`,\`type\`:\`${PRODUCT}\`,\`attribute\`:\`${c.attribute}\`,\`value\`:\`${c.value}\`^]`
  );
  return `^[${[root, ...children].join(',')}^]`;
}

function widget(params: Record<string, string>): string {
  const attributes = Object.entries({ template: GRID, anchor_text: '', id_path: '', show_pager: '0', ...params })
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
  return `<div data-content-type="products" data-appearance="grid" data-element="main">{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" ${attributes}}}</div>`;
}

let blockNumber = 0;

/** Renders a widget through cmsBlocks in a store view (the block serves every view). */
async function render(params: Record<string, string>, store = 'default'): Promise<{ html: string; tags: string }> {
  const identifier = `widget-test-${++blockNumber}`;
  await t.db.query("INSERT INTO cms_block (store_id, identifier, title, content) VALUES (0, $1, 'Widget', $2)", [identifier, widget(params)]);
  // GET, as storefronts ask for content: the public answer carries its cache tags.
  const query = new URLSearchParams({ query: BLOCKS, variables: JSON.stringify({ ids: [identifier] }) });
  const res = await t.app.inject({ method: 'GET', url: `/graphql?${query}`, headers: { store } });
  const body = res.json();
  expect(body.errors).toBeUndefined();
  return { html: body.data.cmsBlocks.items[0].content as string, tags: String(res.headers['x-magento-tags'] ?? '') };
}

interface RenderedItem {
  href: string;
  name: string;
  sku: string;
}

/** Each list item's product link (name and href) and its add-to-cart form's SKU. */
function itemsOf(html: string): RenderedItem[] {
  return [...html.matchAll(/<li class="product-item">(.*?)<\/li>/g)].map(([, item]) => {
    const link = /<a title="([^"]*)" href="([^"]*)" class="product-item-link">/.exec(item);
    const sku = /data-product-sku="([^"]*)"/.exec(item);
    return { name: link?.[1] ?? '', href: link?.[2] ?? '', sku: sku?.[1] ?? '' };
  });
}

interface IndexRow extends Record<string, unknown> {
  product_id: number;
  sku: string;
  url_key: string;
}

/** The view's products as the widget may show them (listing index: visible and enabled; in stock). */
async function shown(storeId: number, where: string, orderBy: string, params: unknown[] = []): Promise<IndexRow[]> {
  return t.db.query<IndexRow>(
    `SELECT i.product_id, i.sku, i.url_key FROM catalog_product_index i JOIN catalog_product p ON p.product_id = i.product_id
      WHERE i.store_id = $1 AND i.in_stock AND ${where} ORDER BY ${orderBy}`,
    [storeId, ...params]
  );
}

async function productPath(storeId: number, productId: number): Promise<string> {
  const row = await t.db.one<{ request_path: string }>(
    `SELECT request_path FROM url_rewrite WHERE store_id = $1 AND entity_type = 'product' AND entity_id = $2 AND redirect_type = 0
      ORDER BY length(request_path), url_rewrite_id LIMIT 1`,
    [storeId, productId]
  );
  return row!.request_path;
}

describe('the rule', () => {
  test("decodes Magento's encoding into conditions", () => {
    expect(decodeWidgetRule(encoded({ attribute: 'sku', operator: '()', value: 'A,B' }))).toEqual({
      type: 'combine',
      aggregator: 'all',
      value: true,
      conditions: [{ type: 'product', attribute: 'sku', operator: '()', value: 'A,B' }]
    });
  });

  test('nested combines, "any" and "false", as Magento nests the flat keys', () => {
    const rule =
      `^[\`1\`:^[\`type\`:\`${COMBINE}\`,\`aggregator\`:\`any\`,\`value\`:\`1\`^],` +
      `\`1--1\`:^[\`type\`:\`${COMBINE}\`,\`aggregator\`:\`all\`,\`value\`:\`0\`^],` +
      `\`1--1--1\`:^[\`type\`:\`${PRODUCT}\`,\`attribute\`:\`category_ids\`,\`operator\`:\`==\`,\`value\`:\`4\`^],` +
      `\`1--2\`:^[\`type\`:\`${PRODUCT}\`,\`attribute\`:\`price\`,\`operator\`:\`&lt;\`,\`value\`:\`50\`^]^]`;
    expect(decodeWidgetRule(rule)).toEqual({
      type: 'combine',
      aggregator: 'any',
      value: true,
      conditions: [
        { type: 'combine', aggregator: 'all', value: false, conditions: [{ type: 'product', attribute: 'category_ids', operator: '==', value: '4' }] },
        { type: 'product', attribute: 'price', operator: '<', value: '50' }
      ]
    });
  });

  test('no rule is every product; a rule that cannot be read is none (the widget fails)', () => {
    expect(decodeWidgetRule(undefined)).toEqual({ type: 'combine', aggregator: 'all', value: true, conditions: [] });
    // As a store's home page saved it: the root combine without a type.
    expect(decodeWidgetRule('^[`1`:^[`type`:``,`aggregator`:`all`,`value`:`1`,`new_child`:``^]^]')).toEqual({ type: 'combine', aggregator: 'all', value: true, conditions: [] });
    expect(decodeWidgetRule('^[`1`:^[`type`')).toBeNull();
    expect(decodeWidgetRule(`^[\`1\`:^[\`type\`:\`${COMBINE}\`^],\`1--1\`:^[\`type\`:\`Vendor||Unknown\`^]^]`)).toBeNull();
  });

  test('sort orders and counts', () => {
    expect(widgetSortOrder(undefined)).toBe('default');
    expect(widgetSortOrder('name_ascending')).toBe('name_ascending');
    expect(widgetSortOrder('no_such_order')).toBe('date_newest_top');
    expect(widgetProductLimit({})).toBe(10);
    expect(widgetProductLimit({ products_count: '12' })).toBe(12);
    expect(widgetProductLimit({ products_count: '12', show_pager: '1', products_per_page: '4' })).toBe(4);
    expect(widgetProductLimit({ products_count: 'x' })).toBe(10);
  });
});

describe('rendered into CMS content', () => {
  test('no condition, newest first: the newest in-stock products of the view, linked in each view', async () => {
    const expected = await shown(1, 'TRUE', 'p.created_at DESC, i.product_id DESC LIMIT 5');
    const { html, tags } = await render({ products_count: '5', sort_order: 'date_newest_top', conditions_encoded: encoded() });
    const items = itemsOf(html);
    expect(items.map((item) => item.sku)).toEqual(expected.map((row) => row.sku));
    for (const [index, row] of expected.entries()) expect(items[index].href).toBe(`/${await productPath(1, row.product_id)}`);
    expect(items[0].href).toMatch(/^\/[^/]+\.html$/);
    expect(tags.split(',')).toEqual(expect.arrayContaining(['cat_p', `cat_p_${expected[0].product_id}`]));

    const english = itemsOf((await render({ products_count: '5', sort_order: 'date_newest_top', conditions_encoded: encoded() }, 'en_storeview')).html);
    expect(english.map((item) => item.sku)).toEqual(expected.map((row) => row.sku));
    expect(english[0].href).toBe(`/en/${await productPath(2, expected[0].product_id)}`);
    // The English view links the English URL key.
    const englishKey = await t.db.one<{ url_key: string }>('SELECT url_key FROM catalog_product_store WHERE product_id = $1 AND store_id = 2', [expected[0].product_id]);
    expect(english[0].href).toContain(englishKey!.url_key);
  });

  test('a category condition lists only that category (and its anchor children), in listing order', async () => {
    const expected = await shown(1, '$2 = ANY(i.category_ids)', 'i.position, i.product_id LIMIT 4', [4]);
    expect(expected.length).toBe(4);
    const { html } = await render({ products_count: '4', sort_order: 'position', condition_option: 'category_ids', condition_option_value: '4', conditions_encoded: encoded({ attribute: 'category_ids', operator: '==', value: '4' }) });
    expect(itemsOf(html).map((item) => item.sku)).toEqual(expected.map((row) => row.sku));
    const outside = await render({ conditions_encoded: encoded({ attribute: 'category_ids', operator: '!=', value: '4' }), products_count: '20' });
    const insideSkus = new Set((await shown(1, '$2 = ANY(i.category_ids)', 'i.product_id', [4])).map((row) => row.sku));
    expect(itemsOf(outside.html).length).toBe(20);
    for (const item of itemsOf(outside.html)) expect(insideSkus.has(item.sku)).toBe(false);
  });

  test('nested rules: "if ANY of these are TRUE" around "if ALL of these are FALSE", and price', async () => {
    const rule =
      `^[\`1\`:^[\`type\`:\`${COMBINE}\`,\`aggregator\`:\`any\`,\`value\`:\`1\`^],` +
      `\`1--1\`:^[\`type\`:\`${COMBINE}\`,\`aggregator\`:\`all\`,\`value\`:\`0\`^],` +
      `\`1--1--1\`:^[\`type\`:\`${PRODUCT}\`,\`attribute\`:\`category_ids\`,\`operator\`:\`==\`,\`value\`:\`4\`^],` +
      `\`1--2\`:^[\`type\`:\`${PRODUCT}\`,\`attribute\`:\`price\`,\`operator\`:\`&lt;\`,\`value\`:\`40\`^]^]`;
    const expected = await shown(1, '(NOT ($2 = ANY(i.category_ids)) OR i.min_price < 40)', 'i.position, i.product_id LIMIT 30', [4]);
    const { html } = await render({ products_count: '30', sort_order: 'position', conditions_encoded: rule });
    expect(itemsOf(html).map((item) => item.sku)).toEqual(expected.map((row) => row.sku));
  });

  test('a SKU list in its own order (position_by_sku) without the out-of-stock, disabled or invisible ones', async () => {
    const [first, second, third] = await shown(1, 'TRUE', 'i.product_id LIMIT 3');
    const outOfStock = await t.db.one<{ sku: string }>('SELECT sku FROM catalog_product_index WHERE store_id = 1 AND NOT in_stock LIMIT 1');
    const variant = await t.db.one<{ sku: string }>('SELECT sku FROM catalog_product WHERE visibility = 1 LIMIT 1');
    expect(outOfStock && variant).toBeTruthy();
    const skus = [third.sku, outOfStock!.sku, first.sku, variant!.sku, second.sku];
    const { html } = await render({ sort_order: 'position_by_sku', condition_option: 'sku', condition_option_value: skus.join(','), conditions_encoded: encoded({ attribute: 'sku', operator: '()', value: skus.join(',') }) });
    expect(itemsOf(html).map((item) => item.sku)).toEqual([third.sku, first.sku, second.sku]);

    // A product disabled (or made invisible) leaves the view's listing index: the widget drops it.
    const [removed] = await t.db.query('DELETE FROM catalog_product_index WHERE store_id = 1 AND sku = $1 RETURNING *', [first.sku]);
    try {
      const again = await render({ sort_order: 'position_by_sku', conditions_encoded: encoded({ attribute: 'sku', operator: '()', value: skus.join(',') }) });
      expect(itemsOf(again.html).map((item) => item.sku)).toEqual([third.sku, second.sku]);
    } finally {
      await t.db.query('INSERT INTO catalog_product_index SELECT * FROM json_populate_record(null::catalog_product_index, $1::json)', [JSON.stringify(removed)]);
    }
  });

  test('sort orders: name, price and oldest first', async () => {
    const byName = await shown(1, 'TRUE', 'i.name_sort, i.product_id LIMIT 3');
    expect(itemsOf((await render({ products_count: '3', sort_order: 'name_ascending', conditions_encoded: encoded() })).html).map((item) => item.sku)).toEqual(byName.map((row) => row.sku));
    const byPrice = await shown(1, 'TRUE', 'i.min_price DESC, i.product_id DESC LIMIT 3');
    expect(itemsOf((await render({ products_count: '3', sort_order: 'price_high_to_low', conditions_encoded: encoded() })).html).map((item) => item.sku)).toEqual(byPrice.map((row) => row.sku));
    const oldest = await shown(1, 'TRUE', 'p.created_at, i.product_id LIMIT 3');
    expect(itemsOf((await render({ products_count: '3', sort_order: 'date_oldest_top', conditions_encoded: encoded() })).html).map((item) => item.sku)).toEqual(oldest.map((row) => row.sku));
    // No sort order: the widget's own, the newest product id first.
    const byId = await shown(1, 'TRUE', 'i.product_id DESC LIMIT 3');
    expect(itemsOf((await render({ products_count: '3', conditions_encoded: encoded() })).html).map((item) => item.sku)).toEqual(byId.map((row) => row.sku));
  });

  test('products_count, default 10', async () => {
    expect(itemsOf((await render({ conditions_encoded: encoded() })).html)).toHaveLength(10);
    expect(itemsOf((await render({ products_count: '3', conditions_encoded: encoded() })).html)).toHaveLength(3);
  });

  test("the templates' markup: grid in its block, carousel as the list alone; nothing when nothing matches", async () => {
    const grid = (await render({ products_count: '2', conditions_encoded: encoded() })).html;
    expect(grid).toMatch(/^<div data-content-type="products"[^>]*><div class="block widget block-products-list grid"><div class="block-content">/);
    expect(grid).toContain('<ol class="product-items widget-product-grid"><li class="product-item"><div class="product-item-info"><a href="/');
    expect(grid).toMatch(/<img class="product-image-photo" src="\/media\/catalog\/product\/[^"]+" loading="lazy" width="240" height="300" alt="[^"]+">/);
    expect(grid).toMatch(/<div class="price-box price-final_price" data-role="priceBox" data-product-id="\d+"/);
    expect(grid).toMatch(/data-price-amount="[\d.]+" data-price-type="finalPrice"/);
    expect(grid).toContain('<span>Adaugă în coș</span>');
    const carousel = (await render({ template: CAROUSEL, products_count: '2', conditions_encoded: encoded() }, 'en_storeview')).html;
    expect(carousel).toMatch(/^<div data-content-type="products"[^>]*><ol class="product-items widget-product-carousel"><li class="product-item">/);
    expect(carousel).toContain('<span>Add to Cart</span>');
    expect(carousel).not.toContain('block-products-list');
    const none = (await render({ conditions_encoded: encoded({ attribute: 'sku', operator: '==', value: 'NO-SUCH-SKU' }) })).html;
    expect(none).toBe('<div data-content-type="products" data-appearance="grid" data-element="main"></div>');
    const broken = (await render({ conditions_encoded: '^[`1' })).html;
    expect(broken).toBe('<div data-content-type="products" data-appearance="grid" data-element="main"></div>');
  });
});

test("the seeded home page's new products: a Page Builder carousel of the 12 newest products, in both views", async () => {
  const expected = await shown(1, 'TRUE', 'p.created_at DESC, i.product_id DESC LIMIT 12');
  for (const [store, storeId, prefix] of [['default', 1, '/'], ['en_storeview', 2, '/en/']] as const) {
    const query = new URLSearchParams({ query: BLOCKS, variables: JSON.stringify({ ids: ['home-new-products'] }) });
    const res = await t.app.inject({ method: 'GET', url: `/graphql?${query}`, headers: { store } });
    const html = res.json().data.cmsBlocks.items[0].content as string;
    expect(html).toMatch(/<div data-content-type="products" data-appearance="carousel"[^>]*><ol class="product-items widget-product-carousel">/);
    const items = itemsOf(html);
    expect(items.map((item) => item.sku)).toEqual(expected.map((row) => row.sku));
    expect(items[0].href).toBe(`${prefix}${await productPath(storeId, expected[0].product_id)}`);
  }
});
