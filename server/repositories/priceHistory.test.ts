/**
 * The database keeps the price history itself (migration 019): a store that had products before it
 * gets one entry per product at its created_at, and every write of the price columns after it, by
 * whatever writer, adds an entry with its time.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/client';
import { migrate, MIGRATIONS_DIR } from '../db/migrate';
import { openMemoryDatabase } from '../../test/helpers/pglite';
import { findPriceHistories } from './priceHistory';

let db: Db;
let dir: string;

/** The migrations up to `last` (inclusive), in a folder of their own. */
async function migrationsUpTo(last: string): Promise<string> {
  const folder = await mkdtemp(path.join(dir, `${last}-`));
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (/^\d{3}_/.test(file) && file.slice(0, 3) <= last) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(folder, file));
  }
  return folder;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'price-history-test-'));
  ({ db } = await openMemoryDatabase());
  await migrate(db, await migrationsUpTo('018'));
  await db.exec(`
    INSERT INTO catalog_product (product_id, sku, type_id, price, special_price, special_from_date, created_at)
    VALUES (1, 'OLD-1', 'simple', 59.99, 49.99, '2025-05-20', '2024-11-03 10:00:00+00'), (2, 'OLD-2', 'simple', 19.9, NULL, NULL, '2025-02-01 08:30:00+00');
  `);
  await migrate(db, await migrationsUpTo('019'));
}, 120_000);

afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

const historyOf = async (productId: number) => findPriceHistories(db, 1, [productId]);

test('a store older than the history: each product has one entry, its current prices from its created_at', async () => {
  expect(await historyOf(1)).toEqual([
    { product_id: 1, store_id: 0, changed_at: '2024-11-03T10:00:00.000Z', price: 59.99, special_price: 49.99, special_from_date: '2025-05-20', special_to_date: null }
  ]);
  expect((await historyOf(2)).map((row) => [row.changed_at, row.price, row.special_price])).toEqual([['2025-02-01T08:30:00.000Z', 19.9, null]]);
});

test('a price written with SQL UPDATE adds an entry at the time of the write; other writes add none', async () => {
  const before = Date.now();
  await db.query(`UPDATE catalog_product SET special_price = 14.99, special_from_date = '2025-06-01', special_to_date = '2025-06-30' WHERE product_id = 2`);
  const after = Date.now();
  const rows = await historyOf(2);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toMatchObject({ store_id: 0, price: 19.9, special_price: 14.99, special_from_date: '2025-06-01', special_to_date: '2025-06-30' });
  const at = Date.parse(rows[1].changed_at);
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(after + 1000);

  // The same values again, stock and other columns: nothing to record.
  await db.query(`UPDATE catalog_product SET special_price = 14.99, quantity = quantity + 5, stock_status = 'IN_STOCK' WHERE product_id = 2`);
  expect(await historyOf(2)).toHaveLength(2);

  await db.query('UPDATE catalog_product SET price = 21.9 WHERE product_id = 2');
  expect((await historyOf(2)).map((row) => row.price)).toEqual([19.9, 19.9, 21.9]);
});

test('a new product starts its history at its launch (created_at), a store view with its own prices reads those', async () => {
  await db.query(`INSERT INTO catalog_product (product_id, sku, type_id, price, created_at) VALUES (3, 'NEW-3', 'simple', 99.9, '2025-06-02 09:00:00+00')`);
  expect((await historyOf(3)).map((row) => [row.changed_at, row.price])).toEqual([['2025-06-02T09:00:00.000Z', 99.9]]);
  await db.query(`INSERT INTO catalog_product_price_history (product_id, store_id, changed_at, price) VALUES (3, 2, '2025-06-02 09:00:00+00', 89.9)`);
  expect((await findPriceHistories(db, 2, [3])).map((row) => [row.store_id, row.price])).toEqual([[0, 99.9], [2, 89.9]]);
  expect((await findPriceHistories(db, 1, [1, 3])).map((row) => [row.product_id, row.store_id])).toEqual([[1, 0], [3, 0]]);
  // Deleting a product deletes its history.
  await db.query('DELETE FROM catalog_product WHERE product_id = 3');
  expect(await findPriceHistories(db, 2, [3])).toEqual([]);
});
