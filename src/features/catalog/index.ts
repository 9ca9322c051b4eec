// The catalog feature's public surface for other features. Root components (Category, Product) are
// loaded lazily by the app by path, so they are not re-exported here.
export {
  default as ProductTile,
  RatingStars,
  PRODUCT_TILE_FIELDS,
  productPath,
  tilePrice,
  starsFromSummary,
  formatExpiryDate,
  useAddToCart
} from './ProductTile';
export type { ProductTileProps, ProductTileProduct } from './ProductTile';
export { default as Gallery, FIRST_ROW_TILES, GALLERY_ITEM_FIELDS } from './Gallery';
export type { GalleryProduct, Money } from './Gallery';
export { default as ProductListing, GallerySkeleton, LISTING_PAGE_SIZE } from './ProductListing';
export type { ProductListingProps } from './ProductListing';
