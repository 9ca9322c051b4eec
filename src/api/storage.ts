/**
 * BrowserPersistence: Venia-compatible namespaced localStorage records {value (JSON), ttl (s), timeStored (ms)}
 * under keys "M2_VENIA_BROWSER_PERSISTENCE__<name>". Private browsing or disabled storage falls back
 * to memory so the shop keeps working for the session.
 */

export const STORAGE_NAMESPACE = 'M2_VENIA_BROWSER_PERSISTENCE';

/** Every browser storage key the storefront uses (Venia's names, so a shopper's data carries over). */
export const storageKeys = {
  cartId: 'cartId',
  imagesBySku: 'imagesBySku',
  signinToken: 'signin_token',
  storeViewCode: 'store_view_code',
  storeViewCurrency: 'store_view_currency',
  storeViewSecureBaseMediaUrl: 'store_view_secure_base_media_url',
  magentoCacheId: 'magento_cache_id',
  billingAddress: 'billing_address',
  shippingAddress: 'shipping_address',
  shippingMethod: 'shippingMethod',
  paymentMethod: 'paymentMethod',
  availableShippingMethods: 'availableShippingMethods',
  cookieAccept: 'cookieAccept',
  search: 'search',
  lastSplit: 'lastSplit',
  popupRewards: 'popupRewards',
  itemsro: 'itemsro',
  rostore: 'rostore',
  /** Beyond Venia's keys: the shopper's blog post votes ({ [post id]: 'PLUS' | 'MINUS' }). */
  blogVotes: 'amblog_votes'
} as const;

/** The one sessionStorage key. */
export const sessionStorageKeys = { register: 'register' } as const;

export interface StoredRecord {
  /** JSON text of the stored value. */
  value: string;
  /** Lifetime in seconds. */
  ttl?: number;
  /** Milliseconds since the epoch. */
  timeStored: number;
}

/** The part of the Web Storage interface the persistence needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.has(key) ? (this.items.get(key) as string) : null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}

/** The given Web Storage if it can be written, otherwise an in-memory stand-in. */
export function resolveStorage(getStorage: () => Storage | undefined): KeyValueStorage {
  try {
    const storage = getStorage();
    if (!storage) return new MemoryStorage();
    const probe = `${STORAGE_NAMESPACE}__probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}

export interface BrowserPersistenceOptions {
  storage?: KeyValueStorage;
  namespace?: string;
  now?: () => number;
}

export class BrowserPersistence {
  readonly storage: KeyValueStorage;
  readonly namespace: string;
  private readonly now: () => number;

  constructor(options: BrowserPersistenceOptions = {}) {
    this.storage =
      options.storage ?? resolveStorage(() => (typeof window !== 'undefined' ? window.localStorage : undefined));
    this.namespace = options.namespace ?? STORAGE_NAMESPACE;
    this.now = options.now ?? (() => Date.now());
  }

  key(name: string): string {
    return `${this.namespace}__${name}`;
  }

  getRawItem(name: string): StoredRecord | undefined {
    let text: string | null;
    try {
      text = this.storage.getItem(this.key(name));
    } catch {
      return undefined;
    }
    if (text === null) return undefined;
    try {
      const record = JSON.parse(text) as Partial<StoredRecord> | null;
      if (!record || typeof record !== 'object' || typeof record.value !== 'string') return undefined;
      return {
        value: record.value,
        timeStored: typeof record.timeStored === 'number' ? record.timeStored : 0,
        ...(typeof record.ttl === 'number' ? { ttl: record.ttl } : {})
      };
    } catch {
      return undefined;
    }
  }

  /** Milliseconds since the epoch when the record expires, or undefined when it has no ttl. */
  expiresAt(name: string): number | undefined {
    const record = this.getRawItem(name);
    if (!record || record.ttl === undefined) return undefined;
    return record.timeStored + record.ttl * 1000;
  }

  getItem<T = unknown>(name: string): T | undefined {
    const record = this.getRawItem(name);
    if (!record) return undefined;
    if (record.ttl !== undefined && this.now() - record.timeStored > record.ttl * 1000) {
      this.removeItem(name);
      return undefined;
    }
    try {
      return JSON.parse(record.value) as T;
    } catch {
      return undefined;
    }
  }

  setItem(name: string, value: unknown, ttl?: number): void {
    const record: StoredRecord = {
      value: JSON.stringify(value),
      timeStored: this.now(),
      ...(ttl !== undefined ? { ttl } : {})
    };
    try {
      this.storage.setItem(this.key(name), JSON.stringify(record));
    } catch {
      // Quota exceeded or storage revoked: the value simply is not kept across reloads.
    }
  }

  removeItem(name: string): void {
    try {
      this.storage.removeItem(this.key(name));
    } catch {
      // Nothing to do: storage unavailable means nothing was kept.
    }
  }
}

/** Session-scoped values (the 'register' flag), same fallback rules. */
export function getSessionStorage(): KeyValueStorage {
  return resolveStorage(() => (typeof window !== 'undefined' ? window.sessionStorage : undefined));
}

let defaultPersistence: BrowserPersistence | undefined;

/** The application's shared BrowserPersistence over localStorage. */
export function getBrowserPersistence(): BrowserPersistence {
  defaultPersistence ??= new BrowserPersistence();
  return defaultPersistence;
}
