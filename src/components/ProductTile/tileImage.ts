// How a product tile shows its image: the tile, and the page's preload of the first tile's image
// (src/app/pageData), name the same files.
import { WIDTHS } from '../../lib/constants';

const SIZE = WIDTHS.productTileMaxImageHeight;

export const TILE_IMAGE = { width: SIZE, ratio: 1, sizes: `${SIZE}px` } as const;
