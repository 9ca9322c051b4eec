/**
 * In-memory PGlite for tests, optionally started from a data-directory snapshot (dumpDataDir tarball).
 * server/db/client.ts's openDb() hides the PGlite instance, and snapshots need it (dumpDataDir) and a
 * loadDataDir option, so tests open PGlite here behind the same Db interface.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Db, Params, Queryable, Row } from '../../server/db/client';

export interface MemoryDatabase {
  db: Db;
  pg: PGlite;
}

export async function openMemoryDatabase(snapshot?: Blob): Promise<MemoryDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = (await PGlite.create({ loadDataDir: snapshot, extensions: { unaccent, pg_trgm } })) as unknown as PGlite;

  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends Row>(sql: string, params: Params = []) {
      return (await q.query<T>(sql, params as unknown[])).rows;
    },
    async one<T extends Row>(sql: string, params: Params = []) {
      return (await q.query<T>(sql, params as unknown[])).rows[0];
    },
    async exec(sql: string) {
      await q.exec(sql);
    }
  });

  const db: Db = {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close()
  };
  return { db, pg };
}

/** The snapshot of a database, gzipped tar (PGlite's dumpDataDir format). */
export async function dumpDatabase(pg: PGlite): Promise<Buffer> {
  const dump = await pg.dumpDataDir('gzip');
  return Buffer.from(await dump.arrayBuffer());
}
