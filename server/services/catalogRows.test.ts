/**
 * Public reads (anonymous GraphQL GET queries) take product rows from the process's memory for at most
 * the catalogue's cache interval; everything else reads the database, and this process's own stock
 * changes show at once.
 */
import { testAppForFile } from '../../test/helpers/server';
import { pickSimple, setStock } from '../../test/helpers/sales';
import { CATALOG_CACHE_INTERVAL_MS } from './catalogCache';
import { reserveStock } from './stock';

const t = testAppForFile();

const QUERY = 'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku stock_status price_range { minimum_price { final_price { value } } } } } }';

async function read(sku: string, method: 'GET' | 'POST') {
  const variables = JSON.stringify({ sku });
  const res =
    method === 'GET'
      ? await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(QUERY)}&variables=${encodeURIComponent(variables)}`, headers: { store: 'default' } })
      : await t.app.inject({ method: 'POST', url: '/graphql', headers: { store: 'default', 'content-type': 'application/json' }, payload: { query: QUERY, variables: { sku } } });
  const item = res.json().data.products.items[0];
  return { price: item.price_range.minimum_price.final_price.value as number, stock: item.stock_status as string };
}

/** Statements that read product rows, counted while `fn` runs. */
async function productReads<T>(fn: () => Promise<T>): Promise<{ value: T; reads: number }> {
  const query = t.db.query.bind(t.db);
  let reads = 0;
  const spy = jest.spyOn(t.db, 'query').mockImplementation((sql: string, params?: readonly unknown[]) => {
    if (/FROM catalog_product p\s/.test(sql)) reads++;
    return query(sql, params);
  });
  try {
    return { value: await fn(), reads };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => jest.restoreAllMocks());

test('a public read takes warm product rows from memory, for at most the cache interval', async () => {
  const product = await pickSimple(t.db);
  const first = await read(product.sku, 'GET');
  expect(first).toEqual({ price: product.price, stock: 'IN_STOCK' });
  expect((await productReads(() => read(product.sku, 'GET'))).reads).toBe(0);

  // A price written behind this process's back (an import, another machine).
  const now = Date.now();
  await t.db.query('UPDATE catalog_product SET special_price = $2 WHERE product_id = $1', [product.product_id, product.price - 1]);
  jest.spyOn(Date, 'now').mockReturnValue(now + 1);
  expect(await read(product.sku, 'GET')).toEqual(first);
  // Not public: the database, at once.
  expect((await productReads(() => read(product.sku, 'POST'))).value.price).toBe(product.price - 1);
  // Past the interval, the public read asks again.
  jest.spyOn(Date, 'now').mockReturnValue(now + CATALOG_CACHE_INTERVAL_MS + 1);
  const later = await productReads(() => read(product.sku, 'GET'));
  expect(later.value.price).toBe(product.price - 1);
  expect(later.reads).toBeGreaterThan(0);
  await t.db.query('UPDATE catalog_product SET special_price = NULL WHERE product_id = $1', [product.product_id]);
});

test("this process's own stock change shows on its next public read", async () => {
  const product = await pickSimple(t.db, 'standard');
  await setStock(t.db, product.product_id, 1);
  expect((await read(product.sku, 'GET')).stock).toBe('IN_STOCK');
  expect(await t.db.transaction((tx) => reserveStock(tx, [{ productId: product.product_id, quantity: 1 }]))).toBe(true);
  expect((await read(product.sku, 'GET')).stock).toBe('OUT_OF_STOCK');
});

test('public reads that miss the same rows at once share one read of them', async () => {
  const product = await pickSimple(t.db);
  await read(product.sku, 'GET');
  // The kept row expires: ten requests arrive together.
  jest.spyOn(Date, 'now').mockReturnValue(Date.now() + CATALOG_CACHE_INTERVAL_MS + 1);
  const together = await productReads(() => Promise.all(Array.from({ length: 10 }, () => read(product.sku, 'GET'))));
  expect(together.value.every((answer) => answer.price === product.price && answer.stock === 'IN_STOCK')).toBe(true);
  expect(together.reads).toBe(1);
});
