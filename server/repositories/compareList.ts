/** Compare lists and their products (migration 017): guest lists by masked id, a customer's by account and store view. */
import type { Queryable } from '../db/client';

export interface CompareListRow extends Record<string, unknown> {
  list_id: number;
  masked_id: string;
  store_id: number;
  customer_id: number | null;
}

const COLUMNS = 'list_id, masked_id, store_id, customer_id';

export function findCompareListByMaskedId(db: Queryable, maskedId: string): Promise<CompareListRow | undefined> {
  return db.one<CompareListRow>(`SELECT ${COLUMNS} FROM compare_list WHERE masked_id = $1`, [maskedId]);
}

export function findCustomerCompareList(db: Queryable, customerId: number, storeId: number): Promise<CompareListRow | undefined> {
  return db.one<CompareListRow>(`SELECT ${COLUMNS} FROM compare_list WHERE customer_id = $1 AND store_id = $2`, [customerId, storeId]);
}

export async function insertCompareList(db: Queryable, list: { maskedId: string; storeId: number; customerId: number | null }): Promise<CompareListRow> {
  const row = await db.one<CompareListRow>(
    `INSERT INTO compare_list (masked_id, store_id, customer_id) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
    [list.maskedId, list.storeId, list.customerId]
  );
  return row!;
}

/** Adds the products a list does not hold yet (in the order given). */
export async function insertCompareListItems(db: Queryable, listId: number, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  await db.query(
    `INSERT INTO compare_list_item (list_id, product_id, added_at)
     SELECT $1, p.id, now() + (p.ord * interval '1 microsecond') FROM unnest($2::int[]) WITH ORDINALITY AS p(id, ord)
     ON CONFLICT (list_id, product_id) DO NOTHING`,
    [listId, productIds]
  );
}

export async function deleteCompareListItems(db: Queryable, listId: number, productIds: readonly number[]): Promise<void> {
  await db.query('DELETE FROM compare_list_item WHERE list_id = $1 AND product_id = ANY ($2::int[])', [listId, productIds]);
}

/** The list's products, in the order they were added. */
export async function findCompareListProductIds(db: Queryable, listId: number): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(
    'SELECT product_id FROM compare_list_item WHERE list_id = $1 ORDER BY added_at, product_id',
    [listId]
  );
  return rows.map((r) => r.product_id);
}

export async function deleteCompareList(db: Queryable, listId: number): Promise<void> {
  await db.query('DELETE FROM compare_list WHERE list_id = $1', [listId]);
}

export async function setCompareListCustomer(db: Queryable, listId: number, customerId: number): Promise<void> {
  await db.query('UPDATE compare_list SET customer_id = $2 WHERE list_id = $1', [listId, customerId]);
}

/** Products that exist, are enabled and shown in the catalogue, of the given ids. */
export async function findComparableProductIds(db: Queryable, productIds: readonly number[]): Promise<number[]> {
  if (!productIds.length) return [];
  const rows = await db.query<{ product_id: number }>(
    'SELECT product_id FROM catalog_product WHERE product_id = ANY ($1::int[]) AND status = 1 AND visibility > 1',
    [productIds]
  );
  return rows.map((r) => r.product_id);
}
