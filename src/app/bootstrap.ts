// Start-up work done before the first render: storage in line with the URL's store view, the Apollo
// client for that view (with the answers the server put into the page), the locale's messages and the
// route of the first page requested in parallel. With the server's answers, the page's code is awaited
// too and the answers written into the cache: the first render is the page with its content.
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';

import { createApolloClient } from '../api/apollo';
import { PreloadedAnswers } from '../api/apollo/preloadedAnswers';
import { getBrowserPersistence, storageKeys } from '../api/storage';
import { storeViewForPath, syncStoredStoreView } from '../components/storeView';
import { getStoreCodeForPath } from '../lib/url';
import { createStore, type AppStore } from '../store';
import { loadLocale } from './i18n/LocaleProvider';
import { resolveRoute, routeCache, routeKey, savedRoutes } from './MagentoRoute/routeCache';
import { takePageData } from './pageData/pageData';
import { preloadRootComponent, ROOT_COMPONENTS } from './MagentoRoute/rootComponents';
import { GET_LOCALE } from './i18n/locale.gql';
import { matchAppRoute } from './routing/routes';

export interface Bootstrapped {
  store: AppStore;
  client: ApolloClient;
}

export async function bootstrap(
  pathname: string = window.location.pathname,
  search: string = window.location.search
): Promise<Bootstrapped> {
  const storage = getBrowserPersistence();
  // Nothing has been built from the stored values yet, so updating them is all the "reload" needs.
  syncStoredStoreView(storage, pathname);
  const view = storeViewForPath(pathname);

  // The server's answers for this page (guests only: a customer's answers may differ, e.g. prices).
  const preloadedAnswers = new PreloadedAnswers();
  const found = takePageData({ path: pathname + search, store: view.code });
  const pageData = found && !storage.getItem(storageKeys.signinToken) ? found : null;
  if (pageData) {
    preloadedAnswers.add(pageData.answers, undefined, pageData.store);
    if (pageData.route) {
      const key = routeKey(view.code, pageData.route.url);
      routeCache.set(key, pageData.route.data);
      savedRoutes.save(key, pageData.route.data);
    }
  }

  const store = createStore();
  const client = createApolloClient({
    preloadedAnswers,
    storage,
    // The Store header follows the URL, so a request is never sent for the other view.
    getStoreCode: () => getStoreCodeForPath(window.location.pathname)
  });

  // Requests the first page needs, started together instead of one after the other.
  const firstRoute = matchAppRoute(pathname);
  const routeWork = firstRoute
    ? firstRoute.page.preload()
    : resolveRoute(client, view.code, view.pathInStore);
  void routeWork.catch(() => undefined);
  // A store view's home is a CMS page: its code (hero, carousels) loads while the route is resolved.
  if (!firstRoute && view.pathInStore === '/') void ROOT_COMPONENTS.CMS_PAGE.preload().catch(() => undefined);
  void client.query({ query: GET_LOCALE }).catch(() => undefined);
  // With the server's answers the page's code is on its way already (preloaded by the HTML).
  const pageModule = pageData
    ? (firstRoute ? firstRoute.page.preload() : preloadRootComponent(pageData.route?.data.route?.type)).catch(() => undefined)
    : undefined;

  // Messages of the view's known locale; if storeConfig names another, LocaleProvider loads it.
  await loadLocale(view.defaultLocale);
  if (pageModule) {
    const module = (await pageModule) as { pageQueries?: readonly DocumentNode[] } | undefined;
    preloadedAnswers.writeTo(client.cache, [GET_LOCALE, ...(module?.pageQueries ?? [])]);
  }
  return { store, client };
}
