// The receipt's talon: the order kept after placing it — in state, or after a reload the copy kept for
// this browser session — with its number (the one in the confirmation e-mail; a back end that cannot
// tell it leaves the order id, shown as a reference), and for guests the way to an account prefilled
// from the shipping address.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { inStore, storeViewForPath } from '../../../components/storeView';
import { checkoutActions } from '../../../store/checkout/actions';
import { restoreReceipt } from '../../../store/checkout/asyncActions';
import { readReceipt } from '../../../store/checkout/receiptStorage';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { BANK_TRANSFER_METHOD } from '../PaymentStep/paymentMethods';

export { orderUid } from '../../../store/checkout/gateway';

export function createAccountPath(basePath: string, order: { email?: string; shipping_address?: { firstname?: string; lastname?: string; email?: string } }): string {
  const params = new URLSearchParams({
    email: order.email ?? order.shipping_address?.email ?? '',
    firstName: order.shipping_address?.firstname ?? '',
    lastName: order.shipping_address?.lastname ?? ''
  });
  return `${basePath}/create-account?${params.toString()}`;
}

export function useReceipt() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const view = storeViewForPath(pathname);
  const current = useAppSelector((state) => state.checkout.receipt.order);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  // Read once for the first paint (a reload shows the kept receipt, never a flash of 'no order'), then
  // put back into the state.
  const [kept] = useState(() => (current.id ? null : readReceipt()));
  const order = current.id ? current : (kept ?? current);

  useEffect(() => {
    // The checkout it came from is over (the receipt itself stays until receipt.reset).
    dispatch(checkoutActions.reset());
    dispatch(restoreReceipt());
  }, [dispatch]);

  return {
    hasOrder: Boolean(order.id),
    order,
    orderNumber: order.number ?? '',
    isBankTransfer: order.paymentCode === BANK_TRANSFER_METHOD,
    /** Shown with a neutral label when the number is not known. */
    orderReference: order.number ? '' : (order.id ?? ''),
    isSignedIn,
    homePath: view.homePath,
    signInPath: inStore(view, '/sign-in'),
    createAccountPath: createAccountPath(view.basePath, order),
    orderHistoryPath: inStore(view, '/order-history'),
    /** Guests follow the order with its number, e-mail and last name. */
    trackOrderPath: inStore(view, '/sales/guest/form')
  };
}
