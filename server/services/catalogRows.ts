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
import type { PriceHistoryRow } from '../repositories/priceHistory';
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

  /** The entry of `key` if it is fresh: loaded in this stock generation, within the interval. */
  fresh(key: string, now: number): Entry<T> | undefined {
    const entry = this.entries.get(key);
    return entry && entry.generation === generation && now - entry.at < CATALOG_CACHE_INTERVAL_MS ? entry : undefined;
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
const priceHistories = new WeakMap<object, RowCache<readonly PriceHistoryRow[]>>();

function cacheOf<T>(caches: WeakMap<object, RowCache<T>>, db: object): RowCache<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RowCache<T>();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Rows by id of a store view through this process's memory: `load` reads the ids not kept (or kept
 * longer than the interval) and answers a row per id it found; an id it did not find is remembered as
 * absent. An id another request is loading already is waited for, not read again: when a busy page's
 * rows expire, the requests in flight (twenty at once under load) share one read instead of each
 * making its own.
 */
async function through<T>(
  caches: WeakMap<object, RowCache<T>>,
  db: object,
  storeId: number,
  ids: readonly number[],
  load: (missing: readonly number[]) => Promise<Map<number, T>>,
  absent: T
): Promise<Map<number, T>> {
  const cache = cacheOf(caches, db);
  const keyOf = (id: number) => `${storeId}:${id}`;
  const now = Date.now();
  const loadedIn = generation;
  const found = new Map<number, T>();
  const joined: Array<[number, Promise<T>]> = [];
  const toLoad: number[] = [];
  for (const id of ids) {
    const kept = cache.fresh(keyOf(id), now);
    const inFlight = kept ? undefined : cache.inFlight(keyOf(id));
    if (kept) found.set(id, kept.value);
    else if (inFlight) joined.push([id, inFlight]);
    else toLoad.push(id);
  }
  if (toLoad.length) {
    const loading = load(toLoad);
    const perId = toLoad.map((id) => {
      const value = loading.then((loaded) => loaded.get(id) ?? absent);
      // Whoever joins sees a failed read; nobody joining is no unhandled rejection.
      value.catch(() => undefined);
      cache.loading(keyOf(id), value, loadedIn);
      return value;
    });
    try {
      const loaded = await loading;
      for (const id of toLoad) {
        const value = loaded.get(id) ?? absent;
        found.set(id, value);
        cache.put(keyOf(id), value, now, loadedIn);
      }
    } finally {
      toLoad.forEach((id, i) => cache.settled(keyOf(id), perId[i]));
    }
  }
  const waited = await Promise.all(joined.map(([, value]) => value));
  joined.forEach(([id], i) => found.set(id, waited[i]));
  return found;
}

/** Products by id of a store view (null: unknown or disabled), through the process's memory. */
export function sharedProductRows(
  db: object,
  storeId: number,
  ids: readonly number[],
  load: (ids: readonly number[]) => Promise<ProductRow[]>
): Promise<Map<number, ProductRow | null>> {
  return through(products, db, storeId, ids, async (missing) => new Map((await load(missing)).map((row) => [row.product_id, row])), null);
}

/** Variants by parent id of a store view, through the process's memory (`load`: the variants of each parent asked). */
export function sharedVariantRows(
  db: object,
  storeId: number,
  parentIds: readonly number[],
  load: (parentIds: readonly number[]) => Promise<Map<number, VariantRow[]>>
): Promise<Map<number, VariantRow[]>> {
  return through(variants, db, storeId, parentIds, load, []);
}

/**
 * Price histories by product id of a store view (services/priceHistory.ts), through the process's memory
 * (`load`: the rows the view reads, of each product asked): a listing's prior prices cost no read while
 * its products are warm.
 */
export function sharedPriceHistories(
  db: object,
  storeId: number,
  productIds: readonly number[],
  load: (productIds: readonly number[]) => Promise<Map<number, readonly PriceHistoryRow[]>>
): Promise<Map<number, readonly PriceHistoryRow[]>> {
  return through(priceHistories, db, storeId, productIds, load, []);
}

/** This process changed stock (or anything a product row holds): every kept row is forgotten. */
export function forgetSharedRows(): void {
  generation++;
}
