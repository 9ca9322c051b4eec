import type { RootState } from '../index';

export const selectCheckout = (state: RootState) => state.checkout;
export const selectIsSubmitting = (state: RootState) => state.checkout.isSubmitting;
export const selectReceiptOrder = (state: RootState) => state.checkout.receipt.order;
export const selectAvailableShippingMethods = (state: RootState) => state.checkout.availableShippingMethods;
export const selectCheckoutErrors = (state: RootState) => ({
  billingAddress: state.checkout.billingAddressError,
  shippingAddress: state.checkout.shippingAddressError,
  shippingMethod: state.checkout.shippingMethodError,
  paymentMethod: state.checkout.paymentMethodError,
  order: state.checkout.orderError
});
/** Ready to place the order: shipping address, shipping method and payment chosen. */
export const selectIsCheckoutReady = (state: RootState) =>
  Boolean(state.checkout.shippingAddress && state.checkout.shippingMethod && state.checkout.paymentCode);
