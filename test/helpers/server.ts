/**
 * createTestApp(): the storefront server on a fresh in-memory PGlite, for app.inject() tests.
 *
 *   const { app, db, close } = await createTestApp();              // seeded demo store
 *   const { app } = await createTestApp({ seed: false });           // migrated, empty database
 *   const res = await app.inject({ method: 'GET', url: '/graphql?query=...', headers: { store: 'en_storeview' } });
 *   await close();
 *
 * With seed (default) the database is a copy of the demo snapshot built once per jest run by the
 * server project's globalSetup (demoSnapshot.ts), and mediaDir is the snapshot's seeded images (shared:
 * do not write there). Resized images go to a temporary cache folder of this app, removed by close().
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import type { Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { ensureDemoSnapshot, ensureMigratedSnapshot, readSnapshot, SEED_ERROR_ENV } from './demoSnapshot';
import { openMemoryDatabase } from './pglite';
import { openCatalogTestApp, TEST_BASE_DATE, type CatalogTestApp } from '../../server/seed/catalog/testDb';
import { setCatalogToday } from '../../server/services/catalogPrice';

export interface TestAppOptions extends Omit<BuildAppOptions, 'db' | 'proxyTarget'> {
  /** true (default): the seeded demo store; false: migrated tables only. */
  seed?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The folder served under /media. */
  mediaDir: string;
  /** Closes the app and the database and removes the temporary folders. */
  close(): Promise<void>;
}

/** A folder that never exists: without a staticDir, tests get the "not built" answer, not a real build. */
const NO_BUILD_DIR = path.join(os.tmpdir(), 'storefront-test-no-dist');

/** A fresh in-memory database: a copy of the seeded demo store, or migrated and empty. */
export async function createTestDb(options: { seed?: boolean } = {}): Promise<{ db: Db; mediaDir?: string }> {
  if (options.seed === false) {
    const { db } = await openMemoryDatabase(await readSnapshot(await ensureMigratedSnapshot()));
    // A no-op unless a migration was added since the snapshot was taken.
    await migrate(db);
    return { db };
  }
  const seedError = process.env[SEED_ERROR_ENV];
  if (seedError) throw new Error(`The demo store could not be seeded (see the jest global setup):\n${seedError}`);
  const snapshot = await ensureDemoSnapshot();
  const { db } = await openMemoryDatabase(await readSnapshot(snapshot.tarball));
  return { db, mediaDir: snapshot.mediaDir };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { seed, ...appOptions } = options;
  const temporary = await mkdtemp(path.join(os.tmpdir(), 'storefront-test-'));
  let db: Db | undefined;
  try {
    const created = await createTestDb({ seed });
    db = created.db;
    const mediaDir = appOptions.mediaDir ?? created.mediaDir ?? path.join(temporary, 'media');
    const app = await buildApp({
      staticDir: NO_BUILD_DIR,
      // A test gives its own planner: none is looked for beside a temporary static folder.
      pagePlanner: false,
      mediaCacheDir: path.join(temporary, 'media-cache'),
      ...appOptions,
      mediaDir,
      db
    });
    await app.ready();
    const openDb = db;
    return {
      app,
      db: openDb,
      mediaDir,
      async close() {
        await app.close();
        await openDb.close();
        await rm(temporary, { recursive: true, force: true });
      }
    };
  } catch (error) {
    await db?.close();
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One app on the seeded demo store for the tests of a file: created before them, closed after. Its
 * `app` and `db` are read inside the tests (they exist once the file's beforeAll has run).
 */
export function testAppForFile(options: TestAppOptions = {}): Omit<TestApp, 'close'> {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  }, 120_000);
  afterAll(() => current?.close());
  const created = (): TestApp => {
    if (!current) throw new Error('The test app exists once the file\'s beforeAll has run');
    return current;
  };
  return {
    get app() {
      return created().app;
    },
    get db() {
      return created().db;
    },
    get mediaDir() {
      return created().mediaDir;
    }
  };
}

/**
 * The test catalogue's app (openCatalogTestApp, 120 products, priced as on TEST_BASE_DATE) for the tests
 * of a file: created before them, closed after; read its members inside the tests.
 */
export function catalogTestAppForFile(products = 120): Omit<CatalogTestApp, 'close'> {
  let current: CatalogTestApp | undefined;
  beforeAll(async () => {
    setCatalogToday(TEST_BASE_DATE);
    current = await openCatalogTestApp(products);
  }, 120_000);
  afterAll(async () => {
    setCatalogToday(null);
    await current?.close();
  });
  const created = (): CatalogTestApp => {
    if (!current) throw new Error('The catalogue test app exists once the file\'s beforeAll has run');
    return current;
  };
  return {
    get db() {
      return created().db;
    },
    queryCount: () => created().queryCount(),
    resetQueryCount: () => created().resetQueryCount(),
    gql: (query, variables, store) => created().gql(query, variables, store)
  };
}
