// Turns the route query's answer into one of the route states:
// loading, not found, redirect, error, component ready.
import { inStore, type ActiveStoreView } from '../../components/storeView';
import type { ResolveUrlQuery } from './magentoRoute.generated';
import type { CategoryRootProps, CmsPageRootProps, ProductRootProps } from './rootComponents';

export type MagentoRouteState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown }
  | { status: 'redirect'; to: string }
  | { status: 'ready'; type: 'CMS_PAGE'; props: CmsPageRootProps }
  | { status: 'ready'; type: 'CATEGORY'; props: CategoryRootProps }
  | { status: 'ready'; type: 'PRODUCT'; props: ProductRootProps };

const REDIRECT_CODES = new Set([301, 302]);

type ResolvedRoute = NonNullable<ResolveUrlQuery['route']>;

/** Where a redirect's relative URL goes in the current store view ('x.html' → '/en/x.html'). */
export function redirectTarget(relativeUrl: string, view: Pick<ActiveStoreView, 'basePath'>): string {
  const [path, ...query] = relativeUrl.split('?');
  const inStorePath = inStore(view, `/${path.replace(/^\/+/, '')}`);
  return query.length ? `${inStorePath}?${query.join('?')}` : inStorePath;
}

export function interpretRoute(
  route: ResolvedRoute | null | undefined,
  view: Pick<ActiveStoreView, 'basePath'>,
  currentPath: string
): MagentoRouteState {
  if (!route) return { status: 'notFound' };

  if (REDIRECT_CODES.has(route.redirect_code) && route.relative_url) {
    const to = redirectTarget(route.relative_url, view);
    // A redirect to the page itself would loop: show what the route says instead.
    if (to !== currentPath) return { status: 'redirect', to };
  }

  // Each entity type answers its own identity fields (the document's inline fragments).
  const identifier = 'route_identifier' in route ? route.route_identifier : null;
  const uid = 'route_uid' in route ? route.route_uid : null;
  const product = 'route_sku' in route ? route : null;
  switch (route.type) {
    case 'CMS_PAGE':
      return identifier ? { status: 'ready', type: 'CMS_PAGE', props: { identifier } } : { status: 'notFound' };
    case 'CATEGORY':
      return uid ? { status: 'ready', type: 'CATEGORY', props: { uid } } : { status: 'notFound' };
    case 'PRODUCT':
      return uid
        ? { status: 'ready', type: 'PRODUCT', props: { uid, sku: product?.route_sku ?? null, urlKey: product?.url_key ?? null } }
        : { status: 'notFound' };
    default:
      return { status: 'notFound' };
  }
}
