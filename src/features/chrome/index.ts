export { default as Header } from './Header';
export { default as Footer } from './Footer';
// NavigationDrawer and MiniCart are loaded lazily by the app (features/chrome/NavigationDrawer, features/cart/MiniCart).
export { default as StoreSwitch } from './StoreSwitch';
export type { StoreSwitchControl } from './StoreSwitch';
