/** url_rewrite lookups: request path to entity, and entity to its path in a store view. */
import type { Queryable } from '../db/client';

export type UrlRewriteEntityType = 'cms-page' | 'category' | 'product' | 'custom';

export interface UrlRewriteRow extends Record<string, unknown> {
  url_rewrite_id: number;
  store_id: number;
  request_path: string;
  target_path: string;
  redirect_type: number;
  entity_type: UrlRewriteEntityType;
  entity_id: number;
}

const COLUMNS = 'url_rewrite_id, store_id, request_path, target_path, redirect_type, entity_type, entity_id';

/** The rewrite for an exact request path (no leading slash) in a store view. */
export async function findUrlRewriteByRequestPath(db: Queryable, storeId: number, requestPath: string): Promise<UrlRewriteRow | undefined> {
  return db.one<UrlRewriteRow>(
    `SELECT ${COLUMNS} FROM url_rewrite WHERE store_id = $1 AND request_path = $2`,
    [storeId, requestPath]
  );
}

/**
 * The canonical (non-redirect) request path of each entity in a store view; for products the
 * shortest path wins, which is the one without a category prefix.
 */
export async function findCanonicalPaths(
  db: Queryable,
  storeId: number,
  entityType: UrlRewriteEntityType,
  entityIds: readonly number[]
): Promise<Map<number, string>> {
  if (entityIds.length === 0) return new Map();
  const rows = await db.query<{ entity_id: number; request_path: string }>(
    `SELECT DISTINCT ON (entity_id) entity_id, request_path
       FROM url_rewrite
      WHERE store_id = $1 AND entity_type = $2 AND entity_id = ANY($3::int[]) AND redirect_type = 0
      ORDER BY entity_id, length(request_path), url_rewrite_id`,
    [storeId, entityType, entityIds]
  );
  return new Map(rows.map((r) => [r.entity_id, r.request_path]));
}

/** Inserts or replaces a rewrite (seed and tests). */
export async function saveUrlRewrite(
  db: Queryable,
  row: Omit<UrlRewriteRow, 'url_rewrite_id'>
): Promise<void> {
  await db.query(
    `INSERT INTO url_rewrite (store_id, request_path, target_path, redirect_type, entity_type, entity_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (store_id, request_path) DO UPDATE
       SET target_path = EXCLUDED.target_path, redirect_type = EXCLUDED.redirect_type,
           entity_type = EXCLUDED.entity_type, entity_id = EXCLUDED.entity_id`,
    [row.store_id, row.request_path, row.target_path, row.redirect_type, row.entity_type, row.entity_id]
  );
}
