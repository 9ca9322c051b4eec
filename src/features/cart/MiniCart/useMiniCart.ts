// The mini cart's talon: the cart's lines and total (spec §9 empty cart constants), removing a line,
// and the ways on to the cart page and the checkout (closing the drawer).
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { inStore, storeViewForPath } from '../../../components/storeView';
import { toastStore } from '../../../lib/toasts';
import { removeItemFromCart } from '../../../store/cart/asyncActions';
import { cartItems, cartSummary } from '../../../store/cart/selectors';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { useCartDeps } from '../useCartDeps';
import { useGo } from '../useGo';

export function useMiniCart({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const deps = useCartDeps();
  const { formatMessage } = useIntl();
  const navigate = useGo();
  const { pathname } = useLocation();
  const view = storeViewForPath(pathname);
  const details = useAppSelector((state) => state.cart.details);
  const isLoading = useAppSelector((state) => state.cart.isLoading);
  const [removingUids, setRemovingUids] = useState<string[]>([]);

  const items = cartItems(details).filter((item) => !removingUids.includes(item.uid));
  const summary = cartSummary(details);

  const removeItem = useCallback(
    async (uid: string) => {
      setRemovingUids((current) => [...current, uid]);
      await dispatch(removeItemFromCart(deps, { cartItemUid: uid }));
      setRemovingUids((current) => current.filter((candidate) => candidate !== uid));
      if (store.getState().cart.removeItemError) {
        toastStore.add({
          type: 'error',
          message: formatMessage({ id: 'cart.removeFailed', defaultMessage: 'The item could not be removed. Please try again.' }),
          dismissable: true,
          timeout: 5000
        });
      }
    },
    [deps, dispatch, formatMessage, store]
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
