-- Content half of the store: the store views themselves, CMS pages and blocks, the blog (Amasty Blog
-- shape), shop locator (Mageplaza Store Locator shape), banner slider, the active promo, the
-- directory (countries and regions) and per-path custom RO/EN redirects.

-- Magento's installer creates website 'base', group 'main_website_store' and the default store view;
-- doing the same here means every migrated database (tests included) has valid store ids for the
-- url_rewrite foreign key. seedContent() refreshes names and settings.
INSERT INTO store_website (website_id, code, name) VALUES (1, 'base', 'Main Website')
  ON CONFLICT (website_id) DO NOTHING;
INSERT INTO store_group (group_id, website_id, code, name, root_category_id)
  VALUES (1, 1, 'main_website_store', 'GNC Romania', 2)
  ON CONFLICT (group_id) DO NOTHING;
INSERT INTO store (store_id, code, name, group_id, website_id, locale, path_prefix, sort_order)
  VALUES (1, 'default', 'Română', 1, 1, 'ro_RO', '', 0),
         (2, 'en_storeview', 'English', 1, 1, 'en_US', 'en', 1)
  ON CONFLICT (store_id) DO NOTHING;

-- CMS pages. store_id 0 = every store view (Magento's "All Store Views").
-- The identifier is also the URL key; promo pages keep '.html' in it, as an admin would type it.
CREATE TABLE cms_page (
  page_id serial PRIMARY KEY,
  store_id integer NOT NULL DEFAULT 0,
  identifier text NOT NULL,
  title text NOT NULL,
  content_heading text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  page_layout text NOT NULL DEFAULT 'cms-full-width',
  meta_title text NOT NULL DEFAULT '',
  meta_keywords text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (identifier, store_id)
);

CREATE TABLE cms_block (
  block_id serial PRIMARY KEY,
  store_id integer NOT NULL DEFAULT 0,
  identifier text NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (identifier, store_id)
);

-- The retailer's EN/RO switch: explicit targets for a path, used before the entity-equivalent lookup.
CREATE TABLE custom_url_redirect (
  redirect_id serial PRIMARY KEY,
  request_path text NOT NULL UNIQUE,
  rourlredirect text,
  enurlredirect text
);

-- Directory: countries the store ships to and their regions (Magento region ids kept for Romania).
CREATE TABLE directory_country (
  country_id char(2) PRIMARY KEY,
  iso3_code char(3) NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE TABLE directory_region (
  region_id integer PRIMARY KEY,
  country_id char(2) NOT NULL REFERENCES directory_country(country_id),
  code text NOT NULL,
  default_name text NOT NULL,
  UNIQUE (country_id, code)
);

-- Blog (Amasty Blog). Rows are per store view: the Romanian and English blogs are separate content.
CREATE TABLE blog_author (
  author_id serial PRIMARY KEY,
  name text NOT NULL,
  url_key text NOT NULL UNIQUE,
  short_description text NOT NULL DEFAULT '',
  facebook_profile text,
  twitter_profile text,
  instagram_profile text
);
CREATE TABLE blog_category (
  category_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES store(store_id),
  parent_id integer NOT NULL DEFAULT 0,
  path text NOT NULL DEFAULT '',
  level integer NOT NULL DEFAULT 1,
  name text NOT NULL,
  url_key text NOT NULL,
  description text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  meta_title text NOT NULL DEFAULT '',
  meta_tags text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (store_id, url_key)
);
CREATE TABLE blog_tag (
  tag_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES store(store_id),
  name text NOT NULL,
  url_key text NOT NULL,
  meta_title text NOT NULL DEFAULT '',
  meta_tags text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  UNIQUE (store_id, url_key)
);
-- status: 0 disabled, 1 hidden, 2 published, 3 scheduled (Amasty's values).
CREATE TABLE blog_post (
  post_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES store(store_id),
  title text NOT NULL,
  url_key text NOT NULL,
  short_content text NOT NULL DEFAULT '',
  full_content text NOT NULL DEFAULT '',
  status integer NOT NULL DEFAULT 2,
  author_id integer REFERENCES blog_author(author_id),
  published_at timestamptz NOT NULL DEFAULT now(),
  views integer NOT NULL DEFAULT 0,
  votes_plus integer NOT NULL DEFAULT 0,
  votes_minus integer NOT NULL DEFAULT 0,
  is_featured boolean NOT NULL DEFAULT false,
  comments_enabled boolean NOT NULL DEFAULT true,
  post_thumbnail text,
  list_thumbnail text,
  thumbnail_alt text NOT NULL DEFAULT '',
  meta_title text NOT NULL DEFAULT '',
  meta_tags text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  related_post_ids integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (store_id, url_key)
);
CREATE INDEX blog_post_listing ON blog_post (store_id, status, published_at DESC);
CREATE TABLE blog_post_category (
  post_id integer NOT NULL REFERENCES blog_post(post_id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES blog_category(category_id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, category_id)
);
CREATE INDEX blog_post_category_by_category ON blog_post_category (category_id);
CREATE TABLE blog_post_tag (
  post_id integer NOT NULL REFERENCES blog_post(post_id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES blog_tag(tag_id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, tag_id)
);
CREATE INDEX blog_post_tag_by_tag ON blog_post_tag (tag_id);
-- status: 1 pending, 2 approved, 3 rejected (Amasty's values; the spec's PENDING/APPROVED/REJECTED).
CREATE TABLE blog_comment (
  comment_id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES blog_post(post_id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES store(store_id),
  status integer NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  customer_id integer,
  name text,
  email text,
  message text NOT NULL,
  reply_to integer REFERENCES blog_comment(comment_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_comment_by_post ON blog_comment (post_id, status);

-- Shop locator (Mageplaza Store Locator). Opening hours per weekday as Mageplaza stores them:
-- JSON {"value":"1","use_system_config":"0","from":["09","00"],"to":["21","00"]}.
CREATE TABLE store_location (
  location_id serial PRIMARY KEY,
  name text NOT NULL,
  status integer NOT NULL DEFAULT 1,
  description text NOT NULL DEFAULT '',
  store_ids text NOT NULL DEFAULT '0',
  city text NOT NULL,
  country text NOT NULL DEFAULT 'RO',
  street text NOT NULL,
  state_province text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  url_key text NOT NULL,
  latitude numeric(10, 7) NOT NULL,
  longitude numeric(10, 7) NOT NULL,
  phone_one text NOT NULL DEFAULT '',
  phone_two text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  is_config_website integer NOT NULL DEFAULT 1,
  fax text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  images text NOT NULL DEFAULT '[]',
  is_default_store integer NOT NULL DEFAULT 0,
  time_zone text NOT NULL DEFAULT 'Europe/Bucharest',
  is_config_time_zone integer NOT NULL DEFAULT 1,
  sort_order integer NOT NULL DEFAULT 0,
  product_ids text NOT NULL DEFAULT '',
  is_show_product_page integer NOT NULL DEFAULT 0,
  is_selected_all_product integer NOT NULL DEFAULT 1,
  operation_mon text NOT NULL DEFAULT '',
  operation_tue text NOT NULL DEFAULT '',
  operation_wed text NOT NULL DEFAULT '',
  operation_thu text NOT NULL DEFAULT '',
  operation_fri text NOT NULL DEFAULT '',
  operation_sat text NOT NULL DEFAULT '',
  operation_sun text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (url_key, store_ids)
);

-- Banner slider (Mageplaza Banner Slider plus the retailer's button/category/overlay columns).
CREATE TABLE banner_slider (
  slider_id integer PRIMARY KEY,
  name text NOT NULL,
  status integer NOT NULL DEFAULT 1
);
CREATE TABLE banner (
  banner_id serial PRIMARY KEY,
  slider_id integer NOT NULL REFERENCES banner_slider(slider_id),
  store_id integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  status integer NOT NULL DEFAULT 1,
  image text NOT NULL DEFAULT '',
  url_banner text NOT NULL DEFAULT '',
  newtab integer NOT NULL DEFAULT 0,
  button_name text NOT NULL DEFAULT '',
  category_select text NOT NULL DEFAULT '',
  color_banner_overlay text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX banner_by_slider ON banner (slider_id, store_id, position);

-- The retailer's active promo (replaces the hero banners when on). store_id 0 = every store view.
CREATE TABLE active_promo (
  promo_id serial PRIMARY KEY,
  store_id integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  status boolean NOT NULL DEFAULT false,
  image text NOT NULL DEFAULT '',
  special_category_ids integer[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0
);
