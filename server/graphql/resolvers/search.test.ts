/** searchTerm (PWA Studio's module): the store view's search terms, Magento's answer for an unknown text. */
import { testAppForFile } from '../../../test/helpers/server';
import { saveSearchTerm } from '../../repositories/searchTerms';

const t = testAppForFile();

const SEARCH_TERM = 'query getSearchTermData($search: String) { searchTerm(Search: $search) { query_text redirect popularity } }';

async function searchTerm(search: string | null, store = 'default') {
  const res = await t.app.inject({
    method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' },
    payload: { query: SEARCH_TERM, variables: { search } }
  });
  return res.json();
}

beforeAll(async () => {
  await saveSearchTerm(t.db, 1, { query_text: 'proteina', popularity: 42, num_results: 30 });
  await saveSearchTerm(t.db, 1, { query_text: 'livrare', redirect: '/livrare', popularity: 7 });
  await saveSearchTerm(t.db, 2, { query_text: 'delivery', redirect: '/en/delivery', popularity: 3 });
});

test("a store view's term: its text, popularity and redirect (compared without regard to case)", async () => {
  expect(await searchTerm('proteina')).toEqual({ data: { searchTerm: { query_text: 'proteina', redirect: null, popularity: 42 } } });
  expect((await searchTerm('LIVRARE')).data.searchTerm).toEqual({ query_text: 'livrare', redirect: '/livrare', popularity: 7 });
});

test('terms belong to their store view', async () => {
  expect((await searchTerm('delivery', 'en_storeview')).data.searchTerm).toEqual({ query_text: 'delivery', redirect: '/en/delivery', popularity: 3 });
  expect((await searchTerm('delivery')).data.searchTerm).toEqual({ query_text: null, redirect: null, popularity: null });
});

test('an unknown, empty or missing text: a term whose fields are null, as Magento answers', async () => {
  for (const search of ['no such term', '', null, 'x'.repeat(200)]) {
    const { data, errors } = await searchTerm(search);
    expect(errors).toBeUndefined();
    expect(data.searchTerm).toEqual({ query_text: null, redirect: null, popularity: null });
  }
});
