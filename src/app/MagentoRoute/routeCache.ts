// Route answers by store view and path (GENERIC_PATH_CACHE_SIZE entries). They are kept
// here rather than in the normalised Apollo cache: an old URL's 301 and its target's own answer name
// the same page entity, and normalising would merge them (the redirect would vanish once the target
// had been visited). Shared by MagentoRoute, Link navigation and the start-up prefetch.
import type { ApolloClient } from '@apollo/client';

import { isNetworkError } from '../../api/apollo/errors';
import { GENERIC_PATH_CACHE_SIZE } from '../../lib/constants';
import { ResolveUrlDocument, type ResolveUrlQuery } from './magentoRoute.generated';

export class RouteCache {
  private readonly entries = new Map<string, ResolveUrlQuery>();

  constructor(private readonly maxEntries: number = GENERIC_PATH_CACHE_SIZE) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): ResolveUrlQuery | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Least recently used goes first: move this one to the end.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: ResolveUrlQuery): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

export const routeCache = new RouteCache();
const inFlight = new Map<string, Promise<ResolveUrlQuery>>();

/** Local storage key of the routes kept for offline use. */
export const SAVED_ROUTES_KEY = 'storefront-saved-routes';
export const SAVED_ROUTES_MAX = 300;

/**
 * The last answers for pages that exist, kept in local storage (most recent last, bounded) and read
 * only when the network fails: a page seen before still resolves offline, also after a reload and for
 * a signed-in shopper (whose answers the service worker does not keep).
 */
export class SavedRoutes {
  constructor(
    private readonly storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined = () =>
      typeof window !== 'undefined' ? window.localStorage : undefined,
    private readonly maxEntries: number = SAVED_ROUTES_MAX
  ) {}

  private readAll(): Record<string, ResolveUrlQuery> {
    try {
      const parsed: unknown = JSON.parse(this.storage()?.getItem(SAVED_ROUTES_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, ResolveUrlQuery>) : {};
    } catch {
      return {};
    }
  }

  get(key: string): ResolveUrlQuery | undefined {
    return this.readAll()[key];
  }

  save(key: string, value: ResolveUrlQuery): void {
    if (!value.route) return;
    const all = this.readAll();
    delete all[key];
    all[key] = value;
    const keys = Object.keys(all);
    keys.slice(0, Math.max(0, keys.length - this.maxEntries)).forEach((oldest) => delete all[oldest]);
    try {
      this.storage()?.setItem(SAVED_ROUTES_KEY, JSON.stringify(all));
    } catch {
      // Storage full or unavailable: offline resolution is best effort.
    }
  }
}

export const savedRoutes = new SavedRoutes();

export function routeKey(storeCode: string, url: string): string {
  return `${storeCode}|${url}`;
}

/** The route of `url` (a path inside the store view), from the cache or the server. */
export function resolveRoute(client: ApolloClient, storeCode: string, url: string): Promise<ResolveUrlQuery> {
  const key = routeKey(storeCode, url);
  const cached = routeCache.get(key);
  if (cached) return Promise.resolve(cached);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = client
      .query({ query: ResolveUrlDocument, variables: { url }, fetchPolicy: 'no-cache' })
      .then(({ data, error }) => {
        if (error) throw error;
        const result = data ?? { route: null };
        routeCache.set(key, result);
        savedRoutes.save(key, result);
        return result;
      })
      .catch((error: unknown) => {
        // No network: the answer saved when the page was last seen (not cached in memory, so the
        // next resolution online asks the server again).
        const saved = isNetworkError(error) ? savedRoutes.get(key) : undefined;
        if (saved) return saved;
        throw error;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
