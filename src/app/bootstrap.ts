// Start-up work done before the first render: storage in line with the URL's store view, the Apollo
// client for that view (with the answers the server put into the page), the locale's messages and the
// route of the first page requested in parallel. With the server's answers, the page's code is awaited
// too and the answers written into the cache: the first render is the page with its content.
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';

import { createApolloClient } from '../api/apollo';
import { operationNameOf, PreloadedAnswers } from '../api/apollo/preloadedAnswers';
import { warmDocuments } from '../api/apollo/warmDocuments';
import { getBrowserPersistence, storageKeys } from '../api/storage';
import { storeViewForPath, syncStoredStoreView } from '../components/storeView';
import { yieldToMain } from '../lib/idle';
import { getStoreCodeForPath } from '../lib/url';
import { prefetchDesktopMenu } from '../features/navigation/MegaMenu/prefetchDesktopMenu';
import { createStore, type AppStore } from '../store';
import { intlWarmUps } from './i18n/locale';
import { intlFor, loadLocale } from './i18n/LocaleProvider';
import { resolveRoute, routeCache, routeKey, savedRoutes } from './MagentoRoute/routeCache';
import { takePageData } from './pageData/pageData';
import { awaitServerCapabilities, knownCapabilities, setCapabilities } from '../lib/capabilities';
import { preloadRootComponent, ROOT_COMPONENTS } from './MagentoRoute/rootComponents';
import { GetLocaleDocument } from './i18n/locale.generated';
import { matchAppRoute } from './routing/routes';
import { CustomUrlRedirectDocument } from '../components/storeView/customUrlRedirect.generated';

export interface Bootstrapped {
  store: AppStore;
  client: ApolloClient;
}

export async function bootstrap(
  pathname: string = window.location.pathname,
  search: string = window.location.search
): Promise<Bootstrapped> {
  // Not in the task that ran the scripts: that one is long enough.
  await yieldToMain();
  const storage = getBrowserPersistence();
  // Nothing has been built from the stored values yet, so updating them is all the "reload" needs.
  syncStoredStoreView(storage, pathname);
  const view = storeViewForPath(pathname);

  // The server's answers for this page (guests only: a customer's answers may differ, e.g. prices).
  const preloadedAnswers = new PreloadedAnswers();
  const found = takePageData({ path: pathname + search, store: view.code });
  // Which retailer extensions the view's back end has: from the page, else asked before the first query.
  awaitServerCapabilities();
  if (found?.extensions) setCapabilities(found.store, found.extensions);
  const pageData = found && !storage.getItem(storageKeys.signinToken) ? found : null;
  if (pageData) {
    preloadedAnswers.add(pageData.answers, undefined, pageData.store);
    if (pageData.route) {
      const key = routeKey(view.code, pageData.route.url);
      routeCache.set(key, pageData.route.data);
      savedRoutes.save(key, pageData.route.data);
    }
  }

  // (The page's scripts are already downloading: the page preloads them.)
  await yieldToMain();
  // The first page's code and the view's messages (if storeConfig names another locale,
  // LocaleProvider loads it), requested before anything else is built.
  // (The messages first: a chunk's own messages are then requested with its code.)
  const messages = loadLocale(view.defaultLocale);
  const firstRoute = matchAppRoute(pathname);
  const pageModule = pageData
    ? (firstRoute ? firstRoute.page.preload() : preloadRootComponent(pageData.route?.data.route?.type)).catch(() => undefined)
    : undefined;

  // From here on the work is cut into tasks (yieldToMain), so the page answers input while it starts.
  await yieldToMain();
  const store = createStore();
  const client = createApolloClient({
    preloadedAnswers,
    storage,
    // The Store header follows the URL, so a request is never sent for the other view.
    getStoreCode: () => getStoreCodeForPath(window.location.pathname)
  });

  // A desktop-wide window: the category menu's code and answer, alongside the page's.
  prefetchDesktopMenu(client);

  // Without page data: the route and the page's code, requested together.
  if (!pageData) {
    const routeWork = firstRoute ? firstRoute.page.preload() : resolveRoute(client, view.code, view.pathInStore);
    void routeWork.catch(() => undefined);
    // A store view's home is a CMS page: its code (hero, carousels) loads while the route is resolved.
    if (!firstRoute && view.pathInStore === '/') void ROOT_COMPONENTS.CMS_PAGE.preload().catch(() => undefined);
  }
  // The locale is among the page's answers (written below); otherwise it is asked for now.
  const localeAnswered = pageData?.answers.some((answer) => answer.operationName === operationNameOf(GetLocaleDocument)) ?? false;
  if (!localeAnswered) void client.query({ query: GetLocaleDocument }).catch(() => undefined);

  // While the messages and the page's code download: Apollo's one-time work on the shell's documents
  // (the cart's is done when its gateway loads, once the page is on screen).
  const capabilities = knownCapabilities(view.code);
  await warmDocuments(client, [GetLocaleDocument, ...(capabilities?.customUrlRedirect ? [CustomUrlRedirectDocument] : [])], yieldToMain);

  const loadedLocale = await messages;
  for (const warmUp of intlWarmUps(view.defaultLocale, view.currency)) {
    await yieldToMain();
    warmUp();
  }
  // The react-intl object the first render provides.
  await yieldToMain();
  intlFor(loadedLocale);
  if (pageModule) {
    const pageQueries = ((await pageModule) as { pageQueries?: readonly DocumentNode[] } | undefined)?.pageQueries ?? [];
    await warmDocuments(client, pageQueries, yieldToMain);
    await yieldToMain();
    await preloadedAnswers.writeTo(client, [GetLocaleDocument, ...pageQueries], yieldToMain);
  }
  await yieldToMain();
  return { store, client };
}
