import { readFileSync } from 'node:fs';
import path from 'node:path';

import { APP_ROUTES, expandRoutes, matchAppRoute, routePathInView } from './routes';

describe('route table', () => {
  it('has public/robots.txt keep crawlers off every page it does not let them index, in every view, and off no other', () => {
    const disallowed = readFileSync(path.join(__dirname, '..', '..', '..', 'public', 'robots.txt'), 'utf8')
      .split('\n')
      .map((line) => /^Disallow: (\S+)/.exec(line)?.[1])
      .filter((rule): rule is string => Boolean(rule));
    const blocks = (pattern: string) => disallowed.some((rule) => pattern === rule || pattern.startsWith(rule.endsWith('/') ? rule : `${rule}/`));
    for (const { pattern, route } of expandRoutes(APP_ROUTES)) {
      // The pattern's fixed start ('/en/order/:id?' → '/en/order/'), what a crawler would request.
      const fixed = pattern.replace(/\/[:*].*$/, '/').replace(/\/$/, (slash) => (pattern.endsWith('/') || /[:*]/.test(pattern) ? slash : ''));
      expect({ pattern, blocked: blocks(fixed) || blocks(pattern) }).toEqual({ pattern, blocked: !route.indexed });
    }
  });

  it('has every route under /en and its twin without prefix, saved payments only without', () => {
    const patterns = expandRoutes(APP_ROUTES).map(({ pattern }) => pattern);
    for (const route of APP_ROUTES) {
      expect(patterns).toContain(`/${route.path}`);
      if (route.id === 'savedPayments') expect(patterns).not.toContain(`/en/${route.path}`);
      else expect(patterns).toContain(`/en/${route.path}`);
    }
  });

  it.each([
    ['/en/checkout', 'checkout'],
    ['/checkout', 'checkout'],
    ['/en/checkout/receipt', 'receipt'],
    ['/en/cart', 'cart'],
    ['/en/sign-in', 'signIn'],
    ['/create-account', 'createAccount'],
    ['/en/forgot-password', 'forgotPassword'],
    ['/en/customer/account/createPassword', 'resetPassword'],
    ['/en/search.html', 'search'],
    ['/search.html', 'search'],
    ['/en/contact-us', 'contactUs'],
    ['/en/wishlist', 'wishlist'],
    ['/order-history', 'orderHistory'],
    ['/en/communications', 'communications'],
    ['/en/address-book', 'addressBook'],
    ['/en/account-information', 'accountInformation'],
    ['/saved-payments', 'savedPayments'],
    ['/en/recenzie-produse', 'productReviews'],
    ['/en/recenzie-produse/some/product', 'productReviews'],
    ['/en/shops', 'shops'],
    ['/en/shop', 'shop'],
    ['/en/shop/12', 'shop'],
    ['/en/oldorder/5', 'oldOrder'],
    ['/en/order', 'order'],
    ['/en/myrewards-page/2', 'rewards'],
    ['/en/myprofile-page', 'profile'],
    ['/en/blog', 'blog'],
    ['/en/blog/category/vitamine', 'blog'],
    ['/blog/some-post/7', 'blog'],
    // Any case, a trailing slash (matchPath's rules; the table's static segments are compared first).
    ['/EN/Cart', 'cart'],
    ['/en/customer/account/createpassword', 'resetPassword'],
    ['/cart/', 'cart'],
    ['/en/shop/12/', 'shop']
  ])('%s opens %s', (path, id) => {
    expect(matchAppRoute(path)?.id).toBe(id);
  });

  it.each(['/', '/en', '/despre-noi', '/en/vitamine.html', '/en/saved-payments', '/en/shop/1/2', '/en/checkout/other', '/carts', '/en/en/cart', '/shop-x'])(
    '%s is left to the route query',
    (path) => {
      expect(matchAppRoute(path)).toBeUndefined();
    }
  );

  it('marks the signed-in-only pages', () => {
    const signedIn = APP_ROUTES.filter((route) => route.access === 'signed-in').map((route) => route.id).sort();
    expect(signedIn).toEqual(['accountInformation', 'addressBook', 'communications', 'orderHistory', 'savedPayments', 'wishlist']);
  });

  it('builds a table path in the store view of the current path', () => {
    expect(routePathInView('sign-in', '/en/wishlist')).toBe('/en/sign-in');
    expect(routePathInView('sign-in', '/wishlist')).toBe('/sign-in');
  });
});
