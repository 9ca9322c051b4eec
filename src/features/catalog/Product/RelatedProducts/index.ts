export { default } from './RelatedProducts';
