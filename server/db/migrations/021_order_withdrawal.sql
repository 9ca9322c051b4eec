-- Withdrawal from a distance contract (OUG 34/2014 art. 9-14; Directive 2011/83/EU art. 11a as inserted
-- by Directive (EU) 2023/2673): the shopper's withdrawal request of an order, what it covers, and how the
-- retailer moves it along (npm run order -- --withdrawal received|refunded <number>). The period runs
-- from delivery, so an order now keeps when it was delivered, and its status history (Magento's
-- sales_order_status_history) keeps the comments the retailer reads.

-- When the goods were delivered: the order reached status complete (services/orderStatus.ts). Orders
-- completed before this column existed were last changed when they were completed.
ALTER TABLE sales_order ADD COLUMN delivered_at timestamptz;
UPDATE sales_order SET delivered_at = updated_at WHERE state = 'complete';

-- Magento's sales_order_status_history: each status change and each comment on an order, oldest first.
CREATE TABLE sales_order_status_history (
  history_id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES sales_order(order_id) ON DELETE CASCADE,
  status text NOT NULL,                                 -- the order's status when it was written
  comment text,
  entity_name text NOT NULL DEFAULT 'order' CHECK (entity_name IN ('order', 'withdrawal')),
  is_customer_notified boolean NOT NULL DEFAULT false,  -- a mail told the shopper
  is_visible_on_front boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_order_status_history_order ON sales_order_status_history (order_id, history_id);

-- One withdrawal request per order at most: a second request answers the first (the unique order_id
-- holds under concurrent requests too).
CREATE TABLE sales_order_withdrawal (
  withdrawal_id serial PRIMARY KEY,
  order_id integer NOT NULL UNIQUE REFERENCES sales_order(order_id) ON DELETE CASCADE,
  increment_id text NOT NULL UNIQUE,                    -- '000000012-R1'
  status text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'RECEIVED_BACK', 'REFUNDED')),
  whole_order boolean NOT NULL,
  consumer_name text NOT NULL,                          -- as the shopper wrote it
  consumer_email text NOT NULL,                         -- where the acknowledgement went
  store_id integer REFERENCES store(store_id) ON DELETE SET NULL, -- the store view the request came from
  requested_at timestamptz NOT NULL,
  received_back_at timestamptz,
  refunded_at timestamptz
);

-- The items withdrawn from and how many of each (all of them for a whole-order withdrawal).
CREATE TABLE sales_order_withdrawal_item (
  withdrawal_id integer NOT NULL REFERENCES sales_order_withdrawal(withdrawal_id) ON DELETE CASCADE,
  order_item_id integer NOT NULL REFERENCES sales_order_item(item_id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (withdrawal_id, order_item_id)
);
