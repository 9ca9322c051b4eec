// What the checkout keeps in browser storage between visits: read when a checkout
// begins, cleared after an order and at sign-out. Apart from the thunks, so that signing out does not
// bring the whole checkout's code along.
import { storageKeys, type BrowserPersistence } from '../../api/storage';
import type { BillingAddress, CheckoutAddress, PaymentMethod, SavedCheckoutData, ShippingMethod } from './actions';
import { forgetReceipt } from './receiptStorage';

const CHECKOUT_STORAGE_KEYS = [
  storageKeys.billingAddress,
  storageKeys.shippingAddress,
  storageKeys.shippingMethod,
  storageKeys.paymentMethod,
  storageKeys.availableShippingMethods
];

/** Forgets what the shopper entered (sign-out, after an order), the kept receipt included. */
export function clearCheckoutDataFromStorage(storage: BrowserPersistence): void {
  CHECKOUT_STORAGE_KEYS.forEach((key) => storage.removeItem(key));
  forgetReceipt();
}

export function readSavedCheckoutData(storage: BrowserPersistence): SavedCheckoutData {
  const shippingMethod = storage.getItem<ShippingMethod>(storageKeys.shippingMethod);
  const paymentMethod = storage.getItem<PaymentMethod>(storageKeys.paymentMethod);
  return {
    billingAddress: storage.getItem<BillingAddress>(storageKeys.billingAddress) ?? null,
    shippingAddress: storage.getItem<CheckoutAddress>(storageKeys.shippingAddress) ?? null,
    shippingMethod: shippingMethod?.carrier_code ?? '',
    shippingTitle: shippingMethod?.carrier_title ?? '',
    paymentCode: paymentMethod?.code ?? '',
    paymentData: paymentMethod?.data ?? null,
    availableShippingMethods: storage.getItem<ShippingMethod[]>(storageKeys.availableShippingMethods) ?? []
  };
}
