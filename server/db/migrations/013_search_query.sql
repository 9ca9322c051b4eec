-- Search terms (Magento's search_query): a query text per store view with its popularity (how often it
-- was searched) and, optionally, the page a search for it goes to instead of the results (Marketing >
-- Search Terms > Redirect URL). PWA Studio's search page asks searchTerm(Search) for them. Magento
-- compares query texts with its case-insensitive collation: the unique key is on the lower-cased text.
CREATE TABLE search_query (
  query_id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES store(store_id) ON DELETE CASCADE,
  query_text text NOT NULL,
  num_results integer NOT NULL DEFAULT 0,
  popularity integer NOT NULL DEFAULT 0,
  redirect text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX search_query_store_text ON search_query (store_id, lower(query_text));
