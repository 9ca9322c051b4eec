// The gallery shows product tiles; its fields are the tile's. The Gallery names stay as aliases for
// callers written before the tile existed.
export { PRODUCT_TILE_FIELDS as GALLERY_ITEM_FIELDS } from '../ProductTile/productTile.gql';
export type { ProductTileProduct as GalleryProduct, TileMoney as Money } from '../ProductTile/productTile.gql';
