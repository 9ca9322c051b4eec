/**
 * Test support for the catalogue: an in-memory PGlite database, migrated, with the two store views
 * (inserted here when the content seed has not created them) and a small generated catalogue.
 */
import { buildApp } from '../../app';
import { openDb, type Db } from '../../db/client';
import { migrate } from '../../db/migrate';
import { seedCatalog } from './index';

/** Fixed date so generated special-price windows and "new" flags are the same on every run. */
export const TEST_BASE_DATE = '2025-06-01';

export async function ensureStoreViews(db: Db): Promise<void> {
  const row = await db.one<{ count: number }>('SELECT count(*)::int AS count FROM store');
  if (row && row.count > 0) return;
  await db.exec(`
    INSERT INTO store_website (website_id, code, name) VALUES (1, 'base', 'Main Website');
    INSERT INTO store_group (group_id, website_id, code, name, root_category_id) VALUES (1, 1, 'main_website_store', 'Main Website Store', 2);
    INSERT INTO store (store_id, code, name, group_id, website_id, locale, path_prefix, sort_order)
    VALUES (1, 'default', 'Română', 1, 1, 'ro_RO', '', 0), (2, 'en_storeview', 'English', 1, 1, 'en_US', 'en', 1);
  `);
}

export async function openCatalogTestDb(products = 120): Promise<Db> {
  const db = await openDb();
  await migrate(db);
  await ensureStoreViews(db);
  await seedCatalog(db, { products, mediaDir: '/tmp/unused-media', baseDate: TEST_BASE_DATE, skipImages: true });
  return db;
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { category?: string } }>;
}

export interface CatalogTestApp {
  db: Db;
  /** SQL statements the app ran since the last reset (the app's database handle counts them). */
  queryCount(): number;
  resetQueryCount(): void;
  /** Runs a GraphQL query through the real endpoint (POST /graphql) in a store view. */
  // Answers are arbitrary JSON trees that each test reads its own way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, store?: string): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

/** The storefront server (every schema and resolver file) on a database seeded with the test catalogue. */
export async function openCatalogTestApp(products = 120): Promise<CatalogTestApp> {
  const db = await openCatalogTestDb(products);
  let queries = 0;
  const counted: Db = {
    ...db,
    query: (sql, params) => {
      queries++;
      return db.query(sql, params);
    },
    one: (sql, params) => {
      queries++;
      return db.one(sql, params);
    }
  };
  const app = await buildApp({ db: counted, staticDir: '/tmp/storefront-catalog-test-no-dist', mediaDir: '/tmp/storefront-catalog-test-media' });
  await app.ready();
  return {
    db,
    queryCount: () => queries,
    resetQueryCount: () => {
      queries = 0;
    },
    async gql(query, variables = {}, store = 'default') {
      const response = await app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
      return response.json();
    },
    async close() {
      await app.close();
      await db.close();
    }
  };
}
