-- Sales: carts (Magento's quote), coupons, shipping rates and parcel lockers, the sandbox card processor
-- and the payment vault, orders with their items and addresses, per-store order numbers, reward points.
-- Money columns are RON with VAT included unless the name says excl.

-- Cart rules with a coupon code (Magento's salesrule + salesrule_coupon, flattened: one code per rule).
CREATE TABLE sales_coupon (
  coupon_id serial PRIMARY KEY,
  code text NOT NULL,                                   -- compared case-insensitively, as Magento
  discount_type text NOT NULL CHECK (discount_type IN ('by_percent', 'cart_fixed')),
  discount_amount numeric(12, 2) NOT NULL CHECK (discount_amount > 0),
  min_subtotal numeric(12, 2) NOT NULL DEFAULT 0,      -- subtotal incl. tax the cart must reach
  labels jsonb NOT NULL DEFAULT '{}',                   -- per store id, '0' default
  from_date date,
  to_date date,
  is_active boolean NOT NULL DEFAULT true,
  uses_per_coupon integer,                              -- null: unlimited
  times_used integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX sales_coupon_code ON sales_coupon (lower(code));

-- Active and ordered carts. masked_id is the 32-character id clients hold (guest and customer carts
-- alike); quote_id never leaves the server. version is bumped on every change so placeOrder can check
-- that the cart it priced is the cart it converts.
CREATE TABLE quote (
  quote_id serial PRIMARY KEY,
  masked_id char(32) NOT NULL UNIQUE,
  store_id integer NOT NULL REFERENCES store(store_id),
  customer_id integer REFERENCES customer(customer_id) ON DELETE CASCADE,
  is_active boolean NOT NULL DEFAULT true,
  email text,
  coupon_code text,
  shipping_carrier_code text,
  shipping_method_code text,
  payment_method_code text,
  -- Card payments: the sandbox processor's single-use nonce, or a vaulted token's public hash.
  payment_nonce text,
  payment_public_hash text,
  payment_save_card boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- At most one active cart per customer.
CREATE UNIQUE INDEX quote_active_customer ON quote (customer_id) WHERE is_active AND customer_id IS NOT NULL;

-- product_id is the simple product sold (the variant for a configurable item), parent_product_id the
-- configurable it was chosen from.
CREATE TABLE quote_item (
  item_id serial PRIMARY KEY,
  quote_id integer NOT NULL REFERENCES quote(quote_id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES catalog_product(product_id),
  parent_product_id integer REFERENCES catalog_product(product_id),
  quantity integer NOT NULL CHECK (quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_item_quote ON quote_item (quote_id, item_id);

CREATE TABLE quote_address (
  quote_id integer NOT NULL REFERENCES quote(quote_id) ON DELETE CASCADE,
  address_type text NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  customer_address_id integer,
  firstname text NOT NULL,
  lastname text NOT NULL,
  company text,
  street text[] NOT NULL,
  city text NOT NULL,
  region_id integer,
  region_code text,
  region text,
  postcode text,
  country_id char(2) NOT NULL,
  telephone text,
  vat_id text,
  customer_notes text,
  -- Delivery point for the pickup and locker methods: a store locator location_id, a parcel locker code.
  pickup_location_code text,
  parcel_locker_code text,
  same_as_shipping boolean NOT NULL DEFAULT false,
  PRIMARY KEY (quote_id, address_type)
);

-- Delivery methods and prices (seeded). region_codes: only offered for these counties (null = all).
CREATE TABLE shipping_rate (
  carrier_code text NOT NULL,
  method_code text NOT NULL,
  carrier_titles jsonb NOT NULL,                        -- per store id
  method_titles jsonb NOT NULL,
  price numeric(12, 2) NOT NULL,                        -- incl. VAT (21%)
  free_from_subtotal numeric(12, 2),                    -- free from this subtotal incl. tax, after discounts
  region_codes text[],
  delivery_point text CHECK (delivery_point IN ('pickup_location', 'parcel_locker')),
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (carrier_code, method_code)
);

CREATE TABLE parcel_locker (
  locker_code text PRIMARY KEY,
  name text NOT NULL,
  city text NOT NULL,
  region_code text NOT NULL,
  street text NOT NULL,
  postcode text NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

-- Sandbox card processor: a card number becomes a single-use nonce. Only the sha256 of the nonce and
-- what a receipt may show (brand, last 4, expiry) are kept, never the number or the CVC.
CREATE TABLE payment_nonce (
  nonce_hash text PRIMARY KEY,
  brand text NOT NULL,                                  -- VI, MC, AE
  last4 char(4) NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('approve', 'decline', 'error')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Vaulted cards (Magento's vault_payment_token).
CREATE TABLE payment_token (
  token_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(customer_id) ON DELETE CASCADE,
  public_hash text NOT NULL UNIQUE,
  payment_method_code text NOT NULL,
  type text NOT NULL DEFAULT 'card',
  gateway_token text NOT NULL,
  brand text NOT NULL,
  last4 char(4) NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  outcome text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_token_customer ON payment_token (customer_id);
CREATE UNIQUE INDEX payment_token_card ON payment_token (customer_id, brand, last4, exp_month, exp_year) WHERE is_active;

-- Order numbers per store view: 000000001, 000000002, ... (store 1), 200000001, ... (store 2).
CREATE TABLE sales_sequence (
  store_id integer PRIMARY KEY REFERENCES store(store_id),
  last_value bigint NOT NULL DEFAULT 0
);

CREATE TABLE sales_order (
  order_id serial PRIMARY KEY,
  increment_id text NOT NULL UNIQUE,
  quote_id integer NOT NULL UNIQUE REFERENCES quote(quote_id), -- a cart becomes at most one order
  store_id integer NOT NULL REFERENCES store(store_id),
  customer_id integer REFERENCES customer(customer_id) ON DELETE SET NULL,
  customer_email text NOT NULL,
  customer_firstname text NOT NULL,
  customer_lastname text NOT NULL,
  customer_is_guest boolean NOT NULL,
  state text NOT NULL,
  status text NOT NULL,
  currency text NOT NULL,
  coupon_code text,
  discount_label text,
  subtotal_excl_tax numeric(12, 2) NOT NULL,
  subtotal_incl_tax numeric(12, 2) NOT NULL,
  discount_amount numeric(12, 2) NOT NULL,              -- positive amount taken off
  shipping_excl_tax numeric(12, 2) NOT NULL,
  shipping_incl_tax numeric(12, 2) NOT NULL,
  tax_amount numeric(12, 2) NOT NULL,
  grand_total numeric(12, 2) NOT NULL,
  taxes jsonb NOT NULL DEFAULT '[]',                    -- [{rate, title, amount}]
  shipping_carrier_code text NOT NULL,
  shipping_method_code text NOT NULL,
  shipping_description text NOT NULL,
  pickup_location_code text,
  parcel_locker_code text,
  payment jsonb NOT NULL,                               -- {method, title, brand, last4, transaction_id}
  total_qty integer NOT NULL,
  reward_points integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_order_customer ON sales_order (customer_id, created_at DESC);
CREATE INDEX sales_order_guest_email ON sales_order (lower(customer_email)) WHERE customer_id IS NULL;

CREATE TABLE sales_order_item (
  item_id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES sales_order(order_id) ON DELETE CASCADE,
  product_id integer,
  parent_product_id integer,
  sku text NOT NULL,                                    -- the simple product sold
  parent_sku text,
  name text NOT NULL,
  url_key text,
  product_type text NOT NULL,
  quantity integer NOT NULL,
  price_incl_tax numeric(12, 2) NOT NULL,
  price_excl_tax numeric(12, 2) NOT NULL,
  row_total_incl_tax numeric(12, 2) NOT NULL,
  row_total_excl_tax numeric(12, 2) NOT NULL,
  tax_percent numeric(5, 2) NOT NULL,
  tax_amount numeric(12, 2) NOT NULL,
  discount_amount numeric(12, 2) NOT NULL,
  selected_options jsonb NOT NULL DEFAULT '[]'         -- [{label, value}]
);
CREATE INDEX sales_order_item_order ON sales_order_item (order_id, item_id);

CREATE TABLE sales_order_address (
  order_id integer NOT NULL REFERENCES sales_order(order_id) ON DELETE CASCADE,
  address_type text NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  firstname text NOT NULL,
  lastname text NOT NULL,
  company text,
  street text[] NOT NULL,
  city text NOT NULL,
  region_id integer,
  region_code text,
  region text,
  postcode text,
  country_id char(2) NOT NULL,
  telephone text,
  vat_id text,
  PRIMARY KEY (order_id, address_type)
);

-- Reward points ledger: the balance is the sum. One earning row per order.
CREATE TABLE reward_points_history (
  history_id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer(customer_id) ON DELETE CASCADE,
  order_id integer REFERENCES sales_order(order_id) ON DELETE SET NULL,
  points integer NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id)
);
CREATE INDEX reward_points_history_customer ON reward_points_history (customer_id, history_id DESC);
