// The shipping-method step's talon: the methods offered for the address, the shops (of this store view)
// and the parcel lockers (of the address's county) to choose from, and the choice, which keeps the
// chosen shop or locker as the shopper reads it for the summaries and the receipt.
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';

import { useCapability } from '../../../components/Capabilities';
import { useStoreView } from '../../../components/storeView';
import { isPickup, LOCKER_METHOD, shopServesStoreView } from '../../../lib/shippingMethods';
import type { ShippingMethod } from '../../../store/checkout/actions';
import { editOrder, getShippingMethods, submitShippingMethod, type CheckoutDeps } from '../../../store/checkout/asyncActions';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { GetParcelLockersDocument, GetPickupShopsDocument } from '../checkout.generated';
import { parcelLockers, pickupShops } from '../checkoutAnswers';

export interface ShippingMethodStepInput {
  deps: CheckoutDeps;
  isOpen: boolean;
  chosen: ShippingMethod | null;
  onChosen: (method: ShippingMethod) => void;
}

export function useShippingMethodStep({ deps, isOpen, chosen, onChosen }: ShippingMethodStepInput) {
  const dispatch = useAppDispatch();
  const view = useStoreView();
  const offered = useAppSelector((state) => state.checkout.availableShippingMethods);
  // Pickup needs the shops (the store locator), a locker the lockers: without the extension the method
  // cannot be completed, so it is not offered.
  const hasShops = useCapability('storeLocator');
  const hasLockers = useCapability('parcelLockers');
  const methods = useMemo(
    () => offered.filter((method) => (hasShops || !isPickup(method)) && (hasLockers || method.carrier_code !== LOCKER_METHOD.carrier_code)),
    [hasLockers, hasShops, offered]
  );
  const regionCode = useAppSelector((state) => state.checkout.shippingAddress?.region_code);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const error = useAppSelector((state) => state.checkout.shippingMethodError);

  // Each time the step opens for a known address, the methods are asked for again: the cart may have
  // changed since the address was given (a price over the free-delivery threshold, say).
  const hasAddress = Boolean(regionCode);
  const depsRef = useRef(deps);
  depsRef.current = deps;
  useEffect(() => {
    if (isOpen && hasAddress) void dispatch(getShippingMethods(depsRef.current));
  }, [dispatch, hasAddress, isOpen]);

  const shopsQuery = useQuery(GetPickupShopsDocument, { fetchPolicy: 'cache-first', skip: !isOpen || !hasShops });
  const shops = useMemo(() => pickupShops(shopsQuery.data).filter((shop) => shopServesStoreView(shop, view.id)), [shopsQuery.data, view.id]);
  const lockersQuery = useQuery(GetParcelLockersDocument, { variables: { regionCode }, skip: !isOpen || !regionCode || !hasLockers });
  const lockers = useMemo(() => parcelLockers(lockersQuery.data), [lockersQuery.data]);

  const submit = useCallback(
    async (method: ShippingMethod) => {
      const shop = method.pickup_location_code ? shops.find((candidate) => candidate.location_id === method.pickup_location_code) : undefined;
      const locker = method.parcel_locker_code ? lockers.find((candidate) => candidate.code === method.parcel_locker_code) : undefined;
      const deliveryPoint = shop ? shop.name : locker ? `${locker.name}, ${locker.street}, ${locker.city}` : undefined;
      const full: ShippingMethod = { ...method, ...(deliveryPoint ? { delivery_point: deliveryPoint } : {}) };
      try {
        await dispatch(submitShippingMethod(deps, full));
        onChosen(full);
      } catch {
        // Shown at the step (shippingMethodError).
      }
    },
    [deps, dispatch, lockers, onChosen, shops]
  );

  return {
    methods,
    chosen,
    summary: chosen
      ? `${chosen.method_title ?? chosen.carrier_title} (${chosen.carrier_title})${chosen.delivery_point ? ` — ${chosen.delivery_point}` : ''}`
      : null,
    shops,
    lockers,
    isSubmitting,
    error: error?.message ?? null,
    submit,
    edit: () => dispatch(editOrder('shippingMethod'))
  };
}
