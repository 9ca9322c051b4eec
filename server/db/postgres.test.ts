/**
 * The same migrations and seed on a real PostgreSQL server as on PGlite: starts Debian's PostgreSQL
 * (package postgresql) in a temporary data directory on a free loopback port, runs migrate() + seed()
 * through openDb({databaseUrl}), and compares every table's row count with a PGlite run of the same
 * options. Without the PostgreSQL binaries this test fails: install them (apt-get install -y postgresql).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Db } from './client';
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
});
