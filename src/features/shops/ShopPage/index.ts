export { default } from './ShopPage';
