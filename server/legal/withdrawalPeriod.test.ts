/** The withdrawal period: 14 days from delivery, Romanian time, the delivery day not counted, to the next working day. */
import { addDays, isoWithOffset, isWorkingDay, romanianPublicHolidays, withdrawalDeadline, withinPeriod, zonedDateTime } from './withdrawalPeriod';

describe('the withdrawal period', () => {
  it('ends with the 14th day after delivery, the day of delivery not counted (Reg. 1182/71 art. 3(1))', () => {
    // Delivered on Thursday 5 November 2026, 10:00 in Bucharest: the period runs 6-19 November (a Thursday).
    expect(withdrawalDeadline(new Date('2026-11-05T08:00:00Z'))).toBe('2026-11-19');
    // 23:30 on 5 November in Bucharest is still 5 November there (21:30 UTC).
    expect(withdrawalDeadline(new Date('2026-11-05T21:30:00Z'))).toBe('2026-11-19');
    // 00:30 on 6 November in Bucharest (22:30 UTC on the 5th) counts from the 6th.
    expect(withdrawalDeadline(new Date('2026-11-05T22:30:00Z'))).toBe('2026-11-20');
  });

  it('is open until the last minute of the last day in Bucharest, summer and winter time alike', () => {
    expect(withinPeriod('2026-11-19', new Date('2026-11-19T21:59:00Z'))).toBe(true); // 23:59 EET
    expect(withinPeriod('2026-11-19', new Date('2026-11-19T22:00:00Z'))).toBe(false); // 00:00 on the 20th
    expect(withinPeriod('2026-07-16', new Date('2026-07-16T20:59:59Z'))).toBe(true); // 23:59:59 EEST
    expect(withinPeriod('2026-07-16', new Date('2026-07-16T21:00:00Z'))).toBe(false);
  });

  it('moves a last day on a Saturday, a Sunday or a public holiday to the next working day (Reg. 1182/71 art. 3(4))', () => {
    // Delivered Friday 6 November 2026: the 14th day is Friday 20 November.
    expect(withdrawalDeadline(new Date('2026-11-06T10:00:00Z'))).toBe('2026-11-20');
    // Delivered Sunday 8 November: the 14th day is Sunday 22 November → Monday 23.
    expect(withdrawalDeadline(new Date('2026-11-08T10:00:00Z'))).toBe('2026-11-23');
    // Delivered Monday 16 November: the 14th day is Monday 30 November (Sf. Andrei), then 1 December
    // (Ziua Națională), then Wednesday 2 December.
    expect(withdrawalDeadline(new Date('2026-11-16T10:00:00Z'))).toBe('2026-12-02');
    // Delivered 11 December: the 14th day is Friday 25 December (Crăciun); 26th Saturday, 27th Sunday → Monday 28.
    expect(withdrawalDeadline(new Date('2026-12-11T10:00:00Z'))).toBe('2026-12-28');
  });

  it('knows Romania’s public holidays, Orthodox Easter and Pentecost included', () => {
    const holidays = romanianPublicHolidays(2026);
    // Orthodox Easter 2026: 12 April (Good Friday 10, Easter Monday 13); Rusalii 31 May and 1 June.
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-06', '2026-01-07', '2026-01-24', '2026-04-10', '2026-04-12', '2026-04-13', '2026-05-01', '2026-05-31', '2026-06-01', '2026-08-15', '2026-11-30', '2026-12-01', '2026-12-25', '2026-12-26']) {
      expect(holidays.has(day)).toBe(true);
    }
    expect(holidays.size).toBe(16); // 1 June is both Children's Day and Rusalii Monday in 2026
    expect(romanianPublicHolidays(2025).has('2025-04-20')).toBe(true); // Orthodox Easter 2025
    expect(romanianPublicHolidays(2027).has('2027-05-02')).toBe(true); // Orthodox Easter 2027
    expect(isWorkingDay('2026-11-19')).toBe(true);
    expect(isWorkingDay('2026-11-21')).toBe(false);
  });

  it('writes instants in Romanian time with their offset', () => {
    expect(isoWithOffset(new Date('2026-12-05T12:32:07.250Z'))).toBe('2026-12-05T14:32:07+02:00');
    expect(isoWithOffset(new Date('2026-07-05T12:32:07Z'))).toBe('2026-07-05T15:32:07+03:00');
    expect(zonedDateTime(new Date('2026-03-29T00:59:00Z'))).toMatchObject({ day: '2026-03-29', hour: 2, minute: 59 });
    expect(addDays('2026-12-28', 5)).toBe('2027-01-02');
  });
});
