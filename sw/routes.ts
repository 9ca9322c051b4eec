// Pure helpers of the service worker, kept apart so they can be tested in jsdom.

export const IMAGE_CACHE_NAME = 'images-v1';

const BACKEND_PREFIXES = ['/graphql', '/rest', '/media', '/datalayer', '/healthz'];

/** True for paths the storefront server answers itself (never the SPA shell). */
export function isBackendPath(pathname: string): boolean {
  return BACKEND_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Images worth keeping cache-first: same-origin media and icons. */
export function isImageRequest(destination: string, url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (destination === 'image') return true;
  return url.pathname.startsWith('/media/') && /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(url.pathname);
}

/** Reads `{ type: 'PREFETCH_IMAGES', payload: { urls } }` (or `urls` at the top level), same-origin only. */
export function readPrefetchUrls(message: object, origin: string): string[] {
  const { payload, urls } = message as { payload?: { urls?: unknown }; urls?: unknown };
  const candidates = Array.isArray(payload?.urls) ? payload.urls : Array.isArray(urls) ? urls : [];
  const result: string[] = [];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    try {
      const url = new URL(candidate, origin);
      if (url.origin === origin) result.push(url.href);
    } catch {
      // not a URL: ignore
    }
  }
  return result;
}
