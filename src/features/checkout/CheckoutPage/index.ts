export { default } from './CheckoutPage';
