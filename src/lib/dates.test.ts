import { formatDate, isWithinDays } from './dates';

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
