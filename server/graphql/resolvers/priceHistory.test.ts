/**
 * ProductPrice.prior_price through the real GraphQL endpoint, on the 120-product test catalogue and its
 * seeded price history (seed/catalog/priceHistory.ts), priced as on TEST_BASE_DATE.
 */
import { catalogTestAppForFile } from '../../../test/helpers/server';
import { addDays, generateCatalog } from '../../seed/catalog/generator';
import { LONG_REDUCTION_DAYS, priceStoryCases } from '../../seed/catalog/priceHistory';
import { TEST_BASE_DATE } from '../../seed/catalog/testDb';
import { setCatalogToday } from '../../services/catalogPrice';
import { buildServerSchema } from '../schemaSources';

const t = catalogTestAppForFile();

const PRICE = `{ final_price { value currency } regular_price { value } discount { percent_off } prior_price { amount { value currency } percent_off reduction_since } }`;

const QUERY = `query($f: ProductAttributeFilterInput, $pageSize: Int) { products(filter: $f, pageSize: $pageSize) { items {
  sku special_from_date
  price_range { minimum_price ${PRICE} maximum_price ${PRICE} }
  ... on ConfigurableProduct { variants { product { sku stock_status price_range { minimum_price ${PRICE} } } } }
} } }`;

interface Prior {
  amount: { value: number; currency: string };
  percent_off: number;
  reduction_since: string;
}
interface Price {
  final_price: { value: number; currency: string };
  regular_price: { value: number };
  prior_price: Prior | null;
}
interface Item {
  sku: string;
  special_from_date: string | null;
  price_range: { minimum_price: Price; maximum_price: Price };
  variants?: Array<{ product: { sku: string; stock_status: string; price_range: { minimum_price: Price } } }>;
}

async function items(skus: string[], store = 'default'): Promise<Item[]> {
  const answer = await t.gql<{ products: { items: Item[] } }>(QUERY, { f: { sku: { in: skus } }, pageSize: 50 }, store);
  expect(answer.errors).toBeUndefined();
  return answer.data!.products.items;
}

const skuOf = async (productId: number) => (await t.db.one<{ sku: string }>('SELECT sku FROM catalog_product WHERE product_id = $1', [productId]))!.sku;

const cases = priceStoryCases(generateCatalog({ products: 120, baseDate: TEST_BASE_DATE }).products, TEST_BASE_DATE);

test('a product on special shows its prior price: the regular price it had for the 30 days before, the percentage rounded down', async () => {
  // The first simple product on special, launched long before its special price.
  const row = await t.db.one<{ sku: string; price: string; special_price: string }>(`SELECT sku, price::text, special_price::text FROM catalog_product
    WHERE visibility = 4 AND type_id = 'simple' AND special_price IS NOT NULL AND created_at < $1::date - 90 ORDER BY product_id LIMIT 1`, [TEST_BASE_DATE]);
  const [item] = await items([row!.sku]);
  const regular = Number(row!.price);
  const special = Number(row!.special_price);
  expect(item.price_range.minimum_price.final_price.value).toBe(special);
  expect(item.price_range.minimum_price.prior_price).toEqual({
    amount: { value: regular, currency: 'RON' },
    percent_off: Math.floor(((regular - special) / regular) * 100 + 1e-9),
    reduction_since: item.special_from_date!.slice(0, 10)
  });
  expect(item.price_range.maximum_price.prior_price).toEqual(item.price_range.minimum_price.prior_price);
});

test('raised shortly before its special price: no reduction is announced, though the special price is below the regular one', async () => {
  const [item] = await items([await skuOf(cases.raisedBeforeSpecial!)]);
  const price = item.price_range.minimum_price;
  expect(price.final_price.value).toBeLessThan(price.regular_price.value);
  expect(price.prior_price).toBeNull();
});

test('a reduction that began more than 30 days ago keeps the price before it as its prior price', async () => {
  const [item] = await items([await skuOf(cases.longReduction!)]);
  const price = item.price_range.minimum_price;
  expect(price.prior_price).toMatchObject({ amount: { value: price.regular_price.value }, reduction_since: addDays(TEST_BASE_DATE, -LONG_REDUCTION_DAYS) });
});

test('a product launched less than 30 days before its reduction: the prior price is its price since launch', async () => {
  const row = await t.db.one<{ sku: string; price: string; created_at: string }>(`SELECT sku, price::text, created_at::date::text AS created_at FROM catalog_product
    WHERE visibility = 4 AND type_id = 'simple' AND special_price IS NOT NULL AND created_at > $1::date - 20 AND created_at < $1::date - 5
    ORDER BY product_id LIMIT 1`, [TEST_BASE_DATE]);
  const [item] = await items([row!.sku]);
  const prior = item.price_range.minimum_price.prior_price!;
  expect(prior.amount.value).toBe(Number(row!.price));
  expect(prior.reduction_since > row!.created_at).toBe(true);
  expect(prior.reduction_since <= TEST_BASE_DATE).toBe(true);
});

test('a product at its regular price has none', async () => {
  const rows = await t.db.query<{ sku: string }>(`SELECT sku FROM catalog_product
    WHERE visibility = 4 AND type_id = 'simple' AND special_price IS NULL ORDER BY product_id LIMIT 5`);
  for (const item of await items(rows.map((r) => r.sku))) {
    expect(item.price_range.minimum_price.prior_price).toBeNull();
    expect(item.price_range.maximum_price.prior_price).toBeNull();
  }
});

test("a configurable on special: each variant has its own prior price, the range's minimum and maximum those of the variants that give them", async () => {
  const row = await t.db.one<{ sku: string }>(`SELECT p.sku FROM catalog_product p WHERE p.type_id = 'configurable' AND p.visibility = 4
    AND (SELECT count(DISTINCT v.price) FROM catalog_product v WHERE v.parent_id = p.product_id AND v.stock_status = 'IN_STOCK') >= 2
    AND EXISTS (SELECT 1 FROM catalog_product v WHERE v.parent_id = p.product_id AND v.special_price IS NOT NULL) ORDER BY p.product_id LIMIT 1`);
  const [item] = await items([row!.sku]);
  const offered = item.variants!.filter((v) => v.product.stock_status === 'IN_STOCK').map((v) => v.product.price_range.minimum_price);
  for (const variant of offered) {
    expect(variant.prior_price).toMatchObject({ amount: { value: variant.regular_price.value, currency: 'RON' } });
    expect(variant.prior_price!.percent_off).toBeGreaterThan(0);
  }
  const at = (final: number) => offered.find((v) => v.final_price.value === final)!.prior_price;
  const { minimum_price: minimum, maximum_price: maximum } = item.price_range;
  expect(minimum.prior_price).toEqual(at(minimum.final_price.value));
  expect(maximum.prior_price).toEqual(at(maximum.final_price.value));
  expect(minimum.prior_price!.amount.value).toBeLessThan(maximum.prior_price!.amount.value);
});

test("the English view shows the same prior prices (both views share the global price)", async () => {
  const row = await t.db.one<{ sku: string }>(`SELECT sku FROM catalog_product
    WHERE visibility = 4 AND type_id = 'simple' AND special_price IS NOT NULL ORDER BY product_id LIMIT 1`);
  const [ro] = await items([row!.sku]);
  const [en] = await items([row!.sku], 'en_storeview');
  expect(en.price_range.minimum_price.prior_price).toEqual(ro.price_range.minimum_price.prior_price);
  expect(ro.price_range.minimum_price.prior_price).not.toBeNull();
});

test('a category page reads the price history of all its products and variants at once', async () => {
  const read = t.db.query.bind(t.db);
  const historyReads: number[] = [];
  const spy = jest.spyOn(t.db, 'query').mockImplementation((sql: string, params?: readonly unknown[]) => {
    if (/FROM catalog_product_price_history/.test(sql)) historyReads.push((params![0] as number[]).length);
    return read(sql, params);
  });
  try {
    const answer = await t.gql(`{ products(filter: { category_uid: { eq: "${Buffer.from('3').toString('base64')}" } }, pageSize: 24) {
      items { sku price_range { minimum_price { prior_price { percent_off } } maximum_price { prior_price { percent_off } } }
        ... on ConfigurableProduct { variants { product { price_range { minimum_price { prior_price { percent_off } } } } } } } } }`);
    expect(answer.errors).toBeUndefined();
    const listed = answer.data!.products.items;
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.some((i: Item) => i.price_range.minimum_price.prior_price)).toBe(true);
    // The simple products' prices, then the configurables' (their variants come with them): two reads, whatever the page holds.
    expect(historyReads.length).toBeLessThanOrEqual(2);
    expect(historyReads.reduce((a, b) => a + b, 0)).toBeGreaterThan(listed.length);
  } finally {
    spy.mockRestore();
  }
});

test('a price written with SQL shows at once: a new reduction is announced from today against the price before it', async () => {
  const row = await t.db.one<{ product_id: number; sku: string; price: string }>(`SELECT product_id, sku, price::text FROM catalog_product
    WHERE visibility = 4 AND type_id = 'simple' AND special_price IS NULL ORDER BY product_id DESC LIMIT 1`);
  const today = new Date().toISOString().slice(0, 10);
  const price = Number(row!.price);
  const special = Math.round(price * 70) / 100;
  await t.db.query('UPDATE catalog_product SET special_price = $2, special_from_date = NULL, special_to_date = NULL WHERE product_id = $1', [row!.product_id, special]);
  setCatalogToday(today);
  try {
    const [item] = await items([row!.sku]);
    expect(item.price_range.minimum_price.prior_price).toEqual({
      amount: { value: price, currency: 'RON' }, percent_off: Math.floor(((price - special) / price) * 100 + 1e-9), reduction_since: today
    });
  } finally {
    setCatalogToday(TEST_BASE_DATE);
    await t.db.query('UPDATE catalog_product SET special_price = NULL WHERE product_id = $1', [row!.product_id]);
  }
});

test('a Magento without the extension (MAGENTO_DISABLED_EXTENSIONS=priceHistory) has no prior_price', () => {
  const has = (schema: ReturnType<typeof buildServerSchema>, type: string, field?: string) => {
    const found = schema.getType(type);
    return Boolean(found) && (!field || (found !== undefined && 'getFields' in found && field in found.getFields()));
  };
  const full = buildServerSchema();
  const without = buildServerSchema({ withoutExtensions: ['priceHistory'] });
  expect([has(full, 'PriorPrice'), has(full, 'ProductPrice', 'prior_price')]).toEqual([true, true]);
  expect([has(without, 'PriorPrice'), has(without, 'ProductPrice', 'prior_price')]).toEqual([false, false]);
  expect(has(without, 'ProductPrice', 'final_price')).toBe(true);
});
