-- Sales documents: invoices and shipments (Magento's sales_invoice, sales_shipment and their items and
-- tracks), written when an order is paid and when it is shipped. The store invoices and ships an order
-- whole, once: one invoice and one shipment per order at most. Credit memos are not issued here.
-- Money columns are RON with VAT included unless the name says excl.

-- Document numbers per store view and type, as Magento's sequence_invoice_N / sequence_shipment_N:
-- 000000001, 000000002, ... (store 1), 200000001, ... (store 2).
CREATE TABLE sales_document_sequence (
  entity_type text NOT NULL CHECK (entity_type IN ('invoice', 'shipment', 'creditmemo')),
  store_id integer NOT NULL REFERENCES store(store_id),
  last_value bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (entity_type, store_id)
);

CREATE TABLE sales_invoice (
  invoice_id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES sales_order(order_id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES store(store_id),
  increment_id text NOT NULL,
  subtotal_excl_tax numeric(12, 2) NOT NULL,
  subtotal_incl_tax numeric(12, 2) NOT NULL,
  discount_amount numeric(12, 2) NOT NULL,              -- positive amount taken off (coupon and reward points)
  shipping_excl_tax numeric(12, 2) NOT NULL,
  shipping_incl_tax numeric(12, 2) NOT NULL,
  tax_amount numeric(12, 2) NOT NULL,
  grand_total numeric(12, 2) NOT NULL,
  taxes jsonb NOT NULL DEFAULT '[]',                    -- [{rate, title, amount}]
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (store_id, increment_id)
);

CREATE TABLE sales_invoice_item (
  invoice_item_id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES sales_invoice(invoice_id) ON DELETE CASCADE,
  order_item_id integer NOT NULL REFERENCES sales_order_item(item_id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  UNIQUE (invoice_id, order_item_id)
);
CREATE INDEX sales_invoice_item_order_item ON sales_invoice_item (order_item_id);

CREATE TABLE sales_shipment (
  shipment_id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES sales_order(order_id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES store(store_id),
  increment_id text NOT NULL,
  total_qty integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (store_id, increment_id)
);

CREATE TABLE sales_shipment_item (
  shipment_item_id serial PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES sales_shipment(shipment_id) ON DELETE CASCADE,
  order_item_id integer NOT NULL REFERENCES sales_order_item(item_id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  UNIQUE (shipment_id, order_item_id)
);
CREATE INDEX sales_shipment_item_order_item ON sales_shipment_item (order_item_id);

-- The parcel's tracking numbers (Magento's sales_shipment_track).
CREATE TABLE sales_shipment_track (
  track_id serial PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES sales_shipment(shipment_id) ON DELETE CASCADE,
  carrier_code text NOT NULL,
  title text NOT NULL,
  track_number text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_shipment_track_shipment ON sales_shipment_track (shipment_id);
