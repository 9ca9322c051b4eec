-- food_supplement: the product is a food supplement (Directive 2002/46/EC, HG 1197/2002), so its page
-- carries the statements the law requires (it is a food supplement; do not exceed the recommended daily
-- dose; not a substitute for a varied diet; keep out of the reach of young children). A global
-- attribute, as Magento keeps a yes/no attribute on the product.
ALTER TABLE catalog_product ADD COLUMN food_supplement boolean NOT NULL DEFAULT false;

-- A catalogue seeded before this column: the products of the reduced VAT class (supplements and foods)
-- are food supplements, except protein bars, which are foods (not in dose form). A database seeded
-- afterwards takes the value from the seed.
UPDATE catalog_product p SET food_supplement = true
 WHERE p.tax_class = 'reduced'
   AND NOT EXISTS (
     SELECT 1 FROM catalog_category_product cp
       JOIN catalog_category_store cs ON cs.category_id = cp.category_id
      WHERE cp.product_id = coalesce(p.parent_id, p.product_id) AND cs.url_key IN ('batoane-proteice', 'protein-bars'));
