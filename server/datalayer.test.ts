import Fastify, { type FastifyInstance } from 'fastify';
import datalayerPlugin, { requestedCategories } from './datalayer';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(datalayerPlugin);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /datalayer/index/cookieContent', () => {
  it('answers the Romanian banner for the default store view', async () => {
    const response = await get('/datalayer/index/cookieContent');
    expect(response.statusCode).toBe(200);
    const html = (response.json() as { data: { cookieContent: string } }).data.cookieContent;
    expect(html).toContain('Folosim cookie-uri');
    expect(html).toContain('href="/politica-de-cookies"');
    expect(response.headers.vary).toBe('Store');
  });

  it('answers the English banner for en_storeview, from the Store header or ?store=', async () => {
    for (const response of [
      await get('/datalayer/index/cookieContent', { store: 'en_storeview' }),
      await get('/datalayer/index/cookieContent?store=en_storeview')
    ]) {
      const html = (response.json() as { data: { cookieContent: string } }).data.cookieContent;
      expect(html).toContain('We use cookies');
      expect(html).toContain('href="/en/politica-de-cookies"');
      expect(html).not.toContain('Folosim');
    }
  });
});

describe('GET /datalayer/index/cookie/', () => {
  it('saves the accepted categories in a year-long first-party cookie and answers them', async () => {
    const response = await get(
      '/datalayer/index/cookie/?cookie[0]=cookieConsentGranted&cookie[1]=analytics&cookie[2]=marketing'
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cookieConsentGranted: true, analytics: true, marketing: true });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^cookieConsent=/);
    expect(decodeURIComponent(cookie.split(';')[0].split('=')[1]).split(',')).toEqual([
      'necessary',
      'cookieConsentGranted',
      'analytics',
      'marketing'
    ]);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('ignores unknown category names', async () => {
    const response = await get('/datalayer/index/cookie?cookie[0]=cookieConsentGranted&cookie[1]=tracking-everything');
    expect(response.json()).toEqual({ cookieConsentGranted: true });
    expect(String(response.headers['set-cookie'])).not.toContain('tracking');
  });

  it('declines: only the necessary cookies, and an empty answer', async () => {
    const response = await get('/datalayer/index/cookie/?decline=true');
    expect(response.json()).toEqual({});
    expect(String(response.headers['set-cookie'])).toMatch(/^cookieConsent=necessary;/);
  });

  it('marks the cookie Secure over HTTPS (behind a proxy)', async () => {
    const secureApp = Fastify({ trustProxy: true });
    await secureApp.register(datalayerPlugin);
    const response = await secureApp.inject({
      method: 'GET',
      url: '/datalayer/index/cookie/?cookie[0]=preferences',
      headers: { 'x-forwarded-proto': 'https' }
    });
    expect(String(response.headers['set-cookie'])).toContain('; Secure');
    await secureApp.close();
  });
});

describe('requestedCategories', () => {
  it('reads cookie[n] in index order, cookie[] and cookie, without duplicates', () => {
    expect(requestedCategories({ 'cookie[1]': 'analytics', 'cookie[0]': 'cookieConsentGranted' })).toEqual([
      'cookieConsentGranted',
      'analytics'
    ]);
    expect(requestedCategories({ 'cookie[]': ['preferences', 'preferences', 'marketing'] })).toEqual(['preferences', 'marketing']);
    expect(requestedCategories({ cookie: 'necessary' })).toEqual(['necessary']);
  });
});
