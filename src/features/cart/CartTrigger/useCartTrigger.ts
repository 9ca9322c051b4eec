import { useLocation } from 'react-router-dom';

import { inStore, storeViewForPath } from '../../../components/storeView';
import { cartCounterLabel, cartItemCount } from '../../../store/cart/selectors';
import { useCartView } from '../../../components/OptimisticCart';

/** /cart and /checkout themselves, in either store view (spec §2); the receipt below checkout opens the mini cart. */
export function isCartOrCheckoutPath(pathInStore: string): boolean {
  return /^\/(cart|checkout)\/?$/i.test(pathInStore);
}

export function useCartTrigger() {
  const { pathname } = useLocation();
  const view = storeViewForPath(pathname);
  const itemCount = cartItemCount(useCartView().details);
  return {
    itemCount,
    counter: cartCounterLabel(itemCount),
    isLink: isCartOrCheckoutPath(view.pathInStore),
    cartPath: inStore(view, '/cart')
  };
}
