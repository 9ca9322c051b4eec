// The cart every view shows (trigger, mini cart, cart page): the store's cart from Redux with the
// shopper's pending changes already applied (React 19's useOptimistic). A change shows at once; when
// the store answers, the view shows the store's cart, so a refused change simply disappears and the
// caller says why (its toast carries the store's message).
import { createContext, startTransition, useCallback, useContext, useMemo, useOptimistic, type ReactNode } from 'react';

import type { CartDetails } from '../../store/cart/actions';
import { selectCartDetails } from '../../store/cart/selectors';
import { useAppSelector } from '../../store/hooks';
import { applyCartChange, type CartChange } from './cartChanges';

interface CartView {
  /** The cart as the shopper sees it: the store's, with pending changes applied. */
  details: CartDetails | null;
  /**
   * Shows `change` until `request` (the store's round trip, which brings the new cart into Redux) has
   * settled, and returns its result.
   */
  changeCart<T>(change: CartChange, request: () => Promise<T>): Promise<T>;
}

const CartViewContext = createContext<CartView | null>(null);

export function OptimisticCartProvider({ children }: { children: ReactNode }) {
  const details = useAppSelector(selectCartDetails);
  const [shown, addChange] = useOptimistic(details, applyCartChange);
  const changeCart = useCallback<CartView['changeCart']>(
    (change, request) =>
      new Promise((resolve, reject) => {
        startTransition(async () => {
          addChange(change);
          try {
            resolve(await request());
          } catch (error) {
            reject(error);
          }
        });
      }),
    [addChange]
  );
  const value = useMemo(() => ({ details: shown, changeCart }), [shown, changeCart]);
  return <CartViewContext.Provider value={value}>{children}</CartViewContext.Provider>;
}

export function useCartView(): CartView {
  const view = useContext(CartViewContext);
  if (!view) throw new Error('useCartView needs an OptimisticCartProvider above it (src/app/App.tsx).');
  return view;
}
