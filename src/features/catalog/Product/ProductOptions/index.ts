export { default } from './ProductOptions';
