// The catalog feature's public surface for other features. Root components (Category, Product) are
// loaded lazily by the app by path, so they are not re-exported here.
export { default as Gallery, FIRST_ROW_TILES } from './Gallery';
export { default as ProductListing, GallerySkeleton, LISTING_PAGE_SIZE } from './ProductListing';
export type { ProductListingProps } from './ProductListing';
