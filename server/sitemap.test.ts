/** The sitemap index, each view's sitemap with reciprocal hreflang alternates, and robots.txt naming it. */
import { testAppForFile } from '../test/helpers/server';

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
  for (const path of ['/livrare-si-plata', '/proteine.html', '/proteine/proteine-din-zer.html']) expect(ro.has(`${base}${path}`)).toBe(true);
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
