-- Product data the law asks for (rules and sources: server/services/vat.ts, server/seed/catalog/foodInformation.ts).
--
-- VAT by regulatory category (Codul fiscal art. 291(2)(b) as amended by Legea 141/2025, in force from
-- 1 August 2025): food supplements of Legea 56/2021 are excluded from the reduced rate; supplements of
-- Legea 491/2003 (medicinal plants, bee products) keep it under NC 2101-2106; foods keep it unless
-- they have added sugar and at least 10 g of sugars per 100 g; cosmetics take the standard rate.
--   regulatory_category  food_supplement | herbal_supplement | food | cosmetic
--   nc_code              Combined Nomenclature code, digits only
--   sugars_per_100g      total sugars per 100 g ("of which sugars" of the nutrition declaration)
--   added_sugar          sugar is among the ingredients
-- tax_class stays as Magento's tax class, derived from those by services/vat.ts; food_supplement follows
-- the category (either kind of supplement carries the statements).
--
-- Price per unit of measure (HG 947/2000 art. 2): the pack's net quantity, per variant, and the unit
-- the retailer gives the unit price for.
--   net_quantity, net_quantity_unit  g | ml | pcs (capsules, tablets and bars are counted)
--   unit_price_basis                 kg | l | 100g | 100ml | piece
--
-- Food information before purchase (Reg. (EU) 1169/2011 art. 9, 14, 21): per store view, the allergens
-- of Annex II named in its language, how to store the product and the food business operator's name and
-- address. The nutrition declaration per 100 g lives in nutrition_facts (per_100).
ALTER TABLE catalog_product
  ADD COLUMN regulatory_category text CHECK (regulatory_category IN ('food_supplement', 'herbal_supplement', 'food', 'cosmetic')),
  ADD COLUMN nc_code text CHECK (nc_code ~ '^[0-9]{4,10}$'),
  ADD COLUMN sugars_per_100g numeric(5, 2) CHECK (sugars_per_100g BETWEEN 0 AND 100),
  ADD COLUMN added_sugar boolean,
  ADD COLUMN net_quantity numeric(10, 3) CHECK (net_quantity > 0),
  ADD COLUMN net_quantity_unit text CHECK (net_quantity_unit IN ('g', 'ml', 'pcs')),
  ADD COLUMN unit_price_basis text CHECK (unit_price_basis IN ('kg', 'l', '100g', '100ml', 'piece')),
  ADD CONSTRAINT catalog_product_net_quantity_with_unit CHECK ((net_quantity IS NULL) = (net_quantity_unit IS NULL));

ALTER TABLE catalog_product_store
  ADD COLUMN allergens text[],
  ADD COLUMN storage_conditions text,
  ADD COLUMN food_business_operator text;

-- backfill: a catalogue seeded before this migration is the demo catalogue. Each product (a variant through
-- its configurable) is known by the category it was seeded in and, for the few lines whose law differs
-- from their category's, by its name; the values are those the seed gives (the test of this migration
-- compares them on every product). A database seeded afterwards takes them from the seed.
UPDATE catalog_product p
   SET regulatory_category = l.category,
       nc_code = l.nc_code,
       sugars_per_100g = l.sugars,
       added_sugar = l.added_sugar
  FROM (
    SELECT k.product_id, k.category,
           CASE
             WHEN k.category = 'cosmetic' THEN '33049900'
             WHEN k.names LIKE '%Wafer%' THEN '19053299'
             WHEN k.names LIKE '%Maca%' THEN '11062090'
             WHEN k.names LIKE '%Ginkgo%' THEN '13021970'
             WHEN k.keys && ARRAY['proteine-din-zer', 'izolat-proteic', 'cazeina', 'proteine-vegane', 'whey-protein', 'protein-isolate', 'casein', 'vegan-protein'] THEN '21061080'
             WHEN k.keys && ARRAY['omega-3'] THEN '15042010'
             WHEN k.names LIKE '%Monohydrate%' OR k.names LIKE '%monohidrat%' THEN '29252900'
             ELSE '21069098'
           END AS nc_code,
           CASE
             WHEN k.category <> 'food' THEN NULL
             WHEN k.names LIKE '%Wafer%' THEN 21
             WHEN k.names LIKE '%Maca%' THEN 32
             ELSE 8.9
           END AS sugars,
           CASE
             WHEN k.category = 'herbal_supplement' THEN false
             WHEN k.category <> 'food' THEN NULL
             ELSE k.names NOT LIKE '%Maca%'
           END AS added_sugar
      FROM (
        SELECT c.product_id, c.keys, c.names,
               CASE
                 WHEN c.tax_class = 'standard' OR c.keys && ARRAY['cosmetice', 'cosmetics', 'ahava', 'tree-hut'] THEN 'cosmetic'
                 WHEN c.keys && ARRAY['batoane-proteice', 'protein-bars'] OR c.names LIKE '%Maca%' THEN 'food'
                 WHEN c.keys && ARRAY['plante-medicinale', 'herbal'] THEN 'herbal_supplement'
                 ELSE 'food_supplement'
               END AS category
          FROM (
            SELECT q.product_id, q.tax_class,
                   coalesce((SELECT array_agg(cs.url_key) FROM catalog_category_product cp
                               JOIN catalog_category_store cs ON cs.category_id = cp.category_id
                              WHERE cp.product_id = coalesce(q.parent_id, q.product_id)), '{}') AS keys,
                   coalesce((SELECT string_agg(ps.name, ' | ') FROM catalog_product_store ps
                              WHERE ps.product_id = coalesce(q.parent_id, q.product_id)), '') AS names
              FROM catalog_product q
          ) c
      ) k
  ) l
 WHERE l.product_id = p.product_id;

-- The net quantity from the pack's size option, by the seed's size codes ('g908' → 908 g, 'caps60' → 60
-- pieces): a variant's chosen size; a product sold in one size was named after it (the longest size label
-- its name carries, once, here). A configurable product whose variants differ in size has none.
UPDATE catalog_product p
   SET net_quantity = s.quantity,
       net_quantity_unit = s.unit,
       unit_price_basis = CASE s.unit WHEN 'g' THEN 'kg' WHEN 'ml' THEN 'l' ELSE 'piece' END
  FROM (
    SELECT DISTINCT ON (q.product_id) q.product_id,
           substring(o.code FROM '([0-9]+)$')::numeric AS quantity,
           CASE WHEN o.code ~ '^g[0-9]' THEN 'g' WHEN o.code ~ '^ml[0-9]' THEN 'ml' ELSE 'pcs' END AS unit
      FROM catalog_product q
      JOIN catalog_attribute a ON a.code = 'gramaj'
      JOIN catalog_attribute_option o ON o.attribute_id = a.attribute_id
     WHERE EXISTS (SELECT 1 FROM catalog_product_variant_option vo WHERE vo.product_id = q.product_id AND vo.option_id = o.option_id)
        OR (NOT EXISTS (SELECT 1 FROM catalog_product_variant_option vo WHERE vo.product_id = q.product_id AND vo.attribute_id = a.attribute_id)
            AND NOT EXISTS (SELECT 1 FROM catalog_product_super_attribute sa WHERE sa.product_id = q.product_id AND sa.attribute_id = a.attribute_id)
            AND EXISTS (SELECT 1 FROM catalog_product_store ps
                         WHERE ps.product_id = q.product_id
                           AND strpos(ps.name, ', ' || coalesce(o.labels ->> ps.store_id::text, o.labels ->> '0')) > 0))
     ORDER BY q.product_id, length(coalesce(o.labels ->> '0', '')) DESC
  ) s
 WHERE s.product_id = p.product_id AND s.quantity > 0;

-- VAT: the rule of services/vat.ts (vatRatePercent), in SQL.
UPDATE catalog_product
   SET food_supplement = coalesce(regulatory_category IN ('food_supplement', 'herbal_supplement'), false),
       tax_class = CASE
         WHEN (
                (regulatory_category = 'food' AND (
                   left(nc_code, 4) BETWEEN '0101' AND '0106' OR left(nc_code, 4) BETWEEN '0201' AND '0210'
                   OR left(nc_code, 4) BETWEEN '0301' AND '0308' OR left(nc_code, 4) BETWEEN '0401' AND '0409'
                   OR left(nc_code, 4) BETWEEN '0701' AND '1517' OR left(nc_code, 4) BETWEEN '1701' AND '2106'
                   OR left(nc_code, 4) IN ('2201', '2209')))
                OR (regulatory_category = 'herbal_supplement' AND left(nc_code, 4) BETWEEN '2101' AND '2106')
              )
              AND (added_sugar = false OR (added_sugar AND sugars_per_100g < 10))
         THEN 'reduced'
         ELSE 'standard'
       END;
