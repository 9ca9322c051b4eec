/**
 * Sitemaps (sitemaps.org) for search engines: an index naming one sitemap per store view, and each
 * view's pages — home, CMS pages, categories, products, blog posts — with absolute URLs and their
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

/** The sitemap file of a view. */
export const sitemapPath = (store: Pick<StoreView, 'code'>) => `/sitemap-${store.code}.xml`;

export async function sitemapIndex(db: RequestContext['db'], origin: string): Promise<string> {
  const stores = await listStoreViews(db);
  const entries = stores.map((store) => `  <sitemap><loc>${escapeXml(`${origin}${sitemapPath(store)}`)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

async function rowsOf(ctx: Pick<RequestContext, 'db' | 'loaders'>, store: StoreView): Promise<SitemapRow[]> {
  const values = await storeConfigValues(ctx, store.id);
  return listSitemapRows(ctx.db, store.id, configValue(values, 'web/default/cms_home_page', 'home'), configValue(values, 'web/default/cms_no_route', 'no-route'));
}

/** A view's sitemap, or null for a view that does not exist. */
export async function storeSitemap(db: RequestContext['db'], origin: string, code: string): Promise<string | null> {
  const ctx: Pick<RequestContext, 'db' | 'loaders'> = { db, loaders: new Map() };
  const stores = await listStoreViews(db);
  const store = stores.find((candidate) => candidate.code === code);
  if (!store) return null;
  const byStore = new Map<StoreView, SitemapRow[]>();
  for (const view of stores) byStore.set(view, await rowsOf(ctx, view));
  // The twins of every page, by view.
  const twins = new Map<string, Array<{ store: StoreView; path: string }>>();
  for (const [view, rows] of byStore) {
    for (const row of rows) if (row.twin) twins.set(row.twin, [...(twins.get(row.twin) ?? []), { store: view, path: row.path }]);
  }
  const fallback = stores[0];
  const urls = (byStore.get(store) ?? []).map((row) => {
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
      `    <loc>${escapeXml(pageUrl(origin, store, row.path))}</loc>`,
      ...(row.lastmod ? [`    <lastmod>${row.lastmod}</lastmod>`] : []),
      ...links,
      '  </url>'
    ].join('\n');
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
