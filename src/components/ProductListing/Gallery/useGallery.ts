// The gallery's talon: how many tiles to render. The first gallery of a page load renders the tiles a
// screen can show first, then the rest a batch per task: the page's first paint and the phone's main
// thread are not held up by two dozen tiles below the fold. Any later gallery (another page, a filter)
// renders at once, so scroll restoration finds the whole list.
import { useEffect, useState } from 'react';

import { GALLERY_BREAKPOINTS } from '../../../lib/constants';

/** Two rows of the widest layout (4 columns): everything above the fold on a large screen. */
export const FIRST_BATCH_TILES = 8;
/** Tiles per later task. */
export const BATCH_TILES = 4;
/** The single column of a phone shows one tile and a half above the fold: smaller batches, more tasks. */
export const SINGLE_COLUMN_BATCH_TILES = 2;
const SINGLE_COLUMN_QUERY = `(max-width: ${GALLERY_BREAKPOINTS.singleBlock}px)`;

function batchSizes(): { first: number; next: number } {
  const single = typeof window.matchMedia === 'function' && window.matchMedia(SINGLE_COLUMN_QUERY).matches;
  return single ? { first: SINGLE_COLUMN_BATCH_TILES, next: SINGLE_COLUMN_BATCH_TILES } : { first: FIRST_BATCH_TILES, next: BATCH_TILES };
}

const pageLoad = { hasGallery: false };

/** A new page load, for tests: the next gallery renders in batches again. */
export function resetGalleryBatching(): void {
  pageLoad.hasGallery = false;
}

export function useGallery(total: number): { renderedCount: number } {
  const [batches] = useState(() => {
    const isFirst = !pageLoad.hasGallery;
    pageLoad.hasGallery = true;
    return isFirst ? batchSizes() : null;
  });
  const inBatches = batches !== null;
  const [count, setCount] = useState(batches?.first ?? 0);

  useEffect(() => {
    if (!batches || count >= total) return undefined;
    // A task of its own for each batch (after the paint of the one before).
    const timer = setTimeout(() => setCount((current) => current + batches.next), 0);
    return () => clearTimeout(timer);
  }, [batches, count, total]);

  return { renderedCount: inBatches ? Math.min(count, total) : total };
}
