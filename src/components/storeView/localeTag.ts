// Magento locale codes ('ro_RO') ↔ BCP 47 tags ('ro-RO').

import { DEFAULT_STORE_VIEW } from '../../lib/storeViews';

const DEFAULT_LOCALE = DEFAULT_STORE_VIEW.locale.replace(/_/g, '-');

/** 'en_US' → 'en-US'; empty or missing → the default locale 'ro-RO'. */
export function toLocaleTag(magentoLocale: string | null | undefined): string {
  const trimmed = magentoLocale?.trim();
  return trimmed ? trimmed.replace(/_/g, '-') : DEFAULT_LOCALE;
}

/** 'en-US' → 'en_US' (the name of the file in i18n/). */
export function toMagentoLocale(localeTag: string): string {
  return localeTag.replace(/-/g, '_');
}
