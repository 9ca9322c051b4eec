export { default } from './ProductTile';
export type { ProductTileProps } from './ProductTile';
export { default as RatingStars } from './RatingStars';
export type { ProductTileFieldsFragment } from './productTile.generated';
export { productPath, tilePrice, starsFromSummary, formatExpiryDate } from './tileModel';
export { useAddToCart } from './useAddToCart';
