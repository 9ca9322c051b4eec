/**
 * The withdrawal period of a distance sale, in Romanian time (shared/legal.json `withdrawal`):
 * - it runs `periodDays` (14) days from the day the goods are delivered, that day not counted: goods
 *   delivered on 5 November may be withdrawn from until the end of 19 November (OUG 34/2014 art. 9
 *   alin. (2) lit. b); Directive 2011/83/EU art. 9(2)(b) and recital 41: Regulation (EEC, Euratom)
 *   No 1182/71 art. 3(1));
 * - a period whose last day is a Saturday, a Sunday or a public holiday ends at the end of the next
 *   working day (Reg. 1182/71 art. 3(4)); the public holidays are Romania's (Codul muncii, Legea
 *   53/2003, art. 139 alin. (1)).
 * Before delivery the shopper may withdraw at any time (art. 9: the period has not started).
 */
import { legalRules } from './rules';

export interface ZonedDateTime {
  /** YYYY-MM-DD */
  day: string;
  year: number;
  month: number;
  dayOfMonth: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day and wall-clock time of an instant in a time zone. */
export function zonedDateTime(instant: Date, timeZone: string = legalRules().withdrawal.timeZone): ZonedDateTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const dayOfMonth = Number(parts.day);
  return { day: `${parts.year}-${parts.month}-${parts.day}`, year, month, dayOfMonth, hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** An instant in ISO 8601 with the time zone's offset then: '2026-12-05T14:32:07+02:00'. */
export function isoWithOffset(instant: Date, timeZone: string = legalRules().withdrawal.timeZone): string {
  const zoned = zonedDateTime(instant, timeZone);
  const wall = Date.UTC(zoned.year, zoned.month - 1, zoned.dayOfMonth, zoned.hour, zoned.minute, zoned.second);
  const offset = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hhmm = `${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${zoned.day}T${pad(zoned.hour)}:${pad(zoned.minute)}:${pad(zoned.second)}${sign}${hhmm}`;
}

/** YYYY-MM-DD plus some calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Orthodox Easter Sunday (Gregorian date) of a year: Meeus' Julian algorithm, plus the calendars' 13 days (1900-2099). */
function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return addDays(`${year}-${pad(month)}-${pad(day)}`, 13);
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/**
 * Romania's public holidays (Codul muncii art. 139 alin. (1), 6 and 7 January added in 2024):
 * 1-2 January, 6-7 January, 24 January, Orthodox Good Friday, Easter Sunday and Monday, 1 May, 1 June,
 * Pentecost (Rusalii) Sunday and Monday, 15 August, 30 November, 1 December, 25-26 December.
 */
export function romanianPublicHolidays(year: number): ReadonlySet<string> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    const easter = orthodoxEaster(year);
    const fixed = ['01-01', '01-02', '01-06', '01-07', '01-24', '05-01', '06-01', '08-15', '11-30', '12-01', '12-25', '12-26'].map((md) => `${year}-${md}`);
    holidays = new Set([...fixed, addDays(easter, -2), easter, addDays(easter, 1), addDays(easter, 49), addDays(easter, 50)]);
    holidayCache.set(year, holidays);
  }
  return holidays;
}

/** Not a Saturday, a Sunday or a Romanian public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !romanianPublicHolidays(Number(day.slice(0, 4))).has(day);
}

/** The last day (YYYY-MM-DD, Romanian time) of the period of goods delivered at `deliveredAt`. */
export function withdrawalDeadline(deliveredAt: Date): string {
  const { periodDays, timeZone } = legalRules().withdrawal;
  let last = addDays(zonedDateTime(deliveredAt, timeZone).day, periodDays);
  while (!isWorkingDay(last)) last = addDays(last, 1);
  return last;
}

/** Whether `now` falls on or before the last day (Romanian time): the period ends with that day's last hour. */
export function withinPeriod(deadline: string, now: Date): boolean {
  return zonedDateTime(now, legalRules().withdrawal.timeZone).day <= deadline;
}
