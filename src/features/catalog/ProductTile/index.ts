export { default } from './ProductTile';
export type { ProductTileProps } from './ProductTile';
export { default as RatingStars } from './RatingStars';
export { PRODUCT_TILE_FIELDS } from './productTile.gql';
export type { ProductTileProduct } from './productTile.gql';
export { productPath, tilePrice, starsFromSummary, formatExpiryDate } from './tileModel';
export { useAddToCart } from './useAddToCart';
