// The mini cart's talon: the cart's lines (pending changes shown at once) and total (spec §9 empty cart
// constants), removing a line,
// and the ways on to the cart page and the checkout (closing the drawer).
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { inStore, storeViewForPath } from '../../../components/storeView';
import { toastStore } from '../../../lib/toasts';
import { removeItemFromCart } from '../../../store/cart/asyncActions';
import { cartItems, cartSummary } from '../../../store/cart/selectors';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { useCartView } from '../../../components/OptimisticCart';
import { useCartDeps } from '../../../store/cart/useCartDeps';
import { useGo } from '../../../components/Link';

export function useMiniCart({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const deps = useCartDeps();
  const { formatMessage } = useIntl();
  const navigate = useGo();
  const { pathname } = useLocation();
  const view = storeViewForPath(pathname);
  const { details, changeCart } = useCartView();
  const isLoading = useAppSelector((state) => state.cart.isLoading);

  const items = cartItems(details);
  const summary = cartSummary(details);

  const removeItem = useCallback(
    async (uid: string) => {
      await changeCart({ type: 'remove', uid }, () => dispatch(removeItemFromCart(deps, { cartItemUid: uid })));
      if (store.getState().cart.removeItemError) {
        toastStore.add({
          type: 'error',
          message: formatMessage({ id: 'cart.removeFailed', defaultMessage: 'The item could not be removed. Please try again.' }),
          dismissable: true,
          timeout: 5000
        });
      }
    },
    [changeCart, deps, dispatch, formatMessage, store]
  );

  const goTo = useCallback(
    (path: string) => {
      onClose();
      navigate(inStore(view, path));
    },
    [navigate, onClose, view]
  );

  return {
    items,
    isEmpty: items.length === 0,
    isLoading: isLoading && !details,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: { value: summary.subtotal, currency: summary.currency },
    basePath: view.basePath,
    removeItem,
    editCart: () => goTo('/cart'),
    checkout: () => goTo('/checkout'),
    continueShopping: onClose
  };
}
