import { createRestClient } from '../../api/rest';
import { createFakeFetch, type FakeHandler } from '../../api/testing/fakeFetch';
import { acceptUrl, cookieContentUrl, createConsentApi, declineUrl } from './consentApi';

function apiWith(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  const api = createConsentApi(createRestClient({ fetch: fake.fetch, getStoreCode: () => 'en_storeview' }));
  return { api, requests: fake.requests };
}

describe('consent URLs', () => {
  it('builds the content, accept and decline URLs on the base', () => {
    expect(cookieContentUrl()).toBe('/datalayer/index/cookieContent');
    expect(acceptUrl([])).toBe('/datalayer/index/cookie/?cookie[0]=cookieConsentGranted');
    expect(acceptUrl(['marketing', 'analytics'])).toBe(
      '/datalayer/index/cookie/?cookie[0]=cookieConsentGranted&cookie[1]=analytics&cookie[2]=marketing'
    );
    expect(declineUrl()).toBe('/datalayer/index/cookie/?decline=true');
    expect(declineUrl('https://shop.example/')).toBe('https://shop.example/datalayer/index/cookie/?decline=true');
  });
});

describe('consent API', () => {
  it('reads data.cookieContent, in the view given by the Store header', async () => {
    const { api, requests } = apiWith(() => ({ body: { data: { cookieContent: '<p>We use cookies</p>' } } }));
    await expect(api.fetchContent()).resolves.toBe('<p>We use cookies</p>');
    expect(requests[0].url).toBe('/datalayer/index/cookieContent');
    expect((requests[0].init.headers as Record<string, string>).Store).toBe('en_storeview');
  });

  it('answers null for missing content and for failures, without throwing', async () => {
    await expect(apiWith(() => ({ body: { data: {} } })).api.fetchContent()).resolves.toBeNull();
    await expect(apiWith(() => ({ status: 500, body: 'boom' })).api.fetchContent()).resolves.toBeNull();
    await expect(
      apiWith(() => {
        throw new TypeError('Failed to fetch');
      }).api.fetchContent()
    ).resolves.toBeNull();
  });

  it('accepts the chosen categories and answers the ones the server confirmed', async () => {
    const { api, requests } = apiWith(() => ({ body: { cookieConsentGranted: true, analytics: true } }));
    await expect(api.accept(['analytics', 'marketing'])).resolves.toEqual(['analytics']);
    expect(requests.map((r) => r.url)).toEqual([
      '/datalayer/index/cookie/?cookie[0]=cookieConsentGranted&cookie[1]=analytics&cookie[2]=marketing'
    ]);
  });

  it('ignores accept and decline failures', async () => {
    const failing = apiWith(() => ({ status: 503, statusText: 'Service Unavailable', body: '' }));
    await expect(failing.api.accept(['analytics'])).resolves.toBeNull();
    await expect(failing.api.decline()).resolves.toBeUndefined();
    expect(failing.requests.map((r) => r.url)).toEqual([
      '/datalayer/index/cookie/?cookie[0]=cookieConsentGranted&cookie[1]=analytics',
      '/datalayer/index/cookie/?decline=true'
    ]);
    const odd = apiWith(() => ({ body: '["analytics"]' }));
    await expect(odd.api.accept(['analytics'])).resolves.toBeNull();
  });
});
