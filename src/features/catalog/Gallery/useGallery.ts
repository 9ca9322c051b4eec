// The gallery's talon: how many tiles to render. The first gallery of a page load renders the tiles a
// screen can show first, then the rest a batch per task: the page's first paint and the phone's main
// thread are not held up by two dozen tiles below the fold. Any later gallery (another page, a filter)
// renders at once, so scroll restoration finds the whole list.
import { useEffect, useState } from 'react';

/** Two rows of the widest layout (4 columns): everything above the fold at any size. */
export const FIRST_BATCH_TILES = 8;
/** Tiles per later task. */
export const BATCH_TILES = 4;

const pageLoad = { hasGallery: false };

/** A new page load, for tests: the next gallery renders in batches again. */
export function resetGalleryBatching(): void {
  pageLoad.hasGallery = false;
}

export function useGallery(total: number): { renderedCount: number } {
  const [inBatches] = useState(() => {
    const isFirst = !pageLoad.hasGallery;
    pageLoad.hasGallery = true;
    return isFirst;
  });
  const [count, setCount] = useState(FIRST_BATCH_TILES);

  useEffect(() => {
    if (!inBatches || count >= total) return undefined;
    // A task of its own for each batch (after the paint of the one before).
    const timer = setTimeout(() => setCount((current) => current + BATCH_TILES), 0);
    return () => clearTimeout(timer);
  }, [inBatches, count, total]);

  return { renderedCount: inBatches ? Math.min(count, total) : total };
}
