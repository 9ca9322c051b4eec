/**
 * The same migrations and seed on a real PostgreSQL server as on PGlite: starts Debian's PostgreSQL
 * (package postgresql) in a temporary data directory on a free loopback port, runs migrate() + seed()
 * through openDb({databaseUrl}), and compares every table's row count with a PGlite run of the same
 * options. Without the PostgreSQL binaries this test fails: install them (apt-get install -y postgresql).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, statementNamer, type Db } from './client';
import { migrate } from './migrate';
import { seed } from '../seed';
import { startPostgres, type TestPostgres } from '../../test/helpers/postgres';

jest.setTimeout(300_000);

const PRODUCTS = 60;

/** Row count of every table of the public schema. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

describe('migrations and seed on a real PostgreSQL server', () => {
  let server: TestPostgres | undefined;
  let workDir: string;
  let databaseUrl = '';

  beforeAll(async () => {
    server = await startPostgres();
    databaseUrl = await server.createDatabase('storefront');
    workDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-pg-media-'));
  });

  afterAll(() => {
    server?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('gives the same tables and row counts as PGlite', async () => {
    const pgMedia = path.join(workDir, 'media-pg');
    const postgres = await openDb({ databaseUrl });
    expect(postgres.kind).toBe('postgres');
    const pglite = await openDb({});
    const liteMedia = mkdtempSync(path.join(os.tmpdir(), 'storefront-pglite-media-'));
    try {
      const migrations = await migrate(postgres);
      expect(migrations).toEqual(await migrate(pglite));
      expect(migrations[0]).toBe('001_core.sql');

      await seed(postgres, { products: PRODUCTS, mediaDir: pgMedia });
      await seed(pglite, { products: PRODUCTS, mediaDir: liteMedia });

      const onPostgres = await rowCounts(postgres);
      const onPglite = await rowCounts(pglite);
      expect(onPostgres).toEqual(onPglite);
      expect(onPostgres.store).toBe(2);
      // content, catalog, sales
      expect(onPostgres.seed_state).toBe(3);
      expect(Object.values(onPostgres).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(PRODUCTS);

      // Seeding twice changes nothing (seed_state guards it) on the server too.
      expect((await seed(postgres, { products: PRODUCTS, mediaDir: pgMedia })).seeded).toEqual([]);
    } finally {
      await postgres.close();
      await pglite.close();
      rmSync(liteMedia, { recursive: true, force: true });
    }
  });

  it('sends statements as named prepared statements, planned once per connection, unless told not to', async () => {
    const sql = 'SELECT store_id, code FROM store WHERE store_id = $1';
    const preparedOn = async (db: Db) =>
      db.transaction(async (tx) => {
        // One connection for the transaction: the statement runs twice on it, then the session's list.
        expect(await tx.query(sql, [1])).toEqual([{ store_id: 1, code: 'default' }]);
        expect(await tx.one(sql, [2])).toEqual({ store_id: 2, code: 'en_storeview' });
        return tx.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements');
      });
    const named = await openDb({ databaseUrl });
    const unnamed = await openDb({ databaseUrl, preparedStatements: false });
    try {
      const prepared = await preparedOn(named);
      expect(prepared.filter((p) => p.statement === sql)).toEqual([{ name: expect.stringMatching(/^s_[0-9a-f]{24}$/), statement: sql }]);
      expect(await preparedOn(unnamed)).toEqual([]);
    } finally {
      await named.close();
      await unnamed.close();
    }
  });
});

test('statement names: one per text, the same in every process, none past the limit', () => {
  const name = statementNamer(2);
  const a = name('SELECT 1 WHERE $1::int = 1');
  expect(a).toMatch(/^s_[0-9a-f]{24}$/);
  expect(name('SELECT 1 WHERE $1::int = 1')).toBe(a);
  expect(statementNamer()('SELECT 1 WHERE $1::int = 1')).toBe(a);
  const b = name('SELECT 2 WHERE $1::int = 1');
  expect(b).not.toBe(a);
  expect(name('SELECT 3 WHERE $1::int = 1')).toBeUndefined();
  expect(name('SELECT 2 WHERE $1::int = 1')).toBe(b);
});
