// Store switch: save the view's code, currency and media base URL, drop the other view's
// cached data, load its messages, then go to the same page in that view. The same page is what the
// custom URL redirect says (a category or product has another URL key in the other view); without an
// answer the path just changes its /en prefix. App remounts the shell for the new view (keyed by store
// code), so every query runs again with the new Store header.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { resetForStore } from '../../api/apollo';
import { getBrowserPersistence } from '../../api/storage';
import { saveStoreView, toLocaleTag, useStoreView } from '../../components/storeView';
import { STORE_VIEWS, storeViewByCode } from '../../lib/storeViews';
import { whenIdle } from '../../lib/idle';
import { toStorePath } from '../../lib/url';
import { loadLocale } from '../i18n/LocaleProvider';
import { AvailableStoresDocument } from './availableStores.generated';
import { CustomUrlRedirectDocument, type CustomUrlRedirectQuery } from './customUrlRedirect.generated';

/** What a switch reads of the custom redirect's answer. */
type RedirectTargets = Pick<NonNullable<CustomUrlRedirectQuery['customUrlRedirect']>, 'rourlredirect' | 'enurlredirect'>;

export interface StoreSwitchTalon {
  currentCode: string;
  /** Hook: the same page in a given view (its links render again when the address is known). */
  usePathInView: () => (code: string) => string;
  switchStore: (code: string) => Promise<void>;
}

/** The custom redirect's target for a view, or null when it gave none (or the view has no field). */
export function redirectTargetFor(code: string, redirect: RedirectTargets | null | undefined): string | null {
  if (!redirect) return null;
  // The extension answers one field per language ('rourlredirect', 'enurlredirect').
  const language = STORE_VIEWS.find((view) => view.code === code)?.language.code;
  if (language === 'ro') return redirect.rourlredirect || null;
  if (language === 'en') return redirect.enurlredirect || null;
  return null;
}

/** The page in another view: the redirect target when known (query string kept), else the prefix swap. */
export function equivalentPath(
  code: string,
  location: { pathname: string; search: string },
  redirect: RedirectTargets | null | undefined
): string {
  const target = redirectTargetFor(code, redirect);
  if (target) return target.includes('?') ? target : `${target}${location.search}`;
  return `${toStorePath(location.pathname, code)}${location.search}`;
}

/** Home pages are the same in both views: no need to ask. */
function needsRedirectLookup(pathname: string): boolean {
  return !/^\/(en\/?)?$/.test(pathname);
}

/** True once the browser has been idle after the first render (the lookup is not first-paint work). */
function useAfterIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    return whenIdle(() => setReady(true), 3000);
  }, [ready]);
  return ready;
}

/**
 * The same page in another view, for the switch's links: the prefix swap at first, the custom URL
 * redirect's target once it has answered. Asked for when the browser is idle, so the links carry the
 * real address (middle click, crawlers, hreflang). A hook of the switch's own: its answer renders the
 * two links, not the shell or the header around them.
 */
export function usePathInView(): (code: string) => string {
  const location = useLocation();
  const idle = useAfterIdle();
  const lookup = needsRedirectLookup(location.pathname);
  const { data } = useQuery(CustomUrlRedirectDocument, {
    variables: { url: location.pathname },
    skip: !idle || !lookup,
    fetchPolicy: 'cache-first'
  });
  const redirect = lookup ? data?.customUrlRedirect : undefined;
  return useCallback((code: string) => equivalentPath(code, location, redirect), [location, redirect]);
}

export function useStoreSwitch(): StoreSwitchTalon {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const view = useStoreView();

  const switchStore = useCallback(
    async (code: string) => {
      if (code === view.code) return;
      const lookup = needsRedirectLookup(location.pathname);
      // The redirect's answer is usually in the cache already (usePathInView asked when idle).
      const [redirectAnswer, storesAnswer] = await Promise.allSettled([
        lookup ? client.query({ query: CustomUrlRedirectDocument, variables: { url: location.pathname } }) : Promise.resolve(null),
        client.query({ query: AvailableStoresDocument })
      ]);
      // Offline or failing: the prefix swap and the build-time values of the view are good enough.
      const answeredRedirect = redirectAnswer.status === 'fulfilled' ? redirectAnswer.value?.data?.customUrlRedirect : undefined;
      const target = equivalentPath(code, location, answeredRedirect ?? undefined);
      const store =
        storesAnswer.status === 'fulfilled'
          ? (storesAnswer.value.data?.availableStores?.find((candidate) => candidate?.store_code === code) ?? undefined)
          : undefined;
      await loadLocale(toLocaleTag(store?.locale ?? storeViewByCode(code).locale));
      saveStoreView(getBrowserPersistence(), {
        code,
        currency: store?.default_display_currency_code ?? undefined,
        secureBaseMediaUrl: store?.secure_base_media_url ?? undefined
      });
      await resetForStore(client, code);
      await navigate(target);
    },
    [client, location, navigate, view.code]
  );

  // The same object until something in it changes: the header and drawer it is passed to are memoised.
  return useMemo(() => ({ currentCode: view.code, usePathInView, switchStore }), [view.code, switchStore]);
}
