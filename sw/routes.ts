// Pure helpers of the service worker, kept apart so they can be tested in jsdom: which request goes to
// which strategy, which answers may be kept, and the PREFETCH_IMAGES message.

export const IMAGE_CACHE_NAME = 'images-v1';
export const GRAPHQL_CACHE_NAME = 'graphql-public-v1';

/** The app shell every in-app page is rendered from, and the page shown when even that is missing. */
export const SHELL_URL = '/index.html';
export const OFFLINE_PAGE_URL = '/offline.html';

/** A slow network falls back to the cached shell after this long (navigations). */
export const NAVIGATION_TIMEOUT_SECONDS = 4;

export const IMAGE_CACHE_LIMITS = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
export const GRAPHQL_CACHE_LIMITS = { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;

const BACKEND_PREFIXES = ['/graphql', '/rest', '/media', '/datalayer', '/healthz', '/dev'];

/** Paths of files (build output, icons, manifest): a navigation to one is not an in-app page. */
const FILE_PREFIXES = ['/static', '/icons'];
const FILE_EXTENSION = /\.(js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|json|webmanifest|txt|xml|woff2?)$/i;

/**
 * Root fields whose answers belong to one shopper. The server marks those answers private anyway
 * (Cache-Control: private, no-store) and such answers are never stored; the request is not even
 * routed through the GraphQL cache.
 */
const PRIVATE_ROOT_FIELD = /(^|[^\w])(cart|customer\w*|wishlist\w*|isEmailAvailable)\s*[({]/;

export type StrategyName = 'navigation' | 'graphql-stale-while-revalidate' | 'image-cache-first' | 'network';

/** What the routing needs of a Request (a real Request satisfies it). */
export interface RequestInfo {
  method: string;
  mode: string;
  destination: string;
  url: string;
  headers: { has(name: string): boolean };
}

/** What the caching decision needs of a Response. */
export interface ResponseInfo {
  status: number;
  headers: { get(name: string): string | null };
}

function pathStartsWith(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** True for paths the storefront server answers itself (never the SPA shell). */
export function isBackendPath(pathname: string): boolean {
  return BACKEND_PREFIXES.some((prefix) => pathStartsWith(pathname, prefix));
}

/** A page of the SPA: a same-origin navigation that is not a server path or a file. .html pages are in-app. */
export function isAppNavigation(request: Pick<RequestInfo, 'mode' | 'method'>, url: URL, origin: string): boolean {
  if (request.mode !== 'navigate' || request.method !== 'GET' || url.origin !== origin) return false;
  if (isBackendPath(url.pathname) || FILE_PREFIXES.some((prefix) => pathStartsWith(url.pathname, prefix))) return false;
  return !FILE_EXTENSION.test(url.pathname);
}

/** Images worth keeping cache-first: same-origin media and icons. */
export function isImageRequest(destination: string, url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (destination === 'image') return true;
  return url.pathname.startsWith('/media/') && /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(url.pathname);
}

/**
 * A query anybody may be shown the same answer to: GET /graphql?query=… on this origin, no
 * Authorization header (a signed-in shopper's answers are theirs), not a mutation, no private root field.
 */
export function isPublicGraphQLQuery(request: Pick<RequestInfo, 'method' | 'headers'>, url: URL, origin: string): boolean {
  if (request.method !== 'GET' || url.origin !== origin || url.pathname !== '/graphql') return false;
  if (request.headers.has('authorization')) return false;
  const query = url.searchParams.get('query');
  if (!query) return false;
  if (/^\s*(mutation|subscription)\b/i.test(query)) return false;
  return !PRIVATE_ROOT_FIELD.test(query);
}

/**
 * A GraphQL answer may be kept only when the server says it is shareable: 200, Cache-Control public
 * (the server sends that for public GET answers without errors) and nothing private, no-store or no-cache.
 */
export function isShareableGraphQLResponse(response: ResponseInfo): boolean {
  if (response.status !== 200) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (!/\bpublic\b/.test(cacheControl)) return false;
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return false;
  // An answer that varies on a header we never send for it is still fine; one that set a cookie is not.
  return !response.headers.get('set-cookie');
}

/** The strategy the service worker uses for a request (precached files are answered before this). */
export function strategyFor(request: RequestInfo, origin: string): StrategyName {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (isAppNavigation(request, url, origin)) return 'navigation';
  if (isPublicGraphQLQuery(request, url, origin)) return 'graphql-stale-while-revalidate';
  if (request.method === 'GET' && isImageRequest(request.destination, url, origin)) return 'image-cache-first';
  return 'network';
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
      if (url.origin === origin && !result.includes(url.href)) result.push(url.href);
    } catch {
      // not a URL: ignore
    }
  }
  return result;
}

/** The message type a page posts to let a waiting worker take over. */
export function isSkipWaitingMessage(message: unknown): boolean {
  return Boolean(message) && typeof message === 'object' && (message as { type?: unknown }).type === 'SKIP_WAITING';
}
