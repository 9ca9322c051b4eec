/**
 * Product rows a public read may take from this process's memory. An anonymous GraphQL GET query is an
 * answer the store already lets a CDN keep for minutes (Cache-Control public, GRAPHQL_CACHE_MAX_AGE), so
 * its product rows may be up to CATALOG_CACHE_INTERVAL_MS old, the interval within which every process
 * sees the catalogue's changes anyway (catalogCache.ts). A category page then costs the database
 * nothing while its products are warm: on PostgreSQL with several worker processes the database's share
 * of the cores was what kept a second worker from doubling the throughput.
 *
 * Everything else reads the database: mutations, signed-in requests, REST, POSTs (the cart, the
 * checkout, the account). This process forgets every row as soon as it changes stock itself (an order,
 * a cancellation), so its own next page shows it at once; other processes within the interval.
 */
import type { ProductRow, VariantRow } from '../repositories/catalogProducts';
import { CATALOG_CACHE_INTERVAL_MS } from './catalogCache';

/** Rows kept at most per kind: past it the oldest half goes (a catalogue of 50,000 products in two views fits). */
const MAX_ENTRIES = 120_000;

interface Entry<T> {
  value: T;
  at: number;
  generation: number;
}

let generation = 0;

class RowCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Loads under way by key: requests that miss the same rows at once share one read. */
  private readonly pending = new Map<string, { generation: number; value: Promise<T> }>();

  /** The load under way for `key` that began in this generation, if any. */
  inFlight(key: string): Promise<T> | undefined {
    const load = this.pending.get(key);
    return load && load.generation === generation ? load.value : undefined;
  }

  loading(key: string, value: Promise<T>, loadedIn: number): void {
    this.pending.set(key, { generation: loadedIn, value });
  }

  settled(key: string, value: Promise<T>): void {
    if (this.pending.get(key)?.value === value) this.pending.delete(key);
  }

  /** The fresh entries of `keys`, and the keys to load. */
  take(keys: readonly string[], now: number): { found: Map<string, T>; missing: string[] } {
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry && entry.generation === generation && now - entry.at < CATALOG_CACHE_INTERVAL_MS) found.set(key, entry.value);
      else missing.push(key);
    }
    return { found, missing };
  }

  put(key: string, value: T, at: number, loadedIn: number): void {
    // A load that began before a stock change in this process is not kept.
    if (loadedIn !== generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      let drop = this.entries.size / 2;
      for (const old of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(old);
      }
    }
    this.entries.delete(key);
    this.entries.set(key, { value, at, generation });
  }
}

const products = new WeakMap<object, RowCache<ProductRow | null>>();
const variants = new WeakMap<object, RowCache<VariantRow[]>>();

function cacheOf<T>(caches: WeakMap<object, RowCache<T>>, db: object): RowCache<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RowCache<T>();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Rows by key through this process's memory: `load` reads the keys not kept (or kept longer than the
 * interval) and answers a row per key it found; a key it did not find is remembered as absent. A key
 * another request is loading already is waited for, not read again: when a busy page's rows expire,
 * the requests in flight (twenty at once under load) share one read instead of each making its own.
 */
async function through<T>(
  caches: WeakMap<object, RowCache<T>>,
  db: object,
  keys: readonly string[],
  load: (missing: readonly string[]) => Promise<Map<string, T>>,
  absent: T
): Promise<Map<string, T>> {
  const cache = cacheOf(caches, db);
  const now = Date.now();
  const { found, missing } = cache.take(keys, now);
  if (!missing.length) return found;
  const loadedIn = generation;
  const joined: Array<[string, Promise<T>]> = [];
  const toLoad: string[] = [];
  for (const key of missing) {
    const inFlight = cache.inFlight(key);
    if (inFlight) joined.push([key, inFlight]);
    else toLoad.push(key);
  }
  if (toLoad.length) {
    const loading = load(toLoad);
    const perKey = toLoad.map((key) => {
      const value = loading.then((loaded) => loaded.get(key) ?? absent);
      // Whoever joins sees a failed read; nobody joining is no unhandled rejection.
      value.catch(() => undefined);
      cache.loading(key, value, loadedIn);
      return value;
    });
    try {
      const loaded = await loading;
      for (const key of toLoad) {
        const value = loaded.get(key) ?? absent;
        found.set(key, value);
        cache.put(key, value, now, loadedIn);
      }
    } finally {
      toLoad.forEach((key, i) => cache.settled(key, perKey[i]));
    }
  }
  const waited = await Promise.all(joined.map(([, value]) => value));
  joined.forEach(([key], i) => found.set(key, waited[i]));
  return found;
}

/** Products by id of a store view (null: unknown or disabled), through the process's memory. */
export function sharedProductRows(
  db: object,
  storeId: number,
  ids: readonly number[],
  load: (ids: readonly number[]) => Promise<ProductRow[]>
): Promise<Map<string, ProductRow | null>> {
  return through(
    products,
    db,
    ids.map((id) => `${storeId}:${id}`),
    async (missing) => {
      const rows = await load(missing.map((key) => Number(key.slice(key.indexOf(':') + 1))));
      return new Map(rows.map((row) => [`${storeId}:${row.product_id}`, row]));
    },
    null
  );
}

/** Variants by parent id of a store view, through the process's memory. */
export function sharedVariantRows(
  db: object,
  storeId: number,
  parentIds: readonly number[],
  load: (parentIds: readonly number[]) => Promise<VariantRow[]>
): Promise<Map<string, VariantRow[]>> {
  return through(
    variants,
    db,
    parentIds.map((id) => `${storeId}:${id}`),
    async (missing) => {
      const rows = await load(missing.map((key) => Number(key.slice(key.indexOf(':') + 1))));
      const grouped = new Map<string, VariantRow[]>();
      for (const row of rows) {
        const key = `${storeId}:${row.parent_id}`;
        const list = grouped.get(key);
        if (list) list.push(row);
        else grouped.set(key, [row]);
      }
      return grouped;
    },
    []
  );
}

/** This process changed stock (or anything a product row holds): every kept row is forgotten. */
export function forgetSharedRows(): void {
  generation++;
}
