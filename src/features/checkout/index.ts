// The checkout feature's public surface; its pages load lazily by path (CheckoutPage, Receipt).
export { CHECKOUT_COUNTRY } from './useCheckoutDeps';
