// Adds a simple product to the cart from a tile through the cart thunk (spec §4 add item), shown in
// the cart at once (the cart feature's optimistic view), and tells the shopper how it went with a toast. The busy flag is per tile, so other tiles stay usable.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { isOffline, offlineMessages } from '../../api/offline';
import { showToast } from '../../lib/toasts';
import { addItemToCart } from '../../store/cart/asyncActions';
import { createCartGateway } from '../../store/cart/gateway';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { pendingAdd, useCartView, type PendingProduct } from '../OptimisticCart';

export interface AddToCartTalon {
  isAdding: boolean;
  addToCart(item: { sku: string; name: string; quantity?: number } & Omit<PendingProduct, 'name'>): Promise<boolean>;
}

export function useAddToCart(): AddToCartTalon {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { formatMessage } = useIntl();
  const [isAdding, setIsAdding] = useState(false);
  const busy = useRef(false);
  const gateway = useMemo(() => createCartGateway(client), [client]);
  const { details, changeCart } = useCartView();

  const addToCart = useCallback<AddToCartTalon['addToCart']>(
    async ({ sku, name, quantity = 1, imageUrl, price }) => {
      if (busy.current) return false;
      if (isOffline()) {
        showToast('error', formatMessage(offlineMessages.addToCart));
        return false;
      }
      busy.current = true;
      setIsAdding(true);
      try {
        const item = { sku, quantity };
        await changeCart(pendingAdd(details, item, { name, imageUrl, price }), () => dispatch(addItemToCart({ gateway }, { item })));
        const error = store.getState().cart.addItemError;
        if (error) {
          showToast(
            'error',
            formatMessage({ id: 'productTile.addFailed', defaultMessage: 'Could not add {name} to the cart: {reason}' }, { name, reason: error.message })
          );
          return false;
        }
        showToast('success', formatMessage({ id: 'productTile.added', defaultMessage: '{name} was added to your cart.' }, { name }));
        return true;
      } finally {
        busy.current = false;
        setIsAdding(false);
      }
    },
    [changeCart, details, dispatch, formatMessage, gateway, store]
  );

  return { isAdding, addToCart };
}
