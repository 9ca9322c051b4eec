// The receipt's talon: the order kept in state after placing it, its number (for a signed-in customer
// looked up among their orders; a guest sees the id the server answered), and for guests the way to
// an account prefilled from the shipping address.
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { inStore, storeViewForPath } from '../../../components/storeView';
import { checkoutActions } from '../../../store/checkout/actions';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { GET_RECENT_ORDERS } from '../checkout.gql';

/** CustomerOrder.id is the base64 of the order id. */
export function orderUid(orderId: string): string {
  return typeof btoa === 'function' ? btoa(orderId) : Buffer.from(orderId).toString('base64');
}

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
  const order = useAppSelector((state) => state.checkout.receipt.order);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);

  // The checkout it came from is over (the receipt itself stays until receipt.reset).
  useEffect(() => {
    dispatch(checkoutActions.reset());
  }, [dispatch]);

  const ordersQuery = useQuery(GET_RECENT_ORDERS, { skip: !isSignedIn || !order.id, fetchPolicy: 'network-only' });
  const found = order.id ? ordersQuery.data?.customer?.orders?.items.find((candidate) => candidate.id === orderUid(order.id ?? '')) : undefined;

  // A signed-in customer's number arrives with the orders query: the server's id is not shown meanwhile.
  const isLookingUp = isSignedIn && Boolean(order.id) && !order.number && ordersQuery.loading;

  return {
    hasOrder: Boolean(order.id),
    order,
    orderNumber: isLookingUp ? '' : (order.number ?? found?.number ?? order.id ?? ''),
    isSignedIn,
    homePath: view.homePath,
    createAccountPath: createAccountPath(view.basePath, order),
    orderHistoryPath: inStore(view, '/order-history')
  };
}
