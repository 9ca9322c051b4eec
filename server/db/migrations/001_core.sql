-- Store views, configuration and URL rewrites: what every other domain refers to.

CREATE TABLE store_website (
  website_id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE store_group (
  group_id integer PRIMARY KEY,
  website_id integer NOT NULL REFERENCES store_website(website_id),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  root_category_id integer NOT NULL
);

-- A store view (Magento's "store"): id 1 'default' (ro_RO, no path prefix), id 2 'en_storeview' (en_US, /en).
CREATE TABLE store (
  store_id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  group_id integer NOT NULL REFERENCES store_group(group_id),
  website_id integer NOT NULL REFERENCES store_website(website_id),
  locale text NOT NULL,
  path_prefix text NOT NULL DEFAULT '',
  base_currency_code text NOT NULL DEFAULT 'RON',
  default_display_currency_code text NOT NULL DEFAULT 'RON',
  available_currency_codes text[] NOT NULL DEFAULT ARRAY['RON'],
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);

-- Magento's core_config_data: settings per scope; store_id 0 is the default scope.
CREATE TABLE core_config (
  store_id integer NOT NULL DEFAULT 0,
  path text NOT NULL,
  value text,
  PRIMARY KEY (store_id, path)
);

-- URL rewrites: request_path (no leading slash, suffix included) per store view to an entity.
-- redirect_type 0 = serve the entity, 301/302 = redirect to target_path.
CREATE TABLE url_rewrite (
  url_rewrite_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES store(store_id),
  request_path text NOT NULL,
  target_path text NOT NULL DEFAULT '',
  redirect_type integer NOT NULL DEFAULT 0 CHECK (redirect_type IN (0, 301, 302)),
  entity_type text NOT NULL CHECK (entity_type IN ('cms-page', 'category', 'product', 'custom')),
  entity_id integer NOT NULL DEFAULT 0,
  UNIQUE (store_id, request_path)
);
CREATE INDEX url_rewrite_entity ON url_rewrite (entity_type, entity_id, store_id);

-- What the seeder has done, so an existing database is never seeded twice.
CREATE TABLE seed_state (
  name text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now(),
  detail jsonb
);
