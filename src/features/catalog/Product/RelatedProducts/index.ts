export { default } from './RelatedProducts';
export { RELATED_PRODUCTS_HEIGHT } from './relatedProductsHeight';
