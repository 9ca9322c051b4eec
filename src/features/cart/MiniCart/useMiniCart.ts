// The mini cart's talon: the cart's lines (pending changes shown at once) and total, changing a line's
// quantity or removing it (as on the cart page), and the ways on to the cart page and the checkout
// (closing the drawer).
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

import { useGo } from '../../../components/Link';
import { useCartView } from '../../../components/OptimisticCart';
import { inStore, storeViewForPath } from '../../../components/storeView';
import { cartItems, cartSummary } from '../../../store/cart/selectors';
import { useAppSelector } from '../../../store/hooks';
import { useCartLineActions } from '../CartLine/useCartLineActions';

export function useMiniCart({ onClose }: { onClose: () => void }) {
  const navigate = useGo();
  const { pathname } = useLocation();
  const view = storeViewForPath(pathname);
  const { details } = useCartView();
  const isLoading = useAppSelector((state) => state.cart.isLoading);

  const items = cartItems(details);
  const summary = cartSummary(details);

  const { lineErrors, updateQuantity, removeItem } = useCartLineActions();

  const goTo = useCallback(
    (path: string) => {
      onClose();
      navigate(inStore(view, path));
    },
    [navigate, onClose, view]
  );

  return {
    items,
    lineErrors,
    updateQuantity,
    removeItem,
    isEmpty: items.length === 0,
    isLoading: isLoading && !details,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: { value: summary.subtotal, currency: summary.currency },
    basePath: view.basePath,
    editCart: () => goTo('/cart'),
    checkout: () => goTo('/checkout'),
    continueShopping: onClose
  };
}
