/// <reference lib="webworker" />
// Service worker (Workbox InjectManifest): precaches the app shell and every route chunk the build
// lists, answers navigations with the precached shell, and keeps product and CMS images cache-first.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { IMAGE_CACHE_NAME, isImageRequest, readPrefetchUrls } from './routes';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app page is the same index.html; the server paths are real requests.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // .html paths (search.html, promo pages) stay in the SPA; files and server paths do not.
    denylist: [
      /^\/(graphql|rest|media|datalayer|healthz|static|icons)(\/|$)/,
      /\.(js|css|map|png|jpe?g|gif|svg|webp|avif|ico|json|webmanifest|txt|xml)$/i
    ]
  })
);

const imageStrategy = new CacheFirst({
  cacheName: IMAGE_CACHE_NAME,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })
  ]
});

registerRoute(({ request, url }) => isImageRequest(request.destination, url, self.location.origin), imageStrategy);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return;
  const { type } = data as { type?: unknown };
  if (type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  if (type === 'PREFETCH_IMAGES') {
    const urls = readPrefetchUrls(data, self.location.origin);
    event.waitUntil(
      caches.open(IMAGE_CACHE_NAME).then(async (cache) => {
        await Promise.all(
          urls.map(async (url) => {
            if (await cache.match(url)) return;
            try {
              const response = await fetch(url, { credentials: 'same-origin' });
              if (response.ok) await cache.put(url, response);
            } catch {
              // Prefetching is best effort: the image is fetched again when shown.
            }
          })
        );
      })
    );
  }
});
