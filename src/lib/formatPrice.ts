/**
 * Money formatting. Intl.NumberFormat with the store view's locale and currency:
 * RON prints "1.234,50 lei" in ro-RO and "RON 1,234.50" in en-US.
 * When Intl cannot format the code (an unknown or malformed currency code), the fallback
 * applies: $, £, € for USD, GBP, EUR, any other code used as its own symbol, '.' decimal, ','
 * grouping, symbol first (the USD layout).
 */

const FALLBACK_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', GBP: '£', EUR: '€' };

// Non-breaking and narrow non-breaking spaces from ICU become plain spaces so texts compare simply.
const ICU_SPACES = /[\u00a0\u202f]/g;

const formatterCache = new Map<string, Intl.NumberFormat>();

function getFormatter(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    // Romanian shoppers read "lei", which CLDR gives as RON's narrow symbol in ro.
    const currencyDisplay = locale.toLowerCase().startsWith('ro') ? 'narrowSymbol' : 'symbol';
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2
    });
    formatterCache.set(key, formatter);
  }
  return formatter;
}

export function formatPriceFallback(value: number, currency: string): string {
  const symbol = FALLBACK_SYMBOLS[currency] ?? currency;
  const sign = value < 0 ? '-' : '';
  const [integer, fraction] = Math.abs(value).toFixed(2).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol}${grouped}.${fraction}`;
}

export function formatPrice(value: number, currency: string, locale = 'ro-RO'): string {
  try {
    return getFormatter(currency, locale).format(value).replace(ICU_SPACES, ' ');
  } catch {
    return formatPriceFallback(value, currency);
  }
}

export interface PricePart {
  type: string;
  value: string;
}

/** Parts for views that style the currency and the amount separately. */
export function formatPriceToParts(value: number, currency: string, locale = 'ro-RO'): PricePart[] {
  try {
    return getFormatter(currency, locale)
      .formatToParts(value)
      .map((part) => ({ type: part.type, value: part.value.replace(ICU_SPACES, ' ') }));
  } catch {
    return [{ type: 'literal', value: formatPriceFallback(value, currency) }];
  }
}
