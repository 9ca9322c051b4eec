// Turns the route query's answer into one of the states of spec §4:
// loading, not found, redirect, error, component ready.
import { inStore, type ActiveStoreView } from '../../components/storeView';
import type { ResolvedRoute } from './magentoRoute.gql';
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

  switch (route.type) {
    case 'CMS_PAGE':
      return route.route_identifier
        ? { status: 'ready', type: 'CMS_PAGE', props: { identifier: route.route_identifier } }
        : { status: 'notFound' };
    case 'CATEGORY':
      return route.route_uid ? { status: 'ready', type: 'CATEGORY', props: { uid: route.route_uid } } : { status: 'notFound' };
    case 'PRODUCT':
      return route.route_uid
        ? {
            status: 'ready',
            type: 'PRODUCT',
            props: { uid: route.route_uid, sku: route.route_sku ?? null, urlKey: route.url_key ?? null }
          }
        : { status: 'notFound' };
    default:
      return { status: 'notFound' };
  }
}
