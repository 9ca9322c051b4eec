// Product gallery grid: 4 columns, 3 at ≤1600 px, 2 at ≤1381 px, automatic fit at ≤1081 px,
// a single block at ≤768 px. Each cell is a ProductTile; the page load's first gallery renders its
// tiles in batches (useGallery).
import { memo } from 'react';

import ProductTile, { type ProductTileFieldsFragment } from '../../ProductTile';
import styles from './gallery.module.css';
import { useGallery } from './useGallery';

export interface GalleryProps {
  items: ReadonlyArray<ProductTileFieldsFragment | null>;
  /** How many tiles load their image eagerly (the first row). */
  eagerImages?: number;
  /** Level of each tile's name heading (2 when the gallery sits right under the page's h1). */
  headingLevel?: 2 | 3;
}

/** Tiles in the first row on the widest layout: their images are above the fold. */
export const FIRST_ROW_TILES = 4;

function Gallery({ items, eagerImages = FIRST_ROW_TILES, headingLevel = 2 }: GalleryProps) {
  const products = items.filter((item): item is ProductTileFieldsFragment => Boolean(item));
  const { renderedCount } = useGallery(products.length);
  return (
    <ul className={styles.root} data-testid="gallery">
      {products.slice(0, renderedCount).map((product, index) => (
        <li key={product.uid} className={styles.item}>
          <ProductTile product={product} eager={index < eagerImages} priority={index === 0 && eagerImages > 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Memoised: a render that keeps the same items (the listing's urgent render while the new page's
 * tiles render at low priority) skips the grid. */
export default memo(Gallery);
