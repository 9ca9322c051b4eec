/**
 * A query the store has run once runs compiled from then on (mercurius' `jit`, graphql-jit): the
 * compiled query must answer exactly as the first, interpreted run did — data, nulls, abstract types,
 * Magento-shaped errors, variables that do not fit — in both store views, over GET and POST.
 */
jest.mock('graphql-jit', () => {
  const actual = jest.requireActual('graphql-jit');
  return { ...actual, compileQuery: jest.fn(actual.compileQuery) };
});

import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { testAppForFile } from '../../test/helpers/server';

const t = testAppForFile();

const LISTING = `query Listing($uid: String!, $size: Int) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: $size, currentPage: 1, sort: { price: ASC }) {
    total_count page_info { current_page total_pages }
    aggregations { attribute_code label count options { label value count } }
    items { __typename uid sku name url_key stock_status small_image { url label }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } }
      ... on ConfigurableProduct { configurable_options { attribute_code label values { uid label } }
        variants { attributes { code value_index } product { sku stock_status price_range { maximum_price { final_price { value } } } } } } }
  }
}`;

const ROUTE = `query Route($url: String!) {
  route(url: $url) { __typename relative_url redirect_code type
    ... on ProductInterface { sku name }
    ... on CategoryInterface { uid name }
    ... on CmsPage { identifier title } }
}`;

const CART_WITHOUT_TOKEN = `{ customerCart { id } }`;

interface Ask {
  query: string;
  variables?: Record<string, unknown>;
  store?: string;
  method?: 'GET' | 'POST';
}

async function ask({ query, variables, store = 'default', method = 'POST' }: Ask) {
  const headers = { store, host: 'shop.example.ro' };
  const res =
    method === 'GET'
      ? await t.app.inject({
          method,
          url: `/graphql?query=${encodeURIComponent(query)}${variables ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : ''}`,
          headers
        })
      : await t.app.inject({ method, url: '/graphql', headers: { ...headers, 'content-type': 'application/json' }, payload: { query, variables } });
  return { status: res.statusCode, body: res.json() };
}

/** The first answer (interpreted) and the next two (compiled once, then reused). */
async function threeTimes(request: Ask) {
  const compiledBefore = jest.mocked(compileQuery).mock.calls.length;
  const answers = [await ask(request), await ask(request), await ask(request)];
  const calls = jest.mocked(compileQuery).mock;
  const compiled = calls.calls.length - compiledBefore;
  // A query graphql-jit cannot compile would run interpreted again: count only real compilations.
  if (compiled) expect(isCompiledQuery(calls.results.at(-1)!.value)).toBe(true);
  return { answers, compiled };
}

describe('a query runs compiled from its second run and answers as the first', () => {
  test.each([
    ['a category listing with aggregations and configurable variants, Romanian, GET', { query: LISTING, variables: { uid: 'NA==', size: 12 }, method: 'GET' as const }],
    ['the same listing in English, POST', { query: LISTING.replace('query Listing', 'query EnglishListing'), variables: { uid: 'NA==', size: 24 }, store: 'en_storeview' }],
    ['a route to a category page (an interface answered by its concrete type)', { query: ROUTE, variables: { url: 'proteine.html' } }],
    ['a route that does not exist (null)', { query: ROUTE.replace('query Route', 'query MissingRoute'), variables: { url: 'nu-exista.html' } }]
  ])('%s', async (_name, request) => {
    const { answers, compiled } = await threeTimes(request);
    expect(compiled).toBe(1);
    expect(answers[0].status).toBe(200);
    expect(answers[0].body.errors).toBeUndefined();
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  test('a listing beyond its last page: the same Magento error, compiled or not', async () => {
    const { answers, compiled } = await threeTimes({ query: LISTING.replace('currentPage: 1', 'currentPage: 99'), variables: { uid: 'NA==', size: 12 } });
    expect(compiled).toBe(1);
    expect(answers[0].body.errors[0].message).toMatch(/currentPage value 99 specified is greater than the \d+ page\(s\) available/);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  test("a guest asking for a customer's cart: the same authorization error and status", async () => {
    const { answers, compiled } = await threeTimes({ query: CART_WITHOUT_TOKEN });
    expect(compiled).toBe(1);
    expect(answers[0].body.errors[0].extensions.category).toBe('graphql-authorization');
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  test('variables that do not fit the query are refused the same way on every run', async () => {
    const { answers } = await threeTimes({ query: LISTING, variables: { uid: 'NA==', size: 'twelve' } });
    expect(answers[0].body.errors[0].message).toMatch(/\$size/);
    expect(answers[0].body.data ?? null).toBeNull();
    for (const answer of answers.slice(1)) {
      expect(answer.status).toBe(answers[0].status);
      expect(answer.body.errors.map((e: { message: string }) => e.message)).toEqual(answers[0].body.errors.map((e: { message: string }) => e.message));
    }
  });
});
