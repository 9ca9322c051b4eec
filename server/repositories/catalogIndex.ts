/**
 * Builds the denormalised read tables of the catalogue from the source tables: the per-store listing
 * index (categories with anchors expanded, final prices, stock, ratings), the category product counts
 * and the search documents. Run after a seed or import; refreshPriceIndex()
 * alone recomputes prices when special-price windows open or close (e.g. daily, or at start-up).
 */
import type { Queryable } from '../db/client';

/** SQL for text normalised like services/searchText.ts normalizeSearchText(). */
const norm = (expr: string) => `btrim(regexp_replace(lower(unaccent(coalesce(${expr}, ''))), '[^a-z0-9]+', ' ', 'g'))`;

const FINAL_PRICE = (alias: string, today: string) => `CASE
  WHEN ${alias}.special_price IS NOT NULL
   AND (${alias}.special_from_date IS NULL OR ${alias}.special_from_date <= ${today})
   AND (${alias}.special_to_date IS NULL OR ${alias}.special_to_date >= ${today})
  THEN least(${alias}.price, ${alias}.special_price) ELSE ${alias}.price END`;

/** A product's rating summary (0–100) over its approved reviews of a store view, as Magento's rating_summary. */
const RATING_SUMMARY = `round(avg(((ratings->>'quality')::numeric + (ratings->>'value')::numeric + (ratings->>'price')::numeric) / 3) * 20, 2)`;

/** Prices of every visible product: own price for simple products, variants' range for configurables. */
const PRICE_CTE = (today: string) => `
  prices AS (
    SELECT p.product_id,
           min(${FINAL_PRICE('coalesce_v', today)}) AS min_price,
           max(${FINAL_PRICE('coalesce_v', today)}) AS max_price,
           min(coalesce_v.price) AS min_regular_price,
           max(coalesce_v.price) AS max_regular_price
      FROM catalog_product p
      JOIN catalog_product coalesce_v
        ON (p.type_id = 'configurable' AND coalesce_v.parent_id = p.product_id
            -- in-stock variants set the range when there are any (as services/catalogPrice.ts)
            AND (coalesce_v.stock_status = 'IN_STOCK' OR NOT EXISTS (
                  SELECT 1 FROM catalog_product w WHERE w.parent_id = p.product_id AND w.stock_status = 'IN_STOCK')))
        OR (p.type_id = 'simple' AND coalesce_v.product_id = p.product_id)
     WHERE p.visibility = 4
     GROUP BY p.product_id
  )`;

export async function rebuildCatalogIndex(db: Queryable, options: { today?: string } = {}): Promise<void> {
  const today = options.today ? `'${/^\d{4}-\d{2}-\d{2}$/.test(options.today) ? options.today : 'invalid'}'::date` : 'current_date';
  await db.exec(`
    DELETE FROM catalog_product_index;
    DELETE FROM catalog_search;

    WITH ${PRICE_CTE(today)},
    categories AS (
      SELECT cp.product_id, array_agg(DISTINCT ancestor.category_id ORDER BY ancestor.category_id) AS category_ids
        FROM catalog_category_product cp
        JOIN catalog_category c ON c.category_id = cp.category_id
        JOIN catalog_category ancestor
          ON ancestor.category_id = ANY (string_to_array(c.path, '/')::int[])
         AND ancestor.level >= 1
         AND (ancestor.category_id = c.category_id OR ancestor.is_anchor)
       GROUP BY cp.product_id
    ),
    ratings AS (
      SELECT product_id, store_id, count(*) AS review_count, ${RATING_SUMMARY} AS rating_summary
        FROM catalog_review WHERE status = 'approved'
       GROUP BY product_id, store_id
    )
    INSERT INTO catalog_product_index (store_id, product_id, sku, name, name_sort, url_key, category_ids, brand_option_id,
      aroma_option_ids, promotion_option_id, min_price, max_price, min_regular_price, max_regular_price, in_stock,
      rating_summary, review_count, position)
    SELECT ps.store_id, p.product_id, p.sku, ps.name, ${norm('ps.name')}, ps.url_key, coalesce(c.category_ids, '{}'),
           p.brand_option_id, p.aroma_option_ids, p.promotion_option_id,
           pr.min_price, pr.max_price, pr.min_regular_price, pr.max_regular_price,
           p.stock_status = 'IN_STOCK',
           coalesce(r.rating_summary, 0), coalesce(r.review_count, 0), p.position
      FROM catalog_product p
      JOIN catalog_product_store ps ON ps.product_id = p.product_id
      JOIN prices pr ON pr.product_id = p.product_id
      LEFT JOIN categories c ON c.product_id = p.product_id
      LEFT JOIN ratings r ON r.product_id = p.product_id AND r.store_id = ps.store_id
     WHERE p.visibility = 4 AND p.status = 1;

    UPDATE catalog_category_store cs
       SET product_count = coalesce(counts.product_count, 0)
      FROM catalog_category_store target
      LEFT JOIN (SELECT i.store_id, c.category_id, count(*) AS product_count
                   FROM catalog_product_index i CROSS JOIN LATERAL unnest(i.category_ids) AS c(category_id)
                  GROUP BY i.store_id, c.category_id) counts
        ON counts.store_id = target.store_id AND counts.category_id = target.category_id
     WHERE target.category_id = cs.category_id AND target.store_id = cs.store_id;

    WITH category_names AS (
      SELECT i.store_id, i.product_id, string_agg(cs.name, ' ') AS names
        FROM catalog_product_index i
        JOIN catalog_category_store cs ON cs.store_id = i.store_id AND cs.category_id = ANY (i.category_ids)
        JOIN catalog_category c ON c.category_id = cs.category_id AND c.level >= 2
       GROUP BY i.store_id, i.product_id
    ),
    docs AS (
      SELECT i.store_id, i.product_id,
             ${norm('ps.name')} AS name_norm,
             ${norm('p.sku')} AS sku_norm,
             ${norm("coalesce(brand.labels->>'0', '')")} AS brand_norm,
             ${norm('cn.names')} AS category_norm,
             ${norm('ps.meta_keyword')} AS keywords_norm,
             ${norm('other.name')} AS other_name_norm
        FROM catalog_product_index i
        JOIN catalog_product p ON p.product_id = i.product_id
        JOIN catalog_product_store ps ON ps.product_id = i.product_id AND ps.store_id = i.store_id
        LEFT JOIN catalog_product_store other ON other.product_id = i.product_id AND other.store_id <> i.store_id
        LEFT JOIN catalog_attribute_option brand ON brand.option_id = p.brand_option_id
        LEFT JOIN category_names cn ON cn.store_id = i.store_id AND cn.product_id = i.product_id
    )
    INSERT INTO catalog_search (store_id, product_id, document, name_norm, sku_norm)
    SELECT DISTINCT ON (store_id, product_id) store_id, product_id,
           setweight(to_tsvector('simple', name_norm), 'A')
           || setweight(to_tsvector('simple', sku_norm), 'A')
           || setweight(to_tsvector('simple', brand_norm), 'A')
           || setweight(to_tsvector('simple', category_norm), 'B')
           || setweight(to_tsvector('simple', keywords_norm), 'C')
           || setweight(to_tsvector('simple', other_name_norm), 'D'),
           name_norm, sku_norm
      FROM docs
     ORDER BY store_id, product_id;
  `);
  // The products too: catalog widgets find SKU lists through an index on lower(sku), which the planner
  // uses only once it knows the expression's values.
  await db.exec(`ANALYZE catalog_product_index; ANALYZE catalog_search; ANALYZE catalog_product;
    UPDATE catalog_index_state SET version = version + 1, updated_at = now();`);
}

/**
 * A product's review count and rating summary in a store view's listing row, recomputed after one of its
 * reviews was approved or rejected; the index version is bumped so the servers' listings reload.
 */
export async function refreshReviewSummary(db: Queryable, productId: number, storeId: number): Promise<void> {
  await db.query(
    `WITH approved AS (
       SELECT count(*)::int AS review_count, coalesce(${RATING_SUMMARY}, 0) AS rating_summary
         FROM catalog_review WHERE product_id = $1 AND store_id = $2 AND status = 'approved'
     ),
     changed AS (
       UPDATE catalog_product_index i SET review_count = a.review_count, rating_summary = a.rating_summary
         FROM approved a
        WHERE i.product_id = $1 AND i.store_id = $2
          AND (i.review_count, i.rating_summary) IS DISTINCT FROM (a.review_count, a.rating_summary)
       RETURNING 1
     )
     UPDATE catalog_index_state SET version = version + 1, updated_at = now() WHERE id = 1 AND EXISTS (SELECT 1 FROM changed)`,
    [productId, storeId]
  );
}

/** The index version: changes whenever the read tables are rebuilt or their prices refreshed. */
export async function readIndexVersion(db: Queryable): Promise<number> {
  const row = await db.one<{ version: number | string }>('SELECT version FROM catalog_index_state WHERE id = 1');
  return row ? Number(row.version) : 0;
}

/**
 * Recomputes final prices for today's date (special-price windows). Only
 * rows whose values change are written, and the index version is bumped only if there were any: every
 * server process runs this at start and after midnight, and a refresh that changes nothing must not
 * drop the catalogue caches of all the others (services/catalogCache.ts). Two processes refreshing at
 * once write each row once: the second finds it current (PostgreSQL re-checks the condition after the
 * first's row lock). Returns whether anything changed.
 */
export async function refreshPriceIndex(db: Queryable): Promise<boolean> {
  const row = await db.one<{ changed: number }>(`
    WITH ${PRICE_CTE('current_date')},
    changed AS (
      UPDATE catalog_product_index i
         SET min_price = f.min_price, max_price = f.max_price,
             min_regular_price = f.min_regular_price, max_regular_price = f.max_regular_price
        FROM prices f
       WHERE f.product_id = i.product_id
         AND (i.min_price, i.max_price, i.min_regular_price, i.max_regular_price)
             IS DISTINCT FROM (f.min_price, f.max_price, f.min_regular_price, f.max_regular_price)
      RETURNING 1
    ),
    bumped AS (
      UPDATE catalog_index_state SET version = version + 1, updated_at = now()
       WHERE EXISTS (SELECT 1 FROM changed)
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM changed)::int AS changed`);
  return (row?.changed ?? 0) > 0;
}
