// Cart start-up (spec §4): cart details fetched on start (creating or recovering the cart as needed),
// and a cart id changed by another tab reloads this one.
import { useEffect } from 'react';

import { getCartDetails, watchCartIdAcrossTabs } from '../../store/cart/asyncActions';
import { storageKeys } from '../../api/storage';
import { whenStartedUp } from '../../components/BootStage';
import { useAppDispatch, useAppStore } from '../../store/hooks';
import { useCartDeps } from '../../store/cart/useCartDeps';

export function useCartStartup(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const deps = useCartDeps();

  useEffect(() => {
    // Once the first page is on screen (at once on later mounts): its requests and start-up come
    // first. An add to cart before then creates or recovers the cart itself.
    let mounted = true;
    void whenStartedUp().then(() => {
      if (mounted) void dispatch(getCartDetails(deps)).catch(() => undefined);
    });
    return () => {
      mounted = false;
    };
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
