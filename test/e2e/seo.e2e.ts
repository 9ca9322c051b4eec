// What search engines and link previews read (issue 30):
// - a crawl of the whole demo store (420 products) from its sitemaps: every URL answers 200 with a
//   title of its own in its view, a canonical URL equal to itself, hreflang twins that name it back,
//   the link preview, and the structured data of its kind — all in the HTML, before any script runs;
// - a shopper's way through home → category → product → search in both views: after each client-side
//   navigation the document's title, canonical URL, twins and structured data are the new page's, and
//   none of the previous page's are left behind.
import type { Page } from 'playwright-core';

import { baseUrl, browserForFile, inPage, screenshot, VIEWPORTS } from './support/browser';

jest.setTimeout(600_000);

const session = browserForFile();

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

interface ServedHead {
  status: number;
  lang: string | undefined;
  title: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  alternates: Map<string, string>;
  meta: Map<string, string>;
  types: string[];
}

/** The head of a page as the server sends it (the writer's own format: server/pageData.ts). */
async function servedHead(url: string): Promise<ServedHead> {
  const response = await fetch(url, { redirect: 'manual' });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => {
    const found = pattern.exec(head)?.[1];
    return found === undefined ? undefined : decode(found);
  };
  const alternates = new Map<string, string>();
  for (const [, hreflang, href] of head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)) alternates.set(hreflang, decode(href));
  const meta = new Map<string, string>();
  for (const [, , name, content] of head.matchAll(/<meta (property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g)) meta.set(name, decode(content));
  const types = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => (JSON.parse(text) as { '@type': string })['@type']);
  return {
    status: response.status,
    lang: attribute(/<html lang="([^"]+)"/),
    title: attribute(/<title[^>]*>([^<]*)<\/title>/),
    canonical: attribute(/<link rel="canonical" href="([^"]+)"/),
    robots: attribute(/<meta name="robots" content="([^"]+)"/),
    alternates,
    meta,
    types
  };
}

async function sitemapUrls(): Promise<string[]> {
  const index = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decode(loc));
  expect(sitemaps.length).toBeGreaterThanOrEqual(2);
  const urls: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await fetch(sitemap)).text();
    urls.push(...[...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decode(loc)));
  }
  return urls;
}

/** Runs `work` on every item, `concurrency` at a time. */
async function eachLimited<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const at = next;
        next += 1;
        results[at] = await work(items[at]);
      }
    })
  );
  return results;
}

describe('crawling the store', () => {
  it('finds every sitemap URL whole in its HTML: 200, its own title and canonical, reciprocal twins, preview and structured data', async () => {
    const urls = await sitemapUrls();
    expect(urls.length).toBeGreaterThan(800);
    expect(new Set(urls).size).toBe(urls.length);
    const heads = new Map<string, ServedHead>();
    const started = Date.now();
    await eachLimited(urls, 2, async (url) => heads.set(url, await servedHead(url)));
    console.log(`[crawl] ${urls.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const problems: string[] = [];
    const titles = new Map<string, string>();
    const productPages = { seen: 0, withOffers: 0 };
    for (const [url, head] of heads) {
      const view = new URL(url).pathname.startsWith('/en') ? 'en' : 'ro';
      if (head.status !== 200) problems.push(`${url}: HTTP ${head.status}`);
      if (head.lang !== (view === 'en' ? 'en-US' : 'ro-RO')) problems.push(`${url}: lang ${head.lang}`);
      if (head.canonical !== url) problems.push(`${url}: canonical ${head.canonical}`);
      if (head.robots) problems.push(`${url}: robots ${head.robots}`);
      if (!head.title) problems.push(`${url}: no title`);
      else {
        const other = titles.get(`${view} ${head.title}`);
        if (other) problems.push(`${url}: the same title as ${other} ("${head.title}")`);
        titles.set(`${view} ${head.title}`, url);
      }
      if (head.meta.get('og:url') !== url || !head.meta.get('og:type') || !head.meta.get('og:title')) problems.push(`${url}: link preview ${JSON.stringify([...head.meta])}`);
      // Each twin is a page of the store that names this one back.
      for (const [hreflang, twin] of head.alternates) {
        if (hreflang === 'x-default') continue;
        const twinHead = heads.get(twin);
        if (!twinHead) problems.push(`${url}: ${hreflang} twin ${twin} is not in the sitemaps`);
        else if (![...twinHead.alternates.values()].includes(url)) problems.push(`${url}: ${hreflang} twin ${twin} does not name it back`);
      }
      if (!['ro-RO', 'en-US', 'x-default'].every((hreflang) => head.alternates.has(hreflang))) problems.push(`${url}: twins ${[...head.alternates.keys()]}`);
      if (head.meta.get('og:type') === 'product') {
        productPages.seen += 1;
        if (head.types.includes('Product') && head.types.includes('BreadcrumbList')) productPages.withOffers += 1;
        else problems.push(`${url}: structured data ${head.types}`);
      }
      if (/\/blog\/post\//.test(url) && !head.types.includes('BlogPosting')) problems.push(`${url}: structured data ${head.types}`);
      if (/\/shop\/[^/]+$/.test(url) && !head.types.includes('Store')) problems.push(`${url}: structured data ${head.types}`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // The demo store's products, in both views.
    expect(productPages.seen).toBeGreaterThanOrEqual(800);

    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    for (const path of ['/checkout', '/cart', '/search.html']) expect(robots).toContain(`Disallow: ${path}`);
  });

  it('tells crawlers what not to index: search results, the cart and the account, in their view language', async () => {
    for (const [path, lang] of [['/search.html?query=whey', 'ro-RO'], ['/en/cart', 'en-US'], ['/en/order-history', 'en-US'], ['/checkout', 'ro-RO']] as const) {
      const head = await servedHead(`${baseUrl()}${path}`);
      expect({ path, status: head.status, lang: head.lang, robots: head.robots, canonical: head.canonical }).toEqual({ path, status: 200, lang, robots: 'noindex', canonical: undefined });
    }
    const missing = await servedHead(`${baseUrl()}/en/blog/post/no-such-post`);
    expect([missing.status, missing.robots]).toEqual([404, 'noindex']);
  });
});

interface BrowserHead {
  title: string;
  canonical: string[];
  alternates: string[];
  robots: string | null;
  types: string[];
  ogType: string | null;
}

function browserHead(page: Page): Promise<BrowserHead> {
  return page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    types: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type']).sort(),
    ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content') ?? null
  }));
}

/** Waits until the document's canonical URL is the current address (the new page has set its head). */
async function headOfCurrentPage(page: Page): Promise<BrowserHead> {
  await page.waitForFunction(() => {
    const links = document.querySelectorAll('link[rel="canonical"]');
    return links.length === 1 && links[0].getAttribute('href') === location.origin + location.pathname + location.search;
  });
  return browserHead(page);
}

const VIEWS = [
  { name: 'ro', home: '/', category: 'Proteine', search: 'Caută un produs', twin: 'en-US' },
  { name: 'en', home: '/en', category: 'Proteins', search: 'Search for a product', twin: 'ro-RO' }
] as const;

describe('the head as the shopper moves', () => {
  it.each(VIEWS)('$name: home → category → product → search, each with its own title, canonical, twins and structured data', async (view) => {
    await inPage(session, VIEWPORTS.desktop, async (page) => {
      await page.goto(view.home);
      const home = await headOfCurrentPage(page);
      expect(home.types).toEqual(['Organization', 'WebSite']);
      expect(home.ogType).toBe('website');

      await page.getByRole('banner').getByRole('link', { name: view.category, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname !== view.home && url.pathname.endsWith('.html'));
      const category = await headOfCurrentPage(page);
      expect(category.title).not.toBe(home.title);
      await page.waitForFunction(() => document.querySelectorAll('script[type="application/ld+json"]').length === 2);
      expect((await browserHead(page)).types).toEqual(['BreadcrumbList', 'ItemList']);
      // The twins once the switch's lookup has answered (in the page's first answers on a first load).
      await page.waitForFunction((twin) => [...document.querySelectorAll('link[rel="alternate"]')].some((link) => link.getAttribute('hreflang') === twin), view.twin);
      expect((await browserHead(page)).alternates).toHaveLength(3);

      await page.locator('main a[href$=".html"]').filter({ has: page.locator('img') }).first().click();
      await page.waitForURL((url) => url.pathname !== new URL(category.canonical[0]).pathname);
      const product = await headOfCurrentPage(page);
      await page.waitForFunction(() => document.querySelectorAll('script[type="application/ld+json"]').length === 2);
      expect((await browserHead(page)).types).toEqual(['BreadcrumbList', 'Product']);
      expect(product.ogType).toBe('product');
      expect(product.robots).toBeNull();
      // The picture as the shopper sees it, not its place while it loads.
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('main img')].some((img) => img.complete && img.naturalWidth > 0));
      await screenshot(page, `seo-product-${view.name}`);

      const box = page.getByRole('banner').getByRole('combobox', { name: view.search });
      await box.click();
      await box.fill('whey');
      await box.press('Enter');
      await page.waitForURL('**/search.html?query=whey');
      await page.waitForFunction(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex');
      const search = await browserHead(page);
      expect(search.canonical).toEqual([]);
      expect(search.alternates).toEqual([]);
      expect(search.types).toEqual([]);
      expect(search.title).not.toBe(product.title);
    });
  });
});
