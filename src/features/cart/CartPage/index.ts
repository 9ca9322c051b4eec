export { default } from './CartPage';
