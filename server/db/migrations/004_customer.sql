-- Customers: accounts, sign-in tokens, password resets, address book, newsletter, wishlists, the mail
-- outbox, contact requests, rate-limit counters, and review authorship.

-- Magento's customer_entity. E-mail addresses are stored lower case and are unique per website.
-- Sign-in lockout as Magento's customer_entity columns: failures_num / first_failure / lock_expires.
CREATE TABLE customer (
  customer_id serial PRIMARY KEY,
  website_id integer NOT NULL DEFAULT 1 REFERENCES store_website(website_id),
  store_id integer NOT NULL REFERENCES store(store_id),      -- store view the account was created in
  group_id integer NOT NULL DEFAULT 1,                        -- 1 General
  email text NOT NULL,
  firstname text NOT NULL,
  lastname text NOT NULL,
  middlename text,
  prefix text,
  suffix text,
  dob date,
  gender integer,                                             -- 1 Male, 2 Female, 3 Not Specified
  taxvat text,
  password_hash text NOT NULL,                                -- scrypt$N$r$p$salt$hash (services/password.ts)
  is_active boolean NOT NULL DEFAULT true,
  failures_num integer NOT NULL DEFAULT 0,
  first_failure timestamptz,
  lock_expires timestamptz,
  default_billing integer,                                    -- customer_address.address_id
  default_shipping integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customer_email_website ON customer (website_id, email);

-- Bearer tokens: only the sha256 of the token is kept, so a database leak yields no usable token.
CREATE TABLE customer_token (
  token_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(customer_id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked boolean NOT NULL DEFAULT false
);
CREATE INDEX customer_token_customer ON customer_token (customer_id);

-- Password reset tokens (hashed, single use, with expiry).
CREATE TABLE customer_password_reset (
  reset_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(customer_id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX customer_password_reset_customer ON customer_password_reset (customer_id);

CREATE TABLE customer_address (
  address_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(customer_id) ON DELETE CASCADE,
  firstname text NOT NULL,
  lastname text NOT NULL,
  middlename text,
  prefix text,
  suffix text,
  company text,
  street text[] NOT NULL,
  city text NOT NULL,
  region_id integer REFERENCES directory_region(region_id),
  region text,                                                -- name (from the directory when region_id is set)
  region_code text,
  postcode text,
  country_id char(2) NOT NULL REFERENCES directory_country(country_id),
  telephone text NOT NULL,
  fax text,
  vat_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_address_customer ON customer_address (customer_id);

-- Newsletter subscribers, Magento's statuses: 1 SUBSCRIBED, 2 NOT_ACTIVE, 3 UNSUBSCRIBED, 4 UNCONFIRMED.
CREATE TABLE newsletter_subscriber (
  subscriber_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES store(store_id),
  website_id integer NOT NULL DEFAULT 1,
  customer_id integer REFERENCES customer(customer_id) ON DELETE CASCADE,
  email text NOT NULL,
  status integer NOT NULL CHECK (status IN (1, 2, 3, 4)),
  change_status_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscriber_email ON newsletter_subscriber (website_id, email);

-- One wishlist per customer (Magento's default: multiple wishlists disabled).
CREATE TABLE wishlist (
  wishlist_id serial PRIMARY KEY,
  customer_id integer NOT NULL UNIQUE REFERENCES customer(customer_id) ON DELETE CASCADE,
  sharing_code text NOT NULL UNIQUE,
  name text,
  visibility boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- product_id is the product the shopper picked (the configurable for a configurable item);
-- selected_options holds its configurable option value uids, child_product_id the variant they select.
CREATE TABLE wishlist_item (
  wishlist_item_id serial PRIMARY KEY,
  wishlist_id integer NOT NULL REFERENCES wishlist(wishlist_id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  child_product_id integer REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  selected_options jsonb NOT NULL DEFAULT '[]',
  store_id integer NOT NULL,
  quantity numeric(12, 4) NOT NULL CHECK (quantity > 0),
  description text,
  added_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wishlist_item_wishlist ON wishlist_item (wishlist_id, wishlist_item_id);

-- Outgoing mail. Nothing is sent from this process: a relay (or /dev/outbox in development) reads it.
CREATE TABLE mail_outbox (
  mail_id serial PRIMARY KEY,
  store_id integer,
  to_email text NOT NULL,
  template text NOT NULL,                                     -- customer_welcome, customer_password_reset, ...
  subject text NOT NULL,
  html text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_to ON mail_outbox (to_email, mail_id DESC);

CREATE TABLE contact_request (
  contact_id serial PRIMARY KEY,
  store_id integer NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  telephone text,
  comment text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window request counters shared by every replica (services/rateLimit.ts).
CREATE TABLE rate_limit_counter (
  bucket text NOT NULL,                                       -- e.g. 'sign-in:ip:1.2.3.4'
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limit_counter_window ON rate_limit_counter (window_start);

-- Reviews written through createProductReview remember their author when signed in.
ALTER TABLE catalog_review ADD COLUMN customer_id integer REFERENCES customer(customer_id) ON DELETE SET NULL;
