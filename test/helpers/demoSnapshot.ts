/**
 * The seeded demo store, built once and reused: seeding ~420 products with images for every test file
 * would take minutes. The jest globalSetup of the server project (serverGlobalSetup.ts) calls
 * ensureDemoSnapshot(); createTestApp() loads the snapshot into a fresh in-memory PGlite each time.
 *
 * The snapshot (a PGlite dumpDataDir tarball) and the seeded media folder live in os.tmpdir() under a
 * key hashed from everything that shapes the seeded data (migrations, seeders, repositories, services,
 * the PGlite version), so they survive between runs and are rebuilt as soon as that code changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../server/db/migrate';
import type { SeedOptions } from '../../server/seed';
import { dumpDatabase, openMemoryDatabase } from './pglite';

type SeedFunction = (db: Awaited<ReturnType<typeof openMemoryDatabase>>['db'], options: SeedOptions) => Promise<unknown>;

/**
 * The seeders are loaded only when a snapshot is built, and a missing or broken seeder becomes an error
 * here instead of breaking every test file that imports this helper.
 */
function loadSeed(): SeedFunction {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('../../server/seed') as { seed: SeedFunction }).seed;
}

const ROOT = path.resolve(__dirname, '../..');
/** Folders whose code decides what the seeded database and media contain. */
const SEED_INPUTS = ['server/db', 'server/seed', 'server/repositories', 'server/services'];
/** Set by the global setup when seeding failed, so each test file fails fast with the reason. */
export const SEED_ERROR_ENV = 'STOREFRONT_TEST_SEED_ERROR';

export interface DemoSnapshot {
  /** gzipped PGlite data directory, migrated and seeded. */
  tarball: string;
  /** Images the seeders wrote (read-only for tests). */
  mediaDir: string;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else if (!/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** A short hash of the PGlite version and the files under the given folders. */
function hashOf(folders: readonly string[]): string {
  const hash = createHash('sha256');
  const pglitePackage = path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json');
  hash.update(readFileSync(pglitePackage));
  for (const file of folders.flatMap((dir) => listFiles(path.join(ROOT, dir))).sort()) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export function snapshotKey(): string {
  return hashOf(SEED_INPUTS);
}

/**
 * A migrated, empty database (createTestApp({seed: false})): loading it takes about a second, while a
 * new PGlite spends several in initdb before the migrations even start.
 */
export async function ensureMigratedSnapshot(): Promise<string> {
  const tarball = path.join(os.tmpdir(), `storefront-migrated-${hashOf(['server/db'])}.tar.gz`);
  if (existsSync(tarball)) {
    const now = new Date();
    await utimes(tarball, now, now).catch(() => undefined);
    return tarball;
  }
  const { db, pg } = await openMemoryDatabase();
  try {
    await migrate(db);
    const temporary = `${tarball}.${process.pid}.tmp`;
    await writeFile(temporary, await dumpDatabase(pg));
    await rename(temporary, tarball);
  } finally {
    await db.close();
  }
  return tarball;
}

export function demoSnapshotPaths(key: string = snapshotKey()): DemoSnapshot {
  const base = path.join(os.tmpdir(), `storefront-demo-${key}`);
  return { tarball: `${base}.tar.gz`, mediaDir: `${base}-media` };
}

/** True when both parts of the snapshot exist (the media folder is renamed into place last). */
export function isSnapshotReady(snapshot: DemoSnapshot): boolean {
  return existsSync(snapshot.tarball) && existsSync(snapshot.mediaDir) && statSync(snapshot.mediaDir).isDirectory();
}

/**
 * Builds the snapshot unless it exists. Safe against a second jest process doing the same at once:
 * everything is written under temporary names and renamed into place.
 */
export async function ensureDemoSnapshot(log: (message: string) => void = () => undefined): Promise<DemoSnapshot> {
  const snapshot = demoSnapshotPaths();
  if (isSnapshotReady(snapshot)) {
    // Mark it in use, so no other run takes it for a stale one (removeStaleSnapshots).
    const now = new Date();
    await Promise.all([utimes(snapshot.tarball, now, now), utimes(snapshot.mediaDir, now, now)]).catch(() => undefined);
    return snapshot;
  }

  const started = Date.now();
  log(`building the seeded demo database snapshot (${path.basename(snapshot.tarball)})...`);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-demo-build-'));
  const mediaDir = path.join(workDir, 'media');
  await mkdir(mediaDir);
  const { db, pg } = await openMemoryDatabase();
  try {
    const seed = loadSeed();
    await migrate(db);
    await seed(db, { mediaDir });
    const tarball = await dumpDatabase(pg);
    const temporaryTarball = `${snapshot.tarball}.${process.pid}.tmp`;
    await writeFile(temporaryTarball, tarball);
    await rename(temporaryTarball, snapshot.tarball);
    try {
      await rename(mediaDir, snapshot.mediaDir);
    } catch (error) {
      // Another process put its (identical) media in place first.
      if (!existsSync(snapshot.mediaDir)) throw error;
    }
  } finally {
    await db.close();
    await rm(workDir, { recursive: true, force: true });
  }
  log(`demo snapshot ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await removeStaleSnapshots(snapshot);
  return snapshot;
}

/**
 * Snapshots of older code only fill the disk (each edit of a seeder makes a new key). One untouched for
 * half an hour is no longer read by any jest run; the same goes for build folders of interrupted runs.
 */
async function removeStaleSnapshots(current: DemoSnapshot): Promise<void> {
  const migrated = path.basename(await ensureMigratedSnapshot());
  const keep = new Set([path.basename(current.tarball), path.basename(current.mediaDir), migrated]);
  const cutoff = Date.now() - 30 * 60 * 1000;
  for (const name of readdirSync(os.tmpdir())) {
    if (!/^storefront-(demo|migrated)-/.test(name) || keep.has(name)) continue;
    const full = path.join(os.tmpdir(), name);
    try {
      if (statSync(full).mtimeMs < cutoff) await rm(full, { recursive: true, force: true });
    } catch {
      // Gone already (another process cleaned up).
    }
  }
}

export async function readSnapshot(tarball: string): Promise<Blob> {
  return new Blob([await readFile(tarball)]);
}
