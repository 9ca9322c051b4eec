/** Date helpers for copyright lines, blog posts, orders and dated promotions. */

export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  // Magento returns "YYYY-MM-DD HH:mm:ss" (no T, UTC); make it ISO so every engine parses it.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value)) {
    return new Date(`${value.replace(' ', 'T')}Z`);
  }
  return new Date(value);
}

/** Formatters by locale and options: making one is the costly part of formatting (ICU data). */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

export function formatDate(
  value: Date | string | number,
  locale = 'ro-RO',
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter(locale, options).format(date);
}

/**
 * Whether a moment falls within a range of calendar days, both ends inclusive, in local time
 * (e.g. the Valentine promo strip 2025-02-14 to 2025-02-17).
 */
export function isWithinDays(now: Date, firstDay: string, lastDay: string): boolean {
  const [fy, fm, fd] = firstDay.split('-').map(Number);
  const [ly, lm, ld] = lastDay.split('-').map(Number);
  const start = new Date(fy, fm - 1, fd, 0, 0, 0, 0);
  const end = new Date(ly, lm - 1, ld, 23, 59, 59, 999);
  return now.getTime() >= start.getTime() && now.getTime() <= end.getTime();
}

export function nowInSeconds(now: number = Date.now()): number {
  return Math.floor(now / 1000);
}
