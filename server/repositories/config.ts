/** core_config: Magento's core_config_data, read with store-view scope falling back to the default scope (0). */
import type { Queryable } from '../db/client';

/** Config for several store views in one query (availableStores). */
export async function loadConfigForStores(db: Queryable, storeIds: readonly number[]): Promise<Map<number, Map<string, string | null>>> {
  const rows = await db.query<{ store_id: number; path: string; value: string | null }>(
    `SELECT s.store_id, c.path, c.value
       FROM unnest($1::int[]) AS s(store_id)
       JOIN LATERAL (
         SELECT DISTINCT ON (path) path, value FROM core_config
          WHERE store_id IN (0, s.store_id) ORDER BY path, store_id DESC
       ) c ON true`,
    [storeIds]
  );
  const byStore = new Map<number, Map<string, string | null>>(storeIds.map((id) => [id, new Map()]));
  for (const r of rows) byStore.get(r.store_id)?.set(r.path, r.value);
  return byStore;
}

/** Writes one value (upsert). Used by the seed and by tests that flip a setting. */
export async function saveConfig(db: Queryable, path: string, value: string | null, storeId = 0): Promise<void> {
  await db.query(
    `INSERT INTO core_config (store_id, path, value) VALUES ($1, $2, $3)
     ON CONFLICT (store_id, path) DO UPDATE SET value = EXCLUDED.value`,
    [storeId, path, value]
  );
}
