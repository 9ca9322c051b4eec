export { default, GallerySkeleton } from './ProductListing';
export type { ProductListingProps } from './ProductListing';
export { LISTING_PAGE_SIZE } from './listingModel';
