// The checkout thunks' services: GraphQL + REST gateway (guest or 'mine' by role), Romanian counties
// for address normalisation, the cart services for the new cart after the order.
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';

import { clearCartDataFromCache } from '../../api/apollo/cacheHelpers';
import { createRestClient, type RestClient } from '../../api/rest';
import { storageKeys } from '../../api/storage';
import { getStoreCodeForPath } from '../../lib/url';
import { useCartDeps } from '../../store/cart/useCartDeps';
import type { Region } from '../../store/checkout/actions';
import type { CheckoutDeps } from '../../store/checkout/asyncActions';
import { createCheckoutGateway } from '../../store/checkout/gateway';
import { useAppStore } from '../../store/hooks';

export const CHECKOUT_COUNTRY = 'RO';

export function useRestClient(): RestClient {
  const store = useAppStore();
  return useMemo(
    () =>
      createRestClient({
        getToken: () => store.extra.storage.getItem<string>(storageKeys.signinToken),
        getStoreCode: () => getStoreCodeForPath(window.location.pathname)
      }),
    [store]
  );
}

export function useCheckoutDeps(regions: readonly Region[]): CheckoutDeps {
  const client = useApolloClient();
  const rest = useRestClient();
  const cartDeps = useCartDeps();
  return useMemo<CheckoutDeps>(
    () => ({
      gateway: createCheckoutGateway({ client, rest }),
      regions,
      countryId: CHECKOUT_COUNTRY,
      cartDeps,
      clearCartCache: () => clearCartDataFromCache(client)
    }),
    [cartDeps, client, regions, rest]
  );
}
