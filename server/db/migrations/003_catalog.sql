-- Catalogue: categories, products (simple and configurable), attributes, media, reviews, links,
-- plus denormalised per-store index tables that the storefront queries read (listing, aggregations, search).
-- Texts that differ per store view live in *_store tables keyed by store_id (1 = ro_RO, 2 = en_US).

-- Category tree as Magento keeps it: id 1 is the global root, id 2 'Default Category' the store root.
CREATE TABLE catalog_category (
  category_id integer PRIMARY KEY,
  parent_id integer REFERENCES catalog_category(category_id),
  path text NOT NULL,                 -- '1/2/4/11'
  level integer NOT NULL,             -- 0 global root, 1 store root, 2 top menu items
  position integer NOT NULL DEFAULT 0,
  children_count integer NOT NULL DEFAULT 0, -- all descendants, as Magento counts them
  include_in_menu boolean NOT NULL DEFAULT true,
  is_active boolean NOT NULL DEFAULT true,
  is_anchor boolean NOT NULL DEFAULT true,
  display_mode text NOT NULL DEFAULT 'PRODUCTS',
  default_sort_by text NOT NULL DEFAULT 'position',
  available_sort_by text[] NOT NULL DEFAULT ARRAY['position', 'name', 'price'],
  image text,                         -- file under media/catalog/category/
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalog_category_parent ON catalog_category (parent_id, position);

CREATE TABLE catalog_category_store (
  category_id integer NOT NULL REFERENCES catalog_category(category_id) ON DELETE CASCADE,
  store_id integer NOT NULL,
  name text NOT NULL,
  url_key text NOT NULL,
  url_path text NOT NULL,             -- 'proteine/proteine-din-zer', without suffix
  description text,
  meta_title text,
  meta_keywords text,
  meta_description text,
  product_count integer NOT NULL DEFAULT 0, -- visible products incl. anchor descendants; set by rebuildCatalogIndex()
  PRIMARY KEY (category_id, store_id)
);
CREATE INDEX catalog_category_store_url_path ON catalog_category_store (store_id, url_path);
CREATE INDEX catalog_category_store_url_key ON catalog_category_store (store_id, url_key);

-- EAV-lite: the select/multiselect attributes used for configurable options and layered navigation.
CREATE TABLE catalog_attribute (
  attribute_id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,          -- brand, aroma, gramaj, gnc_tip_de_promotie, gnc_eticheta_speciala, gnc_etichete_promotie
  frontend_input text NOT NULL,       -- select | multiselect
  labels jsonb NOT NULL,              -- {"0": "Aromă", "1": "Aromă", "2": "Flavour"}
  is_filterable boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  swatch_type text                    -- null | 'text' | 'color'
);

CREATE TABLE catalog_attribute_option (
  option_id integer PRIMARY KEY,
  attribute_id integer NOT NULL REFERENCES catalog_attribute(attribute_id),
  code text NOT NULL,                 -- stable machine name, e.g. 'ciocolata'
  sort_order integer NOT NULL DEFAULT 0,
  labels jsonb NOT NULL,              -- {"0": "Ciocolată", "1": "Ciocolată", "2": "Chocolate"}
  swatch_value text,
  UNIQUE (attribute_id, code)
);

CREATE TABLE catalog_product (
  product_id integer PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  type_id text NOT NULL CHECK (type_id IN ('simple', 'configurable')),
  parent_id integer REFERENCES catalog_product(product_id), -- the configurable a variant belongs to
  visibility integer NOT NULL DEFAULT 4, -- 1 not visible individually (variants), 4 catalog and search
  status integer NOT NULL DEFAULT 1,
  attribute_set_id integer NOT NULL DEFAULT 4,
  brand_option_id integer REFERENCES catalog_attribute_option(option_id),
  price numeric(12, 2) NOT NULL,      -- RON, tax included
  special_price numeric(12, 2),
  special_from_date date,
  special_to_date date,
  weight numeric(10, 3),
  tax_class text NOT NULL DEFAULT 'reduced' CHECK (tax_class IN ('reduced', 'standard')), -- 11% food supplements, 21% other
  news_from_date date,
  news_to_date date,
  expiry_date date,                   -- data_expirarii
  promotion_option_id integer REFERENCES catalog_attribute_option(option_id),     -- gnc_tip_de_promotie
  special_label_option_id integer REFERENCES catalog_attribute_option(option_id), -- gnc_eticheta_speciala
  promotion_label_option_ids integer[] NOT NULL DEFAULT '{}',                     -- gnc_etichete_promotie
  aroma_option_ids integer[] NOT NULL DEFAULT '{}', -- own flavours (simple) or all variants' flavours (configurable)
  stock_status text NOT NULL DEFAULT 'IN_STOCK' CHECK (stock_status IN ('IN_STOCK', 'OUT_OF_STOCK')),
  quantity integer NOT NULL DEFAULT 0,
  country_of_manufacture text,
  image text,                         -- '/a/b/file.jpg' main image (also small_image and thumbnail)
  position integer NOT NULL DEFAULT 0, -- default listing order ("position")
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalog_product_parent ON catalog_product (parent_id) WHERE parent_id IS NOT NULL;

CREATE TABLE catalog_product_store (
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  store_id integer NOT NULL,
  name text NOT NULL,
  url_key text NOT NULL,
  short_description text,
  description text,
  meta_title text,
  meta_keyword text,
  meta_description text,
  ingredients text,
  usage_instructions text,
  nutrition_facts jsonb,              -- {serving_size, servings_per_container, rows: [{name, amount, daily_value}]}
  image_label text,
  PRIMARY KEY (product_id, store_id)
);
CREATE INDEX catalog_product_store_url_key ON catalog_product_store (store_id, url_key);

-- Configurable axes: which attributes a configurable uses, and each variant's option per axis.
CREATE TABLE catalog_product_super_attribute (
  product_super_attribute_id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  attribute_id integer NOT NULL REFERENCES catalog_attribute(attribute_id),
  position integer NOT NULL DEFAULT 0,
  UNIQUE (product_id, attribute_id)
);

CREATE TABLE catalog_product_variant_option (
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE, -- the variant
  attribute_id integer NOT NULL REFERENCES catalog_attribute(attribute_id),
  option_id integer NOT NULL REFERENCES catalog_attribute_option(option_id),
  PRIMARY KEY (product_id, attribute_id)
);

CREATE TABLE catalog_category_product (
  category_id integer NOT NULL REFERENCES catalog_category(category_id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX catalog_category_product_product ON catalog_category_product (product_id);

CREATE TABLE catalog_product_media (
  value_id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  file text NOT NULL,                 -- '/a/b/file.jpg' under media/catalog/product
  position integer NOT NULL DEFAULT 1,
  disabled boolean NOT NULL DEFAULT false,
  types text[] NOT NULL DEFAULT '{}', -- image, small_image, thumbnail
  labels jsonb NOT NULL DEFAULT '{}'  -- per store id
);
CREATE INDEX catalog_product_media_product ON catalog_product_media (product_id, position);

CREATE TABLE catalog_product_link (
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  linked_product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  link_type text NOT NULL CHECK (link_type IN ('related', 'upsell', 'crosssell')),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, link_type, linked_product_id)
);

CREATE TABLE catalog_rating (
  rating_id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  labels jsonb NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE catalog_review (
  review_id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  store_id integer NOT NULL,
  status text NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved', 'rejected')),
  nickname text NOT NULL,
  summary text NOT NULL,
  text text NOT NULL,
  ratings jsonb NOT NULL,             -- {"quality": 5, "price": 4, "value": 5} (1..5)
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalog_review_product ON catalog_review (product_id, store_id, created_at DESC);

-- Denormalised per-store listing index: one row per visible product per store view, rebuilt by
-- rebuildCatalogIndex() after a seed or an import (prices with special dates: refreshPriceIndex()).
-- The application loads it whole into its in-memory listing engine (services/catalogEngine.ts), which
-- does filtering, sorting and aggregations, so it needs no secondary indexes.
CREATE TABLE catalog_product_index (
  store_id integer NOT NULL,
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  sku text NOT NULL,
  name text NOT NULL,
  name_sort text NOT NULL,            -- unaccented, lower case
  url_key text NOT NULL,
  category_ids integer[] NOT NULL,    -- direct categories plus anchor ancestors
  brand_option_id integer,
  aroma_option_ids integer[] NOT NULL DEFAULT '{}',
  promotion_option_id integer,
  min_price numeric(12, 2) NOT NULL,  -- final price (special applied); configurable: cheapest variant
  max_price numeric(12, 2) NOT NULL,
  min_regular_price numeric(12, 2) NOT NULL,
  max_regular_price numeric(12, 2) NOT NULL,
  is_new boolean NOT NULL DEFAULT false,
  in_stock boolean NOT NULL DEFAULT true,
  rating_summary numeric(5, 2) NOT NULL DEFAULT 0,
  review_count integer NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, product_id)
);
-- Search document per product per store: tsvector over normalised text (names, brand and SKU weight A,
-- categories B, keywords C, the other language's name D), loaded by the listing engine as an inverted index.
CREATE TABLE catalog_search (
  store_id integer NOT NULL,
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  document tsvector NOT NULL,
  name_norm text NOT NULL,
  sku_norm text NOT NULL,
  PRIMARY KEY (store_id, product_id)
);

-- Bumped by every index rebuild: application servers holding the listing index in memory reload it
-- when the version they loaded is no longer the current one.
CREATE TABLE catalog_index_state (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO catalog_index_state (id, version) VALUES (1, 0);
