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
