/**
 * The Omnibus rule at its edges: the prior price is the lowest final price of the 30 days before the
 * reduction began (since launch for a newer product), a reduction is announced only against a higher
 * one, and its percentage is rounded down.
 */
import { addDays } from '../seed/catalog/generator';
import { historyOfStore, omnibusWindowDays, priorPriceOf, type PriceHistoryEntry } from './priceHistory';

/** A price state written at `at` ('YYYY-MM-DD' is that day's 07:00 UTC). */
function state(at: string, price: number, special: number | null = null, from: string | null = null, to: string | null = null): PriceHistoryEntry {
  return { changed_at: at.length === 10 ? `${at}T07:00:00Z` : at, price, special_price: special, special_from_date: from, special_to_date: to };
}

const D = '2025-06-01';
const TODAY = '2025-06-10';

test('the window is the 30 days of shared/legal.json', () => {
  expect(omnibusWindowDays()).toBe(30);
});

test('a special price is announced against the lowest price of the 30 days before it began, the percentage rounded down', () => {
  const history = [state('2025-01-01', 100), state(D, 100, 79.99, D, null)];
  expect(priorPriceOf(history, 79.99, TODAY)).toEqual({ amount: 100, percent_off: 20, reduction_since: D });
  // 29 % exactly, which floating point makes 28.999…: the percentage is worked out in whole bani.
  expect(priorPriceOf([state('2025-01-01', 100), state(D, 100, 71, D, null)], 71, TODAY)?.percent_off).toBe(29);
  // 29.99 % is 29 %, never 30 %.
  expect(priorPriceOf([state('2025-01-01', 100), state(D, 100, 70.01, D, null)], 70.01, TODAY)?.percent_off).toBe(29);
  expect(priorPriceOf([state('2025-01-01', 58.99), state(D, 58.99, 41.99, D, null)], 41.99, TODAY)?.percent_off).toBe(28);
});

test('a price that applied on the 30th day before the reduction counts; on the 31st it does not', () => {
  // An earlier special price of 90 whose window closed by date; the reduction to 80 began on D.
  const endingOn = (to: string) => [state('2025-01-01', 100, 90, '2025-04-20', to), state(D, 100, 80, D, null)];
  expect(addDays(D, -30)).toBe('2025-05-02');
  expect(priorPriceOf(endingOn('2025-05-02'), 80, TODAY)).toEqual({ amount: 90, percent_off: 11, reduction_since: D });
  expect(priorPriceOf(endingOn('2025-05-01'), 80, TODAY)).toEqual({ amount: 100, percent_off: 20, reduction_since: D });
  // A lower price written on day D-31 and replaced at midnight counts not; replaced at 00:01 of D-30 it does.
  const written = (back: string) => [state('2025-01-01', 100), state('2025-05-01T10:00:00Z', 85), state(back, 100), state(D, 100, 80, D, null)];
  expect(priorPriceOf(written('2025-05-02T00:00:00Z'), 80, TODAY)?.amount).toBe(100);
  expect(priorPriceOf(written('2025-05-02T00:01:00Z'), 80, TODAY)?.amount).toBe(85);
});

test('a reduction that began today is announced from today', () => {
  const history = [state('2025-01-01', 100), state(`${TODAY}T13:30:00Z`, 100, 75, TODAY, null)];
  expect(priorPriceOf(history, 75, TODAY)).toEqual({ amount: 100, percent_off: 25, reduction_since: TODAY });
  // The day before, the special price was not written yet: nothing to announce.
  expect(priorPriceOf(history, 100, addDays(TODAY, -1))).toBeNull();
});

test('a price raised shortly before a "reduction" announces nothing', () => {
  // 80 for months, raised to 100 twelve days before a special price of 80: the lowest price of the 30 days is 80.
  const backToOld = [state('2025-01-01', 80), state('2025-05-20', 100), state(D, 100, 80, D, null)];
  expect(priorPriceOf(backToOld, 80, TODAY)).toBeNull();
  // Nor to 85: the 80 of the window is below it.
  expect(priorPriceOf([state('2025-01-01', 80), state('2025-05-20', 100), state(D, 100, 85, D, null)], 85, TODAY)).toBeNull();
  // Raised more than 30 days before, the raised price is the prior price.
  expect(priorPriceOf([state('2025-01-01', 80), state('2025-04-20', 100), state(D, 100, 85, D, null)], 85, TODAY)).toEqual({
    amount: 100, percent_off: 15, reduction_since: D
  });
  // A plain raise is no reduction.
  expect(priorPriceOf([state('2025-01-01', 80), state(D, 100)], 100, TODAY)).toBeNull();
});

test('a product on sale for less than 30 days: the window starts at its launch', () => {
  // Launched at an introductory 70 for its first day, then 100; reduced to 80 on D.
  const launched = (daysBefore: number) => {
    const launch = addDays(D, -daysBefore);
    return [state(`${launch}T09:00:00Z`, 70), state(`${addDays(launch, 1)}T00:00:00Z`, 100), state(D, 100, 80, D, null)];
  };
  expect(priorPriceOf(launched(29), 80, TODAY)).toBeNull();
  expect(priorPriceOf(launched(31), 80, TODAY)).toEqual({ amount: 100, percent_off: 20, reduction_since: D });
  // Launched 29 days before at its regular price: the reduction is announced against the 29 days it has.
  expect(priorPriceOf([state(`${addDays(D, -29)}T09:00:00Z`, 100), state(D, 100, 80, D, null)], 80, TODAY)?.amount).toBe(100);
  // Launched yesterday: one day is enough. Launched on the day of the reduction: nothing to compare with.
  expect(priorPriceOf([state(`${addDays(D, -1)}T09:00:00Z`, 100), state(D, 100, 80, D, null)], 80, TODAY)?.amount).toBe(100);
  expect(priorPriceOf([state(`${D}T06:00:00Z`, 100), state(`${D}T08:00:00Z`, 100, 80, D, null)], 80, TODAY)).toBeNull();
  expect(priorPriceOf([state(`${D}T06:00:00Z`, 100, 80, D, null)], 80, TODAY)).toBeNull();
});

test('a special price window opens and closes by date, without a write', () => {
  const history = [state('2025-01-01', 100), state('2025-05-01', 100, 80, '2025-06-05', '2025-06-20')];
  expect(priorPriceOf(history, 100, '2025-06-04')).toBeNull();
  expect(priorPriceOf(history, 80, '2025-06-05')).toEqual({ amount: 100, percent_off: 20, reduction_since: '2025-06-05' });
  expect(priorPriceOf(history, 80, '2025-06-20')).toEqual({ amount: 100, percent_off: 20, reduction_since: '2025-06-05' });
  // Closed: back at 100, which is no reduction against the 80 of the month before.
  expect(priorPriceOf(history, 100, '2025-06-21')).toBeNull();
  // A second special price opening by date 11 days after the first closed: its 30 days hold the first
  // one's 80, today and a month later alike (the prior price is fixed when the reduction begins).
  const again = [...history, state('2025-06-22', 100, 85, '2025-07-01', null)];
  expect(priorPriceOf(again, 85, '2025-07-02')).toBeNull();
  expect(priorPriceOf(again, 85, '2025-08-01')).toBeNull();
  // Opening 31 days after the first closed, it is announced against the 100 of its own 30 days.
  const later = [...history, state('2025-06-22', 100, 85, '2025-07-22', null)];
  expect(priorPriceOf(later, 85, '2025-07-22')).toEqual({ amount: 100, percent_off: 15, reduction_since: '2025-07-22' });
});

test('a reduction that began more than 30 days ago keeps the price before it as its prior price', () => {
  const history = [state('2024-10-01', 40.99), state('2025-04-17', 40.99, 30.99, '2025-04-17', null)];
  expect(priorPriceOf(history, 30.99, D)).toEqual({ amount: 40.99, percent_off: 24, reduction_since: '2025-04-17' });
  // A deeper step within it is announced against the first step's price (the lowest of its own 30 days).
  const deeper = [...history, state('2025-05-20', 40.99, 27.99, '2025-04-17', null)];
  expect(priorPriceOf(deeper, 27.99, D)).toEqual({ amount: 30.99, percent_off: 9, reduction_since: '2025-05-20' });
  // A rewrite that leaves the final price as it was does not restart the reduction.
  const rewritten = [...history, state('2025-05-25', 40.99, 30.99, '2025-05-25', '2025-12-31')];
  expect(priorPriceOf(rewritten, 30.99, D)?.reduction_since).toBe('2025-04-17');
});

test('nothing is announced that the history cannot back', () => {
  expect(priorPriceOf([], 80, TODAY)).toBeNull();
  // The shown price is not where the history ends (a write the history has not seen).
  expect(priorPriceOf([state('2025-01-01', 100), state(D, 100, 80, D, null)], 75, TODAY)).toBeNull();
  // A state replaced in the same instant (one transaction) never applied: its 50 is no prior price.
  const sameInstant = [state('2025-01-01', 100), state(D, 100, 50, D, null), state(D, 100, 80, D, null)];
  expect(priorPriceOf(sameInstant, 80, TODAY)).toEqual({ amount: 100, percent_off: 20, reduction_since: D });
  // Writes after "today" are not yet in force.
  expect(priorPriceOf([state('2025-01-01', 100), state('2025-07-01', 100, 80, '2025-07-01', null)], 100, TODAY)).toBeNull();
  // A price that applied for part of the day the reduction began counts: 70 in the morning, 80 from noon.
  const morning = [state('2025-01-01', 100), state(`${D}T06:00:00Z`, 70), state(`${D}T12:00:00Z`, 100, 80, D, null)];
  expect(priorPriceOf(morning, 80, TODAY)).toBeNull();
});

test('a store view reads its own history when it has one, else the global one', () => {
  const rows = [{ store_id: 0, id: 'global' }, { store_id: 2, id: 'en' }];
  expect(historyOfStore(rows, 2).map((r) => r.id)).toEqual(['en']);
  expect(historyOfStore(rows, 1).map((r) => r.id)).toEqual(['global']);
});
