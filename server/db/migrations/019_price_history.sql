-- Price history (Omnibus: Directive 98/6/EC art. 6a; HG 947/2000 art. 4^1): every change of a product's
-- price attributes, with its time, so that the lowest price of the 30 days before a reduction began can
-- be shown beside it (services/priceHistory.ts). A row is the whole price state from `changed_at` on;
-- the final price of any day is finalPrice(row in force that day, day) (services/catalogPrice.ts), so a
-- special price whose date window opens or closes changes the final price without a row of its own.
--
-- store_id is the store view the prices are for; 0 is the global scope (Magento's admin store), the
-- prices catalog_product holds and every store view shows. A view with rows of its own reads those
-- instead (none has today: both views share the global price).
CREATE TABLE catalog_product_price_history (
  history_id bigserial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  store_id integer NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL,
  price numeric(12, 2) NOT NULL,      -- RON, tax included, as catalog_product
  special_price numeric(12, 2),
  special_from_date date,
  special_to_date date
);
CREATE INDEX catalog_product_price_history_product ON catalog_product_price_history (product_id, store_id, changed_at, history_id);

-- Every writer is covered (the seed, imports, scripts, maintenance SQL): a new product's prices apply
-- from its created_at (its launch), a changed price from the moment of the write. A write that leaves
-- the four columns as they were adds nothing.
CREATE FUNCTION catalog_product_price_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_product_price_history (product_id, store_id, changed_at, price, special_price, special_from_date, special_to_date)
  VALUES (NEW.product_id, 0, CASE WHEN TG_OP = 'INSERT' THEN LEAST(NEW.created_at, now()) ELSE now() END,
          NEW.price, NEW.special_price, NEW.special_from_date, NEW.special_to_date);
  RETURN NULL;
END
$$;

CREATE TRIGGER catalog_product_price_inserted AFTER INSERT ON catalog_product
  FOR EACH ROW EXECUTE FUNCTION catalog_product_price_history_record();

CREATE TRIGGER catalog_product_price_changed AFTER UPDATE OF price, special_price, special_from_date, special_to_date ON catalog_product
  FOR EACH ROW
  WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.special_price IS DISTINCT FROM NEW.special_price
        OR OLD.special_from_date IS DISTINCT FROM NEW.special_from_date OR OLD.special_to_date IS DISTINCT FROM NEW.special_to_date)
  EXECUTE FUNCTION catalog_product_price_history_record();

-- A store that existed before this migration knows only today's prices: they count from each product's
-- created_at, the best that store can say.
INSERT INTO catalog_product_price_history (product_id, store_id, changed_at, price, special_price, special_from_date, special_to_date)
SELECT product_id, 0, LEAST(created_at, now()), price, special_price, special_from_date, special_to_date FROM catalog_product;
