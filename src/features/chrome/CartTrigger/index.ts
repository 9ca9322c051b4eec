export { default, isCartOrCheckoutPath } from './CartTrigger';
