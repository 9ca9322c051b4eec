export { default as Header } from './Header';
export { default as Footer } from './Footer';
// The header's search, account and cart triggers and mega menu are slots the app fills from their features.
