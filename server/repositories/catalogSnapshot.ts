/**
 * Bulk reads of the catalogue's read tables for the in-memory listing engine (services/catalogEngine.ts):
 * one row per visible product per store, and its search document. Read once per index version.
 */
import type { Queryable } from '../db/client';

export interface ListingRow {
  product_id: number;
  sku: string;
  name_sort: string;
  url_key: string;
  category_ids: number[];
  brand_option_id: number | null;
  aroma_option_ids: number[];
  promotion_option_id: number | null;
  min_price: number;
  position: number;
  sku_norm: string;
  name_norm: string;
  /** tsvector as text: 'word':1A,4B 'other':2 (no letter = weight D). */
  document: string;
}

/** Listing rows of a store view ordered by position, with their search documents. */
export async function loadListingRows(db: Queryable, storeId: number): Promise<ListingRow[]> {
  const rows = await db.query<ListingRow & Record<string, unknown>>(
    `SELECT i.product_id, i.sku, i.name_sort, i.url_key, i.category_ids, i.brand_option_id, i.aroma_option_ids,
            i.promotion_option_id, i.min_price, i.position,
            coalesce(s.sku_norm, '') AS sku_norm, coalesce(s.name_norm, '') AS name_norm, coalesce(s.document::text, '') AS document
       FROM catalog_product_index i
       LEFT JOIN catalog_search s ON s.store_id = i.store_id AND s.product_id = i.product_id
      WHERE i.store_id = $1
      ORDER BY i.position, i.product_id`,
    [storeId]
  );
  for (const row of rows) row.min_price = Number(row.min_price);
  return rows;
}
