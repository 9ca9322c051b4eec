/**
 * Process-wide cache of catalogue read models (listing engine, category trees, attributes), one per
 * database handle. Everything in it derives from the index tables, so it is dropped as soon as the
 * index version in catalog_index_state changes (checked at most every few seconds). Replicas each keep
 * their own copy: the database stays the single source of truth.
 */
import type { Queryable } from '../db/client';
import { readIndexVersion } from '../repositories/catalogIndex';

/**
 * How long a process may serve the catalogue as it was: the index version is checked at most this often,
 * and public reads may keep product rows this long (catalogRows.ts).
 */
export const CATALOG_CACHE_INTERVAL_MS = 5_000;

interface CacheState {
  version: number | null;
  checkedAt: number;
  checking: Promise<void> | null;
  entries: Map<string, Promise<unknown>>;
}

const states = new WeakMap<object, CacheState>();

async function ensureFresh(db: Queryable, state: CacheState): Promise<void> {
  if (state.version !== null && Date.now() - state.checkedAt < CATALOG_CACHE_INTERVAL_MS) return;
  state.checking ??= readIndexVersion(db)
    .then((version) => {
      if (version !== state.version) state.entries.clear();
      state.version = version;
      state.checkedAt = Date.now();
    })
    .finally(() => {
      state.checking = null;
    });
  await state.checking;
}

/** The value cached under `key` for this database and index version, loaded on first use. */
export async function cachedCatalogValue<T>(db: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  let state = states.get(db);
  if (!state) {
    state = { version: null, checkedAt: 0, checking: null, entries: new Map() };
    states.set(db, state);
  }
  await ensureFresh(db, state);
  let entry = state.entries.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = load();
    state.entries.set(key, entry);
    const entries = state.entries;
    // A failed load is not kept: the next request tries again.
    entry.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
  }
  return entry;
}

