-- Compare lists (Magento's catalog_compare_list and catalog_compare_item, CompareListGraphQl): a guest's
-- list is known by its masked id (the uid the shopper keeps); a customer has at most one list per store
-- view. A list belongs to the store view it was created in. Items are products, each once per list.
CREATE TABLE compare_list (
  list_id serial PRIMARY KEY,
  masked_id text NOT NULL UNIQUE,
  store_id integer NOT NULL REFERENCES store(store_id) ON DELETE CASCADE,
  customer_id integer REFERENCES customer(customer_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX compare_list_customer_store ON compare_list (customer_id, store_id) WHERE customer_id IS NOT NULL;

CREATE TABLE compare_list_item (
  list_id integer NOT NULL REFERENCES compare_list(list_id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES catalog_product(product_id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, product_id)
);
