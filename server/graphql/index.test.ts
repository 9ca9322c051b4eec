import { getIntrospectionQuery } from 'graphql';
import { rmSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../test/helpers/server';
import { insertStoreViews, platformOnlyDirs, TEST_RESOLVERS, TEST_SCHEMA } from '../../test/helpers/platformGraphql';
import { cacheIdFor } from './index';
import { ARGUMENT_MAX } from '../services/textLimits';
import { VARIABLES_NOT_OBJECT_MESSAGE } from './inputBoundary';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions: { category: string; code: string; field?: string }; locations?: unknown[]; path?: unknown[] }>;
}

let testApp: TestApp;
const dirs = platformOnlyDirs();

beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    ...dirs,
    extraSchema: [TEST_SCHEMA],
    extraResolvers: [TEST_RESOLVERS],
    graphqlCacheMaxAge: 600
  });
  await insertStoreViews(testApp.db);
});

afterAll(async () => {
  await testApp.close();
  rmSync(dirs.schemaDir, { recursive: true, force: true });
  rmSync(dirs.resolversDir, { recursive: true, force: true });
});

const get = (query: string, headers: Record<string, string> = {}, variables?: object) =>
  testApp.app.inject({
    method: 'GET',
    url: '/graphql',
    query: { query, ...(variables ? { variables: JSON.stringify(variables) } : {}) },
    headers
  });

const post = (body: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/graphql', payload: body as object, headers });

/** The English store view: messages as Magento writes them. */
const EN = { store: 'en_storeview' };

const json = (response: { body: string }): GraphQLBody => JSON.parse(response.body) as GraphQLBody;

describe('queries over GET and POST', () => {
  it('answers a GET query', async () => {
    const response = await get('{ echo(text: "salut") }');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { echo: 'salut' } });
  });

  it('answers a POST query with variables', async () => {
    const response = await post({ query: 'query Echo($t: String) { echo(text: $t) }', variables: { t: 'hello' } });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { echo: 'hello' } });
  });

  it('runs a mutation over POST, uncacheable', async () => {
    const response = await post({ query: 'mutation { touch }' });
    expect(json(response)).toEqual({ data: { touch: true } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a mutation over GET with 405 and a clear GraphQL error', async () => {
    const response = await get('mutation { touch }');
    expect(response.statusCode).toBe(405);
    const body = json(response);
    expect(body.errors).toEqual([
      { message: 'Operation cannot be performed via a GET request', extensions: { category: 'graphql', code: 'INVALID_REQUEST' } }
    ]);
    expect(body.data ?? null).toBeNull();
  });

  it('allows introspection', async () => {
    const response = await post({ query: getIntrospectionQuery() });
    expect(response.statusCode).toBe(200);
    const body = json(response) as { data: { __schema: { queryType: { name: string } } } };
    expect(body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('store view, currency and token from the headers', () => {
  it('uses the default store view without a Store header', async () => {
    const body = json(await get('{ storeInfo { code locale currency token } }'));
    expect(body.data).toEqual({ storeInfo: { code: 'default', locale: 'ro_RO', currency: 'RON', token: null } });
  });

  it('selects the store view named by the Store header', async () => {
    const body = json(await get('{ storeInfo { code locale } }', { store: 'en_storeview' }));
    expect(body.data).toEqual({ storeInfo: { code: 'en_storeview', locale: 'en_US' } });
  });

  it('accepts "default" in any case, as Magento', async () => {
    const body = json(await get('{ storeInfo { code } }', { store: ' DEFAULT ' }));
    expect(body.data).toEqual({ storeInfo: { code: 'default' } });
  });

  it('answers an unknown store with Magento’s error, HTTP 200, not 500', async () => {
    const response = await get('{ storeInfo { code } }', { store: 'fr_storeview' });
    expect(response.statusCode).toBe(200);
    expect(json(response).errors).toEqual([
      { message: 'Requested store is not found', extensions: { category: 'graphql-input', code: 'STORE_NOT_FOUND' } }
    ]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('honours Content-Currency when the store offers it', async () => {
    const body = json(await get('{ storeInfo { currency } }', { 'content-currency': 'eur' }));
    expect(body.data).toEqual({ storeInfo: { currency: 'EUR' } });
  });

  it('ignores a currency the store does not offer', async () => {
    const onDefault = json(await get('{ storeInfo { currency } }', { 'content-currency': 'USD' }));
    expect(onDefault.data).toEqual({ storeInfo: { currency: 'RON' } });
    const onEnglish = json(await get('{ storeInfo { currency } }', { store: 'en_storeview', 'content-currency': 'EUR' }));
    expect(onEnglish.data).toEqual({ storeInfo: { currency: 'RON' } });
  });

  it('passes the bearer token of the Authorization header', async () => {
    const body = json(await post({ query: '{ storeInfo { token } }' }, { authorization: 'Bearer abc123' }));
    expect(body.data).toEqual({ storeInfo: { token: 'abc123' } });
  });
});

describe('cache headers', () => {
  it('gives the same X-Magento-Cache-Id for the same store, currency and customer group', async () => {
    const first = await get('{ echo }', { store: 'en_storeview' });
    const second = await post({ query: '{ echo(text: "other") }' }, { store: 'en_storeview' });
    expect(first.headers['x-magento-cache-id']).toBe(cacheIdFor('en_storeview', 'RON', 0));
    expect(second.headers['x-magento-cache-id']).toBe(first.headers['x-magento-cache-id']);
    expect(first.headers['x-magento-cache-id']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes the cache id with the store, the currency and a signed-in customer', async () => {
    const ids = await Promise.all([
      get('{ echo }'),
      get('{ echo }', { store: 'en_storeview' }),
      get('{ echo }', { 'content-currency': 'EUR' }),
      get('{ echo }', { authorization: 'Bearer t0ken' })
    ]);
    const values = ids.map((r) => r.headers['x-magento-cache-id']);
    expect(new Set(values).size).toBe(4);
  });

  it('makes a public GET answer cacheable, with its cache tags', async () => {
    const response = await get('{ taggedAnswer echo }');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.headers['x-magento-tags']).toBe('cat_p_1,cms_b_footer');
    expect(String(response.headers.vary)).toContain('Store');
    expect(String(response.headers.vary)).toContain('Content-Currency');
  });

  it('never shares an answer to a request with Authorization', async () => {
    const response = await get('{ taggedAnswer }', { authorization: 'Bearer t0ken' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-magento-tags']).toBeUndefined();
  });

  it('keeps private an answer a resolver marked private', async () => {
    const response = await get('{ privateAnswer }');
    expect(json(response).data).toEqual({ privateAnswer: 'private' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps POST queries private', async () => {
    const response = await post({ query: '{ taggedAnswer }' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('does not share an answer computed for other context values than the client claims', async () => {
    const response = await get('{ echo }', { 'x-magento-cache-id': cacheIdFor('en_storeview', 'RON', 0) });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const matching = await get('{ echo }', { 'x-magento-cache-id': cacheIdFor('default', 'RON', 0) });
    expect(matching.headers['cache-control']).toBe('public, max-age=600');
  });

  it('does not cache an answer with errors', async () => {
    const response = await get('{ missingEntity }');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('Magento query limits', () => {
  const nested = (levels: number) => `{ node { ${'child { '.repeat(levels)}id${' }'.repeat(levels)} } }`;

  it('accepts a query of depth 20', async () => {
    const response = await get(nested(20));
    expect(response.statusCode).toBe(200);
    expect(json(response).errors).toBeUndefined();
  });

  it('rejects a query of depth 21 with Magento’s message', async () => {
    const response = await get(nested(21));
    expect(response.statusCode).toBe(200);
    expect(json(response).errors).toEqual([
      { message: 'Max query depth should be 20 but got 21.', extensions: { category: 'graphql', code: 'QUERY_TOO_COMPLEX' } }
    ]);
  });

  const wide = (fields: number) => `{ ${Array.from({ length: fields }, (_, i) => `e${i}: echo`).join(' ')} }`;

  it('accepts a query of complexity 300', async () => {
    const body = json(await post({ query: wide(300) }));
    expect(body.errors).toBeUndefined();
    expect(Object.keys(body.data ?? {})).toHaveLength(300);
  });

  it('rejects a query of complexity 301 with Magento’s message', async () => {
    const response = await post({ query: wide(301) });
    expect(response.statusCode).toBe(200);
    expect(json(response).errors).toEqual([
      { message: 'Max query complexity should be 300 but got 301.', extensions: { category: 'graphql', code: 'QUERY_TOO_COMPLEX' } }
    ]);
  });
});

describe('errors in Magento’s format', () => {
  it('answers a syntax error with HTTP 200 and category graphql', async () => {
    const response = await get('{ echo(');
    expect(response.statusCode).toBe(200);
    const [error] = json(response).errors ?? [];
    expect(error.message).toMatch(/^Syntax Error: /);
    expect(error.extensions).toEqual({ category: 'graphql', code: 'INVALID_QUERY' });
    expect(error.locations).toEqual([{ line: 1, column: 8 }]);
  });

  it('answers an unknown field with HTTP 200 (mercurius would say 400)', async () => {
    const response = await post({ query: '{ zzz }' });
    expect(response.statusCode).toBe(200);
    expect(json(response).errors).toEqual([
      {
        message: 'Cannot query field "zzz" on type "Query".',
        extensions: { category: 'graphql', code: 'INVALID_QUERY' },
        locations: [{ line: 1, column: 3 }]
      }
    ]);
  });

  it('keeps the message, category and code of a Magento error from a resolver', async () => {
    const body = json(await get('{ missingEntity echo }', { store: 'en_storeview' }));
    expect(body.data).toEqual({ missingEntity: null, echo: 'echo' });
    expect(body.errors).toEqual([
      {
        message: 'Could not find a product with SKU "nope"',
        extensions: { category: 'graphql-no-such-entity', code: 'PRODUCT_NOT_FOUND' },
        locations: [{ line: 1, column: 3 }],
        path: ['missingEntity']
      }
    ]);
  });

  it("answers in the store view's language: the default (Romanian) view translates a catalogued message, values and code kept", async () => {
    const body = json(await get('{ missingEntity }'));
    expect(body.errors).toEqual([
      {
        message: 'Nu am găsit produsul cu codul „nope”',
        extensions: { category: 'graphql-no-such-entity', code: 'PRODUCT_NOT_FOUND' },
        locations: [{ line: 1, column: 3 }],
        path: ['missingEntity']
      }
    ]);
    // A developer-facing message is not in the catalogue: as it is.
    expect(json(await post({ query: '{ zzz }' })).errors?.[0]?.message).toBe('Cannot query field "zzz" on type "Query".');
  });

  it('hides an unexpected exception behind "Internal server error", without a stack', async () => {
    const response = await get('{ brokenAnswer echo }');
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.data).toEqual({ brokenAnswer: null, echo: 'echo' });
    expect(body.errors).toEqual([
      {
        message: 'Internal server error',
        extensions: { category: 'internal', code: 'INTERNAL_ERROR' },
        locations: [{ line: 1, column: 3 }],
        path: ['brokenAnswer']
      }
    ]);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts:');
  });

  it('answers bad variables with a GraphQL error, not a 500', async () => {
    const response = await post({ query: 'query Q($t: Int!) { node { id } x: echo(text: "a") }', variables: { t: 'abc' } });
    expect(response.statusCode).toBe(200);
    const [error] = json(response).errors ?? [];
    expect(error.message).toContain('$t');
    expect(error.extensions).toEqual({ category: 'graphql', code: 'INVALID_QUERY' });
  });

  it('answers a malformed JSON body with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: '{"query": "{ echo }"',
      headers: { 'content-type': 'application/json' }
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors?.[0].extensions).toEqual({ category: 'graphql', code: 'INVALID_REQUEST' });
  });

  it('answers a request without a query with 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/graphql' });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors?.[0].message).toBeTruthy();
  });
});

describe('the input boundary: GraphQL text only, no unstorable characters', () => {
  it.each(['1', '[]', '{}', '"x"', '{"kind":"Document","definitions":[]}', 'null'])('refuses the JSON text %s as a query with 400 graphql-input', async (query) => {
    const response = await post({ query });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      errors: [{ message: expect.stringMatching(/^Syntax Error/), extensions: { category: 'graphql-input', code: 'INVALID_QUERY' } }]
    });
  });

  it('refuses a syntax tree sent as the query (never executed) and a query that is not text', async () => {
    const tree = { kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'mutation', selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'touch' } }] } }] };
    for (const query of [tree, 1, { query: '{ echo }' }]) {
      const response = await post({ query });
      expect(response.statusCode).toBe(400);
      expect(json(response).errors?.[0].extensions.category).toBe('graphql-input');
      expect(json(response).data).toBeUndefined();
    }
    const asJson = await post({ query: JSON.stringify(tree) });
    expect(asJson.statusCode).toBe(400);
    expect(json(asJson).data).toBeUndefined();
  });

  it('answers a GET whose query is JSON with 200 and the error, as Magento; application/graphql bodies too', async () => {
    const response = await get('1');
    expect(response.statusCode).toBe(200);
    expect(json(response).errors?.[0].extensions.category).toBe('graphql-input');
    const raw = await testApp.app.inject({ method: 'POST', url: '/graphql', payload: '{"kind":"Document"}', headers: { 'content-type': 'application/graphql' } });
    expect(raw.statusCode).toBe(400);
    expect(json(raw).errors?.[0].extensions.category).toBe('graphql-input');
  });

  it('refuses U+0000 and a lone surrogate in an inline argument or a variable, naming it', async () => {
    const inline = await post({ query: '{ echo(text: "a\\u0000b") }' }, EN);
    expect(inline.statusCode).toBe(400);
    expect(json(inline).errors).toEqual([
      {
        message: 'Invalid value of "text": it contains a character that is not allowed.',
        extensions: { category: 'graphql-input', code: 'INVALID_CHARACTERS', field: 'text' }
      }
    ]);
    const variable = await post({ query: 'query Echo($t: String) { echo(text: $t) }', variables: { t: 'x\u0000' } }, EN);
    expect(json(variable).errors?.[0].message).toBe('Invalid value of "t": it contains a character that is not allowed.');
    const nested = await get('query Echo($t: String) { echo(text: $t) }', EN, { t: 'ok', input: { items: ['fine', 'half \ud800 pair'] } });
    expect(nested.statusCode).toBe(200);
    expect(json(nested).errors?.[0].message).toBe('Invalid value of "input.items[1]": it contains a character that is not allowed.');
  });

  it('refuses a string argument longer than any field the store keeps, inline or a variable, naming it', async () => {
    const long = 'a'.repeat(ARGUMENT_MAX + 1);
    const inline = await post({ query: `{ echo(text: "${long}") }` }, EN);
    expect(inline.statusCode).toBe(400);
    expect(json(inline).errors).toEqual([
      {
        message: `Invalid value of "text": it is longer than ${ARGUMENT_MAX} characters.`,
        extensions: { category: 'graphql-input', code: 'VALUE_TOO_LONG', field: 'text' }
      }
    ]);
    const variable = await post({ query: 'query Echo($t: String) { echo(text: $t) }', variables: { t: 'ok', input: { street: ['x', long] } } }, EN);
    expect(json(variable).errors?.[0].message).toBe(`Invalid value of "input.street[1]": it is longer than ${ARGUMENT_MAX} characters.`);
    const romanian = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', store: 'default' },
      payload: { query: 'query Echo($t: String) { echo(text: $t) }', variables: { t: long } }
    });
    expect(json(romanian).errors?.[0].message).toBe(`Valoare nevalidă pentru „t”: are mai mult de ${ARGUMENT_MAX} caractere.`);
    expect(json(romanian).errors?.[0].extensions.code).toBe('VALUE_TOO_LONG');
    const longest = await post({ query: 'query Echo($t: String) { echo(text: $t) }', variables: { t: 'a'.repeat(ARGUMENT_MAX) } });
    expect(json(longest).data).toEqual({ echo: 'a'.repeat(ARGUMENT_MAX) });
  });

  it('refuses variables nested deeper than any input (however deep) with a 400 naming them', async () => {
    const levels = 20_000;
    const deep = `${'[{"a":'.repeat(levels / 2)}"x"${'}]'.repeat(levels / 2)}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...EN },
      payload: `{"query":"query Echo($t: String) { echo(text: $t) }","variables":{"t":"ok","input":${deep}}}`
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors?.[0].message).toMatch(/^Invalid value of "input(\[0\]|\.a)+": it is nested too deeply\.$/);
  });

  it('answers a GET whose variables are JSON but not an object with the input error, not a crash', async () => {
    for (const variables of ['1', 'true', '"text"', '[1]']) {
      const response = await testApp.app.inject({ method: 'GET', url: '/graphql', query: { query: '{ echo(text: "a") }', variables }, headers: EN });
      expect(response.statusCode).toBe(200);
      expect(json(response).errors).toEqual([{ message: VARIABLES_NOT_OBJECT_MESSAGE, extensions: { category: 'graphql-input', code: 'INVALID_QUERY' } }]);
    }
    const head = await testApp.app.inject({ method: 'HEAD', url: '/graphql', query: { query: '{ echo(text: "a") }', variables: '1' } });
    expect(head.statusCode).toBeLessThan(500);
  });

  it('keeps ordinary text, diacritics and emoji (whole surrogate pairs) as they are', async () => {
    const response = await post({ query: 'query Echo($t: String) { echo(text: $t) }', variables: { t: 'Proteină 💪 {"a":1}' } });
    expect(json(response)).toEqual({ data: { echo: 'Proteină 💪 {"a":1}' } });
    expect((await get('{ echo(text: "ș\\u00e9") }')).statusCode).toBe(200);
  });
});

describe('compression', () => {
  it('compresses large answers for browsers that accept it, and not small ones', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    const text = 'proteine '.repeat(400);
    const large = await get(`{ echo(text: "${text}") }`, { 'accept-encoding': 'br, gzip' });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toEqual({ data: { echo: text } });
    expect(large.headers['cache-control']).toBe('public, max-age=600');

    const small = await get('{ echo }', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
