/**
 * Products with the texts of one store view, and everything hanging off them (variants, configurable
 * axes, media, categories, links, URL rewrites). Every function takes a list of ids so callers batch.
 */
import type { Queryable } from '../db/client';

export interface ProductRow {
  product_id: number;
  sku: string;
  type_id: 'simple' | 'configurable';
  parent_id: number | null;
  visibility: number;
  attribute_set_id: number;
  brand_option_id: number | null;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  weight: number | null;
  /** Magento's tax class, derived from the columns below by services/vat.ts (seed, migration 020). */
  tax_class: 'reduced' | 'standard';
  food_supplement: boolean;
  regulatory_category: 'food_supplement' | 'herbal_supplement' | 'food' | 'cosmetic' | null;
  nc_code: string | null;
  sugars_per_100g: number | null;
  added_sugar: boolean | null;
  /** The pack's net quantity (a configurable's variants have their own). */
  net_quantity: number | null;
  net_quantity_unit: 'g' | 'ml' | 'pcs' | null;
  unit_price_basis: 'kg' | 'l' | '100g' | '100ml' | 'piece' | null;
  news_from_date: string | null;
  news_to_date: string | null;
  expiry_date: string | null;
  promotion_option_id: number | null;
  special_label_option_id: number | null;
  promotion_label_option_ids: number[];
  aroma_option_ids: number[];
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  quantity: number;
  country_of_manufacture: string | null;
  image: string | null;
  position: number;
  created_at: string;
  updated_at: string;
  name: string;
  url_key: string;
  short_description: string | null;
  description: string | null;
  meta_title: string | null;
  meta_keyword: string | null;
  meta_description: string | null;
  ingredients: string | null;
  usage_instructions: string | null;
  nutrition_facts: unknown;
  /** Annex II allergens named in the store view's language; null where food law does not apply. */
  allergens: string[] | null;
  storage_conditions: string | null;
  food_business_operator: string | null;
  image_label: string | null;
  rating_summary: number;
  review_count: number;
  /** Configurable axes, by position (configurable products only). */
  super_attributes: SuperAttribute[] | null;
}

export interface SuperAttribute {
  product_super_attribute_id: number;
  attribute_id: number;
  position: number;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));

// PGlite returns numeric as text, node-postgres (with the client's parser) as number: normalise.
function toProduct(row: Record<string, unknown>): ProductRow {
  return {
    ...(row as unknown as ProductRow),
    price: num(row.price),
    special_price: numOrNull(row.special_price),
    weight: numOrNull(row.weight),
    sugars_per_100g: numOrNull(row.sugars_per_100g),
    net_quantity: numOrNull(row.net_quantity),
    rating_summary: num(row.rating_summary ?? 0),
    review_count: num(row.review_count ?? 0)
  };
}

const PRODUCT_COLUMNS = `
  p.product_id, p.sku, p.type_id, p.parent_id, p.visibility, p.attribute_set_id, p.brand_option_id, p.price,
  p.special_price, p.special_from_date::text AS special_from_date, p.special_to_date::text AS special_to_date,
  p.weight, p.tax_class, p.food_supplement, p.regulatory_category, p.nc_code, p.sugars_per_100g, p.added_sugar,
  p.net_quantity, p.net_quantity_unit, p.unit_price_basis, p.news_from_date::text AS news_from_date, p.news_to_date::text AS news_to_date,
  p.expiry_date::text AS expiry_date, p.promotion_option_id, p.special_label_option_id, p.promotion_label_option_ids,
  p.aroma_option_ids, p.stock_status, p.quantity, p.country_of_manufacture, p.image, p.position,
  to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
  to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS updated_at,
  ps.name, ps.url_key, ps.short_description, ps.description, ps.meta_title, ps.meta_keyword, ps.meta_description,
  ps.ingredients, ps.usage_instructions, ps.nutrition_facts, ps.allergens, ps.storage_conditions, ps.food_business_operator, ps.image_label,
  coalesce(i.rating_summary, 0) AS rating_summary, coalesce(i.review_count, 0) AS review_count,
  CASE WHEN p.type_id = 'configurable' THEN (
    SELECT json_agg(json_build_object('product_super_attribute_id', sa.product_super_attribute_id,
             'attribute_id', sa.attribute_id, 'position', sa.position) ORDER BY sa.position)
      FROM catalog_product_super_attribute sa WHERE sa.product_id = p.product_id) END AS super_attributes`;

const PRODUCT_FROM = `
  FROM catalog_product p
  JOIN catalog_product_store ps ON ps.product_id = p.product_id AND ps.store_id = $1
  LEFT JOIN catalog_product_index i ON i.product_id = p.product_id AND i.store_id = $1`;

/** Enabled products by id (variants included), in no particular order. */
export async function findProductsByIds(db: Queryable, storeId: number, ids: readonly number[]): Promise<ProductRow[]> {
  if (!ids.length) return [];
  const rows = await db.query(`SELECT ${PRODUCT_COLUMNS} ${PRODUCT_FROM} WHERE p.product_id = ANY ($2::int[]) AND p.status = 1`, [storeId, ids]);
  return rows.map(toProduct);
}

/** Product ids for SKUs (any visibility), for the cart and for exact lookups. */
export async function findProductIdsBySkus(db: Queryable, skus: readonly string[]): Promise<Map<string, number>> {
  if (!skus.length) return new Map();
  const rows = await db.query<{ sku: string; product_id: number }>(
    'SELECT sku, product_id FROM catalog_product WHERE sku = ANY ($1::text[]) AND status = 1',
    [skus]
  );
  return new Map(rows.map((r) => [r.sku, r.product_id]));
}

export interface VariantRow extends ProductRow {
  /** attribute_id → option_id of each configurable axis. */
  options: Array<{ attribute_id: number; option_id: number }>;
}

/** Enabled variants of configurable products, each with its chosen option per axis, by position then id. */
export async function findVariantsByParentIds(db: Queryable, storeId: number, parentIds: readonly number[]): Promise<VariantRow[]> {
  if (!parentIds.length) return [];
  const rows = await db.query(
    `SELECT ${PRODUCT_COLUMNS},
            coalesce((SELECT json_agg(json_build_object('attribute_id', vo.attribute_id, 'option_id', vo.option_id) ORDER BY vo.attribute_id)
                        FROM catalog_product_variant_option vo WHERE vo.product_id = p.product_id), '[]'::json) AS options
       ${PRODUCT_FROM}
      WHERE p.parent_id = ANY ($2::int[]) AND p.status = 1
      ORDER BY p.parent_id, p.product_id`,
    [storeId, parentIds]
  );
  return rows.map((row) => ({ ...toProduct(row), options: row.options as VariantRow['options'] }));
}

export interface MediaRow {
  value_id: number;
  product_id: number;
  file: string;
  position: number;
  disabled: boolean;
  types: string[];
  labels: Record<string, string>;
}

export async function findMediaByProductIds(db: Queryable, ids: readonly number[]): Promise<MediaRow[]> {
  if (!ids.length) return [];
  return db.query<MediaRow & Record<string, unknown>>(
    `SELECT value_id, product_id, file, position, disabled, types, labels
       FROM catalog_product_media WHERE product_id = ANY ($1::int[]) ORDER BY product_id, position, value_id`,
    [ids]
  );
}

/** Categories a product is assigned to directly (not the anchor ancestors). */
export async function findCategoryIdsByProductIds(db: Queryable, ids: readonly number[]): Promise<Array<{ product_id: number; category_id: number }>> {
  if (!ids.length) return [];
  return db.query<{ product_id: number; category_id: number }>(
    `SELECT cp.product_id, cp.category_id FROM catalog_category_product cp
       JOIN catalog_category c ON c.category_id = cp.category_id AND c.is_active
      WHERE cp.product_id = ANY ($1::int[]) ORDER BY cp.product_id, c.level, c.position`,
    [ids]
  );
}

export type LinkType = 'related' | 'upsell' | 'crosssell';

/** Linked products that are visible and enabled, by link position. */
export async function findLinkedProductIds(
  db: Queryable, ids: readonly number[], linkType: LinkType
): Promise<Array<{ product_id: number; linked_product_id: number }>> {
  if (!ids.length) return [];
  return db.query<{ product_id: number; linked_product_id: number }>(
    `SELECT l.product_id, l.linked_product_id FROM catalog_product_link l
       JOIN catalog_product p ON p.product_id = l.linked_product_id AND p.status = 1 AND p.visibility = 4
      WHERE l.product_id = ANY ($1::int[]) AND l.link_type = $2 ORDER BY l.product_id, l.position`,
    [ids, linkType]
  );
}

export async function findProductUrlRewrites(
  db: Queryable, storeId: number, ids: readonly number[]
): Promise<Array<{ entity_id: number; request_path: string }>> {
  if (!ids.length) return [];
  return db.query<{ entity_id: number; request_path: string }>(
    `SELECT entity_id, request_path FROM url_rewrite
      WHERE store_id = $1 AND entity_type = 'product' AND redirect_type = 0 AND entity_id = ANY ($2::int[])
      ORDER BY entity_id, url_rewrite_id`,
    [storeId, ids]
  );
}
