/**
 * Apollo cache persisted to localStorage, one entry per store view, so a returning shopper sees the
 * last catalogue, menu and CMS content at once while fresh data loads. Restored synchronously before
 * the first render; writes are debounced; entries above the size cap are dropped rather than kept stale.
 */
import { InMemoryCache, type NormalizedCacheObject } from '@apollo/client/cache';

import type { KeyValueStorage } from '../storage';

export const CACHE_KEY_PREFIX = 'apollo-cache-';
export const CACHE_MAX_SIZE = 1_500_000;
/**
 * Quiet time after the last change before the cache is written. Serialising the whole cache and
 * writing it to localStorage takes tens of milliseconds on a phone once a listing is in it: not while
 * the page is still loading its parts. Leaving the page or putting it in the background writes a
 * pending change at once (flush, createApolloClient).
 */
export const CACHE_PERSIST_DEBOUNCE_MS = 10_000;

export function cacheKeyForStore(storeCode: string): string {
  return `${CACHE_KEY_PREFIX}${storeCode}`;
}

/** InMemoryCache that tells listeners after every change it broadcasts (writes, evictions, resets). */
export class ObservableInMemoryCache extends InMemoryCache {
  private changeListeners?: Set<() => void>;

  onChange(listener: () => void): () => void {
    this.changeListeners ??= new Set();
    this.changeListeners.add(listener);
    return () => {
      this.changeListeners?.delete(listener);
    };
  }

  protected override broadcastWatches(...args: unknown[]): void {
    (super.broadcastWatches as (...innerArgs: unknown[]) => void)(...args);
    // Set is created lazily: the base constructor may broadcast before subclass fields exist.
    this.changeListeners?.forEach((listener) => listener());
  }
}

export interface CachePersistenceOptions {
  cache: InMemoryCache;
  storage: KeyValueStorage;
  key: string;
  maxSize?: number;
  debounceMs?: number;
}

export interface CachePersistence {
  readonly key: string;
  /** Loads the stored snapshot into the cache; true when one was restored. */
  restore(): boolean;
  /** Writes the cache now. */
  persist(): void;
  /** Writes the cache after the debounce delay (coalescing bursts of changes). */
  schedulePersist(): void;
  /** Writes a change still waiting for its debounce delay now (the page is hidden or left). */
  flush(): void;
  /** Removes the stored snapshot and cancels a pending write. */
  purge(): void;
  /** Persist under another key from now on (store view switch). */
  setKey(key: string): void;
  /** Stops listening to the cache. */
  stop(): void;
}

export function createCachePersistence(options: CachePersistenceOptions): CachePersistence {
  const { cache, storage, maxSize = CACHE_MAX_SIZE, debounceMs = CACHE_PERSIST_DEBOUNCE_MS } = options;
  let key = options.key;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;

  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const persist = (): void => {
    cancel();
    if (paused) return;
    try {
      const serialized = JSON.stringify(cache.extract());
      if (serialized.length > maxSize) storage.removeItem(key);
      else storage.setItem(key, serialized);
    } catch {
      // Quota exceeded: a stale snapshot would be worse than none.
      try {
        storage.removeItem(key);
      } catch {
        // storage unavailable
      }
    }
  };

  const schedulePersist = (): void => {
    if (paused) return;
    cancel();
    timer = setTimeout(persist, debounceMs);
  };

  const unsubscribe = cache instanceof ObservableInMemoryCache ? cache.onChange(schedulePersist) : () => {};

  return {
    get key() {
      return key;
    },
    restore() {
      let text: string | null;
      try {
        text = storage.getItem(key);
      } catch {
        return false;
      }
      if (!text) return false;
      try {
        const snapshot = JSON.parse(text) as NormalizedCacheObject;
        // Restoring broadcasts; there is nothing new to write back.
        paused = true;
        cache.restore(snapshot);
        return true;
      } catch {
        storage.removeItem(key);
        return false;
      } finally {
        paused = false;
        cancel();
      }
    },
    persist,
    schedulePersist,
    flush() {
      if (timer !== undefined) persist();
    },
    purge() {
      cancel();
      try {
        storage.removeItem(key);
      } catch {
        // storage unavailable
      }
    },
    setKey(nextKey) {
      cancel();
      key = nextKey;
    },
    stop() {
      cancel();
      unsubscribe();
    }
  };
}
