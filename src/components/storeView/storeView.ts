// The active store view follows the URL: '/en…' is the English view (en_storeview), anything else the
// Romanian one (default). Browser storage keeps the view's code, currency and media base URL
// for the request headers and for the next visit.
import { storageKeys, type BrowserPersistence } from '../../api/storage';
import { getStoreFromPath } from '../../lib/url';
import { storeViewByCode } from '../../lib/storeViews';
import { toLocaleTag } from './localeTag';

export interface ActiveStoreView {
  code: string;
  /** Magento's store id. */
  id: number;
  /** 'en' or '' */
  prefix: string;
  /** '/en' or '' — prepend to an in-store path. */
  basePath: string;
  /** Home page of the view: '/en' or '/'. */
  homePath: string;
  /** The path without the store prefix, starting with '/'. */
  pathInStore: string;
  /** Locale known at build time for the view ('ro-RO', 'en-US'); storeConfig.locale confirms it. */
  defaultLocale: string;
  currency: string;
}

export function storeViewForPath(pathname: string): ActiveStoreView {
  const { code, prefix, rest } = getStoreFromPath(pathname);
  const built = storeViewByCode(code);
  return {
    code,
    id: built.id,
    prefix,
    basePath: prefix ? `/${prefix}` : '',
    homePath: prefix ? `/${prefix}` : '/',
    pathInStore: rest,
    defaultLocale: toLocaleTag(built.locale),
    currency: built.currency
  };
}

/** An in-store path ('/cart') in the given view ('/en/cart'). */
export function inStore(view: Pick<ActiveStoreView, 'basePath'>, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (normalized === '/') return view.basePath || '/';
  return `${view.basePath}${normalized}`;
}

export interface StoredStoreView {
  code: string;
  currency?: string;
  secureBaseMediaUrl?: string;
}

export function readStoredStoreCode(storage: BrowserPersistence): string | undefined {
  return storage.getItem<string>(storageKeys.storeViewCode);
}

/** Saves the view's code, currency and media base URL (the store switch). */
export function saveStoreView(storage: BrowserPersistence, view: StoredStoreView): void {
  storage.setItem(storageKeys.storeViewCode, view.code);
  storage.setItem(storageKeys.storeViewCurrency, view.currency ?? storeViewByCode(view.code).currency);
  if (view.secureBaseMediaUrl) storage.setItem(storageKeys.storeViewSecureBaseMediaUrl, view.secureBaseMediaUrl);
  else storage.removeItem(storageKeys.storeViewSecureBaseMediaUrl);
}

/**
 * Brings storage in line with the URL's store view. Returns true when the stored view differed
 * (the caller reloads, or — at start-up, before anything was built from the old values — carries on).
 */
export function syncStoredStoreView(storage: BrowserPersistence, pathname: string): boolean {
  const { code } = storeViewForPath(pathname);
  if (readStoredStoreCode(storage) === code) return false;
  saveStoreView(storage, { code });
  return true;
}
