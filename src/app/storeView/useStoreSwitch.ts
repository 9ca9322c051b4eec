// Store switch: save the view's code, currency and media base URL, drop the other view's
// cached data, load its messages, then go to the same page in that view. The same page is what the
// custom URL redirect says (a category or product has another URL key in the other view); without an
// answer the path just changes its /en prefix. App remounts the shell for the new view (keyed by store
// code), so every query runs again with the new Store header.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { resetForStore } from '../../api/apollo';
import { getBrowserPersistence } from '../../api/storage';
import { useCapability } from '../../components/Capabilities';
import { saveStoreView, toLocaleTag, useStoreView } from '../../components/storeView';
import { CustomUrlRedirectDocument } from '../../components/storeView/customUrlRedirect.generated';
import { equivalentPath, needsRedirectLookup, usePathInView } from '../../components/storeView/twinPaths';
import { storeViewByCode } from '../../lib/storeViews';
import { loadLocale } from '../i18n/LocaleProvider';
import { AvailableStoresDocument } from './availableStores.generated';

export interface StoreSwitchTalon {
  currentCode: string;
  /** Hook: the same page in a given view (its links render again when the address is known). */
  usePathInView: () => (code: string) => string;
  switchStore: (code: string) => Promise<void>;
}

export function useStoreSwitch(): StoreSwitchTalon {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const view = useStoreView();
  const hasRedirects = useCapability('customUrlRedirect');

  const switchStore = useCallback(
    async (code: string) => {
      if (code === view.code) return;
      const lookup = hasRedirects && needsRedirectLookup(location.pathname);
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
    [client, hasRedirects, location, navigate, view.code]
  );

  // The same object until something in it changes: the header and drawer it is passed to are memoised.
  return useMemo(() => ({ currentCode: view.code, usePathInView, switchStore }), [view.code, switchStore]);
}
