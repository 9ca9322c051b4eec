/**
 * Search terms (Magento's Marketing > Search Terms): a query text's popularity and redirect per store
 * view. Magento's searchTerm resolver loads the term by its text and answers the loaded data: for a text
 * the store has no term for, that is an empty record, so every field is null (not a null SearchTerm).
 */
import type { RequestContext } from '../domain/context';
import { findSearchTerm } from '../repositories/searchTerms';
import { SEARCH_QUERY_MAX } from './textLimits';

export interface SearchTermOutput {
  query_text: string | null;
  redirect: string | null;
  popularity: number | null;
}

const UNKNOWN: SearchTermOutput = { query_text: null, redirect: null, popularity: null };

export async function searchTerm(ctx: Pick<RequestContext, 'db' | 'store'>, text: string | null): Promise<SearchTermOutput> {
  // Magento keeps at most catalog/search/max_query_length characters of a query: a longer text is no term.
  if (!text || text.length > SEARCH_QUERY_MAX) return UNKNOWN;
  const row = await findSearchTerm(ctx.db, ctx.store.id, text);
  return row ? { query_text: row.query_text, redirect: row.redirect, popularity: row.popularity } : UNKNOWN;
}
