// The way to free courier delivery for the cart as it is: the back end compares the same subtotal as
// checkout (after discounts, with VAT) with the rate's threshold, so the line never promises what the
// checkout does not apply. Asked again whenever the cart's subtotal changes.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

import { useCapability } from '../../../components/Capabilities';
import { COURIER_METHOD } from '../../../lib/shippingMethods';
import { useAppSelector } from '../../../store/hooks';
import { GetFreeDeliveryDocument } from './freeDelivery.generated';

export interface FreeDeliveryState {
  threshold: number;
  remaining: number;
  currency: string;
  /** 0–100: how much of the threshold the cart has. */
  percent: number;
}

export function useFreeDelivery(subtotal: number): FreeDeliveryState | null {
  const cartId = useAppSelector((state) => state.cart.cartId);
  const hasFreeDelivery = useCapability('freeDelivery');
  const { data, refetch } = useQuery(GetFreeDeliveryDocument, {
    variables: { cartId: cartId ?? '', carrierCode: COURIER_METHOD.carrier_code, methodCode: COURIER_METHOD.method_code },
    skip: !hasFreeDelivery || !cartId || subtotal <= 0,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'ignore'
  });
  const asked = useRef(subtotal);
  useEffect(() => {
    if (asked.current === subtotal || !hasFreeDelivery || !cartId || subtotal <= 0) return;
    asked.current = subtotal;
    void refetch().catch(() => undefined);
  }, [cartId, hasFreeDelivery, refetch, subtotal]);

  const progress = data?.cart?.free_delivery;
  if (!progress || progress.threshold.value == null || progress.remaining.value == null || subtotal <= 0) return null;
  const threshold = progress.threshold.value;
  const remaining = progress.remaining.value;
  return {
    threshold,
    remaining,
    currency: progress.remaining.currency ?? 'RON',
    percent: threshold > 0 ? Math.min(100, Math.max(0, Math.round(((threshold - remaining) / threshold) * 100))) : 100
  };
}
