// The store's delivery methods as Magento names them (carrier code / method code), in one place: the
// cart's courier estimate, the checkout's shop and locker choices and the order summary read them here.

export interface MethodCodes {
  carrier_code: string;
  method_code: string | null;
}

/** Home delivery by FAN Courier, the store's standard: what the cart's estimate names "courier". */
export const COURIER_METHOD = { carrier_code: 'fancourier', method_code: 'standard' } as const;
/** Magento's in-store pickup: the shopper chooses a shop. Never a delivery estimate. */
export const PICKUP_METHOD = { carrier_code: 'instore', method_code: 'pickup' } as const;
/** Easybox parcel locker: the shopper chooses a locker in the address's county. */
export const LOCKER_METHOD = { carrier_code: 'easybox', method_code: 'locker' } as const;

/** 'carrier/method': one method's key among the offered ones. */
export function methodKey(method: MethodCodes): string {
  return `${method.carrier_code}/${method.method_code ?? ''}`;
}

export function isPickup(method: MethodCodes): boolean {
  return method.carrier_code === PICKUP_METHOD.carrier_code;
}

/** A store-locator shop serves a store view when its `store_ids` list has the view's id or 0 (all views). */
export function shopServesStoreView(shop: { store_ids?: string | null }, storeId: number): boolean {
  return (shop.store_ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .some((id) => id === '0' || id === String(storeId));
}
