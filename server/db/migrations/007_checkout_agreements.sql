-- Checkout agreements (Magento's CheckoutAgreements): what the shopper accepts before placing an order,
-- per store view. MANUAL: a checkbox the shopper ticks; AUTO: accepted by placing the order.
CREATE TABLE checkout_agreement (
  agreement_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES store(store_id),
  name text NOT NULL,
  content text NOT NULL DEFAULT '',
  checkbox_text text NOT NULL,
  is_html boolean NOT NULL DEFAULT true,
  mode text NOT NULL DEFAULT 'MANUAL' CHECK (mode IN ('AUTO', 'MANUAL')),
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX checkout_agreement_store ON checkout_agreement (store_id, sort_order);
