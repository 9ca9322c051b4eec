// A cart line's quantity change and removal, shared by the cart page and the mini cart: shown at once
// (OptimisticCart), rolled back when the server refuses, with the reason on the line and a toast.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { useCartView } from '../../../components/OptimisticCart';
import { errorText } from '../../../lib/errorText';
import { showToast } from '../../../lib/toasts';
import type { CartItem } from '../../../store/cart/actions';
import { removeItemFromCart, updateItemInCart } from '../../../store/cart/asyncActions';
import { useCartDeps } from '../../../store/cart/useCartDeps';
import { useAppDispatch, useAppStore } from '../../../store/hooks';

export function useCartLineActions() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const deps = useCartDeps();
  const { formatMessage } = useIntl();
  const { changeCart } = useCartView();
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});

  const failText = formatMessage({
    id: 'cart.updateFailed',
    defaultMessage: 'Your cart could not be updated. The previous quantity was restored.'
  });
  const removeFailText = formatMessage({
    id: 'cart.removeFailed',
    defaultMessage: 'The item could not be removed. Please try again.'
  });

  const setLineError = useCallback((uid: string, message: string | null) => {
    setLineErrors((current) => {
      const { [uid]: _old, ...rest } = current;
      return message ? { ...rest, [uid]: message } : rest;
    });
  }, []);

  const updateQuantity = useCallback(
    async (item: CartItem, quantity: number) => {
      if (!Number.isFinite(quantity) || quantity < 1 || quantity === item.quantity) return;
      setLineError(item.uid, null);
      await changeCart({ type: 'quantity', uid: item.uid, quantity, fromQuantity: item.quantity }, () =>
        dispatch(updateItemInCart(deps, { cartItemUid: item.uid, quantity }))
      );
      const error = store.getState().cart.updateItemError;
      if (error) {
        setLineError(item.uid, errorText(error));
        showToast('error', failText);
      }
    },
    [changeCart, deps, dispatch, failText, setLineError, store]
  );

  const removeItem = useCallback(
    async (item: CartItem) => {
      await changeCart({ type: 'remove', uid: item.uid }, () => dispatch(removeItemFromCart(deps, { cartItemUid: item.uid })));
      const error = store.getState().cart.removeItemError;
      if (error) showToast('error', removeFailText);
    },
    [changeCart, deps, dispatch, removeFailText, store]
  );

  return { lineErrors, setLineError, updateQuantity, removeItem };
}
