// Route answers by store view and path (spec §9 "generic path cache", 10000 entries). They are kept
// here rather than in the normalised Apollo cache: an old URL's 301 and its target's own answer name
// the same page entity, and normalising would merge them (the redirect would vanish once the target
// had been visited). Shared by MagentoRoute, Link navigation and the start-up prefetch.
import type { ApolloClient } from '@apollo/client';

import { GENERIC_PATH_CACHE_SIZE } from '../../lib/constants';
import { RESOLVE_URL, type ResolveUrlData } from './magentoRoute.gql';

export class RouteCache {
  private readonly entries = new Map<string, ResolveUrlData>();

  constructor(private readonly maxEntries: number = GENERIC_PATH_CACHE_SIZE) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): ResolveUrlData | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Least recently used goes first: move this one to the end.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: ResolveUrlData): void {
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
const inFlight = new Map<string, Promise<ResolveUrlData>>();

export function routeKey(storeCode: string, url: string): string {
  return `${storeCode}|${url}`;
}

/** The route of `url` (a path inside the store view), from the cache or the server. */
export function resolveRoute(client: ApolloClient, storeCode: string, url: string): Promise<ResolveUrlData> {
  const key = routeKey(storeCode, url);
  const cached = routeCache.get(key);
  if (cached) return Promise.resolve(cached);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = client
      .query({ query: RESOLVE_URL, variables: { url }, fetchPolicy: 'no-cache' })
      .then(({ data, error }) => {
        if (error) throw error;
        const result = data ?? { route: null };
        routeCache.set(key, result);
        return result;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
