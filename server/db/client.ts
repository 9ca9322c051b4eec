/**
 * One query/transaction interface over PGlite (embedded, default) and a real PostgreSQL server
 * (DATABASE_URL). Runtime SQL lives in server/repositories; this file only moves rows.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

export type Row = Record<string, unknown>;
export type Params = readonly unknown[];

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: Params): Promise<T[]>;
  /** First row or undefined. */
  one<T extends Row = Row>(sql: string, params?: Params): Promise<T | undefined>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL of a real server; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined or 'memory://' keeps the database in memory (tests). */
  dataDir?: string;
}

export async function openDb(options: OpenOptions = {}): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = await PGlite.create(dataDir && dataDir !== 'memory://' ? dataDir : undefined, {
    extensions: { unaccent, pg_trgm }
  });

  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends Row>(sql: string, params: Params = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async one<T extends Row>(sql: string, params: Params = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows[0];
    },
    async exec(sql: string) {
      await q.exec(sql);
    }
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close()
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { Pool, types } = await import('pg');
  // Match PGlite's parsing: bigint (count(*)) and numeric arrive as JS numbers, not strings.
  types.setTypeParser(20, (v: string) => Number(v));
  types.setTypeParser(1700, (v: string) => Number(v));
  const pool: Pool = new Pool({ connectionString: url, max: 10 });

  const wrap = (q: Pool | PoolClient): Queryable => ({
    async query<T extends Row>(sql: string, params: Params = []) {
      const result = await q.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async one<T extends Row>(sql: string, params: Params = []) {
      const result = await q.query(sql, params as unknown[]);
      return result.rows[0] as T | undefined;
    },
    async exec(sql: string) {
      await q.query(sql);
    }
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(wrap(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end()
  };
}
