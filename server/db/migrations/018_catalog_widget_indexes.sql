-- Catalog Products List widgets in CMS content (repositories/catalogWidget.ts) take their first N products
-- of a store view by walking these instead of sorting the whole catalogue (50,000 products: ~1 ms, not
-- ~0.5 s): the listing order ("position", Page Builder's default), the newest products first
-- (date_newest_top, the home's new products), and SKU lists compared without regard to case.
CREATE INDEX catalog_product_index_position ON catalog_product_index (store_id, position, product_id);
CREATE INDEX catalog_product_created ON catalog_product (created_at DESC, product_id DESC);
CREATE INDEX catalog_product_sku_lower ON catalog_product (lower(sku));
-- The planner uses the expression index once it has the expression's statistics.
ANALYZE catalog_product;
