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

/** Day, month and year in digits ('30.06.2026' in ro-RO): the Romanian view's short dates. */
export const NUMERIC_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** Day, month's short name and year ('Jun 30, 2026'): in English digits alone are ambiguous (06/30 or 30/06?). */
const MONTH_NAME_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A short date every reader of the locale reads one way: digits in Romanian, the month's name otherwise. */
export function shortDateOptions(locale: string): Intl.DateTimeFormatOptions {
  return locale.toLowerCase().startsWith('ro') ? NUMERIC_DATE : MONTH_NAME_DATE;
}

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
 * A calendar date 'YYYY-MM-DD' (time after it ignored) as that day in the locale: parsed by hand, as
 * new Date('2026-06-30') is UTC midnight and shows the day before west of Greenwich. Anything else
 * comes back trimmed, as it was.
 */
export function formatCalendarDate(
  value: string | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions = NUMERIC_DATE
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value?.trim() ?? '');
  if (!match) return value?.trim() ?? '';
  return dateFormatter(locale, options).format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
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
