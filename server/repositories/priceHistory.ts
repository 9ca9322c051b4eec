/**
 * The price history of products (catalog_product_price_history, written by the database's trigger on
 * every change of catalog_product's price columns): the rows that concern a store view, the global
 * scope's (store_id 0) and the view's own, for a list of products at once.
 */
import type { Queryable } from '../db/client';

export interface PriceHistoryRow {
  product_id: number;
  store_id: number;
  /** 'YYYY-MM-DDTHH:MM:SS.mmmZ' (UTC). */
  changed_at: string;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

// PGlite returns numeric as text, node-postgres (with the client's parser) as number: normalise.
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

/** History rows of the products for a store view (global and the view's own), oldest first per product. */
export async function findPriceHistories(db: Queryable, storeId: number, productIds: readonly number[]): Promise<PriceHistoryRow[]> {
  if (!productIds.length) return [];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT product_id, store_id, to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS changed_at,
            price, special_price, special_from_date::text AS special_from_date, special_to_date::text AS special_to_date
       FROM catalog_product_price_history
      WHERE product_id = ANY ($1::int[]) AND store_id IN (0, $2)
      ORDER BY product_id, store_id, changed_at, history_id`,
    [productIds, storeId]
  );
  return rows.map((row) => ({
    ...(row as unknown as PriceHistoryRow),
    price: num(row.price),
    special_price: row.special_price === null ? null : num(row.special_price)
  }));
}
