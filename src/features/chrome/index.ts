export { default as Header } from './Header';
export { default as Footer } from './Footer';
// The header's search, account and cart triggers and mega menu are slots the app fills from their features.
/** Store-group and currency menus (hidden with one group / one currency), e.g. for the navigation drawer. */
export { default as StoreSwitcher } from './StoreSwitcher';
export { default as CurrencySwitcher } from './CurrencySwitcher';
/** The chrome's shared outside-click / focus-out / Escape rule for open menus. */
export { useDismiss } from './useDismiss';
export type { DismissOptions, DismissReason } from './useDismiss';
