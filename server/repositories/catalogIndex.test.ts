/**
 * refreshPriceIndex, which every server process runs at start and after midnight: it writes and bumps
 * the index version (dropping every process's catalogue caches) only when a price changed.
 */
import { testAppForFile } from '../../test/helpers/server';
import { readIndexVersion, refreshPriceIndex } from './catalogIndex';

const t = testAppForFile();

const version = () => readIndexVersion(t.db);

it('changes nothing, not even the index version, when the prices are current', async () => {
  await refreshPriceIndex(t.db);
  const before = await version();
  expect(await refreshPriceIndex(t.db)).toBe(false);
  expect(await version()).toBe(before);
});

it('writes a price that changed and bumps the index version once', async () => {
  await refreshPriceIndex(t.db);
  const product = await t.db.one<{ product_id: number; price: number }>(
    `SELECT p.product_id, p.price FROM catalog_product p JOIN catalog_product_index i ON i.product_id = p.product_id
      WHERE p.type_id = 'simple' AND p.special_price IS NULL ORDER BY p.product_id LIMIT 1`
  );
  await t.db.query('UPDATE catalog_product SET special_price = $2, special_from_date = NULL, special_to_date = NULL WHERE product_id = $1', [
    product!.product_id,
    Number(product!.price) - 1
  ]);
  const before = await version();
  expect(await refreshPriceIndex(t.db)).toBe(true);
  expect(await version()).toBe(before + 1);
  const rows = await t.db.query<{ min_price: number }>('SELECT min_price FROM catalog_product_index WHERE product_id = $1', [product!.product_id]);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(Number(row.min_price)).toBeCloseTo(Number(product!.price) - 1, 2);
  expect(await refreshPriceIndex(t.db)).toBe(false);
  expect(await version()).toBe(before + 1);
});
