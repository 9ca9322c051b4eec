import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test/helpers/server';
import {
  createPageRenderer,
  headTags,
  jsonForScript,
  PAGE_DATA_ELEMENT_ID,
  withHeadTags,
  withPageHead,
  buildMessages,
  type ExecuteQuery,
  type PagePlan,
  type PagePlanner
} from './pageData';

const INDEX_HTML = '<!doctype html><html><head><title>GNC</title></head><body><div id="root"></div></body></html>';

const PLAN: PagePlan = {
  pageData: { version: 1, path: '/proteine.html', store: 'default', answers: [] },
  chunkGroups: ['i18n-ro_RO', 'category', 'i18n-ro_RO/category'],
  images: [{ href: '/media/a.jpg?w=320', srcset: '/media/a.jpg?w=320 320w, /media/a.jpg?w=640 640w', sizes: '320px' }]
};
const GROUPS = {
  'i18n-ro_RO': ['static/i18n/ro_RO/main.12345678.json'],
  category: ['static/js/category.2.js', 'static/css/category.3.css', 'static/js/shared.4.js'],
  'i18n-ro_RO/category': ['static/i18n/ro_RO/4.12345678.json', 'static/i18n/ro_RO/main.12345678.json']
};

describe('jsonForScript', () => {
  it('cannot end the script element early, nor break on line separators', () => {
    const text = jsonForScript({ html: '</script><script>alert(1)</script>', line: 'a\u2028b\u2029c' });
    expect(text).not.toContain('</');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ html: '</script><script>alert(1)</script>', line: 'a\u2028b\u2029c' });
  });
});

describe('headTags', () => {
  it('preloads the image, then each file once (messages as fetches), then the data block', () => {
    const tags = headTags(PLAN, GROUPS);
    expect(tags).toBe(
      '<link rel="preload" as="image" href="/media/a.jpg?w=320" imagesrcset="/media/a.jpg?w=320 320w, /media/a.jpg?w=640 640w" imagesizes="320px" fetchpriority="high">' +
        '<link rel="preload" as="fetch" crossorigin href="/static/i18n/ro_RO/main.12345678.json" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/static/js/category.2.js" fetchpriority="low">' +
        '<link rel="preload" as="style" href="/static/css/category.3.css" fetchpriority="low">' +
        '<link rel="preload" as="script" href="/static/js/shared.4.js" fetchpriority="low">' +
        '<link rel="preload" as="fetch" crossorigin href="/static/i18n/ro_RO/4.12345678.json" fetchpriority="low">' +
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(PLAN.pageData)}</script>`
    );
  });

  it("puts the build's message files into the page by URL instead of preloading them; a missing one is preloaded", () => {
    const files: Record<string, unknown> = { 'static/i18n/ro_RO/main.12345678.json': { 'app.title': 'Magazin </script>' } };
    const tags = headTags(PLAN, GROUPS, (file) => files[file]);
    expect(tags).not.toContain('href="/static/i18n/ro_RO/main.12345678.json"');
    expect(tags).toContain('<link rel="preload" as="fetch" crossorigin href="/static/i18n/ro_RO/4.12345678.json" fetchpriority="low">');
    const block = /<script type="application\/json" id="page-messages">(.*?)<\/script>/.exec(tags)?.[1] ?? '';
    expect(block).not.toContain('</');
    expect(JSON.parse(block)).toEqual({ '/static/i18n/ro_RO/main.12345678.json': { 'app.title': 'Magazin </script>' } });
    expect(tags.endsWith('</script>')).toBe(true);
  });

  it('keeps a media query and escapes attribute values; unknown groups add nothing', () => {
    const tags = headTags(
      { ...PLAN, chunkGroups: ['nothing'], images: [{ href: '/x.jpg?a=1&b="2"', srcset: '/x.jpg 1w', sizes: '100vw', media: '(max-width: 768px)' }] },
      GROUPS
    );
    expect(tags).toContain('href="/x.jpg?a=1&amp;b=&quot;2&quot;"');
    expect(tags).toContain('media="(max-width: 768px)"');
    expect(tags).not.toContain('as="script"');
  });
});

describe('withHeadTags', () => {
  it('puts the tags at the end of <head>, and leaves a page without one alone', () => {
    expect(withHeadTags(INDEX_HTML, '<meta x>')).toContain('<title>GNC</title><meta x></head>');
    expect(withHeadTags('<p>no head</p>', '<meta x>')).toBe('<p>no head</p>');
  });
});

/** A planner answering every page with the store's locale, through the app's own /graphql. */
function localePlanner(calls: string[]): PagePlanner {
  return {
    async planPage(absoluteUrl: string, execute: ExecuteQuery) {
      const parsed = new URL(absoluteUrl);
      const url = parsed.pathname + parsed.search;
      calls.push(url);
      if (url.startsWith('/cart')) return null;
      if (url.startsWith('/broken')) throw new Error('planner bug');
      if (url.startsWith('/old-page')) return { pageData: {}, chunkGroups: [], images: [], redirect: { code: 301, location: '/despre-noi?x=1' } };
      const storeCode = url.startsWith('/en') ? 'en_storeview' : 'default';
      const result = await execute({
        query: 'query getLocale { storeConfig { store_code locale } }',
        operationName: 'getLocale',
        variables: {},
        storeCode
      });
      return {
        pageData: { version: 1, path: url, store: storeCode, answers: [{ operationName: 'getLocale', variables: {}, data: result.data }] },
        chunkGroups: ['category', 'i18n-ro_RO/category'],
        images: [],
        ...(url.includes('nu-exista') ? { status: 404 as const } : {})
      };
    }
  };
}

function pageDataOf(html: string): { store: string; answers: Array<{ data: unknown }> } | null {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : null;
}

describe('withPageHead', () => {
  const INDEX = '<html lang="ro" dir="ltr"><head><meta name="description" content="Site &amp; shop" /><title>GNC România</title></head><body></body></html>';

  it('writes the page own head, keeping what index.html had for the browser to put back', () => {
    const html = withPageHead(INDEX, { lang: 'en-US', title: 'Whey & "more" <b>', description: 'Pure "whey"', canonical: '/en/whey.html?page=2', robots: 'noindex,follow' }, 'https://shop.example.ro');
    expect(html).toContain('<html lang="en-US" dir="ltr">');
    expect(html).toContain('<title data-server-head="GNC România">Whey &amp; "more" &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="Pure &quot;whey&quot;" data-server-head="Site &amp; shop" />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example.ro/en/whey.html?page=2" data-server-head="">');
    expect(html).toContain('<meta name="robots" content="noindex,follow" data-server-head=""></head>');
  });

  it('adds the hreflang alternates, the link preview and the structured data, each marked for the browser', () => {
    const html = withPageHead(
      INDEX,
      {
        lang: 'ro-RO',
        canonical: 'https://shop.example.ro/whey.html',
        alternates: [
          { hreflang: 'ro-RO', href: 'https://shop.example.ro/whey.html' },
          { hreflang: 'en-US', href: '/en/whey-en.html' }
        ],
        meta: [
          { key: 'property', name: 'og:title', content: 'Whey "gold"' },
          { key: 'name', name: 'twitter:card', content: 'summary' }
        ],
        jsonLd: ['{"@type":"Product","name":"\\u003c/script>"}']
      },
      'https://shop.example.ro'
    );
    expect(html).toContain('<link rel="alternate" hreflang="ro-RO" href="https://shop.example.ro/whey.html" data-server-head="">');
    expect(html).toContain('<link rel="alternate" hreflang="en-US" href="https://shop.example.ro/en/whey-en.html" data-server-head="">');
    expect(html).toContain('<meta property="og:title" content="Whey &quot;gold&quot;" data-server-head="">');
    expect(html).toContain('<meta name="twitter:card" content="summary" data-server-head="">');
    expect(html).toContain('<script type="application/ld+json" data-server-head="">{"@type":"Product","name":"\\u003c/script>"}</script></head>');
  });

  it('reads index.html as the build minifies it', () => {
    const minified = '<html lang=ro dir=ltr><head><meta name=description content="Site shop"><title>GNC România</title></head></html>';
    expect(withPageHead(minified, { lang: 'en-US', title: 'Whey', description: 'Pure' }, 'https://shop.example.ro')).toBe(
      '<html lang="en-US" dir=ltr><head><meta name="description" content="Pure" data-server-head="Site shop"><title data-server-head="GNC România">Whey</title></head></html>'
    );
  });

  it('changes only the language when the page has nothing of its own, and nothing without a head', () => {
    expect(withPageHead(INDEX, { lang: 'ro-RO' }, 'https://shop.example.ro')).toBe(INDEX.replace('lang="ro"', 'lang="ro-RO"'));
    expect(withPageHead(INDEX, undefined, 'https://shop.example.ro')).toBe(INDEX);
  });
});

describe('buildMessages', () => {
  it("merges a locale's files of every chunk group, once, and has none for a locale the build lacks", () => {
    const read: string[] = [];
    const files: Record<string, unknown> = { 'ro/main.json': { a: 'A' }, 'ro/4.json': { b: 'B' }, 'en/main.json': { a: 'EN' } };
    const messages = buildMessages(
      { 'i18n-ro_RO': ['ro/main.json'], 'i18n-ro_RO/category': ['ro/4.json'], 'i18n-ro_RO/product': ['ro/4.json'], 'i18n-en_US': ['en/main.json'], category: ['x.js'] },
      (file) => {
        read.push(file);
        return files[file];
      }
    );
    expect(messages('ro_RO')).toEqual({ a: 'A', b: 'B' });
    expect(messages('ro_RO')).toBe(messages('ro_RO'));
    expect(messages('en_US')).toEqual({ a: 'EN' });
    expect(messages('de_DE')).toBeUndefined();
    expect(read).toEqual(['ro/main.json', 'ro/4.json', 'en/main.json']);
  });
});

describe('pages with their first answers', () => {
  let testApp: TestApp;
  let dist: string;
  const calls: string[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'storefront-page-data-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(dist, 'static', 'i18n', 'ro_RO'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'i18n', 'ro_RO', '4.12345678.json'), JSON.stringify({ 'category.title': 'Categorie' }));
    testApp = await createTestApp({ staticDir: dist, pagePlanner: { planner: localePlanner(calls), chunkGroups: () => GROUPS } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });
  beforeEach(() => {
    calls.length = 0;
  });

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('answers a page with index.html carrying the store view answers, never cached stale', async () => {
    const response = await get('/en/proteine.html?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(calls).toEqual(['/en/proteine.html?page=2']);
    expect(response.body).toContain('<link rel="preload" as="script" href="/static/js/category.2.js" fetchpriority="low">');
    expect(pageDataOf(response.body)?.answers[0].data).toEqual({ storeConfig: { store_code: 'en_storeview', locale: 'en_US' } });
    // The page's message files of the build are in the page; one not built is preloaded.
    expect(response.body).toContain('<script type="application/json" id="page-messages">{"/static/i18n/ro_RO/4.12345678.json":{"category.title":"Categorie"}}</script>');
    expect(response.body).toContain('<link rel="preload" as="fetch" crossorigin href="/static/i18n/ro_RO/main.12345678.json" fetchpriority="low">');
  });

  it('answers 404 for a URL the store has no page at (with the SPA, which says so), and the redirects the store knows', async () => {
    const missing = await get('/en/nu-exista.html');
    expect(missing.statusCode).toBe(404);
    expect(pageDataOf(missing.body)?.store).toBe('en_storeview');
    const moved = await get('/old-page?x=1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/despre-noi?x=1');
    expect(moved.body).toBe('');
  });

  it('answers the home page too', async () => {
    const response = await get('/');
    expect(pageDataOf(response.body)?.answers[0].data).toEqual({ storeConfig: { store_code: 'default', locale: 'ro_RO' } });
  });

  it('compresses the page as the browser accepts', async () => {
    const br = await get('/proteine.html', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(pageDataOf(brotliDecompressSync(br.rawPayload).toString())).not.toBeNull();

    const gzip = await get('/proteine.html', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(pageDataOf(gunzipSync(gzip.rawPayload).toString())).not.toBeNull();
  });

  it('sends the plain index.html when there is nothing to add or planning fails', async () => {
    for (const url of ['/cart', '/broken.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('does not plan a HEAD request, a missing asset or an API path', async () => {
    const head = await testApp.app.inject({ method: 'HEAD', url: '/proteine.html' });
    expect(head.statusCode).toBe(200);
    expect((await get('/static/js/missing.0123abcd.js')).statusCode).toBe(404);
    expect((await get('/rest/V1/unknown')).statusCode).toBe(404);
    expect(calls).toEqual([]);
  });

  it('reads index.html again after a new build', async () => {
    const rebuilt = INDEX_HTML.replace('<title>GNC</title>', '<title>GNC 2</title>');
    writeFileSync(path.join(dist, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    const response = await get('/proteine.html');
    expect(response.body).toContain('<title>GNC 2</title>');
    expect(pageDataOf(response.body)).not.toBeNull();
  });
});

describe('createPageRenderer', () => {
  let testApp: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'storefront-page-data-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(dist, 'static', 'i18n', 'ro_RO'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'i18n', 'ro_RO', '4.12345678.json'), JSON.stringify({ 'category.title': 'Categorie' }));
    testApp = await createTestApp({ seed: false, staticDir: dist });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives up on a plan slower than its time limit', async () => {
    const slow: PagePlanner = { planPage: () => new Promise((resolve) => setTimeout(() => resolve(PLAN), 200)) };
    const renderPage = createPageRenderer({
      app: testApp.app,
      indexFile: path.join(dist, 'index.html'),
      planner: slow,
      chunkGroups: () => GROUPS,
      timeoutMs: 20
    });
    const request = { method: 'GET', url: '/proteine.html', protocol: 'http', host: 'shop.test', headers: {}, log: testApp.app.log } as never;
    expect(await renderPage(request)).toBeNull();
  });

  it('sends the page made for a URL again for a while, then once more while it is made again, then makes it afresh; a new build is not served old pages', async () => {
    const planned: string[] = [];
    const counting: PagePlanner = {
      planPage: async (url) => {
        planned.push(url);
        return { ...PLAN, pageData: { ...(PLAN.pageData as object), visit: planned.length } };
      }
    };
    let clock = 1_000;
    const renderPage = createPageRenderer({
      app: testApp.app,
      indexFile: path.join(dist, 'index.html'),
      planner: counting,
      chunkGroups: () => GROUPS,
      cacheTtlMs: 30_000,
      now: () => clock
    });
    const request = (url: string, encoding = 'br') =>
      ({ method: 'GET', url, protocol: 'http', host: 'shop.test', headers: { 'accept-encoding': encoding }, log: testApp.app.log }) as never;
    const html = (page: Awaited<ReturnType<typeof renderPage>>) =>
      page?.encoding === 'br' ? brotliDecompressSync(page.body as Buffer).toString() : String(page?.body);

    const first = await renderPage(request('/proteine.html'));
    expect(await renderPage(request('/proteine.html'))).toBe(first);
    expect(html(first)).toContain('"visit":1');
    // Another URL, or another encoding, is another page.
    expect(html(await renderPage(request('/proteine.html?page=2')))).toContain('"visit":2');
    const plain = await renderPage(request('/proteine.html', 'identity'));
    expect(plain?.encoding).toBeUndefined();
    expect(html(plain)).toContain('"visit":3');
    expect(planned).toEqual(['http://shop.test/proteine.html', 'http://shop.test/proteine.html?page=2', 'http://shop.test/proteine.html']);

    // Past its time: sent once more while the next one is made (stale-while-revalidate), once.
    clock += 30_001;
    expect(html(await renderPage(request('/proteine.html')))).toBe(html(first));
    expect(await renderPage(request('/proteine.html'))).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(planned).toHaveLength(4);
    expect(html(await renderPage(request('/proteine.html')))).toContain('"visit":4');
    // Too old to be sent at all: made afresh before it is sent.
    clock += 30_000 + 270_001;
    expect(html(await renderPage(request('/proteine.html')))).toContain('"visit":5');
    expect(planned).toHaveLength(5);

    const later = new Date(Date.now() + 10_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    expect(html(await renderPage(request('/proteine.html')))).toContain('"visit":6');
  });
});
