// The product tile and its small parts, shared by the catalog's listings and product page, the search
// results, the home and Page Builder product carousels and the review pages (stars, product path).
export { default } from './ProductTile';
export { default as RatingStars } from './RatingStars';
export type { ProductTileFieldsFragment } from './productTile.generated';
export { productPath, starsFromSummary, formatExpiryDate } from './tileModel';
