/// <reference lib="webworker" />
// Service worker (Workbox InjectManifest, registered at /sw.js by src/app/serviceWorker.ts):
// - precaches the app shell (index.html), every route chunk and locale the build lists, the manifests
//   and the offline page;
// - navigations: network first (with navigation preload), then the precached shell when the network
//   fails or is too slow, then the offline page when even the shell is missing;
// - public GraphQL GET queries: stale-while-revalidate, so pages seen before also open offline;
//   private answers (Authorization header, cart/customer fields, Cache-Control private/no-store) never;
// - images: cache first, bounded; PREFETCH_IMAGES messages fill that cache ahead of time;
// - a new version waits until the page says SKIP_WAITING (the page asks the shopper first).
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';

import {
  GRAPHQL_CACHE_LIMITS,
  GRAPHQL_CACHE_NAME,
  IMAGE_CACHE_LIMITS,
  IMAGE_CACHE_NAME,
  isShareableGraphQLResponse,
  isSkipWaitingMessage,
  NAVIGATION_TIMEOUT_SECONDS,
  OFFLINE_PAGE_URL,
  readPrefetchUrls,
  SHELL_URL,
  strategyFor
} from './routes';

declare const self: ServiceWorkerGlobalScope;

/** What browsers send for <img>: the media endpoint picks WebP from it (auto=webp). */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

// Navigations first: a request for "/" must not be answered by the precache route's directory index.
const navigationFallback: WorkboxPlugin = {
  // Network failed or timed out: the shell renders the page from cached data; without a shell, the
  // offline page says what happened.
  handlerDidError: async () =>
    (await matchPrecache(SHELL_URL)) ?? (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error()
};
registerRoute(
  ({ request }) => strategyFor(request, self.location.origin) === 'navigation',
  new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS, plugins: [navigationFallback] })
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const shareableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isShareableGraphQLResponse(response) ? response : null)
};
registerRoute(
  ({ request }) => strategyFor(request, self.location.origin) === 'graphql-stale-while-revalidate',
  new StaleWhileRevalidate({
    cacheName: GRAPHQL_CACHE_NAME,
    plugins: [shareableOnly, new ExpirationPlugin({ ...GRAPHQL_CACHE_LIMITS, purgeOnQuotaError: true })]
  })
);

const imageStrategy = new CacheFirst({
  cacheName: IMAGE_CACHE_NAME,
  // The media endpoint varies on Accept (WebP or not); every browser we serve takes WebP, and a
  // prefetched copy must answer the <img> request that follows.
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ ...IMAGE_CACHE_LIMITS, purgeOnQuotaError: true })
  ]
});
registerRoute(({ request }) => strategyFor(request, self.location.origin) === 'image-cache-first', imageStrategy);

self.addEventListener('activate', (event: ExtendableEvent) => {
  // The server starts answering a navigation while the worker boots (network-first costs no extra time).
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

// The first worker takes the open page at once, so what it shows next is cached; an update waits.
clientsClaim();

/** Through the image strategy, so prefetched copies count towards the cache's bounds like any other. */
async function prefetchImages(event: ExtendableEvent, urls: string[]): Promise<void> {
  await Promise.all(
    urls.map((url) =>
      imageStrategy
        .handle({ event, request: new Request(url, { credentials: 'same-origin', headers: { Accept: IMAGE_ACCEPT } }) })
        // Prefetching is best effort: the image is fetched again when shown.
        .catch(() => undefined)
    )
  );
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return;
  if (isSkipWaitingMessage(data)) {
    void self.skipWaiting();
    return;
  }
  if ((data as { type?: unknown }).type === 'PREFETCH_IMAGES') {
    event.waitUntil(prefetchImages(event, readPrefetchUrls(data, self.location.origin)));
  }
});
