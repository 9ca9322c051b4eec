export { default } from './CartTrigger';
export { isCartOrCheckoutPath, useCartTrigger } from './useCartTrigger';
