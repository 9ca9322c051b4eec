/**
 * The store views the storefront serves, in one place: URL prefixes, request headers, locales, the
 * webpack build (which locales' messages it cuts) and components all read this list. `prefix` is the
 * first path segment of the view ('' = no prefix: the default view). The back end (storeConfig,
 * availableStores) stays the source of truth for locale and currency at run time; these are the values
 * used before it answers.
 */
export interface StoreViewDefinition {
  /** Magento's store code (the `Store` header). */
  code: string;
  /** Magento's store id (e.g. the store locator's `store_ids`). */
  id: number;
  /** First path segment of the view; '' = no prefix. */
  prefix: string;
  /** Magento locale code (underscore), e.g. 'ro_RO'. */
  locale: string;
  currency: string;
  /** The view's language: its short label in the EN / RO switch, its name in its own language. */
  language: { code: string; label: string; name: string };
}

export const STORE_VIEWS: readonly StoreViewDefinition[] = [
  { code: 'default', id: 1, prefix: '', locale: 'ro_RO', currency: 'RON', language: { code: 'ro', label: 'RO', name: 'Română' } },
  { code: 'en_storeview', id: 2, prefix: 'en', locale: 'en_US', currency: 'RON', language: { code: 'en', label: 'EN', name: 'English' } }
];

/** The view at unprefixed paths. */
export const DEFAULT_STORE_VIEW: StoreViewDefinition = STORE_VIEWS.find((view) => view.prefix === '') ?? STORE_VIEWS[0];

/** Locales whose messages exist in i18n/ (one per view). */
export const AVAILABLE_LOCALES: readonly string[] = [...new Set(STORE_VIEWS.map((view) => view.locale))].sort();

/** The view with this store code; the default view for an unknown code. */
export function storeViewByCode(code: string): StoreViewDefinition {
  return STORE_VIEWS.find((view) => view.code === code) ?? DEFAULT_STORE_VIEW;
}

/** The view whose prefix is this path segment, if any ('' never matches: it is the default). */
export function storeViewByPrefix(segment: string): StoreViewDefinition | undefined {
  return segment ? STORE_VIEWS.find((view) => view.prefix === segment) : undefined;
}
