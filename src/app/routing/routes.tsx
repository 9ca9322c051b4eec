// The route table (appRouteTable.ts) with each route's page: its own lazy chunk.
import { getStoreFromPath } from '../../lib/url';
import {
  APP_ROUTE_TABLE,
  expandRoutes,
  matchRoutePath,
  type AppRouteEntry,
  type AppRouteId,
  type RoutePath
} from './appRouteTable';
import { lazyComponent, type LazyComponent } from './lazyComponent';

export { expandRoutes } from './appRouteTable';

export interface AppRoute extends AppRouteEntry {
  page: LazyComponent;
}

const searchPage = lazyComponent(() => import(/* webpackChunkName: "search" */ '../../features/search/SearchPage'));
const blogPage = lazyComponent(() => import(/* webpackChunkName: "blog" */ '../../features/blog/BlogPage'));
const cartPage = lazyComponent(() => import(/* webpackChunkName: "cart" */ '../../features/cart/CartPage'));
const checkoutPage = lazyComponent(() => import(/* webpackChunkName: "checkout" */ '../../features/checkout/CheckoutPage'));
const receiptPage = lazyComponent(() => import(/* webpackChunkName: "receipt" */ '../../features/checkout/Receipt'));
// Account pages (issue 7): the guest forms in one chunk, each signed-in page in its own (only the pages
// with forms carry the form library).
const signInPage = lazyComponent(() => import(/* webpackChunkName: "account-guest" */ '../../features/account/SignIn'));
const createAccountPage = lazyComponent(() => import(/* webpackChunkName: "account-guest" */ '../../features/account/CreateAccount'));
const forgotPasswordPage = lazyComponent(() => import(/* webpackChunkName: "account-guest" */ '../../features/account/ForgotPassword'));
const resetPasswordPage = lazyComponent(() => import(/* webpackChunkName: "account-guest" */ '../../features/account/ResetPassword'));
const wishlistPage = lazyComponent(() => import(/* webpackChunkName: "account-wishlist" */ '../../features/account/Wishlist'));
const orderHistoryPage = lazyComponent(() => import(/* webpackChunkName: "account-orders" */ '../../features/account/OrderHistory'));
const communicationsPage = lazyComponent(() => import(/* webpackChunkName: "account-communications" */ '../../features/account/Communications'));
const addressBookPage = lazyComponent(() => import(/* webpackChunkName: "account-addresses" */ '../../features/account/AddressBook'));
const accountInformationPage = lazyComponent(() => import(/* webpackChunkName: "account-information" */ '../../features/account/AccountInformation'));
const savedPaymentsPage = lazyComponent(() => import(/* webpackChunkName: "account-payments" */ '../../features/account/SavedPayments'));
const orderPage = lazyComponent(() => import(/* webpackChunkName: "account-orders" */ '../../features/account/OrderHistory/OrderPage'));
const rewardsPage = lazyComponent(() => import(/* webpackChunkName: "account-rewards" */ '../../features/account/Rewards'));
const profilePage = lazyComponent(() => import(/* webpackChunkName: "account-profile" */ '../../features/account/Profile'));
// Shops, contact and product reviews (issue 8).
const shopsPage = lazyComponent(() => import(/* webpackChunkName: "shops" */ '../../features/shops/ShopLocator'));
const shopPage = lazyComponent(() => import(/* webpackChunkName: "shops" */ '../../features/shops/ShopPage'));
const contactPage = lazyComponent(() => import(/* webpackChunkName: "contact" */ '../../features/contact/ContactPage'));
const guestOrderPage = lazyComponent(() => import(/* webpackChunkName: "guest-order" */ '../../features/guestOrder'));
const withdrawalPage = lazyComponent(() => import(/* webpackChunkName: "withdrawal" */ '../../features/withdrawal'));
const productReviewsPage = lazyComponent(() => import(/* webpackChunkName: "reviews" */ '../../features/productReviews/ReviewsPage'));

const PAGES: Record<AppRouteId, LazyComponent> = {
  checkout: checkoutPage,
  receipt: receiptPage,
  cart: cartPage,
  signIn: signInPage,
  createAccount: createAccountPage,
  forgotPassword: forgotPasswordPage,
  resetPassword: resetPasswordPage,
  search: searchPage,
  contactUs: contactPage,
  guestOrder: guestOrderPage,
  withdrawal: withdrawalPage,
  wishlist: wishlistPage,
  orderHistory: orderHistoryPage,
  communications: communicationsPage,
  addressBook: addressBookPage,
  accountInformation: accountInformationPage,
  savedPayments: savedPaymentsPage,
  productReviews: productReviewsPage,
  shops: shopsPage,
  shop: shopPage,
  oldOrder: orderPage,
  order: orderPage,
  rewards: rewardsPage,
  profile: profilePage,
  blog: blogPage
};


export const APP_ROUTES: readonly AppRoute[] = APP_ROUTE_TABLE.map((entry) => ({ ...entry, page: PAGES[entry.id] }));

export const ROUTE_PATHS: ReadonlyArray<RoutePath<AppRoute>> = expandRoutes(APP_ROUTES);

// Matching a path against the 45 patterns compiles each one (a few milliseconds on a phone): the answer
// per path is kept (start-up asks for the first page's twice, a page's links ask again).
const MATCH_CACHE_SIZE = 100;
const matched = new Map<string, RoutePath<AppRoute> | null>();

/** The table path (pattern and route) a path opens, if any (else MagentoRoute resolves it). */
export function matchAppRoutePath(pathname: string): RoutePath<AppRoute> | undefined {
  let hit = matched.get(pathname);
  if (hit === undefined) {
    hit = matchRoutePath(pathname, ROUTE_PATHS) ?? null;
    if (matched.size >= MATCH_CACHE_SIZE) matched.delete(matched.keys().next().value as string);
    matched.set(pathname, hit);
  }
  return hit ?? undefined;
}

/** The table route a path opens, if any (else MagentoRoute resolves it). */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  return matchAppRoutePath(pathname)?.route;
}

/** Path of a table route in the store view of `currentPath` ('/en/x' → '/en/sign-in'). */
export function routePathInView(routePath: string, currentPath: string): string {
  const { prefix } = getStoreFromPath(currentPath);
  return prefix ? `/${prefix}/${routePath}` : `/${routePath}`;
}
