export { default } from './Wishlist';
