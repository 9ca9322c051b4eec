/**
 * One query/transaction interface over PGlite (embedded, default) and a real PostgreSQL server
 * (DATABASE_URL). Runtime SQL lives in server/repositories; this file only moves rows.
 *
 * On PostgreSQL every statement goes through a pool (DATABASE_POOL_MAX connections per process) and
 * nothing relies on session state: no SET, no session advisory locks, no LISTEN, and a transaction
 * keeps its one connection from BEGIN to COMMIT. So a PgBouncer in transaction mode may sit between the
 * servers and PostgreSQL. The one lock, the start-up lock (withStartupLock), is transaction-scoped on a
 * connection of its own.
 *
 * Statements are sent as protocol-level named prepared statements (DATABASE_PREPARED_STATEMENTS, on by
 * default): each connection parses and plans a statement once and then only binds it, which halves the
 * database's work for the storefront's hot reads (a listing's products: ~1.4 → ~0.6 ms, most of it
 * planning). PgBouncer in transaction mode carries them from version 1.21 with max_prepared_statements
 * set; an older one needs DATABASE_PREPARED_STATEMENTS=0.
 */
import { createHash } from 'node:crypto';
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
  /**
   * Runs fn while this process holds the database's start-up lock, so that of several processes
   * starting together on one database one migrates and seeds while the others wait, then find the
   * work done. PostgreSQL: pg_advisory_xact_lock in a transaction on a connection of its own (not one
   * of the pool's, which fn uses), held until fn settles; onWait is called when another process holds
   * it. PGlite serves one process: fn simply runs. Optional for stand-in databases of tests.
   */
  withStartupLock?<T>(fn: () => Promise<T>, onWait?: () => void): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL of a real server; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined or 'memory://' keeps the database in memory (tests). */
  dataDir?: string;
  /** PostgreSQL: connections the pool opens at most (DATABASE_POOL_MAX). */
  poolMax?: number;
  /** PostgreSQL: an idle pooled connection broke (server restarted, PgBouncer dropped it); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL: send query()/one() statements as named prepared statements (default true). */
  preparedStatements?: boolean;
}

/** Default connections per process (DATABASE_POOL_MAX). */
export const DEFAULT_POOL_MAX = 10;
/** How often the start-up lock's connection says something while it waits for fn. */
const STARTUP_LOCK_HEARTBEAT_MS = 1_000;
/** Closing the pool waits at most this long for queries in flight, and for this long without any. */
const POOL_DRAIN_MS = 2_000;
const POOL_QUIET_MS = 50;
/**
 * Distinct statement texts a process names at most: the repositories' SQL is a fixed set, but a text
 * built from data (a list of placeholders of varying length) would otherwise add a prepared statement to
 * every connection for each length. Past the limit a new text runs unnamed.
 */
const MAX_NAMED_STATEMENTS = 500;
/** The advisory lock's key, as text: PostgreSQL's hashtext() of it is the lock's number. */
export const STARTUP_LOCK_NAME = 'storefront: migrations and first seed';

export async function openDb(options: OpenOptions = {}): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
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
    withStartupLock: (fn) => fn(),
    close: () => pg.close()
  };
}

/**
 * The name a statement text is prepared under on every connection: a digest of the text, so one text has
 * one name in every process; undefined (unnamed) once MAX_NAMED_STATEMENTS texts have names.
 */
export function statementNamer(limit: number = MAX_NAMED_STATEMENTS): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    const known = names.get(sql);
    if (known || names.size >= limit) return known;
    const name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
    return name;
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Db> {
  const { Client, Pool, types } = await import('pg');
  // Match PGlite's parsing: bigint (count(*)) and numeric arrive as JS numbers, not strings.
  types.setTypeParser(20, (v: string) => Number(v));
  types.setTypeParser(1700, (v: string) => Number(v));
  const pool: Pool = new Pool({ connectionString: url, max: options.poolMax ?? DEFAULT_POOL_MAX, application_name: 'storefront' });
  // Without a listener, an idle connection that breaks would crash the process; the pool drops it and
  // opens a new one on the next query.
  pool.on('error', (error) => options.onConnectionError?.(error));

  const nameOf = options.preparedStatements === false ? () => undefined : statementNamer();
  const statement = (sql: string, params: Params) => ({ name: nameOf(sql), text: sql, values: params as unknown[] });

  const wrap = (q: Pool | PoolClient): Queryable => ({
    async query<T extends Row>(sql: string, params: Params = []) {
      const result = await q.query(statement(sql, params));
      return result.rows as T[];
    },
    async one<T extends Row>(sql: string, params: Params = []) {
      const result = await q.query(statement(sql, params));
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
    async withStartupLock(fn, onWait) {
      // Its own connection, not the pool's: with DATABASE_POOL_MAX=1 the pool's only connection would
      // hold the lock while fn waits for it. Transaction-scoped, so PgBouncer in transaction mode keeps
      // it on one server connection; a process that dies mid-way lets it go with its connection.
      const lockClient = new Client({ connectionString: url, application_name: 'storefront start-up' });
      lockClient.on('error', (error) => options.onConnectionError?.(error));
      await lockClient.connect();
      try {
        await lockClient.query('BEGIN');
        const free = await lockClient.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [STARTUP_LOCK_NAME]);
        if (!free.rows[0]?.locked) {
          onWait?.();
          await lockClient.query('SELECT pg_advisory_xact_lock(hashtext($1))', [STARTUP_LOCK_NAME]);
        }
        // The lock's transaction sits idle while fn works on the pool's connections: a statement now
        // and then keeps an idle_in_transaction_session_timeout (or PgBouncer's idle_transaction_timeout)
        // from ending it, and with it the lock, in the middle of a long first seed.
        const heartbeat = setInterval(() => {
          lockClient.query('SELECT 1').catch(() => undefined);
        }, STARTUP_LOCK_HEARTBEAT_MS);
        try {
          return await fn();
        } finally {
          clearInterval(heartbeat);
          // Nothing was written on this connection: committing only lets the lock go (and a broken
          // connection has let it go already), so its failure must not hide fn's own outcome.
          await lockClient.query('COMMIT').catch(() => undefined);
        }
      } finally {
        await lockClient.end().catch(() => undefined);
      }
    },
    async close() {
      // A request whose client went away is no longer waited for by the HTTP server, but its resolvers
      // may still be querying: let them finish (until no connection has been in use for a moment, at
      // most POOL_DRAIN_MS) before the pool refuses queries.
      const deadline = Date.now() + POOL_DRAIN_MS;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (pool.totalCount > pool.idleCount || pool.waitingCount > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= POOL_QUIET_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await pool.end();
    }
  };
}
