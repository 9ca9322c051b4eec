// Magento locale codes ('ro_RO') ↔ BCP 47 tags ('ro-RO').

export const DEFAULT_LOCALE = 'ro-RO';

/** 'en_US' → 'en-US'; empty or missing → the default locale 'ro-RO'. */
export function toLocaleTag(magentoLocale: string | null | undefined): string {
  const trimmed = magentoLocale?.trim();
  return trimmed ? trimmed.replace(/_/g, '-') : DEFAULT_LOCALE;
}

/** 'en-US' → 'en_US' (the name of the file in i18n/). */
export function toMagentoLocale(localeTag: string): string {
  return localeTag.replace(/-/g, '_');
}
