/**
 * Applies server/db/migrations/NNN_name.sql in order, each once, each in its own transaction.
 * Extensions are created first because PGlite loads them from the package and PostgreSQL from contrib.
 * Several processes starting on one database call it under Db.withStartupLock (server/startup.ts), so
 * one applies what is missing and the others find nothing left to do.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './client';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
  `);
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name)
  );
  const files = await migrationFiles(dir);
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
}

/**
 * The migrations of `dir` not applied to the database yet (all of them on a fresh database): the
 * readiness check answers "not ready" until this is empty.
 */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  const table = await db.one<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present");
  if (!table?.present) return files;
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  return files.filter((file) => !done.has(file));
}
