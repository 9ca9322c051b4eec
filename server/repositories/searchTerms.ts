/** Search terms (Magento's search_query table): query text, popularity and redirect per store view. */
import type { Queryable } from '../db/client';

export interface SearchTermRow extends Record<string, unknown> {
  query_text: string;
  redirect: string | null;
  popularity: number;
  num_results: number;
}

/** The store view's term for a query text, compared case-insensitively as Magento's collation does. */
export async function findSearchTerm(db: Queryable, storeId: number, queryText: string): Promise<SearchTermRow | undefined> {
  return db.one<SearchTermRow>(
    `SELECT query_text, redirect, popularity, num_results FROM search_query
      WHERE store_id = $1 AND lower(query_text) = lower($2)`,
    [storeId, queryText]
  );
}

/** Adds or replaces a store view's term (the admin's Marketing > Search Terms). */
export async function saveSearchTerm(
  db: Queryable,
  storeId: number,
  term: { query_text: string; redirect?: string | null; popularity?: number; num_results?: number }
): Promise<void> {
  await db.query(
    `INSERT INTO search_query (store_id, query_text, redirect, popularity, num_results) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (store_id, lower(query_text)) DO UPDATE
       SET query_text = EXCLUDED.query_text, redirect = EXCLUDED.redirect, popularity = EXCLUDED.popularity,
           num_results = EXCLUDED.num_results, updated_at = now()`,
    [storeId, term.query_text, term.redirect ?? null, term.popularity ?? 0, term.num_results ?? 0]
  );
}
