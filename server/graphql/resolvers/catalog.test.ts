/**
 * The catalogue through the real GraphQL endpoint (buildApp + app.inject) on an in-memory database
 * seeded with a 120-product test catalogue.
 */
import { catalogTestAppForFile } from '../../../test/helpers/server';
import { TEST_BASE_DATE } from '../../seed/catalog/testDb';
import { normalizeSearchText } from '../../services/searchText';
import { SEARCH_QUERY_MAX } from '../../services/textLimits';

const t = catalogTestAppForFile();

const uid = (id: number) => Buffer.from(String(id)).toString('base64');

const LIST_QUERY = `query($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
    total_count
    page_info { current_page page_size total_pages }
    sort_fields { default options { value label } }
    suggestions { search }
    items {
      __typename uid sku name brand manufacturer aroma gnc_tip_de_promotie url_key
      price_range { minimum_price { regular_price { value currency } final_price { value } discount { amount_off percent_off } } maximum_price { final_price { value } } }
    }
    aggregations { attribute_code label count position options { label value count } }
  }
}`;

async function list(variables: Record<string, unknown>, store = 'default') {
  const answer = await t.gql(LIST_QUERY, variables, store);
  expect(answer.errors).toBeUndefined();
  return answer.data!.products;
}

/** Every page of a listing, to compare orders and totals. */
async function allItems(variables: Record<string, unknown>) {
  const first = await list({ ...variables, pageSize: 50, currentPage: 1 });
  const items = [...first.items];
  for (let page = 2; page <= first.page_info.total_pages; page++) items.push(...(await list({ ...variables, pageSize: 50, currentPage: page })).items);
  return items;
}

describe('categories', () => {
  const TREE = `{ categoryList { uid name level include_in_menu children_count
    children { uid name position level include_in_menu url_key url_path url_suffix children_count image breadcrumbs { category_uid }
      children { uid name position url_path breadcrumbs { category_uid category_id category_name category_level category_url_key category_url_path } } } } }`;

  test('categoryList without filters is the store root with the menu tree, by position', async () => {
    const { data, errors } = await t.gql(TREE);
    expect(errors).toBeUndefined();
    const [root] = data!.categoryList;
    expect(root).toMatchObject({ uid: 'Mg==', name: 'Default Category', level: 1 });
    const top = root.children;
    expect(top.map((c: { position: number }) => c.position)).toEqual([...top.map((c: { position: number }) => c.position)].sort((a, b) => a - b));
    expect(top[0]).toMatchObject({ name: 'Oferte', position: 1, url_path: 'oferte', url_suffix: '.html', include_in_menu: 1, breadcrumbs: null, children_count: '0' });
    const names = top.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Proteine', 'Aminoacizi', 'Vitamine și minerale', 'Controlul greutății', 'Superalimente', 'Plante medicinale', 'Cosmetice']));
    const hidden = top.find((c: { name: string }) => c.name === 'Lichidare de stoc');
    expect(hidden.include_in_menu).toBe(0);
    const proteins = top.find((c: { name: string }) => c.name === 'Proteine');
    expect(proteins).toMatchObject({ uid: 'NA==', children_count: '5', image: '/media/catalog/category/proteine.jpg' });
    expect(proteins.children.map((c: { name: string }) => c.name)).toEqual(['Proteine din zer', 'Izolat proteic', 'Cazeină', 'Proteine vegane', 'Batoane proteice']);
    expect(proteins.children[0]).toMatchObject({
      uid: 'MTE=',
      url_path: 'proteine/proteine-din-zer',
      breadcrumbs: [{ category_uid: 'NA==', category_id: 4, category_name: 'Proteine', category_level: 2, category_url_key: 'proteine', category_url_path: 'proteine' }]
    });
  });

  test('the English store view has English names, URL keys and breadcrumbs', async () => {
    const { data } = await t.gql(TREE, {}, 'en_storeview');
    const proteins = data!.categoryList[0].children.find((c: { uid: string }) => c.uid === 'NA==');
    // Its banner has its own words: the English one.
    expect(proteins).toMatchObject({ name: 'Proteins', url_key: 'proteins', url_path: 'proteins', image: '/media/catalog/category/en/proteins.jpg' });
    expect(proteins.children[0]).toMatchObject({ name: 'Whey protein', url_path: 'proteins/whey-protein', breadcrumbs: [{ category_name: 'Proteins', category_url_path: 'proteins' }] });
    expect(data!.categoryList[0].children[0].name).toBe('Offers');
  });

  test('categoryList filters: url_path, parent uid, ids, name without diacritics', async () => {
    const q = `query($f: CategoryFilterInput) { categoryList(filters: $f) { id name } }`;
    expect((await t.gql(q, { f: { url_path: { eq: 'proteine/proteine-din-zer' } } })).data!.categoryList).toEqual([{ id: 11, name: 'Proteine din zer' }]);
    expect((await t.gql(q, { f: { parent_category_uid: { eq: uid(5) } } })).data!.categoryList.map((c: { id: number }) => c.id)).toEqual([16, 17, 18, 19]);
    expect((await t.gql(q, { f: { ids: { in: ['7', '23'] } } })).data!.categoryList.map((c: { id: number }) => c.id)).toEqual([7, 23]);
    expect((await t.gql(q, { f: { name: { match: 'cazeina' } } })).data!.categoryList).toEqual([{ id: 13, name: 'Cazeină' }]);
    expect((await t.gql(q, { f: { url_key: { eq: 'nu-exista' } } })).data!.categoryList).toEqual([]);
  });

  test('categories pages its results and rejects pages that do not exist', async () => {
    const q = `query($p: Int, $s: Int) { categories(filters: { parent_category_uid: { eq: "${uid(7)}" } }, pageSize: $s, currentPage: $p) { total_count page_info { current_page page_size total_pages } items { name } } }`;
    const page2 = (await t.gql(q, { p: 2, s: 4 })).data!.categories;
    expect(page2).toEqual({ total_count: 6, page_info: { current_page: 2, page_size: 4, total_pages: 2 }, items: [{ name: 'Zinc' }, { name: 'Omega-3' }] });
    const beyond = await t.gql(q, { p: 3, s: 4 });
    expect(beyond.errors![0]).toMatchObject({ message: 'currentPage value 3 specified is greater than the 2 page(s) available.', extensions: { category: 'graphql-input' } });
    const zero = await t.gql(q, { p: 1, s: 0 });
    expect(zero.errors![0]).toMatchObject({ message: 'pageSize value must be greater than 0.', extensions: { category: 'graphql-input' } });
  });

  test('category(id) and product_count match the index', async () => {
    const { data } = await t.gql('{ category(id: 4) { name product_count products(pageSize: 5) { total_count items { sku } } } }');
    const row = await t.db.one<{ count: number }>(`SELECT count(*)::int AS count FROM catalog_product_index WHERE store_id = 1 AND 4 = ANY (category_ids)`);
    expect(data!.category.product_count).toBe(row!.count);
    expect(data!.category.products.total_count).toBe(row!.count);
    expect(data!.category.products.items).toHaveLength(5);
    const missing = await t.gql('{ category(id: 9999) { name } }');
    expect(missing.errors![0].extensions?.category).toBe('graphql-no-such-entity');
  });
});

describe('product listing', () => {
  test('a category lists its own and its subcategories products, page by page without repeats', async () => {
    const expected = await t.db.query<{ product_id: number }>(`SELECT product_id FROM catalog_product_index WHERE store_id = 1 AND 4 = ANY (category_ids) ORDER BY position`);
    const first = await list({ filter: { category_uid: { eq: 'NA==' } }, pageSize: 7 });
    expect(first.total_count).toBe(expected.length);
    expect(first.page_info).toEqual({ current_page: 1, page_size: 7, total_pages: Math.ceil(expected.length / 7) });
    expect(first.sort_fields.default).toBe('position');
    const items = await allItems({ filter: { category_uid: { eq: 'NA==' } } });
    expect(items.map((i: { uid: string }) => i.uid)).toEqual(expected.map((r) => uid(r.product_id)));
    const byId = await list({ filter: { category_id: { eq: '4' } }, pageSize: 7 });
    expect(byId.items).toEqual(first.items);
    const byPath = await list({ filter: { category_url_path: { eq: 'proteine' } }, pageSize: 7 });
    expect(byPath.items).toEqual(first.items);
  });

  test('sorting by price, name and position', async () => {
    const filter = { category_uid: { eq: 'Nw==' } };
    const cheapestFirst = await allItems({ filter, sort: { price: 'ASC' } });
    const prices = cheapestFirst.map((i: { price_range: { minimum_price: { final_price: { value: number } } } }) => i.price_range.minimum_price.final_price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dearestFirst = await allItems({ filter, sort: { price: 'DESC' } });
    expect(dearestFirst[0].price_range.minimum_price.final_price.value).toBe(Math.max(...prices));
    const byName = await allItems({ filter, sort: { name: 'ASC' } });
    const names = byName.map((i: { name: string }) => normalizeSearchText(i.name));
    expect(names).toEqual([...names].sort());
    const byNameDesc = await allItems({ filter, sort: { name: 'DESC' } });
    expect(byNameDesc[0].name).toBe(byName[byName.length - 1].name);
    const byPosition = await allItems({ filter, sort: { position: 'DESC' } });
    const natural = await allItems({ filter });
    expect(byPosition.map((i: { uid: string }) => i.uid)).toEqual(natural.map((i: { uid: string }) => i.uid).reverse());
  });

  test('filters: brand, price range, flavour, promotion type, SKU, URL key, name, new', async () => {
    const proteins = await list({ filter: { category_uid: { eq: 'NA==' } }, pageSize: 1 });
    const brand = proteins.aggregations.find((a: { attribute_code: string }) => a.attribute_code === 'brand').options[0];
    const byBrand = await allItems({ filter: { category_uid: { eq: 'NA==' }, brand: { eq: brand.value } } });
    expect(byBrand).toHaveLength(brand.count);
    expect(new Set(byBrand.map((i: { brand: string }) => i.brand))).toEqual(new Set([brand.label]));
    expect(byBrand.every((i: { manufacturer: number }) => String(i.manufacturer) === brand.value)).toBe(true);
    const byBrandLabel = await list({ filter: { category_uid: { eq: 'NA==' }, brand: { eq: brand.label } } });
    expect(byBrandLabel.total_count).toBe(brand.count);

    const cheap = await allItems({ filter: { category_uid: { eq: 'Mg==' }, price: { from: '50', to: '100' } } });
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((i: { price_range: { minimum_price: { final_price: { value: number } } } }) =>
      i.price_range.minimum_price.final_price.value >= 50 && i.price_range.minimum_price.final_price.value <= 100)).toBe(true);

    const chocolate = await allItems({ filter: { aroma: { eq: '201' } } });
    expect(chocolate.length).toBeGreaterThan(0);
    expect(chocolate.every((i: { aroma: string }) => i.aroma.split(', ').includes('Ciocolată'))).toBe(true);

    const promoted = await allItems({ filter: { gnc_tip_de_promotie: { in: ['401', '402'] } } });
    expect(promoted.length).toBeGreaterThan(0);
    expect(promoted.every((i: { gnc_tip_de_promotie: string }) => ['1+1 Gratis', '-25%'].includes(i.gnc_tip_de_promotie))).toBe(true);

    const one = proteins.items[0];
    expect((await list({ filter: { sku: { eq: one.sku } } })).items.map((i: { sku: string }) => i.sku)).toEqual([one.sku]);
    expect((await list({ filter: { url_key: { eq: one.url_key } } })).items.map((i: { sku: string }) => i.sku)).toEqual([one.sku]);
    const named = await allItems({ filter: { name: { match: 'proteina din zer' } } });
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((i: { name: string }) => normalizeSearchText(i.name).includes('proteina din zer'))).toBe(true);
  });

  test('aggregations count within the other filters, and a facet keeps its other options selectable', async () => {
    const base = await list({ filter: { category_uid: { eq: 'NA==' } }, pageSize: 1 });
    const facet = (result: typeof base, code: string) => result.aggregations.find((a: { attribute_code: string }) => a.attribute_code === code);
    expect(base.aggregations.map((a: { attribute_code: string }) => a.attribute_code)).toEqual(
      expect.arrayContaining(['category_uid', 'price', 'brand', 'aroma']));
    // Categories: the subcategories of the listed category, counted.
    const categories = facet(base, 'category_uid');
    expect(categories.label).toBe('Categorie');
    for (const option of categories.options) {
      expect((await list({ filter: { category_uid: { eq: option.value } }, pageSize: 1 })).total_count).toBe(option.count);
    }
    expect(categories.options.map((o: { label: string }) => o.label)).not.toContain('Vitamine și minerale');
    // Price buckets cover every product once.
    const price = facet(base, 'price');
    expect(price.options.reduce((sum: number, o: { count: number }) => sum + o.count, 0)).toBe(base.total_count);
    expect(price.options[0].value).toMatch(/^\d+_\d+$/);
    const [from, to] = price.options[0].value.split('_');
    expect(price.options[0].label).toBe(`${from}-${to}`);
    // Brand counts are exact.
    const brands = facet(base, 'brand');
    for (const option of brands.options.slice(0, 3)) {
      expect((await list({ filter: { category_uid: { eq: 'NA==' }, brand: { eq: option.value } }, pageSize: 1 })).total_count).toBe(option.count);
    }
    // With a brand chosen: brand options stay as before, the others count within the brand.
    const chosen = brands.options[0];
    const filtered = await list({ filter: { category_uid: { eq: 'NA==' }, brand: { eq: chosen.value } }, pageSize: 1 });
    expect(facet(filtered, 'brand').options).toEqual(brands.options);
    for (const option of facet(filtered, 'aroma')?.options ?? []) {
      const both = await list({ filter: { category_uid: { eq: 'NA==' }, brand: { eq: chosen.value }, aroma: { eq: option.value } }, pageSize: 1 });
      expect(both.total_count).toBe(option.count);
    }
    const english = await list({ filter: { category_uid: { eq: 'NA==' } }, pageSize: 1 }, 'en_storeview');
    expect(facet(english, 'aroma').label).toBe('Flavour');
    expect(facet(english, 'category_uid').options[0].label).toBe('Whey protein');
  });
});

describe('products', () => {
  const DETAIL = `query($f: ProductAttributeFilterInput) { products(filter: $f, pageSize: 50) { items {
    __typename id uid sku name type_id stock_status only_x_left_in_stock special_price special_from_date special_to_date
    url_key url_suffix canonical_url url_rewrites { url parameters { name value } }
    description { html } short_description { html } meta_title nutrition_facts { serving_size servings_per_container rows { name amount daily_value } }
    ingredients usage_instructions tax_class data_expirarii gnc_eticheta_speciala gnc_etichete_promotie aroma_multivalue
    small_image { url label } image { url } thumbnail { url }
    media_gallery { url label position disabled ... on ProductImage { url } }
    media_gallery_entries { id uid file label position disabled types media_type }
    price { regularPrice { amount { value currency } } minimalPrice { amount { value } } maximalPrice { amount { value } } }
    price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
                  maximum_price { regular_price { value } final_price { value } discount { amount_off percent_off } } }
    categories { uid name breadcrumbs { category_name } }
    rating_summary review_count reviews(pageSize: 2) { items { nickname summary text created_at average_rating ratings_breakdown { name value } } page_info { total_pages page_size } }
    related_products { uid sku } upsell_products { sku } crosssell_products { sku }
    ... on ConfigurableProduct {
      configurable_options { uid attribute_uid attribute_code label position values { uid value_index label default_label store_label use_default_value swatch_data { __typename value } } }
      variants { attributes { uid code label value_index } product { uid sku stock_status special_price price_range { minimum_price { regular_price { value } final_price { value } } } small_image { url } } }
    }
  } } }`;

  test('configurable products: options, variants and a price range over the variants', async () => {
    const row = await t.db.one<{ sku: string }>(`SELECT p.sku FROM catalog_product p WHERE p.type_id = 'configurable'
      AND (SELECT count(*) FROM catalog_product_super_attribute s WHERE s.product_id = p.product_id) = 2 ORDER BY p.product_id LIMIT 1`);
    const { data, errors } = await t.gql(DETAIL, { f: { sku: { eq: row!.sku } } });
    expect(errors).toBeUndefined();
    const [product] = data!.products.items;
    expect(product.__typename).toBe('ConfigurableProduct');
    expect(product.type_id).toBe('configurable');
    expect(product.special_price).toBeNull();
    const options = product.configurable_options;
    expect(options.map((o: { attribute_code: string }) => o.attribute_code)).toEqual(['aroma', 'gramaj']);
    expect(options[0].label).toBe('Aromă');
    expect(options[0].values[0].uid).toBe(Buffer.from(`configurable/2/${options[0].values[0].value_index}`).toString('base64'));
    expect(options[0].values[0].swatch_data.__typename).toBe('TextSwatchData');
    const combinations = options[0].values.length * options[1].values.length;
    expect(product.variants).toHaveLength(combinations);
    const valueUids = new Set(options.flatMap((o: { values: Array<{ uid: string }> }) => o.values.map((v) => v.uid)));
    for (const variant of product.variants) {
      expect(variant.attributes.map((a: { code: string }) => a.code)).toEqual(['aroma', 'gramaj']);
      for (const attribute of variant.attributes) expect(valueUids.has(attribute.uid)).toBe(true);
      expect(variant.product.sku.startsWith(`${product.sku}-`)).toBe(true);
    }
    const inStock = product.variants.filter((v: { product: { stock_status: string } }) => v.product.stock_status === 'IN_STOCK');
    const finals = (inStock.length ? inStock : product.variants).map((v: { product: { price_range: { minimum_price: { final_price: { value: number } } } } }) =>
      v.product.price_range.minimum_price.final_price.value);
    expect(product.price_range.minimum_price.final_price.value).toBe(Math.min(...finals));
    expect(product.price_range.maximum_price.final_price.value).toBe(Math.max(...finals));
    expect(product.price.minimalPrice.amount.value).toBe(Math.min(...finals));
  });

  test('a simple product on special: special price, dates and the discount', async () => {
    const row = await t.db.one<{ sku: string; price: string; special_price: string }>(`SELECT sku, price::text, special_price::text FROM catalog_product
      WHERE visibility = 4 AND type_id = 'simple' AND special_price IS NOT NULL AND special_from_date <= $1 AND (special_to_date IS NULL OR special_to_date >= $1)
      ORDER BY product_id LIMIT 1`, [TEST_BASE_DATE]);
    const { data } = await t.gql(DETAIL, { f: { sku: { eq: row!.sku } } });
    const [product] = data!.products.items;
    const regular = Number(row!.price);
    const special = Number(row!.special_price);
    expect(product.special_price).toBe(special);
    expect(product.special_from_date <= TEST_BASE_DATE).toBe(true);
    expect(product.price_range.minimum_price).toEqual({
      regular_price: { value: regular, currency: 'RON' },
      final_price: { value: special, currency: 'RON' },
      discount: { amount_off: Math.round((regular - special) * 100) / 100, percent_off: Math.round(((regular - special) / regular) * 10000) / 100 }
    });
    expect(product.price.regularPrice.amount).toEqual({ value: regular, currency: 'RON' });
  });

  test('product details: texts, attributes, media, categories, reviews and links', async () => {
    const row = await t.db.one<{ sku: string }>(`SELECT p.sku FROM catalog_product p WHERE p.visibility = 4 AND p.type_id = 'simple'
      AND EXISTS (SELECT 1 FROM catalog_review r WHERE r.product_id = p.product_id AND r.store_id = 1 GROUP BY r.product_id HAVING count(*) >= 3)
      AND (SELECT count(*) FROM catalog_product_media m WHERE m.product_id = p.product_id) >= 2
      AND EXISTS (SELECT 1 FROM catalog_product_store s WHERE s.product_id = p.product_id AND s.nutrition_facts IS NOT NULL)
      ORDER BY p.product_id LIMIT 1`);
    const { data, errors } = await t.gql(DETAIL, { f: { sku: { eq: row!.sku } } });
    expect(errors).toBeUndefined();
    const [product] = data!.products.items;
    expect(product.uid).toBe(uid(product.id));
    expect(product.url_suffix).toBe('.html');
    expect(product.canonical_url).toBe(`${product.url_key}.html`);
    expect(product.url_rewrites).toEqual([{ url: `${product.url_key}.html`, parameters: [{ name: 'id', value: String(product.id) }] }]);
    expect(product.description.html).toContain('<p>');
    expect(product.short_description.html).toContain(product.name.split(',')[0]);
    expect(product.nutrition_facts.rows.length).toBeGreaterThan(0);
    expect(product.ingredients.length).toBeGreaterThan(10);
    expect(product.usage_instructions.length).toBeGreaterThan(10);
    expect(['reduced', 'standard']).toContain(product.tax_class);
    expect(product.data_expirarii).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(product.small_image.url).toMatch(/^\/media\/catalog\/product\/[a-z0-9]\/[a-z0-9]\/.+\.jpg$/);
    expect(product.media_gallery.map((m: { position: number }) => m.position)).toEqual([1, 2, ...(product.media_gallery.length > 2 ? [3] : [])]);
    expect(product.media_gallery_entries[0]).toMatchObject({ position: 1, disabled: false, media_type: 'image', types: ['image', 'small_image', 'thumbnail'] });
    expect(product.media_gallery[0].url).toBe(`/media/catalog/product${product.media_gallery_entries[0].file}`);
    expect(product.categories.length).toBeGreaterThan(0);
    expect(product.review_count).toBeGreaterThanOrEqual(3);
    expect(product.rating_summary).toBeGreaterThan(0);
    expect(product.reviews.items).toHaveLength(2);
    expect(product.reviews.page_info).toEqual({ total_pages: Math.ceil(product.review_count / 2), page_size: 2 });
    expect(product.reviews.items[0].ratings_breakdown.map((r: { name: string }) => r.name)).toEqual(['Calitate', 'Raport calitate-preț', 'Preț']);
    expect(product.reviews.items[0].created_at >= product.reviews.items[1].created_at).toBe(true);
    expect(product.related_products.length).toBeGreaterThan(0);

    const english = (await t.gql(DETAIL, { f: { sku: { eq: row!.sku } } }, 'en_storeview')).data!.products.items[0];
    expect(english.name).not.toBe(product.name);
    expect(english.reviews.items[0]?.ratings_breakdown[0].name ?? 'Quality').toBe('Quality');
  });

  test('stock: out-of-stock products and the only-x-left hint', async () => {
    const low = await t.db.one<{ sku: string; quantity: number }>(`SELECT sku, quantity FROM catalog_product WHERE visibility = 4 AND type_id = 'simple' AND stock_status = 'IN_STOCK' AND quantity <= 4 ORDER BY product_id LIMIT 1`);
    const out = await t.db.one<{ sku: string }>(`SELECT sku FROM catalog_product WHERE visibility = 4 AND type_id = 'simple' AND stock_status = 'OUT_OF_STOCK' ORDER BY product_id LIMIT 1`);
    const { data } = await t.gql(`query($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { sku stock_status only_x_left_in_stock } } }`, { skus: [low!.sku, out!.sku] });
    const bySku = Object.fromEntries(data!.products.items.map((i: { sku: string }) => [i.sku, i]));
    expect(bySku[low!.sku]).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: low!.quantity });
    expect(bySku[out!.sku]).toMatchObject({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
  });

  test('Magento 2.4.7 product fields: quantity, sale limits, gift messages, options, websites, deprecated tier prices', async () => {
    const low = await t.db.one<{ sku: string; quantity: number }>(`SELECT sku, quantity FROM catalog_product WHERE visibility = 4 AND type_id = 'simple' AND stock_status = 'IN_STOCK' AND quantity <= 4 ORDER BY product_id LIMIT 1`);
    const plenty = await t.db.one<{ sku: string }>(`SELECT sku FROM catalog_product WHERE visibility = 4 AND type_id = 'simple' AND stock_status = 'IN_STOCK' AND quantity > 5 ORDER BY product_id LIMIT 1`);
    const configurable = await t.db.one<{ sku: string }>(`SELECT sku FROM catalog_product WHERE visibility = 4 AND type_id = 'configurable' ORDER BY product_id LIMIT 1`);
    const { data, errors } = await t.gql(
      `query($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { sku quantity min_sale_qty max_sale_qty gift_message_available swatch_image
        tier_price tier_prices { qty value } websites { id name code sort_order default_group_id is_default }
        ... on CustomizableProductInterface { options { uid title } } } } }`,
      { skus: [low!.sku, plenty!.sku, configurable!.sku] }
    );
    expect(errors).toBeUndefined();
    const bySku = Object.fromEntries(data!.products.items.map((i: { sku: string }) => [i.sku, i]));
    const common = {
      min_sale_qty: 1, max_sale_qty: 10000, gift_message_available: '0', swatch_image: null, tier_price: null, tier_prices: [], options: [],
      websites: [{ id: 1, name: 'Main Website', code: 'base', sort_order: 0, default_group_id: '1', is_default: true }]
    };
    expect(bySku[low!.sku]).toEqual({ sku: low!.sku, quantity: low!.quantity, ...common });
    expect(bySku[plenty!.sku]).toEqual({ sku: plenty!.sku, quantity: null, ...common });
    expect(bySku[configurable!.sku]).toEqual({ sku: configurable!.sku, quantity: null, ...common });
  });
});

describe('search', () => {
  const names = (result: { items: Array<{ name: string }> }) => result.items.map((i) => normalizeSearchText(i.name));

  test('without diacritics: "proteina" finds "Proteină"', async () => {
    const result = await list({ search: 'proteina', pageSize: 50 });
    expect(result.total_count).toBeGreaterThan(0);
    expect(result.items.some((i: { name: string }) => i.name.includes('Proteină'))).toBe(true);
    expect(result.sort_fields.default).toBe('relevance');
    const withDiacritics = await list({ search: 'Proteină', pageSize: 50 });
    expect(withDiacritics.total_count).toBe(result.total_count);
  });

  test('a search uses its first 128 characters, as Magento (catalog/search/max_query_length)', async () => {
    const result = await list({ search: 'proteina', pageSize: 50 });
    const padded = `proteina${' '.repeat(SEARCH_QUERY_MAX)}solgar ${'magneziu '.repeat(900)}`;
    const long = await list({ search: padded, pageSize: 50 });
    expect(long.total_count).toBe(result.total_count);
  });

  test('one typo: "creatna" and "protien"', async () => {
    const creatine = await list({ search: 'creatna', pageSize: 50 });
    expect(creatine.total_count).toBeGreaterThan(0);
    expect(names(creatine).every((n) => n.includes('creatin'))).toBe(true);
    const protein = await list({ search: 'protien', pageSize: 50 });
    expect(protein.total_count).toBeGreaterThan(0);
  });

  test('brand, SKU and category names', async () => {
    const solgar = await list({ search: 'solgar', pageSize: 50 });
    expect(solgar.total_count).toBeGreaterThan(0);
    expect(solgar.items.every((i: { brand: string }) => i.brand === 'Solgar')).toBe(true);
    const sku = (await t.db.one<{ sku: string }>(`SELECT sku FROM catalog_product WHERE visibility = 4 ORDER BY product_id DESC LIMIT 1`))!.sku;
    const bySku = await list({ search: sku, pageSize: 5 });
    expect(bySku.items[0].sku).toBe(sku);
    const magnesium = await list({ search: 'magneziu', pageSize: 50 });
    const inCategory = await list({ filter: { category_uid: { eq: uid(23) } }, pageSize: 1 });
    expect(magnesium.total_count).toBeGreaterThanOrEqual(inCategory.total_count);
    const english = await list({ search: 'whey protein', pageSize: 50 }, 'en_storeview');
    expect(english.total_count).toBeGreaterThan(0);
    expect(names(english).every((n) => n.includes('whey') && n.includes('protein'))).toBe(true);
  });

  test('the word being typed matches as a prefix (autocomplete)', async () => {
    const typed = await list({ search: 'ashwag', pageSize: 3 });
    expect(typed.total_count).toBeGreaterThan(0);
    expect(names(typed).every((n) => n.includes('ashwagandha'))).toBe(true);
  });

  test('SQL-looking text is only words: no error, nothing dropped', async () => {
    const answer = await t.gql(LIST_QUERY, { search: "'; DROP TABLE catalog_product; --", pageSize: 3 });
    expect(answer.errors).toBeUndefined();
    expect((await t.db.one<{ count: number }>('SELECT count(*)::int AS count FROM catalog_product'))!.count).toBeGreaterThan(120);
  });

  test('nothing found: empty result, not an error', async () => {
    const result = await list({ search: 'xqzvw', pageSize: 3 });
    expect(result).toMatchObject({ total_count: 0, items: [], aggregations: [], page_info: { total_pages: 0 } });
  });
});

describe('bad input answers as Magento does', () => {
  const error = async (variables: Record<string, unknown>) => {
    const answer = await t.gql(LIST_QUERY, variables);
    expect(answer.data?.products ?? null).toBeNull();
    return answer.errors![0];
  };

  test('page size and current page', async () => {
    expect(await error({ search: 'whey', pageSize: 0 })).toMatchObject({ message: 'pageSize value must be greater than 0.', extensions: { category: 'graphql-input' } });
    expect(await error({ search: 'whey', pageSize: -5 })).toMatchObject({ message: 'pageSize value must be greater than 0.' });
    expect(await error({ search: 'whey', currentPage: 0 })).toMatchObject({ message: 'currentPage value must be greater than 0.', extensions: { category: 'graphql-input' } });
    expect(await error({ search: 'whey', pageSize: 100000 })).toMatchObject({ message: 'pageSize value must be less than or equal to 300.', extensions: { category: 'graphql-input' } });
    const total = (await list({ filter: { category_uid: { eq: 'NA==' } }, pageSize: 10 })).page_info.total_pages;
    expect(await error({ filter: { category_uid: { eq: 'NA==' } }, pageSize: 10, currentPage: 9 })).toMatchObject({
      message: `currentPage value 9 specified is greater than the ${total} page(s) available.`,
      extensions: { category: 'graphql-input' }
    });
  });

  test('neither search nor filter, and empty search', async () => {
    expect(await error({})).toMatchObject({ message: "'search' or 'filter' input argument is required.", extensions: { category: 'graphql-input' } });
    expect(await error({ search: '   ' })).toMatchObject({ message: "'search' or 'filter' input argument is required." });
  });

  test('wrong argument types are GraphQL validation errors', async () => {
    const answer = await t.gql('{ products(search: "whey", pageSize: "ten") { total_count } }');
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors![0].message).toMatch(/Int cannot represent/);
    const badPrice = await t.gql(LIST_QUERY, { filter: { price: { from: 'cheap' } } });
    expect(badPrice.errors![0]).toMatchObject({ extensions: { category: 'graphql-input' } });
  });
});

describe('batching', () => {
  const PAGE = `query($size: Int!) { products(filter: { category_uid: { eq: "Mg==" } }, pageSize: $size) {
    total_count aggregations { attribute_code options { value count } }
    items { uid sku name stock_status small_image { url } price_range { minimum_price { final_price { value } } }
      categories { name breadcrumbs { category_name } } media_gallery { url } gnc_tip_de_promotie aroma
      ... on ConfigurableProduct { configurable_options { attribute_code values { uid label } } variants { attributes { uid } product { sku stock_status small_image { url } } } } } } }`;

  test('a page costs the same few queries whether it holds 4 or 24 products', async () => {
    await t.gql(PAGE, { size: 2 }); // warm the process caches (listing index, tree, attributes, config)
    t.resetQueryCount();
    const small = await t.gql(PAGE, { size: 4 });
    const smallCount = t.queryCount();
    t.resetQueryCount();
    const large = await t.gql(PAGE, { size: 24 });
    const largeCount = t.queryCount();
    expect(small.errors).toBeUndefined();
    expect(large.data!.products.items).toHaveLength(24);
    expect(large.data!.products.items.some((i: { variants?: unknown[] }) => i.variants?.length)).toBe(true);
    expect(largeCount).toBe(smallCount);
    // products, variants, media, categories: one query each.
    expect(largeCount).toBeLessThanOrEqual(5);
  });
});

describe('routing contract', () => {
  const ROUTE = `query($url: String!) { route(url: $url) { __typename relative_url redirect_code type
    ... on CategoryTree { uid name url_path } ... on ProductInterface { uid sku name } } }`;

  test('categories and products resolve by their URL in each store view, old URLs redirect', async () => {
    const category = await t.gql(ROUTE, { url: 'proteine/proteine-din-zer.html' });
    expect(category.data!.route).toMatchObject({ __typename: 'CategoryTree', uid: 'MTE=', name: 'Proteine din zer', type: 'CATEGORY', redirect_code: 0 });
    const english = await t.gql(ROUTE, { url: 'proteins/whey-protein.html' }, 'en_storeview');
    expect(english.data!.route).toMatchObject({ __typename: 'CategoryTree', name: 'Whey protein' });
    const row = await t.db.one<{ request_path: string; entity_id: number }>(`SELECT request_path, entity_id FROM url_rewrite WHERE store_id = 1 AND entity_type = 'product' AND redirect_type = 0 ORDER BY entity_id LIMIT 1`);
    const product = await t.gql(ROUTE, { url: row!.request_path });
    expect(product.data!.route).toMatchObject({ uid: uid(row!.entity_id), type: 'PRODUCT', redirect_code: 0 });
    expect(['SimpleProduct', 'ConfigurableProduct']).toContain(product.data!.route.__typename);
    const moved = await t.gql(ROUTE, { url: 'proteine/proteina-din-zer.html' });
    expect(moved.data!.route).toMatchObject({ redirect_code: 301, relative_url: 'proteine/proteine-din-zer.html' });
  });

  test('every category and visible product has a URL in both store views', async () => {
    const missing = await t.db.query(`SELECT s.store_id, 'category' AS kind, c.category_id AS id FROM catalog_category c CROSS JOIN store s
        WHERE c.level >= 2 AND NOT EXISTS (SELECT 1 FROM url_rewrite u WHERE u.store_id = s.store_id AND u.entity_type = 'category' AND u.entity_id = c.category_id AND u.redirect_type = 0)
      UNION ALL
      SELECT s.store_id, 'product', p.product_id FROM catalog_product p CROSS JOIN store s
        WHERE p.visibility = 4 AND NOT EXISTS (SELECT 1 FROM url_rewrite u WHERE u.store_id = s.store_id AND u.entity_type = 'product' AND u.entity_id = p.product_id AND u.redirect_type = 0)`);
    expect(missing).toEqual([]);
    const redirects = await t.db.query<{ entity_type: string }>(`SELECT entity_type FROM url_rewrite WHERE redirect_type = 301`);
    expect(new Set(redirects.map((r) => r.entity_type))).toEqual(new Set(['category', 'product']));
  });
});
