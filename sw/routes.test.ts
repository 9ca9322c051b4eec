import {
  isAppNavigation,
  isBackendPath,
  isImageRequest,
  isPublicGraphQLQuery,
  isShareableGraphQLResponse,
  isSkipWaitingMessage,
  readPrefetchUrls,
  strategyFor,
  type RequestInfo
} from './routes';

const origin = 'https://shop.example';

function request(url: string, init: Partial<Omit<RequestInfo, 'headers'>> & { headers?: Record<string, string> } = {}): RequestInfo {
  const headers = new Map(Object.entries(init.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    url: new URL(url, origin).href,
    method: init.method ?? 'GET',
    mode: init.mode ?? 'cors',
    destination: init.destination ?? '',
    headers: { has: (name: string) => headers.has(name.toLowerCase()) }
  };
}

function response(status: number, headers: Record<string, string>) {
  return { status, headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } };
}

const PRODUCTS_QUERY = '/graphql?query=' + encodeURIComponent('query P($url:String!){products(filter:{url_key:{eq:$url}}){items{uid name}}}');

describe('service worker routes', () => {
  it('knows the server paths', () => {
    expect(isBackendPath('/graphql')).toBe(true);
    expect(isBackendPath('/rest/V1/carts')).toBe(true);
    expect(isBackendPath('/media/catalog/product/a.jpg')).toBe(true);
    expect(isBackendPath('/en/despre-noi')).toBe(false);
    expect(isBackendPath('/mediate')).toBe(false);
  });

  it('treats page navigations (also .html pages) as in-app, not files or server paths', () => {
    const nav = { mode: 'navigate', method: 'GET' };
    expect(isAppNavigation(nav, new URL('/en/whey-protein.html', origin), origin)).toBe(true);
    expect(isAppNavigation(nav, new URL('/search.html?query=whey', origin), origin)).toBe(true);
    expect(isAppNavigation(nav, new URL('/', origin), origin)).toBe(true);
    expect(isAppNavigation(nav, new URL('/graphql?query=x', origin), origin)).toBe(false);
    expect(isAppNavigation(nav, new URL('/media/a.jpg', origin), origin)).toBe(false);
    expect(isAppNavigation(nav, new URL('/static/js/main.js', origin), origin)).toBe(false);
    expect(isAppNavigation(nav, new URL('/manifest.webmanifest', origin), origin)).toBe(false);
    expect(isAppNavigation(nav, new URL('/', 'https://other.example'), origin)).toBe(false);
    expect(isAppNavigation({ mode: 'cors', method: 'GET' }, new URL('/en', origin), origin)).toBe(false);
    expect(isAppNavigation({ mode: 'navigate', method: 'POST' }, new URL('/en', origin), origin)).toBe(false);
  });

  it('caches same-origin images only', () => {
    expect(isImageRequest('image', new URL('/media/a.png', origin), origin)).toBe(true);
    expect(isImageRequest('', new URL('/media/catalog/product/a.jpg?width=320', origin), origin)).toBe(true);
    expect(isImageRequest('image', new URL('https://cdn.other/a.png'), origin)).toBe(false);
    expect(isImageRequest('script', new URL('/static/js/main.js', origin), origin)).toBe(false);
  });

  it('routes only public GraphQL GET queries through the GraphQL cache', () => {
    const url = (path: string) => new URL(path, origin);
    expect(isPublicGraphQLQuery(request(PRODUCTS_QUERY), url(PRODUCTS_QUERY), origin)).toBe(true);
    // Signed in: the answer is the shopper's.
    expect(isPublicGraphQLQuery(request(PRODUCTS_QUERY, { headers: { Authorization: 'Bearer t' } }), url(PRODUCTS_QUERY), origin)).toBe(false);
    // POST, no query text, other origin, other path.
    expect(isPublicGraphQLQuery(request(PRODUCTS_QUERY, { method: 'POST' }), url(PRODUCTS_QUERY), origin)).toBe(false);
    expect(isPublicGraphQLQuery(request('/graphql'), url('/graphql'), origin)).toBe(false);
    expect(isPublicGraphQLQuery(request(PRODUCTS_QUERY), new URL(PRODUCTS_QUERY, 'https://other.example'), origin)).toBe(false);
    expect(isPublicGraphQLQuery(request('/rest/V1/x?query=a'), url('/rest/V1/x?query=a'), origin)).toBe(false);
    // Carts and customers: never, even for a guest.
    for (const text of [
      'query CartDetails($cartId:String!){cart(cart_id:$cartId){id total_quantity}}',
      '{customer{firstname}}',
      'query{customerCart{id}}',
      'mutation{createEmptyCart}'
    ]) {
      const path = `/graphql?query=${encodeURIComponent(text)}`;
      expect(isPublicGraphQLQuery(request(path), url(path), origin)).toBe(false);
    }
  });

  it('keeps only answers the server calls public', () => {
    expect(isShareableGraphQLResponse(response(200, { 'cache-control': 'public, max-age=300' }))).toBe(true);
    expect(isShareableGraphQLResponse(response(200, { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isShareableGraphQLResponse(response(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(isShareableGraphQLResponse(response(200, { 'cache-control': 'public, no-cache' }))).toBe(false);
    expect(isShareableGraphQLResponse(response(200, {}))).toBe(false);
    expect(isShareableGraphQLResponse(response(500, { 'cache-control': 'public, max-age=300' }))).toBe(false);
    expect(isShareableGraphQLResponse(response(200, { 'cache-control': 'public', 'set-cookie': 'a=b' }))).toBe(false);
  });

  it('picks one strategy per request', () => {
    expect(strategyFor(request('/en/whey-protein.html', { mode: 'navigate', destination: 'document' }), origin)).toBe('navigation');
    expect(strategyFor(request(PRODUCTS_QUERY), origin)).toBe('graphql-stale-while-revalidate');
    expect(strategyFor(request(PRODUCTS_QUERY, { headers: { authorization: 'Bearer t' } }), origin)).toBe('network');
    expect(strategyFor(request('/graphql', { method: 'POST' }), origin)).toBe('network');
    expect(strategyFor(request('/media/catalog/product/a.jpg?width=640', { destination: 'image' }), origin)).toBe('image-cache-first');
    expect(strategyFor(request('/media/catalog/product/a.jpg', { method: 'POST' }), origin)).toBe('network');
    expect(strategyFor(request('/rest/V1/guest-carts/x/payment-information', { method: 'POST' }), origin)).toBe('network');
    expect(strategyFor(request('/datalayer/index/cookieContent'), origin)).toBe('network');
    expect(strategyFor(request('https://cdn.other/a.png', { destination: 'image' }), origin)).toBe('network');
  });

  it('reads PREFETCH_IMAGES urls, same origin only, once each', () => {
    expect(
      readPrefetchUrls(
        { type: 'PREFETCH_IMAGES', payload: { urls: ['/media/a.jpg', 'https://evil.example/b.jpg', 3, '/media/a.jpg'] } },
        origin
      )
    ).toEqual([`${origin}/media/a.jpg`]);
    expect(readPrefetchUrls({ type: 'PREFETCH_IMAGES', urls: ['/media/c.jpg'] }, origin)).toEqual([`${origin}/media/c.jpg`]);
    expect(readPrefetchUrls({ type: 'PREFETCH_IMAGES' }, origin)).toEqual([]);
  });

  it('recognises SKIP_WAITING', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'PREFETCH_IMAGES' })).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
  });
});
