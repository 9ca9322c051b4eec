// The receipt's talon: the order just placed, as the back end answered it — in state, or after a reload
// read again from the back end with what this browser session kept (its number; a guest's order token),
// the number shown at once while the rest loads — and for guests the way to an account prefilled from
// the shipping address.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { inStore, storeViewForPath } from '../../../components/storeView';
import { checkoutActions, type ReceiptOrder } from '../../../store/checkout/actions';
import { restoreReceipt } from '../../../store/checkout/asyncActions';
import { createCheckoutGateway } from '../../../store/checkout/gateway';
import { readReceipt } from '../../../store/checkout/receiptStorage';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { BANK_TRANSFER_METHOD } from '../PaymentStep/paymentMethods';
import { useRestClient } from '../useCheckoutDeps';

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
  const client = useApolloClient();
  const rest = useRestClient();
  const { pathname } = useLocation();
  const view = storeViewForPath(pathname);
  const current = useAppSelector((state) => state.checkout.receipt.order);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  // Read once for the first paint (a reload shows the number at once, never a flash of 'no order').
  const [kept] = useState(() => (current.id ? null : readReceipt()));
  const [isRestoring, setRestoring] = useState(() => kept !== null);
  const gateway = useMemo(() => createCheckoutGateway({ client, rest }), [client, rest]);

  useEffect(() => {
    // The checkout it came from is over (the receipt itself stays until receipt.reset).
    dispatch(checkoutActions.reset());
    let mounted = true;
    void dispatch(restoreReceipt(gateway)).finally(() => {
      if (mounted) setRestoring(false);
    });
    return () => {
      mounted = false;
    };
  }, [dispatch, gateway]);

  // Until the order is read again (or when it cannot be), what the session kept of it.
  const order: ReceiptOrder = current.id || !kept ? current : { number: kept.number, shippingMethodTitle: kept.shippingMethodTitle, paymentTitle: kept.paymentTitle };

  return {
    hasOrder: Boolean(order.number),
    /** The order's lines, totals and addresses are there (not only what the session kept). */
    hasDetails: Boolean(current.id),
    isLoading: isRestoring && !current.id,
    order,
    orderNumber: order.number ?? '',
    isBankTransfer: order.paymentCode === BANK_TRANSFER_METHOD,
    isSignedIn,
    homePath: view.homePath,
    signInPath: inStore(view, '/sign-in'),
    createAccountPath: createAccountPath(view.basePath, order),
    orderHistoryPath: inStore(view, '/order-history'),
    /** Guests follow the order with its number, e-mail and last name. */
    trackOrderPath: inStore(view, '/sales/guest/form')
  };
}
