import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { openDb, type Db } from './db/client';
import { API_CSP, buildApp, contentSecurityPolicy, responseKind, STOREFRONT_CONFIG_PATH } from './app';
import { createTestApp, type TestApp } from '../test/helpers/server';
import { NOT_BUILT_MESSAGE } from './static';
import { platformOnlyDirs } from '../test/helpers/platformGraphql';

// The platform is tested on a schema of its own (base.graphql plus one field), so these tests do not
// depend on the domain schema; the last block checks the real app on the seeded demo store.
const dirs = platformOnlyDirs();
const platform = { ...dirs, extraSchema: ['extend type Query { ping: String }'] };
afterAll(() => {
  rmSync(dirs.schemaDir, { recursive: true, force: true });
  rmSync(dirs.resolversDir, { recursive: true, force: true });
});

const INDEX_HTML = '<!doctype html><html><head><title>GNC</title></head><body><div id="root"></div></body></html>';
const MAIN_JS = 'console.log("storefront main bundle");'.repeat(20);

function makeDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'storefront-dist-'));
  mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.json'), '{"name":"GNC"}');
  mkdirSync(path.join(dist, 'icons'), { recursive: true });
  writeFileSync(path.join(dist, 'icons', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'static', 'js', 'main.3f2a1b9c.js'), MAIN_JS);
  writeFileSync(path.join(dist, 'static', 'js', 'main.3f2a1b9c.js.br'), brotliCompressSync(MAIN_JS));
  writeFileSync(path.join(dist, 'static', 'js', 'main.3f2a1b9c.js.gz'), gzipSync(MAIN_JS));
  return dist;
}

describe('with a built SPA', () => {
  let testApp: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = makeDist();
    testApp = await createTestApp({ seed: false, staticDir: dist, ...platform });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('answers /healthz once the database answers', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves index.html at / without long caching', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await get('/static/js/main.3f2a1b9c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(MAIN_JS);
  });

  it('revalidates the service worker and unhashed files on every load', async () => {
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.json')).headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli file when the browser accepts br', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/static/js/main.3f2a1b9c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' }
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(MAIN_JS);
  });

  it('sends the gzip file to a browser without brotli', async () => {
    const response = await get('/static/js/main.3f2a1b9c.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(MAIN_JS);
  });

  it('answers SPA routes with index.html, status 200', async () => {
    for (const url of ['/en/cart', '/proteine.html', '/en/blog/some-post/12', '/search.html?query=whey']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('serves the precompressed index.html for SPA routes too', async () => {
    const response = await get('/en/checkout', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('answers 404, not the SPA, for a missing asset and for unknown API paths', async () => {
    expect((await get('/static/js/missing.0123abcd.js')).statusCode).toBe(404);
    expect((await get('/favicon-missing.png')).statusCode).toBe(404);
    const rest = await get('/rest/V1/unknown');
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toEqual({ message: 'Request does not match any route.' });
    expect((await get('/datalayer/nothing')).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'POST', url: '/en/cart' })).statusCode).toBe(404);
  });

  it('puts the security headers on every answer, the document policies on documents', async () => {
    for (const url of ['/', '/en/cart', '/icons/icon.svg', '/sw.js']) {
      const response = await get(url);
      expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy());
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
    for (const url of ['/healthz', '/rest/V1/unknown', '/graphql?query=%7B__typename%7D']) {
      const response = await get(url);
      expect(response.headers['content-security-policy']).toBe(API_CSP);
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    const script = await get('/static/js/main.3f2a1b9c.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeUndefined();
    for (const url of ['/', '/static/js/main.3f2a1b9c.js', '/healthz', '/rest/V1/unknown', '/en/cart', '/icons/icon.svg']) {
      const response = await get(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('tells the kinds of answers apart', () => {
    expect(responseKind('text/html; charset=utf-8', '/proteine.html')).toBe('document');
    expect(responseKind('image/svg+xml', '/icons/icon.svg')).toBe('document');
    expect(responseKind('application/javascript; charset=utf-8', '/sw.js')).toBe('document');
    expect(responseKind('application/json; charset=utf-8', '/graphql')).toBe('data');
    expect(responseKind('', '/rest/V1/carts/mine')).toBe('data');
    expect(responseKind('application/javascript; charset=utf-8', '/static/js/main.js')).toBe('subresource');
    expect(responseKind('text/css', '/static/css/main.css')).toBe('subresource');
    expect(responseKind('image/webp', '/media/x.jpg')).toBe('subresource');
  });
});

describe('the Content-Security-Policy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

  it('lets the SPA run and nothing else', () => {
    const csp = directives(contentSecurityPolicy());
    expect(csp['default-src']).toBe("'self'");
    expect(csp['script-src']).toBe("'self'");
    expect(csp['connect-src'].split(' ')[0]).toBe("'self'");
    expect(csp['style-src']).toBe("'self' 'unsafe-inline'");
    expect(csp['img-src']).toContain("'self' data: blob: https://tile.openstreetmap.org");
    expect(csp['frame-src']).toContain('https://www.youtube.com');
    expect(csp['frame-src']).toContain('https://player.vimeo.com');
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
    expect(csp['form-action']).toBe("'self'");
  });

  it('allows the configured map tile host', () => {
    expect(contentSecurityPolicy('https://{s}.tiles.example.net/{z}/{x}/{y}.png')).toContain('img-src \'self\' data: blob: https://*.tiles.example.net');
  });
});

describe('the storefront settings', () => {
  it('hands the SPA the configured map tile source, the one the CSP allows', async () => {
    const tiles = 'https://{s}.tiles.example.net/{z}/{x}/{y}.png';
    const dist = makeDist();
    const testApp = await createTestApp({ seed: false, mapTileUrl: tiles, staticDir: dist, ...platform });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: STOREFRONT_CONFIG_PATH });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ mapTileUrl: tiles });
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const page = await testApp.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toContain('https://*.tiles.example.net');
    } finally {
      await testApp.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('defaults to OpenStreetMap', async () => {
    const testApp = await createTestApp({ seed: false, ...platform });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: STOREFRONT_CONFIG_PATH });
      expect(response.json()).toEqual({ mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    } finally {
      await testApp.close();
    }
  });
});

describe('without a build', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false, staticDir: path.join(os.tmpdir(), 'storefront-nothing-here'), ...platform });
  });
  afterAll(() => testApp.close());

  it('answers 503 saying how to build', async () => {
    for (const url of ['/', '/en/cart']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(NOT_BUILT_MESSAGE);
      expect(response.body).toContain('npm run build');
    }
  });

  it('still answers the API', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('health and readiness checks', () => {
  it('says alive on /healthz and ready on /readyz once the database answers with every migration applied', async () => {
    const testApp = await createTestApp({ seed: false, staticDir: os.tmpdir(), ...platform });
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
      const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toEqual({ status: 'ok' });
    } finally {
      await testApp.close();
    }
  });

  it('is not ready while migrations are pending', async () => {
    const db = await openDb({});
    const app = await buildApp({ db, staticDir: os.tmpdir(), ...platform });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/^migrations pending: 001_core\.sql, /);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('is alive but not ready when the database does not answer', async () => {
    const brokenDb: Db = {
      kind: 'pglite',
      query: () => Promise.reject(new Error('database is down')),
      one: () => Promise.reject(new Error('database is down')),
      exec: () => Promise.reject(new Error('database is down')),
      transaction: () => Promise.reject(new Error('database is down')),
      close: () => Promise.resolve()
    };
    const app = await buildApp({ db: brokenDb, staticDir: os.tmpdir(), ...platform });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', message: 'database unavailable' });
    await app.close();
  });

  it('refuses to build without a database or a proxy target', async () => {
    await expect(buildApp({})).rejects.toThrow('buildApp needs either a database');
  });
});

describe('the real app on the seeded demo store', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it('builds with every domain schema and resolver, and answers', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/graphql',
      query: { query: '{ __typename }' },
      headers: { store: 'en_storeview' }
    });
    expect(response.json()).toEqual({ data: { __typename: 'Query' } });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
