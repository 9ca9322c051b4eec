// Store switch (spec §4): save the view's code, currency and media base URL, drop the other view's
// cached data, load its messages, then go to the same page in that view. App remounts the shell for
// the new view (keyed by store code), so every query runs again with the new Store header.
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { resetForStore } from '../../api/apollo';
import { getBrowserPersistence } from '../../api/storage';
import { buildStoreView, saveStoreView, toLocaleTag, useStoreView } from '../../components/storeView';
import { toStorePath } from '../../lib/url';
import { loadLocale } from '../i18n/LocaleProvider';
import { AVAILABLE_STORES, type AvailableStore } from './availableStores.gql';

export interface StoreSwitchTalon {
  currentCode: string;
  /** The same page in the given view. */
  pathInView: (code: string) => string;
  switchStore: (code: string) => Promise<void>;
}

export function useStoreSwitch(): StoreSwitchTalon {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const view = useStoreView();

  const pathInView = useCallback(
    (code: string) => `${toStorePath(location.pathname, code)}${location.search}`,
    [location.pathname, location.search]
  );

  const switchStore = useCallback(
    async (code: string) => {
      if (code === view.code) return;
      const target = pathInView(code);
      let store: AvailableStore | undefined;
      try {
        const { data } = await client.query({ query: AVAILABLE_STORES });
        store = data?.availableStores?.find((candidate) => candidate?.store_code === code) ?? undefined;
      } catch {
        // Offline or failing: the build-time values of the view are good enough.
      }
      await loadLocale(toLocaleTag(store?.locale ?? buildStoreView(code).locale));
      saveStoreView(getBrowserPersistence(), {
        code,
        currency: store?.default_display_currency_code ?? undefined,
        secureBaseMediaUrl: store?.secure_base_media_url ?? undefined
      });
      await resetForStore(client, code);
      await navigate(target);
    },
    [client, navigate, pathInView, view.code]
  );

  return { currentCode: view.code, pathInView, switchStore };
}
