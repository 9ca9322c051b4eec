/**
 * Sitemaps (sitemaps.org) for search engines: an index naming the sitemaps of each store view (one
 * file per 50,000 URLs), and each view's pages — home, CMS pages, categories, products, blog posts,
 * shops, the blog and the shop list — with absolute URLs, the day they last changed where known, and their
 * twins in the other views as hreflang alternates (the default view's as x-default), so a crawler
 * finds every page and knows which language each one is.
 */
import type { RequestContext, StoreView } from '../domain/context';
import { listSitemapRows, type SitemapRow } from '../repositories/sitemap';
import { listStoreViews } from '../repositories/stores';
import { configValue, storeConfigValues } from './storeConfig';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The language-region tag of a view's locale (ro_RO → ro-RO). */
export const hreflangOf = (store: Pick<StoreView, 'locale'>) => store.locale.replace('_', '-');

/** A page's absolute URL in a view. */
export function pageUrl(origin: string, store: Pick<StoreView, 'pathPrefix'>, path: string): string {
  const prefix = store.pathPrefix ? `/${store.pathPrefix}` : '';
  return `${origin}${prefix}/${path}`.replace(/\/$/, prefix ? '' : '/');
}

/** Past this many URLs a view's sitemap goes on in another file (the sitemaps.org limit). */
export const SITEMAP_MAX_URLS = 50_000;
/** A view's pages are read again after this long (crawlers may keep the files for an hour anyway). */
export const SITEMAP_CACHE_MS = 5 * 60_000;

/** The storefront's own pages a view lists beside the store's: the blog and the shop list. */
const STOREFRONT_PAGES: SitemapRow[] = [
  { path: 'blog', twin: 'page:blog', lastmod: null },
  { path: 'shops', twin: 'page:shops', lastmod: null }
];

/** The n-th sitemap file of a view (the first has no number). */
export const sitemapPath = (store: Pick<StoreView, 'code'>, part = 1) => `/sitemap-${store.code}${part > 1 ? `-${part}` : ''}.xml`;

/** A file name's view code and part ('en_storeview-2' → en_storeview, 2). */
function parseSitemapName(name: string): { code: string; part: number } {
  const match = /^(.+?)-(\d+)$/.exec(name);
  return match ? { code: match[1], part: Number(match[2]) } : { code: name, part: 1 };
}

/** A view as its sitemap needs it. */
export type SitemapView = Pick<StoreView, 'code' | 'locale' | 'pathPrefix'>;

/** Where a store's pages come from: its database (embedded), or the store's GraphQL (proxy mode). */
export type SitemapSource = () => Promise<Array<{ store: SitemapView; rows: SitemapRow[] }>>;

/** The embedded store's pages: each view's catalogue, CMS pages, posts and shops, and its own pages. */
export function databaseSitemapSource(db: RequestContext['db']): SitemapSource {
  return async () => {
    const ctx: Pick<RequestContext, 'db' | 'loaders'> = { db, loaders: new Map() };
    const stores = await listStoreViews(db);
    return Promise.all(stores.map(async (store) => ({ store, rows: [...(await rowsOf(ctx, store)), ...STOREFRONT_PAGES] })));
  };
}

interface StorePages {
  views: Array<{ store: SitemapView; rows: SitemapRow[] }>;
  /** The same page in every view, by the key the twins share. */
  twins: Map<string, Array<{ store: SitemapView; path: string }>>;
}

const kept = new WeakMap<SitemapSource, { expires: number; pages: Promise<StorePages> }>();

/** Every view's pages and their twins, read once per SITEMAP_CACHE_MS. */
function allPages(source: SitemapSource, now = Date.now()): Promise<StorePages> {
  const entry = kept.get(source);
  if (entry && entry.expires > now) return entry.pages;
  const pages = (async () => {
    const views = await source();
    const twins = new Map<string, Array<{ store: SitemapView; path: string }>>();
    for (const { store, rows } of views) {
      for (const row of rows) {
        if (!row.twin) continue;
        const found = twins.get(row.twin);
        if (found) found.push({ store, path: row.path });
        else twins.set(row.twin, [{ store, path: row.path }]);
      }
    }
    return { views, twins };
  })();
  kept.set(source, { expires: now + SITEMAP_CACHE_MS, pages });
  // A failure is not kept.
  pages.catch(() => kept.delete(source));
  return pages;
}

export async function sitemapIndex(source: SitemapSource, origin: string, maxUrls = SITEMAP_MAX_URLS): Promise<string> {
  const { views } = await allPages(source);
  const entries = views.flatMap(({ store, rows }) =>
    Array.from({ length: Math.max(1, Math.ceil(rows.length / maxUrls)) }, (_, index) => `  <sitemap><loc>${escapeXml(`${origin}${sitemapPath(store, index + 1)}`)}</loc></sitemap>`)
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

async function rowsOf(ctx: Pick<RequestContext, 'db' | 'loaders'>, store: StoreView): Promise<SitemapRow[]> {
  const values = await storeConfigValues(ctx, store.id);
  return listSitemapRows(ctx.db, store.id, configValue(values, 'web/default/cms_home_page', 'home'), configValue(values, 'web/default/cms_no_route', 'no-route'));
}

/** A sitemap file ('default', 'en_storeview-2'), or null for a view or part that does not exist. */
export async function storeSitemap(source: SitemapSource, origin: string, name: string, maxUrls = SITEMAP_MAX_URLS): Promise<string | null> {
  const { code, part } = parseSitemapName(name);
  const { views, twins } = await allPages(source);
  const view = views.find((candidate) => candidate.store.code === code);
  if (!view) return null;
  const rows = view.rows.slice((part - 1) * maxUrls, part * maxUrls);
  if (rows.length === 0 && part > 1) return null;
  const fallback = views[0].store;
  const urls = rows.map((row) => {
    const alternates = (row.twin ? twins.get(row.twin) : undefined) ?? [];
    const links =
      alternates.length > 1
        ? [
            ...alternates.map((twin) => `    <xhtml:link rel="alternate" hreflang="${hreflangOf(twin.store)}" href="${escapeXml(pageUrl(origin, twin.store, twin.path))}"/>`),
            ...alternates
              .filter((twin) => twin.store === fallback)
              .map((twin) => `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(origin, twin.store, twin.path))}"/>`)
          ]
        : [];
    return [
      '  <url>',
      `    <loc>${escapeXml(pageUrl(origin, view.store, row.path))}</loc>`,
      ...(row.lastmod ? [`    <lastmod>${row.lastmod}</lastmod>`] : []),
      ...links,
      '  </url>'
    ].join('\n');
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
