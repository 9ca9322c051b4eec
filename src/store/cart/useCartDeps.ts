// The cart thunks' services for components: the Apollo-backed gateway, the sign-out extras used by
// invalid-cart recovery, and a notice when the server drops out-of-stock items (spec §8).
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { clearCartDataFromCache, clearCustomerDataFromCache } from '../../api/apollo/cacheHelpers';
import { toastStore } from '../../lib/toasts';
import type { CartDeps } from './asyncActions';
import { createCartGateway } from './gateway';

export function useCartDeps(): CartDeps {
  const client = useApolloClient();
  const { formatMessage } = useIntl();
  const removedText = formatMessage({
    id: 'cart.stockRemoved',
    defaultMessage: 'Some of the products are out of stock and were removed from your cart:'
  });
  return useMemo<CartDeps>(
    () => ({
      gateway: createCartGateway(client),
      signOutDeps: {
        clearCache: () => {
          clearCartDataFromCache(client);
          clearCustomerDataFromCache(client);
        }
      },
      onStockItemsRemoved: (items) => {
        toastStore.add({
          type: 'warning',
          message: `${removedText} ${items.map((item) => item.product.name).join(', ')}`,
          dismissable: true,
          timeout: false
        });
      }
    }),
    [client, removedText]
  );
}
