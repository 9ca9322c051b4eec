/** wishlist and wishlist_item: one wishlist per customer, items paged newest last (Magento's order). */
import type { Queryable } from '../db/client';

export interface WishlistRow {
  wishlist_id: number;
  customer_id: number;
  sharing_code: string;
  name: string | null;
  updated_at: string;
}

export interface WishlistItemRow {
  wishlist_item_id: number;
  wishlist_id: number;
  product_id: number;
  child_product_id: number | null;
  selected_options: string[];
  store_id: number;
  quantity: number;
  description: string | null;
  added_at: string;
}

const WISHLIST_COLUMNS = `wishlist_id, customer_id, sharing_code, name,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS updated_at`;
const ITEM_COLUMNS = `wishlist_item_id, wishlist_id, product_id, child_product_id, selected_options, store_id,
  quantity::float8 AS quantity, description, to_char(added_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS added_at`;

export async function findWishlistByCustomer(db: Queryable, customerId: number): Promise<WishlistRow | undefined> {
  return db.one<WishlistRow & Record<string, unknown>>(`SELECT ${WISHLIST_COLUMNS} FROM wishlist WHERE customer_id = $1`, [customerId]);
}

export async function findWishlistById(db: Queryable, wishlistId: number): Promise<WishlistRow | undefined> {
  return db.one<WishlistRow & Record<string, unknown>>(`SELECT ${WISHLIST_COLUMNS} FROM wishlist WHERE wishlist_id = $1`, [wishlistId]);
}

/** The customer's wishlist, created on first use (two concurrent creators end with the same row). */
export async function ensureWishlist(db: Queryable, customerId: number, sharingCode: string): Promise<WishlistRow> {
  await db.query('INSERT INTO wishlist (customer_id, sharing_code) VALUES ($1, $2) ON CONFLICT (customer_id) DO NOTHING', [customerId, sharingCode]);
  return (await findWishlistByCustomer(db, customerId))!;
}

export async function touchWishlist(db: Queryable, wishlistId: number): Promise<void> {
  await db.query('UPDATE wishlist SET updated_at = now() WHERE wishlist_id = $1', [wishlistId]);
}

export async function countWishlistItems(db: Queryable, wishlistIds: readonly number[]): Promise<Map<number, number>> {
  if (!wishlistIds.length) return new Map();
  const rows = await db.query<{ wishlist_id: number; n: number }>(
    'SELECT wishlist_id, count(*)::int AS n FROM wishlist_item WHERE wishlist_id = ANY ($1::int[]) GROUP BY wishlist_id',
    [wishlistIds]
  );
  return new Map(rows.map((r) => [r.wishlist_id, r.n]));
}

export async function listWishlistItems(db: Queryable, wishlistId: number, limit: number, offset: number): Promise<WishlistItemRow[]> {
  return db.query<WishlistItemRow & Record<string, unknown>>(
    `SELECT ${ITEM_COLUMNS} FROM wishlist_item WHERE wishlist_id = $1 ORDER BY wishlist_item_id LIMIT $2 OFFSET $3`,
    [wishlistId, limit, offset]
  );
}

export async function findWishlistItems(db: Queryable, wishlistId: number, itemIds: readonly number[]): Promise<WishlistItemRow[]> {
  if (!itemIds.length) return [];
  return db.query<WishlistItemRow & Record<string, unknown>>(
    `SELECT ${ITEM_COLUMNS} FROM wishlist_item WHERE wishlist_id = $1 AND wishlist_item_id = ANY ($2::int[]) ORDER BY wishlist_item_id`,
    [wishlistId, itemIds]
  );
}

export async function listAllWishlistItems(db: Queryable, wishlistId: number): Promise<WishlistItemRow[]> {
  return db.query<WishlistItemRow & Record<string, unknown>>(
    `SELECT ${ITEM_COLUMNS} FROM wishlist_item WHERE wishlist_id = $1 ORDER BY wishlist_item_id`,
    [wishlistId]
  );
}

export interface NewWishlistItem {
  productId: number;
  childProductId: number | null;
  selectedOptions: string[];
  storeId: number;
  quantity: number;
  description?: string | null;
}

/** Adds an item, or adds the quantity to the item with the same product and options. */
export async function addWishlistItem(db: Queryable, wishlistId: number, item: NewWishlistItem): Promise<number> {
  const sameOptions = JSON.stringify([...item.selectedOptions].sort());
  const existing = await db.one<{ wishlist_item_id: number }>(
    `SELECT wishlist_item_id FROM wishlist_item
      WHERE wishlist_id = $1 AND product_id = $2 AND child_product_id IS NOT DISTINCT FROM $3
        AND (SELECT coalesce(jsonb_agg(v ORDER BY v), '[]'::jsonb) FROM jsonb_array_elements_text(selected_options) v) = $4::jsonb
      LIMIT 1`,
    [wishlistId, item.productId, item.childProductId, sameOptions]
  );
  if (existing) {
    await db.query('UPDATE wishlist_item SET quantity = quantity + $2 WHERE wishlist_item_id = $1', [existing.wishlist_item_id, item.quantity]);
    return existing.wishlist_item_id;
  }
  const row = await db.one<{ wishlist_item_id: number }>(
    `INSERT INTO wishlist_item (wishlist_id, product_id, child_product_id, selected_options, store_id, quantity, description)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) RETURNING wishlist_item_id`,
    [wishlistId, item.productId, item.childProductId, JSON.stringify(item.selectedOptions), item.storeId, item.quantity, item.description ?? null]
  );
  return row!.wishlist_item_id;
}

export async function updateWishlistItem(
  db: Queryable,
  itemId: number,
  changes: { quantity?: number; description?: string | null; childProductId?: number | null; selectedOptions?: string[] }
): Promise<void> {
  await db.query(
    `UPDATE wishlist_item SET
       quantity = COALESCE($2, quantity),
       description = CASE WHEN $3 THEN $4 ELSE description END,
       child_product_id = CASE WHEN $5 THEN $6::int ELSE child_product_id END,
       selected_options = COALESCE($7::jsonb, selected_options)
     WHERE wishlist_item_id = $1`,
    [
      itemId,
      changes.quantity ?? null,
      changes.description !== undefined,
      changes.description ?? null,
      changes.childProductId !== undefined,
      changes.childProductId ?? null,
      changes.selectedOptions ? JSON.stringify(changes.selectedOptions) : null
    ]
  );
}

export async function deleteWishlistItems(db: Queryable, wishlistId: number, itemIds: readonly number[]): Promise<number[]> {
  if (!itemIds.length) return [];
  const rows = await db.query<{ wishlist_item_id: number }>(
    'DELETE FROM wishlist_item WHERE wishlist_id = $1 AND wishlist_item_id = ANY ($2::int[]) RETURNING wishlist_item_id',
    [wishlistId, itemIds]
  );
  return rows.map((r) => r.wishlist_item_id);
}
