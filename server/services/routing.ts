/**
 * URL resolution as Magento's UrlRewriteGraphQl does it (route, urlResolver), and the retailer's
 * RO/EN switch (customUrlRedirect). URLs arrive without the store prefix: the SPA strips /en and sends
 * the Store header instead.
 */
import type { RequestContext, StoreView } from '../domain/context';
import { addCacheTags } from '../domain/context';
import { findCmsPageById, findCmsPageByIdAnyStore, findCmsPageByIdentifier, type CmsPageRow } from '../repositories/cms';
import { findCustomUrlRedirect } from '../repositories/redirects';
import { findStoreViewByCode } from '../repositories/stores';
import {
  findCanonicalPaths,
  findUrlRewriteByRequestPath,
  type UrlRewriteEntityType,
  type UrlRewriteRow
} from '../repositories/urlRewrites';
import { getCategoryForRoute, getProductForRoute } from './catalog';
import { renderCmsContent } from './cmsContent';
import { storefrontPageInView } from './storefrontTwins';
import { hasUnsafeCharacter } from './unsafeText';
import { configValue, encodeUid, storeConfigValues } from './storeConfig';

type Ctx = RequestContext;

export type UrlRewriteEntityTypeEnum = 'CMS_PAGE' | 'PRODUCT' | 'CATEGORY';

const ENUM_OF: Record<UrlRewriteEntityType, UrlRewriteEntityTypeEnum | null> = {
  'cms-page': 'CMS_PAGE',
  product: 'PRODUCT',
  category: 'CATEGORY',
  custom: null
};

/**
 * Magento's URL clean-up: an absolute URL keeps only its path; query string and fragment are ignored;
 * leading slashes go; percent-escapes are decoded (a path that then holds U+0000 or half a surrogate pair
 * is empty: nothing matches it).
 */
export function normaliseRequestPath(url: string): string {
  let path = url.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return '';
    }
  }
  path = path.split('#')[0].split('?')[0].replace(/^\/+/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as typed; it will simply not match a rewrite.
  }
  // '%00' decodes to a character no URL rewrite can hold: such a path matches nothing.
  return hasUnsafeCharacter(path) ? '' : path;
}

/** The CMS page as CmsPage + RoutableInterface, content filtered, with cache tags. */
export async function cmsPageOutput(ctx: Ctx, page: CmsPageRow, route: { relativeUrl: string; redirectCode: number }) {
  addCacheTags(ctx, `cms_p_${page.page_id}`);
  return {
    __typename: 'CmsPage' as const,
    page_id: page.page_id,
    identifier: page.identifier,
    url_key: page.identifier,
    title: page.title,
    content: await renderCmsContent(ctx, page.content),
    content_heading: page.content_heading,
    page_layout: page.page_layout,
    meta_title: page.meta_title,
    meta_keywords: page.meta_keywords,
    meta_description: page.meta_description,
    relative_url: route.relativeUrl,
    redirect_code: route.redirectCode,
    type: 'CMS_PAGE' as const
  };
}

interface ResolvedUrl {
  /** The rewrite (or CMS identifier match) that serves the entity, after following a redirect. */
  entityType: UrlRewriteEntityType;
  entityId: number;
  /** The path the client should show: the requested one, or the redirect target. */
  relativeUrl: string;
  redirectCode: number;
  /** A redirect whose target is not an entity of this store (RoutableUrl). */
  bare?: boolean;
}

/** Finds what a request path is in a store view; null when nothing is there. */
export async function resolveRequestPath(ctx: Ctx, store: StoreView, requestPath: string): Promise<ResolvedUrl | null> {
  let path = requestPath;
  if (path === '') {
    const values = await storeConfigValues(ctx, store.id);
    path = configValue(values, 'web/default/cms_home_page', 'home');
  }
  let rewrite: UrlRewriteRow | undefined = await findUrlRewriteByRequestPath(ctx.db, store.id, path);
  if (!rewrite && path.endsWith('/')) {
    path = path.replace(/\/+$/, '');
    rewrite = await findUrlRewriteByRequestPath(ctx.db, store.id, path);
  }
  if (!rewrite) {
    // A CMS page without a rewrite row is still reachable by its identifier (Magento's CMS router).
    const page = path ? await findCmsPageByIdentifier(ctx.db, store.id, path) : undefined;
    return page ? { entityType: 'cms-page', entityId: page.page_id, relativeUrl: page.identifier, redirectCode: 0 } : null;
  }
  if (rewrite.redirect_type === 301 || rewrite.redirect_type === 302) {
    const target = rewrite.target_path.replace(/^\/+/, '');
    const targetRewrite = /^[a-z][a-z0-9+.-]*:\/\//i.test(target)
      ? undefined
      : await findUrlRewriteByRequestPath(ctx.db, store.id, target);
    if (targetRewrite && targetRewrite.redirect_type === 0 && targetRewrite.entity_type !== 'custom') {
      return { entityType: targetRewrite.entity_type, entityId: targetRewrite.entity_id, relativeUrl: target, redirectCode: rewrite.redirect_type };
    }
    if (rewrite.entity_type !== 'custom' && rewrite.entity_id > 0) {
      return { entityType: rewrite.entity_type, entityId: rewrite.entity_id, relativeUrl: target, redirectCode: rewrite.redirect_type };
    }
    return { entityType: 'custom', entityId: 0, relativeUrl: target, redirectCode: rewrite.redirect_type, bare: true };
  }
  if (rewrite.entity_type === 'custom') return null;
  return { entityType: rewrite.entity_type, entityId: rewrite.entity_id, relativeUrl: rewrite.request_path, redirectCode: 0 };
}

/** route(url): the routable entity, or null (never an error) for an unknown URL. */
export async function resolveRoute(ctx: Ctx, url: string) {
  const resolved = await resolveRequestPath(ctx, ctx.store, normaliseRequestPath(url));
  if (!resolved) return null;
  const routeFields = { relative_url: resolved.relativeUrl, redirect_code: resolved.redirectCode };
  if (resolved.bare) {
    return { __typename: 'RoutableUrl' as const, ...routeFields, type: null };
  }
  switch (resolved.entityType) {
    case 'cms-page': {
      const page = await findCmsPageById(ctx.db, ctx.store.id, resolved.entityId);
      return page ? cmsPageOutput(ctx, page, { relativeUrl: resolved.relativeUrl, redirectCode: resolved.redirectCode }) : null;
    }
    case 'category': {
      const category = await getCategoryForRoute(ctx, resolved.entityId);
      return category ? { ...category, ...routeFields, type: 'CATEGORY' as const } : null;
    }
    case 'product': {
      const product = await getProductForRoute(ctx, resolved.entityId);
      return product ? { ...product, ...routeFields, type: 'PRODUCT' as const } : null;
    }
    default:
      return null;
  }
}

/** urlResolver(url), deprecated in favour of route but still used by older storefronts. */
export async function resolveEntityUrl(ctx: Ctx, url: string) {
  const resolved = await resolveRequestPath(ctx, ctx.store, normaliseRequestPath(url));
  if (!resolved) return null;
  if (resolved.entityType === 'cms-page') addCacheTags(ctx, `cms_p_${resolved.entityId}`);
  const type = resolved.bare ? null : ENUM_OF[resolved.entityType];
  const id = resolved.bare ? null : resolved.entityId;
  return {
    id,
    entity_uid: id === null ? null : encodeUid(id),
    canonical_url: resolved.relativeUrl,
    relative_url: resolved.relativeUrl,
    redirectCode: resolved.redirectCode,
    redirect_code: resolved.redirectCode,
    type
  };
}

// ---------------------------------------------------------------------------------------------------
// RO/EN switch
// ---------------------------------------------------------------------------------------------------

const RO_STORE_CODE = 'default';
const EN_STORE_CODE = 'en_storeview';

/** '/en/x' for the English view, '/x' for the Romanian one; the home page is '/en' or '/'. */
function storePath(store: StoreView, path: string): string {
  const prefix = store.pathPrefix ? `/${store.pathPrefix}` : '';
  return path ? `${prefix}/${path}` : prefix || '/';
}

/** The canonical path of an entity in another store view, or null when it has none there. */
async function equivalentPath(ctx: Ctx, target: StoreView, resolved: ResolvedUrl, homeIdentifier: Map<number, string>): Promise<string | null> {
  if (resolved.entityType === 'cms-page') {
    const page = await findCmsPageByIdAnyStore(ctx.db, resolved.entityId);
    if (!page) return null;
    if (page.identifier === homeIdentifier.get(target.id)) return '';
    const targetPage = await findCmsPageByIdentifier(ctx.db, target.id, page.identifier);
    if (!targetPage) return null;
    const paths = await findCanonicalPaths(ctx.db, target.id, 'cms-page', [targetPage.page_id]);
    return paths.get(targetPage.page_id) ?? targetPage.identifier;
  }
  if (resolved.entityType === 'category' || resolved.entityType === 'product') {
    const paths = await findCanonicalPaths(ctx.db, target.id, resolved.entityType, [resolved.entityId]);
    return paths.get(resolved.entityId) ?? null;
  }
  return null;
}

/**
 * customUrlRedirect(url): where the RO/EN switch goes from the current path. The path may carry the
 * '/en' prefix (then it is read in the English view) or not (then in the Store header's view).
 * A row in custom_url_redirect wins; otherwise the same CMS page, category or product in each view, or
 * the twin of a blog, shop or product reviews page (storefrontTwins).
 */
export async function resolveCustomUrlRedirect(ctx: Ctx, url: string) {
  const raw = normaliseRequestPath(url);
  const [ro, en] = await Promise.all([findStoreViewByCode(ctx.db, RO_STORE_CODE), findStoreViewByCode(ctx.db, EN_STORE_CODE)]);
  if (!ro || !en) return { rourlredirect: null, enurlredirect: null };

  const enPrefix = en.pathPrefix;
  const hasEnPrefix = raw === enPrefix || raw.startsWith(`${enPrefix}/`);
  const source = hasEnPrefix ? en : ctx.store;
  const path = hasEnPrefix ? raw.slice(enPrefix.length).replace(/^\/+/, '') : raw;

  const custom = (await findCustomUrlRedirect(ctx.db, raw)) ?? (await findCustomUrlRedirect(ctx.db, path));
  if (custom) return { rourlredirect: custom.rourlredirect, enurlredirect: custom.enurlredirect };

  if (path === '') return { rourlredirect: storePath(ro, ''), enurlredirect: storePath(en, '') };

  const resolveProduct = async (store: StoreView, productPath: string) => {
    const found = await resolveRequestPath(ctx, store, productPath);
    return found && !found.bare && found.entityType === 'product' ? found.entityId : null;
  };
  const [roPage, enPage] = await Promise.all([ro, en].map((target) => storefrontPageInView(ctx, source, target, path, resolveProduct)));
  if (roPage !== undefined && enPage !== undefined) return { rourlredirect: storePath(ro, roPage), enurlredirect: storePath(en, enPage) };

  const resolved = await resolveRequestPath(ctx, source, path);
  if (!resolved || resolved.bare) return { rourlredirect: null, enurlredirect: null };

  const homeIdentifier = new Map<number, string>();
  for (const store of [ro, en]) {
    homeIdentifier.set(store.id, configValue(await storeConfigValues(ctx, store.id), 'web/default/cms_home_page', 'home'));
  }
  const [roPath, enPath] = await Promise.all([
    equivalentPath(ctx, ro, resolved, homeIdentifier),
    equivalentPath(ctx, en, resolved, homeIdentifier)
  ]);
  return {
    rourlredirect: roPath === null ? null : storePath(ro, roPath),
    enurlredirect: enPath === null ? null : storePath(en, enPath)
  };
}
