export { default } from './AddToCartForm';
