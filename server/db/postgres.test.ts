/**
 * The same migrations and seed on a real PostgreSQL server as on PGlite: starts Debian's PostgreSQL
 * (package postgresql) in a temporary data directory on a free loopback port, runs migrate() + seed()
 * through openDb({databaseUrl}), and compares every table's row count with a PGlite run of the same
 * options. Without the PostgreSQL binaries this test fails: install them (apt-get install -y postgresql).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Db } from './client';
import { migrate } from './migrate';
import { seed } from '../seed';

jest.setTimeout(300_000);

const PRODUCTS = 60;

/** The newest installed server version's bin folder, e.g. /usr/lib/postgresql/15/bin. */
function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its tools run as the 'postgres' user the package creates. */
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
function runPg(binDir: string, tool: string, args: string[]): string {
  const binary = path.join(binDir, tool);
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

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
  const binDir = postgresBinDir();
  let workDir: string;
  let dataDir: string;
  let started = false;
  let databaseUrl = '';

  beforeAll(async () => {
    if (!binDir) {
      throw new Error(
        'PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: install postgresql ' +
          '(Debian: apt-get install -y postgresql) — .ci/run does this on CI' + (process.env.CI === 'true' ? ' (CI=true)' : '')
      );
    }
    workDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-pg-'));
    dataDir = path.join(workDir, 'data');
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(workDir, uid, gid);
    }
    runPg(binDir, 'initdb', ['-D', dataDir, '-U', 'storefront', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    runPg(binDir, 'pg_ctl', [
      '-D', dataDir,
      '-l', path.join(workDir, 'postgres.log'),
      '-o', `-p ${port} -k ${workDir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      '-w', 'start'
    ]);
    started = true;
    const admin = await openDb({ databaseUrl: `postgres://storefront@127.0.0.1:${port}/postgres` });
    await admin.exec('CREATE DATABASE storefront');
    await admin.close();
    databaseUrl = `postgres://storefront@127.0.0.1:${port}/storefront`;
  });

  afterAll(() => {
    if (binDir && started) runPg(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
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
