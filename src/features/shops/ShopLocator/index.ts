export { default } from './ShopLocator';
