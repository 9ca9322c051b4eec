// Cart start-up (spec §4): cart details fetched on start (creating or recovering the cart as needed),
// and a cart id changed by another tab reloads this one.
import { useEffect } from 'react';

import { getCartDetails, watchCartIdAcrossTabs } from '../../store/cart/asyncActions';
import { storageKeys } from '../../api/storage';
import { whenIdle } from '../../lib/idle';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { useCartDeps } from './useCartDeps';

export function useCartStartup(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const deps = useCartDeps();

  useEffect(() => {
    // In a task of its own once the browser is idle, not among the first render's effects: the page
    // comes first, and a mutation's set-up is a sizeable piece of work on a slow phone.
    return whenIdle(() => void dispatch(getCartDetails(deps)).catch(() => undefined), 1000);
    // Once per mount (a store view switch remounts the shell and refetches in that view's language).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  useEffect(
    () =>
      watchCartIdAcrossTabs({
        getCurrentCartId: () => store.getState().cart.cartId,
        storageKeyName: store.extra.storage.key(storageKeys.cartId)
      }),
    [store]
  );
}
