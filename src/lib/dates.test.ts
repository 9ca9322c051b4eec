import { formatCalendarDate, formatDate, isWithinDays, NUMERIC_DATE, shortDateOptions } from './dates';

describe('formatDate', () => {
  it('formats Magento dates in the locale asked for, each locale and set of options with its own formatter', () => {
    expect(formatDate('2026-03-05 10:00:00', 'en-US')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05 10:00:00', 'ro-RO')).toBe('5 martie 2026');
    expect(formatDate('2026-03-05 10:00:00', 'en-US', { year: 'numeric', month: '2-digit', day: '2-digit' })).toBe('03/05/2026');
    // Asked again: the same answers (from the kept formatters).
    expect(formatDate('2026-03-05 10:00:00', 'en-US')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05 10:00:00', 'ro-RO')).toBe('5 martie 2026');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'en-US')).toBe('');
  });
});

describe('isWithinDays', () => {
  it('includes both ends', () => {
    expect(isWithinDays(new Date(2025, 1, 14, 0, 0), '2025-02-14', '2025-02-17')).toBe(true);
    expect(isWithinDays(new Date(2025, 1, 17, 23, 59), '2025-02-14', '2025-02-17')).toBe(true);
    expect(isWithinDays(new Date(2025, 1, 18, 0, 0), '2025-02-14', '2025-02-17')).toBe(false);
  });
});

describe('formatCalendarDate', () => {
  it('shows the calendar day written, in the locale, whatever the time zone', () => {
    expect(formatCalendarDate('2026-06-30', 'ro-RO')).toBe('30.06.2026');
    expect(formatCalendarDate(' 2026-06-30 00:00:00', 'en-US', NUMERIC_DATE)).toBe('06/30/2026');
    // Short dates a reader of the locale cannot misread: digits in Romanian, the month named in English.
    expect(formatCalendarDate('2028-11-10', 'ro-RO', shortDateOptions('ro-RO'))).toBe('10.11.2028');
    expect(formatCalendarDate('2028-11-10', 'en-US', shortDateOptions('en-US'))).toBe('Nov 10, 2028');
    expect(formatCalendarDate('2026-06-30', 'en-US', { year: 'numeric', month: 'long', day: 'numeric' })).toBe('June 30, 2026');
  });

  it('gives back what is not a calendar date as it was (trimmed), and nothing for nothing', () => {
    expect(formatCalendarDate(' iunie 2026 ', 'ro-RO')).toBe('iunie 2026');
    expect(formatCalendarDate(null, 'ro-RO')).toBe('');
  });
});
