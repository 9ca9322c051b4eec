import { createRestClient, RestError, substituteMagentoParameters } from './rest';
import { createFakeFetch, headersOf } from './testing/fakeFetch';

describe('REST client', () => {
  it('sends credentials, JSON headers, the bearer token and the store', async () => {
    const fake = createFakeFetch(() => ({ body: { ok: 1 } }));
    const rest = createRestClient({ fetch: fake.fetch, getToken: () => 'tok', getStoreCode: () => 'en_storeview' });
    await expect(rest.post('/rest/V1/carts/mine/shipping-information', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [request] = fake.requests;
    expect(request.url).toBe('/rest/V1/carts/mine/shipping-information');
    expect(request.init.method).toBe('POST');
    expect(request.init.credentials).toBe('include');
    expect(request.init.body).toBe('{"a":1}');
    expect(headersOf(request)).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: 'Bearer tok',
      Store: 'en_storeview'
    });
  });

  it('sends an empty bearer token when signed out', async () => {
    const fake = createFakeFetch(() => ({ body: '1' }));
    await createRestClient({ fetch: fake.fetch }).get('/x');
    expect(headersOf(fake.requests[0]).Authorization).toBe('Bearer ');
  });

  it('shares identical in-flight GETs and bodiless POSTs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = createFakeFetch(async () => {
      await gate;
      return { body: { n: 1 } };
    });
    const rest = createRestClient({ fetch: fake.fetch });
    const a = rest.get('/rest/V1/a');
    const b = rest.get('/rest/V1/a');
    const c = rest.post('/rest/V1/p');
    const d = rest.post('/rest/V1/p');
    const e = rest.post('/rest/V1/p', { body: 1 });
    const f = rest.post('/rest/V1/p', { body: 1 });
    expect(rest.inFlightCount()).toBe(2);
    release();
    const results = await Promise.all([a, b, c, d, e, f]);
    expect(results.every((result) => JSON.stringify(result) === '{"n":1}')).toBe(true);
    expect(fake.requests.map((request) => `${request.init.method} ${request.url}`)).toEqual([
      'GET /rest/V1/a',
      'POST /rest/V1/p',
      'POST /rest/V1/p',
      'POST /rest/V1/p'
    ]);
    expect(rest.inFlightCount()).toBe(0);
    await rest.get('/rest/V1/a');
    expect(fake.requests).toHaveLength(5);
  });

  it('returns text when parseJSON is false', async () => {
    const fake = createFakeFetch(() => ({ body: 'plain' }));
    await expect(createRestClient({ fetch: fake.fetch }).get('/x', { parseJSON: false })).resolves.toBe('plain');
  });

  it('turns a Magento error body into a RestError with substituted message and the code', async () => {
    const fake = createFakeFetch(() => ({
      status: 400,
      statusText: 'Bad Request',
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: '42' },
        trace: '#0 x.php',
        code: 'CART_NOT_FOUND'
      }
    }));
    const rest = createRestClient({ fetch: fake.fetch });
    const error = (await rest.post('/rest/V1/guest-carts/42/payment-information', {}).catch((e: unknown) => e)) as RestError;
    expect(error).toBeInstanceOf(RestError);
    expect(error.message).toBe('No such entity with cartId = 42');
    expect(error.method).toBe('POST');
    expect(error.url).toBe('/rest/V1/guest-carts/42/payment-information');
    expect(error.status).toBe(400);
    expect(error.statusText).toBe('Bad Request');
    expect(error.extraInfo).toEqual({ fieldName: 'cartId', fieldValue: '42' });
    expect(error.serverTrace).toBe('#0 x.php');
    expect(error.code).toBe('CART_NOT_FOUND');
  });

  it('keeps a non-JSON error body as the trace', async () => {
    const fake = createFakeFetch(() => ({ status: 502, statusText: 'Bad Gateway', body: '<html>down</html>' }));
    const error = (await createRestClient({ fetch: fake.fetch }).get('/rest/V1/x').catch((e: unknown) => e)) as RestError;
    expect(error.message).toBe('GET /rest/V1/x responded 502 Bad Gateway');
    expect(error.serverTrace).toBe('<html>down</html>');
    expect(error.extraInfo).toBeUndefined();
    expect(error.code).toBeUndefined();
  });

  it('substitutes numbered placeholders', () => {
    expect(substituteMagentoParameters('The "%1" cart doesn\'t contain products %2.', ['abc', 'x'])).toBe(
      'The "abc" cart doesn\'t contain products x.'
    );
    expect(substituteMagentoParameters('Qty %1 for %sku', { sku: 'S1', qty: 2 })).toBe('Qty S1 for S1');
  });
});
