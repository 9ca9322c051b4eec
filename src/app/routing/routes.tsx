// The route table of spec §2: every page under /en and its twin without the prefix (saved payments only
// without). Paths here are inside a store view. Anything else is resolved by MagentoRoute (route query).
import { matchPath } from 'react-router-dom';

import { getStoreFromPath } from '../../lib/url';
import { lazyComponent, type LazyComponent } from './lazyComponent';

/** all: anyone; signed-in: guests are sent to sign-in; not-shown: the spec does not say. */
export type RouteAccess = 'all' | 'signed-in' | 'not-shown';
/** both: /en/<path> and /<path>; unprefixed: only /<path>. */
export type RouteViews = 'both' | 'unprefixed';

export interface AppRoute {
  id: string;
  /** Path pattern inside a store view, without a leading slash ('shop/:id?'). */
  path: string;
  access: RouteAccess;
  views: RouteViews;
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
const productReviewsPage = lazyComponent(() => import(/* webpackChunkName: "reviews" */ '../../features/productReviews/ReviewsPage'));

export const APP_ROUTES: readonly AppRoute[] = [
  { id: 'checkout', path: 'checkout', access: 'all', views: 'both', page: checkoutPage },
  { id: 'receipt', path: 'checkout/receipt', access: 'all', views: 'both', page: receiptPage },
  { id: 'cart', path: 'cart', access: 'all', views: 'both', page: cartPage },
  { id: 'signIn', path: 'sign-in', access: 'all', views: 'both', page: signInPage },
  { id: 'createAccount', path: 'create-account', access: 'all', views: 'both', page: createAccountPage },
  { id: 'forgotPassword', path: 'forgot-password', access: 'all', views: 'both', page: forgotPasswordPage },
  {
    id: 'resetPassword',
    path: 'customer/account/createPassword',
    access: 'all',
    views: 'both',
    page: resetPasswordPage
  },
  { id: 'search', path: 'search.html', access: 'all', views: 'both', page: searchPage },
  { id: 'contactUs', path: 'contact-us', access: 'all', views: 'both', page: contactPage },
  { id: 'wishlist', path: 'wishlist', access: 'signed-in', views: 'both', page: wishlistPage },
  { id: 'orderHistory', path: 'order-history', access: 'signed-in', views: 'both', page: orderHistoryPage },
  { id: 'communications', path: 'communications', access: 'signed-in', views: 'both', page: communicationsPage },
  { id: 'addressBook', path: 'address-book', access: 'signed-in', views: 'both', page: addressBookPage },
  {
    id: 'accountInformation',
    path: 'account-information',
    access: 'signed-in',
    views: 'both',
    page: accountInformationPage
  },
  { id: 'savedPayments', path: 'saved-payments', access: 'signed-in', views: 'unprefixed', page: savedPaymentsPage },
  // "not exact match": anything below /recenzie-produse too
  { id: 'productReviews', path: 'recenzie-produse/*', access: 'all', views: 'both', page: productReviewsPage },
  { id: 'shops', path: 'shops', access: 'all', views: 'both', page: shopsPage },
  { id: 'shop', path: 'shop/:id?', access: 'all', views: 'both', page: shopPage },
  { id: 'oldOrder', path: 'oldorder/:id?', access: 'not-shown', views: 'both', page: orderPage },
  { id: 'order', path: 'order/:id?', access: 'not-shown', views: 'both', page: orderPage },
  { id: 'rewards', path: 'myrewards-page/:page?', access: 'not-shown', views: 'both', page: rewardsPage },
  { id: 'profile', path: 'myprofile-page', access: 'not-shown', views: 'both', page: profilePage },
  { id: 'blog', path: 'blog/:slug?/:id?', access: 'all', views: 'both', page: blogPage }
];

export interface RoutePath {
  /** Full path pattern as React Router sees it ('/en/cart', '/cart'). */
  pattern: string;
  route: AppRoute;
}

/** Every route under /en and its twin without the prefix, as React Router patterns. */
export function expandRoutes(routes: readonly AppRoute[] = APP_ROUTES): RoutePath[] {
  return routes.flatMap((route) => {
    const unprefixed = { pattern: `/${route.path}`, route };
    return route.views === 'both' ? [{ pattern: `/en/${route.path}`, route }, unprefixed] : [unprefixed];
  });
}

export const ROUTE_PATHS: readonly RoutePath[] = expandRoutes();

/** The table route a path opens, if any (else MagentoRoute resolves it). */
export function matchAppRoute(pathname: string, paths: readonly RoutePath[] = ROUTE_PATHS): AppRoute | undefined {
  return paths.find(({ pattern }) => matchPath({ path: pattern, caseSensitive: false, end: true }, pathname))?.route;
}

/** Path of a table route in the store view of `currentPath` ('/en/x' → '/en/sign-in'). */
export function routePathInView(routePath: string, currentPath: string): string {
  const { prefix } = getStoreFromPath(currentPath);
  return prefix ? `/${prefix}/${routePath}` : `/${routePath}`;
}
