// Build constants from webpack's DefinePlugin, with the same values as fallbacks where the code runs
// without webpack (jest).

export interface BuildStoreView {
  code: string;
  /** First path segment of the view; '' = no prefix. */
  prefix: string;
  /** Magento locale code (underscore), e.g. 'ro_RO'. */
  locale: string;
  currency: string;
}

const FALLBACK_STORE_VIEWS: readonly BuildStoreView[] = [
  { code: 'default', prefix: '', locale: 'ro_RO', currency: 'RON' },
  { code: 'en_storeview', prefix: 'en', locale: 'en_US', currency: 'RON' }
];

export const BUILD_STORE_VIEWS: readonly BuildStoreView[] =
  typeof __STORE_VIEWS__ !== 'undefined' ? __STORE_VIEWS__ : FALLBACK_STORE_VIEWS;

export const AVAILABLE_LOCALES: readonly string[] =
  typeof __AVAILABLE_LOCALES__ !== 'undefined' ? __AVAILABLE_LOCALES__ : ['en_US', 'ro_RO'];

export const IS_DEV: boolean = typeof __DEV__ !== 'undefined' ? __DEV__ : process.env.NODE_ENV !== 'production';

export function buildStoreView(code: string): BuildStoreView {
  return BUILD_STORE_VIEWS.find((view) => view.code === code) ?? BUILD_STORE_VIEWS[0];
}
