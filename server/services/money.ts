/**
 * Amounts in lei as the store writes them in its texts (CMS pages, mails): "19,99 lei", "250 lei" in
 * Romanian, "19.99 lei", "1,000 lei" in English; whole amounts without decimals.
 */
export function formatLei(value: number, locale: string): string {
  const whole = Math.abs(value - Math.round(value)) < 0.005;
  const number = new Intl.NumberFormat(locale.replace('_', '-'), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2
  }).format(value);
  return `${number} lei`;
}

/**
 * A price in a mail as the storefront shows it (src/lib/formatPrice.ts, the same rule, kept equal by
 * money.test.ts): "1.234,50 lei" in Romanian, "RON 1,234.50" in English.
 */
export function formatMoney(value: number, locale: string, currency = 'RON'): string {
  const tag = locale.replace('_', '-');
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency,
    currencyDisplay: tag.toLowerCase().startsWith('ro') ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2
  })
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ');
}
