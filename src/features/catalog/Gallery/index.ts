export { default, FIRST_ROW_TILES } from './Gallery';
export { GALLERY_ITEM_FIELDS } from './gallery.gql';
export type { GalleryProduct, Money } from './gallery.gql';
