// Asks the service worker to keep images in its image cache ahead of time (message PREFETCH_IMAGES),
// e.g. a product's other gallery images, so they show offline too. Best effort: without a
// controlling worker (development, first moments of a first visit) nothing happens.

export const PREFETCH_IMAGES = 'PREFETCH_IMAGES';

export function prefetchImages(
  urls: readonly string[],
  container: Pick<ServiceWorkerContainer, 'controller'> | undefined = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
): boolean {
  const worker = container?.controller;
  if (!worker || urls.length === 0) return false;
  worker.postMessage({ type: PREFETCH_IMAGES, payload: { urls: [...urls] } });
  return true;
}
