// The checkout's later steps, loaded together after the page has mounted (see CheckoutPage).
export { default as ShippingMethodForm } from './ShippingMethodForm';
export { default as PaymentForm } from './PaymentForm';
