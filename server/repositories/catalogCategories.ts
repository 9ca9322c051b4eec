/** Category tree with the texts of one store view. The tree is small (tens of rows): read whole. */
import type { Queryable } from '../db/client';

export interface CategoryRow {
  category_id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  children_count: number;
  include_in_menu: boolean;
  is_anchor: boolean;
  display_mode: string;
  default_sort_by: string;
  available_sort_by: string[];
  image: string | null;
  created_at: string;
  name: string;
  url_key: string;
  url_path: string;
  description: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  product_count: number;
  /** The CMS block (block_id) of the category's landing page in this store view, if any. */
  landing_page: number | null;
}

/** Every active category with its texts in the store view, parents before children, siblings by position. */
export async function listCategories(db: Queryable, storeId: number): Promise<CategoryRow[]> {
  const rows = await db.query<CategoryRow & Record<string, unknown>>(
    `SELECT c.category_id, c.parent_id, c.path, c.level, c.position, c.children_count, c.include_in_menu, c.is_anchor,
            c.display_mode, c.default_sort_by, c.available_sort_by, coalesce(cs.image, c.image) AS image,
            c.created_at::text AS created_at,
            cs.name, cs.url_key, cs.url_path, cs.description, cs.meta_title, cs.meta_keywords, cs.meta_description,
            cs.product_count, cs.landing_page
       FROM catalog_category c
       JOIN catalog_category_store cs ON cs.category_id = c.category_id AND cs.store_id = $1
      WHERE c.is_active
      ORDER BY c.level, c.position, c.category_id`,
    [storeId]
  );
  return rows;
}

/**
 * Sets (or, with null, removes) a category's landing block in a store view (the admin's Content > Add CMS
 * Block), and bumps the index version so the servers' cached category trees reload.
 */
export async function setCategoryLandingPage(db: Queryable, categoryId: number, storeId: number, blockId: number | null): Promise<void> {
  await db.query(
    `WITH changed AS (
       UPDATE catalog_category_store SET landing_page = $3 WHERE category_id = $1 AND store_id = $2 RETURNING 1
     )
     UPDATE catalog_index_state SET version = version + 1, updated_at = now() WHERE id = 1 AND EXISTS (SELECT 1 FROM changed)`,
    [categoryId, storeId, blockId]
  );
}
