import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDb, type Db } from '../../db/client';
import { migrate } from '../../db/migrate';
import { seedCatalog } from './index';
import { ensureStoreViews, TEST_BASE_DATE } from './testDb';

let db: Db;
let mediaDir: string;
let result: Awaited<ReturnType<typeof seedCatalog>>;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'catalog-seed-test-'));
  db = await openDb();
  await migrate(db);
  await ensureStoreViews(db);
  result = await seedCatalog(db, { products: 12, mediaDir, baseDate: TEST_BASE_DATE });
}, 120_000);

afterAll(async () => {
  await db?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

test('draws an 800×800 JPEG for every product picture, where the database says', async () => {
  const files = await db.query<{ file: string }>('SELECT DISTINCT file FROM catalog_product_media ORDER BY file');
  expect(files.length).toBe(result.images);
  for (const { file } of files) {
    const [, a, b, name] = file.split('/');
    expect([a, b]).toEqual([name[0], name[1]]);
    const metadata = await sharp(path.join(mediaDir, 'catalog', 'product', file)).metadata();
    expect(metadata).toMatchObject({ width: 800, height: 800, format: 'jpeg' });
  }
  const categoryImages = await readdir(path.join(mediaDir, 'catalog', 'category'));
  expect(categoryImages).toEqual(expect.arrayContaining(['proteine.jpg', 'oferte.jpg', 'tree-hut.jpg', 'en']));
  expect(await readdir(path.join(mediaDir, 'catalog', 'category', 'en'))).toEqual(expect.arrayContaining(['proteins.jpg', 'offers.jpg']));
});

test('the category tree keeps Magento layout: global root 1, store root 2, paths and levels', async () => {
  const rows = await db.query<{ category_id: number; path: string; level: number; children_count: number }>(
    'SELECT category_id, path, level, children_count FROM catalog_category WHERE category_id IN (1, 2, 4, 11) ORDER BY category_id'
  );
  expect(rows).toEqual([
    { category_id: 1, path: '1', level: 0, children_count: 28 },
    { category_id: 2, path: '1/2', level: 1, children_count: 27 },
    { category_id: 4, path: '1/2/4', level: 2, children_count: 5 },
    { category_id: 11, path: '1/2/4/11', level: 3, children_count: 0 }
  ]);
  const paths = await db.query<{ store_id: number; request_path: string }>(
    `SELECT store_id, request_path FROM url_rewrite WHERE entity_type = 'category' AND entity_id = 11 AND redirect_type = 0 ORDER BY store_id`
  );
  expect(paths).toEqual([{ store_id: 1, request_path: 'proteine/proteine-din-zer.html' }, { store_id: 2, request_path: 'proteins/whey-protein.html' }]);
});

test('indexes every visible product in both store views and bumps the index version', async () => {
  const counts = await db.query<{ store_id: number; count: number }>('SELECT store_id, count(*)::int AS count FROM catalog_product_index GROUP BY store_id ORDER BY store_id');
  expect(counts).toEqual([{ store_id: 1, count: 12 }, { store_id: 2, count: 12 }]);
  expect((await db.one<{ version: number }>('SELECT version::int AS version FROM catalog_index_state'))!.version).toBe(1);
  const document = await db.one<{ document: string }>(`SELECT document::text AS document FROM catalog_search WHERE store_id = 1 ORDER BY product_id LIMIT 1`);
  expect(document!.document).toMatch(/'[a-z0-9]+':\d+A/);
});
