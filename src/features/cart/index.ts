// The cart feature's public surface. The cart page and the mini cart drawer load lazily by path
// (features/cart/CartPage, features/cart/MiniCart), so they are not re-exported here.
export { default as CartTrigger } from './CartTrigger';
export { useCartStartup } from './useCartStartup';
