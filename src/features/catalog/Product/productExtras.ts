// The product page's parts that are below its first screen or behind a click — related products, the
// reviews tab and the zoomed image — in one chunk of their own: the page's first load downloads and
// runs only what draws its first screen (the product chunk: 20.2 KB gzip of script with them, 14.7
// without; its CSS 4.1 KB, 2.6).
// Each loads when it is first needed, or once the first page has settled (lib/idle), whichever comes
// first, so that a later click does not wait for the network.
import { lazyComponent } from '../../../app/routing/lazyComponent';
import { afterPageSettles } from '../../../lib/idle';

export const relatedProducts = lazyComponent(
  () => import(/* webpackChunkName: "product-extras" */ './RelatedProducts/RelatedProducts')
);
export const reviews = lazyComponent(() => import(/* webpackChunkName: "product-extras" */ './Reviews/Reviews'));
export const zoomDialog = lazyComponent(() => import(/* webpackChunkName: "product-extras" */ './ProductGallery/ZoomDialog'));

/** Starts the chunk's download (a failure, offline, is tried again at first use). */
export function preloadProductExtras(): void {
  for (const part of [relatedProducts, reviews, zoomDialog]) void part.preload().catch(() => undefined);
}

/** Preloads the chunk once the first page has settled; returns the cancel. */
export function preloadProductExtrasWhenSettled(): () => void {
  return afterPageSettles(preloadProductExtras);
}
