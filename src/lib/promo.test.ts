import { activePromoStrips, PROMO_STRIPS, VALENTINE_STRIP, type PromoStripConfig } from './promo';

const at = (year: number, month: number, day: number, hours = 12, minutes = 0) => new Date(year, month - 1, day, hours, minutes);

describe('activePromoStrips', () => {
  it('shows the Valentine strip from 14 February 2025 00:00 to 17 February 2025 23:59 (local time)', () => {
    expect(activePromoStrips(at(2025, 2, 13, 23, 59))).toEqual([]);
    expect(activePromoStrips(at(2025, 2, 14, 0, 0))).toEqual([VALENTINE_STRIP]);
    expect(activePromoStrips(at(2025, 2, 15))).toEqual([VALENTINE_STRIP]);
    expect(activePromoStrips(at(2025, 2, 17, 23, 59))).toEqual([VALENTINE_STRIP]);
    expect(activePromoStrips(at(2025, 2, 18, 0, 0))).toEqual([]);
  });

  it('does not come back the next year', () => {
    expect(activePromoStrips(at(2026, 2, 15))).toEqual([]);
  });

  it('takes other campaigns from the configuration', () => {
    const blackFriday: PromoStripConfig = {
      ...VALENTINE_STRIP,
      id: 'black-friday',
      firstDay: '2025-11-28',
      lastDay: '2025-11-30',
      path: '/25-black-friday.html'
    };
    const strips = [...PROMO_STRIPS, blackFriday];
    expect(activePromoStrips(at(2025, 11, 29), strips).map((strip) => strip.id)).toEqual(['black-friday']);
    expect(activePromoStrips(at(2025, 2, 16), strips).map((strip) => strip.id)).toEqual(['valentine']);
  });

  it('keeps the promotion dates', () => {
    expect(VALENTINE_STRIP).toMatchObject({ firstDay: '2025-02-14', lastDay: '2025-02-17', path: '/gnc-vday.html' });
  });
});
