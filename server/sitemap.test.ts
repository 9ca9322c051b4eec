/** The sitemap index, each view's sitemap with reciprocal hreflang alternates, and robots.txt naming it. */
import { testAppForFile } from '../test/helpers/server';
import { databaseSitemapSource, sitemapIndex, storeSitemap } from './services/sitemap';

const t = testAppForFile();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'shop.example.ro' } });

/** A sitemap's pages: each URL with its alternates by hreflang. */
function parse(xml: string): Map<string, Record<string, string>> {
  const pages = new Map<string, Record<string, string>>();
  for (const [, block] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(block)![1];
    const alternates = Object.fromEntries([...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]));
    pages.set(loc, alternates);
  }
  return pages;
}

test('the index names a sitemap per store view; robots.txt names the index', async () => {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toMatch(/^application\/xml/);
  expect([...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
    'http://shop.example.ro/sitemap-default.xml',
    'http://shop.example.ro/sitemap-en_storeview.xml'
  ]);
  const robots = await get('/robots.txt');
  expect(robots.body).toMatch(/^User-agent: \*/);
  expect(robots.body.trimEnd().split('\n').at(-1)).toBe('Sitemap: http://shop.example.ro/sitemap.xml');
  expect((await get('/sitemap-nope.xml')).statusCode).toBe(404);
});

test('each view lists its home, CMS pages, categories, products and posts, each twin naming the other (reciprocal)', async () => {
  const ro = parse((await get('/sitemap-default.xml')).body);
  const en = parse((await get('/sitemap-en_storeview.xml')).body);
  const base = 'http://shop.example.ro';
  expect(ro.get(`${base}/`)).toEqual({ 'ro-RO': `${base}/`, 'en-US': `${base}/en`, 'x-default': `${base}/` });
  expect(en.get(`${base}/en`)).toEqual(ro.get(`${base}/`));
  for (const path of ['/livrare-si-plata', '/proteine.html', '/proteine/proteine-din-zer.html', '/blog', '/shops']) expect(ro.has(`${base}${path}`)).toBe(true);
  expect(ro.get(`${base}/shops`)).toEqual({ 'ro-RO': `${base}/shops`, 'en-US': `${base}/en/shops`, 'x-default': `${base}/shops` });
  // The shops, each with its twin (the same URL key, another id).
  const shops = [...ro.keys()].filter((loc) => /\/shop\/\d+$/.test(loc));
  expect(shops.length).toBeGreaterThan(3);
  for (const shop of shops) expect(en.has(ro.get(shop)!['en-US'])).toBe(true);
  expect(en.has(`${base}/en/proteins.html`)).toBe(true);
  expect([...ro.keys()].some((loc) => loc.startsWith(`${base}/blog/post/`))).toBe(true);
  // Products: each once, by its shortest URL.
  const products = [...ro.keys()].filter((loc) => /\.html$/.test(loc) && !loc.includes('/proteine'));
  expect(products.length).toBeGreaterThan(50);
  // Not the not-found page, nor any redirect.
  expect([...ro.keys(), ...en.keys()].some((loc) => /no-route|black-friday$/.test(loc))).toBe(false);
  // Every alternate points back.
  for (const [views, other] of [[ro, en], [en, ro]] as const) {
    for (const [loc, alternates] of views) {
      for (const [lang, href] of Object.entries(alternates)) {
        if (lang === 'x-default' || href === loc) continue;
        expect({ loc, back: other.get(href) && Object.values(other.get(href)!).includes(loc) }).toEqual({ loc, back: true });
      }
    }
  }
});

test('says when each product last changed', async () => {
  const xml = (await get('/sitemap-default.xml')).body;
  const product = /<url>\s*<loc>[^<]+\.html<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/.exec(xml);
  expect(product?.[1]).toMatch(/^20\d\d-/);
});

test('goes on in another file past the URL limit, each file named in the index', async () => {
  const origin = 'http://shop.example.ro';
  const source = databaseSitemapSource(t.db);
  const index = await sitemapIndex(source, origin, 300);
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.slice(origin.length + 1, -'.xml'.length));
  expect(files.slice(0, 2)).toEqual(['sitemap-default', 'sitemap-default-2']);
  const count = (xml: string | null) => (xml ?? '').split('<url>').length - 1;
  const parts = await Promise.all(files.filter((file) => file.startsWith('sitemap-default')).map((file) => storeSitemap(source, origin, file.slice('sitemap-'.length), 300)));
  expect(parts.slice(0, -1).every((part) => count(part) === 300)).toBe(true);
  const all = count(await storeSitemap(source, origin, 'default'));
  expect(parts.reduce((sum, part) => sum + count(part), 0)).toBe(all);
  expect(await storeSitemap(source, origin, `default-${parts.length + 1}`, 300)).toBeNull();
});
