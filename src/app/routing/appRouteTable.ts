// The route table without the page components: every page under /en and its twin without the
// prefix (saved payments only without). Paths here are inside a store view. Anything else is resolved by
// MagentoRoute (route query). routes.tsx adds the pages; the server reads the table to know which paths
// are the SPA's own pages (src/app/pageData).
import { matchPath } from 'react-router-dom';

import type { MagentoExtension } from '../../lib/capabilities';

/** all: anyone; signed-in: guests are sent to sign-in; not-shown: the spec does not say. */
type RouteAccess = 'all' | 'signed-in' | 'not-shown';
/** both: /en/<path> and /<path>; unprefixed: only /<path>. */
type RouteViews = 'both' | 'unprefixed';

export interface AppRouteEntry {
  id: string;
  /** Path pattern inside a store view, without a leading slash ('shop/:id?'). */
  path: string;
  access: RouteAccess;
  views: RouteViews;
  /**
   * Whether search engines may show the page: the blog, the shops, reviews and contact; never a
   * shopper's own pages nor search results (the server says noindex; public/robots.txt disallows them,
   * which a test holds to this table).
   */
  indexed: boolean;
  /**
   * The retailer extension the page needs (shared/magentoExtensions.json): on a back end without it the
   * path is not one of the SPA's pages (MagentoRoute then says not found, and the server answers 404).
   */
  extension?: MagentoExtension;
}

export const APP_ROUTE_TABLE = [
  { id: 'checkout', path: 'checkout', access: 'all', views: 'both', indexed: false },
  { id: 'receipt', path: 'checkout/receipt', access: 'all', views: 'both', indexed: false },
  { id: 'cart', path: 'cart', access: 'all', views: 'both', indexed: false },
  { id: 'signIn', path: 'sign-in', access: 'all', views: 'both', indexed: false },
  { id: 'createAccount', path: 'create-account', access: 'all', views: 'both', indexed: false },
  { id: 'forgotPassword', path: 'forgot-password', access: 'all', views: 'both', indexed: false },
  { id: 'resetPassword', path: 'customer/account/createPassword', access: 'all', views: 'both', indexed: false },
  { id: 'search', path: 'search.html', access: 'all', views: 'both', indexed: false },
  { id: 'contactUs', path: 'contact-us', access: 'all', views: 'both', indexed: true },
  // Magento's "Orders and Returns": a guest order by number, e-mail and billing last name.
  { id: 'guestOrder', path: 'sales/guest/form', access: 'all', views: 'both', indexed: false },
  // The withdrawal function (shared/legal.json withdrawal.path; without the retailer's extension it sends
  // the request as a contact message, so the page is there on every back end).
  { id: 'withdrawal', path: 'retragere-din-contract', access: 'all', views: 'both', indexed: false },
  { id: 'wishlist', path: 'wishlist', access: 'signed-in', views: 'both', indexed: false },
  { id: 'orderHistory', path: 'order-history', access: 'signed-in', views: 'both', indexed: false },
  { id: 'communications', path: 'communications', access: 'signed-in', views: 'both', indexed: false },
  { id: 'addressBook', path: 'address-book', access: 'signed-in', views: 'both', indexed: false },
  { id: 'accountInformation', path: 'account-information', access: 'signed-in', views: 'both', indexed: false },
  { id: 'savedPayments', path: 'saved-payments', access: 'signed-in', views: 'unprefixed', indexed: false },
  // "not exact match": anything below /recenzie-produse too
  { id: 'productReviews', path: 'recenzie-produse/*', access: 'all', views: 'both', indexed: true },
  { id: 'shops', path: 'shops', access: 'all', views: 'both', indexed: true, extension: 'storeLocator' },
  { id: 'shop', path: 'shop/:id?', access: 'all', views: 'both', indexed: true, extension: 'storeLocator' },
  { id: 'oldOrder', path: 'oldorder/:id?', access: 'not-shown', views: 'both', indexed: false },
  { id: 'order', path: 'order/:id?', access: 'not-shown', views: 'both', indexed: false },
  { id: 'rewards', path: 'myrewards-page/:page?', access: 'not-shown', views: 'both', indexed: false, extension: 'rewardPoints' },
  { id: 'profile', path: 'myprofile-page', access: 'not-shown', views: 'both', indexed: false },
  { id: 'blog', path: 'blog/:slug?/:id?', access: 'all', views: 'both', indexed: true, extension: 'blog' }
] as const satisfies readonly AppRouteEntry[];

export type AppRouteId = (typeof APP_ROUTE_TABLE)[number]['id'];

export interface RoutePath<Route extends AppRouteEntry = AppRouteEntry> {
  /** Full path pattern as React Router sees it ('/en/cart', '/cart'). */
  pattern: string;
  route: Route;
}

/** Every route under /en and its twin without the prefix, as React Router patterns. */
export function expandRoutes<Route extends AppRouteEntry>(routes: readonly Route[]): Array<RoutePath<Route>> {
  return routes.flatMap((route) => {
    const unprefixed = { pattern: `/${route.path}`, route };
    return route.views === 'both' ? [{ pattern: `/en/${route.path}`, route }, unprefixed] : [unprefixed];
  });
}

/** A pattern's leading static segments, lower-cased ('/en/shop/:id?' → ['en', 'shop']). */
function staticHead(pattern: string): string[] {
  const head: string[] = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.startsWith(':') || segment.includes('*')) break;
    head.push(segment.toLowerCase());
  }
  return head;
}

const heads = new WeakMap<RoutePath, string[]>();

/**
 * Whether the path can match the pattern at all: it starts with the pattern's static segments. Cheap
 * next to matchPath, which compiles the pattern into a regular expression at every call (for a
 * catalogue path, such as the first page of most visits, all of the table's patterns, none matching).
 */
function mayMatch(path: RoutePath, segments: readonly string[]): boolean {
  let head = heads.get(path);
  if (!head) heads.set(path, (head = staticHead(path.pattern)));
  return head.every((segment, position) => segments[position] === segment);
}

/** The table path a path opens, if any (else MagentoRoute resolves it). */
export function matchRoutePath<Route extends AppRouteEntry>(pathname: string, paths: ReadonlyArray<RoutePath<Route>>): RoutePath<Route> | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return paths.find((path) => mayMatch(path, segments) && matchPath({ path: path.pattern, caseSensitive: false, end: true }, pathname));
}
