import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { PagePlanner } from './pageData';

/** A stand-in Magento on a free port: echoes what it received. */
let magento: FastifyInstance;
let magentoUrl: string;
const received: Array<{ method: string; url: string; store?: string; authorization?: string; body?: unknown }> = [];

beforeAll(async () => {
  magento = Fastify();
  magento.addHook('onRequest', async (request) => {
    received.push({
      method: request.method,
      url: request.url,
      store: request.headers.store as string | undefined,
      authorization: request.headers.authorization
    });
  });
  const echo = async (request: { url: string; body?: unknown }) => ({ magento: true, url: request.url, body: request.body ?? null });
  magento.get('/graphql', echo);
  magento.post('/graphql', echo);
  magento.post('/rest/V1/guest-carts/:cartId/payment-information', async () => '000000042');
  magento.get('/media/catalog/product/a/b/whey.png', async (_request, reply) =>
    reply.type('image/png').header('cache-control', 'max-age=99').send(Buffer.from('PNG-BYTES'))
  );
  magento.get('/shop/graphql', echo);
  // Magento's own errors: no extensions.code.
  magento.post('/graphql/errors', async (request) => ({
    errors: [
      { message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } },
      { message: 'Something Magento says that the storefront does not act on.', extensions: { category: 'graphql-input' } }
    ],
    data: { cart: null },
    acceptEncoding: request.headers['accept-encoding'] ?? null
  }));
  magento.post('/rest/V1/guest-carts/:cartId/items', async (_request, reply) =>
    reply.code(400).send({ message: 'The requested qty is not available', parameters: [] })
  );
  magentoUrl = await magento.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => magento.close());

async function proxyApp(target: string): Promise<FastifyInstance> {
  return buildApp({ proxyTarget: target, staticDir: path.join(os.tmpdir(), 'storefront-no-build') });
}

describe('proxy mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await proxyApp(magentoUrl);
  });
  afterAll(() => app.close());

  it('forwards GraphQL GET with its query string and headers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D',
      headers: { store: 'en_storeview', authorization: 'Bearer tok' }
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ magento: true, url: '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', body: null });
    expect(received.at(-1)).toMatchObject({ method: 'GET', store: 'en_storeview', authorization: 'Bearer tok' });
  });

  it('forwards GraphQL POST with its body', async () => {
    const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query: 'mutation { createEmptyCart }' } });
    expect(response.json()).toEqual({ magento: true, url: '/graphql', body: { query: 'mutation { createEmptyCart }' } });
  });

  it('forwards REST calls', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rest/V1/guest-carts/abc/payment-information',
      payload: { email: 'a@b.ro' }
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('000000042');
  });

  it('forwards media, keeping Magento’s headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/catalog/product/a/b/whey.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('PNG-BYTES');
  });

  it('still answers /healthz and the cookie endpoints itself', async () => {
    const before = received.length;
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const consent = await app.inject({ method: 'GET', url: '/datalayer/index/cookie/?decline=true' });
    expect(consent.json()).toEqual({});
    expect(received.length).toBe(before);
  });

  it('adds the security headers to proxied answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('proxy mode with Magento down', () => {
  it('answers 502 with a GraphQL error', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const app = await proxyApp(`http://127.0.0.1:${closedPort}`);
    const response = await app.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      errors: [{ message: 'The Magento back end is unreachable', extensions: { category: 'internal' } }]
    });
    await app.close();
  });
});

describe('proxy mode: the codes a stock Magento does not send', () => {
  it('adds the code to the errors the storefront acts on, in GraphQL and REST, and leaves the rest', async () => {
    const app = await proxyApp(magentoUrl);
    const graphql = await app.inject({ method: 'POST', url: '/graphql/errors', payload: { query: '{ cart(cart_id: "x") { id } }' } });
    expect(graphql.statusCode).toBe(200);
    expect(graphql.json()).toEqual({
      errors: [
        { message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity', code: 'CART_INACTIVE' } },
        { message: 'Something Magento says that the storefront does not act on.', extensions: { category: 'graphql-input' } }
      ],
      data: { cart: null },
      // Asked uncompressed, so that the answer can be read.
      acceptEncoding: null
    });
    const rest = await app.inject({ method: 'POST', url: '/rest/V1/guest-carts/abc/items', payload: {}, headers: { 'accept-encoding': 'gzip' } });
    expect(rest.statusCode).toBe(400);
    expect(JSON.parse(rest.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(rest.rawPayload).toString() : rest.body)).toEqual({
      message: 'The requested qty is not available',
      parameters: [],
      code: 'INSUFFICIENT_STOCK'
    });
    await app.close();
  });
});

describe('proxy mode with a Magento under a base path', () => {
  it('keeps the base path in front of the forwarded path', async () => {
    const app = await proxyApp(`${magentoUrl}/shop/`);
    const response = await app.inject({ method: 'GET', url: '/graphql?query=x' });
    expect(response.json()).toMatchObject({ url: '/shop/graphql?query=x' });
    await app.close();
  });
});

describe('proxy mode: sitemaps from the real Magento', () => {
  it("lists each view's pages as the planner reads them from Magento's GraphQL, twins naming each other", async () => {
    const asked: string[] = [];
    const planner: PagePlanner = {
      planPage: async () => null,
      async listSitemapPages(execute) {
        const answer = await execute({ query: '{ products { total_count } }', operationName: 'sitemapProducts', variables: {}, storeCode: 'en_storeview' });
        asked.push(JSON.stringify(answer));
        return [
          { code: 'default', locale: 'ro_RO', prefix: '', pages: [{ path: '', twin: 'home', lastmod: null }, { path: 'zer.html', twin: 'product:W1', lastmod: '2026-11-01' }] },
          { code: 'en_storeview', locale: 'en_US', prefix: 'en', pages: [{ path: '', twin: 'home', lastmod: null }, { path: 'whey.html', twin: 'product:W1', lastmod: '2026-11-01' }] }
        ];
      }
    };
    const app = await buildApp({ proxyTarget: magentoUrl, staticDir: path.join(os.tmpdir(), 'storefront-no-build'), pagePlanner: { planner, chunkGroups: () => ({}) } });
    try {
      const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'shop.example.ro' } });
      const index = await get('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect([...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
        'http://shop.example.ro/sitemap-default.xml',
        'http://shop.example.ro/sitemap-en_storeview.xml'
      ]);
      // Through the proxy, with the view's Store header.
      expect(received.some((request) => request.url.startsWith('/graphql') && request.store === 'en_storeview')).toBe(true);
      expect(asked[0]).toContain('"magento":true');
      const en = (await get('/sitemap-en_storeview.xml')).body;
      expect(en).toContain('<loc>http://shop.example.ro/en/whey.html</loc>');
      expect(en).toContain('<lastmod>2026-11-01</lastmod>');
      expect(en).toContain('<xhtml:link rel="alternate" hreflang="ro-RO" href="http://shop.example.ro/zer.html"/>');
      expect(en).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://shop.example.ro/zer.html"/>');
      expect((await get('/robots.txt')).body).toContain('Sitemap: http://shop.example.ro/sitemap.xml');
    } finally {
      await app.close();
    }
  });
});
