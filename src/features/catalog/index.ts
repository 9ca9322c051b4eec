// The catalog feature's public surface for other features. Root components (Category, Product) are
// loaded lazily by the app by path, so they are not re-exported here.
export { default as Gallery, GalleryItem, productPath, GALLERY_ITEM_FIELDS } from './Gallery';
export type { GalleryProduct, Money } from './Gallery';
