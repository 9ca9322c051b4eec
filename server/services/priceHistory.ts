/**
 * The Omnibus price rule (Directive 98/6/EC art. 6a, inserted by Directive (EU) 2019/2161; HG 947/2000
 * art. 4^1; OG 99/2000 art. 33): a price reduction is announced only against the prior price, the
 * lowest final price applied during the 30 days (shared/legal.json omnibus.windowDays) before the
 * reduction began, or since the product's launch when it was on sale for less than that (art. 6a(4)).
 * The percentage is worked out from that price and rounded down, so it never says more than the prices do.
 *
 * The history (repositories/priceHistory.ts, written by the database on every change of a product's
 * price columns) holds the price state from each change on. The final price at any moment is
 * finalPrice(state in force, that day) (catalogPrice.ts, the rule every page applies), so a special
 * price whose date window opens or closes changes the final price on that day without a write.
 *
 * What the rule reads, for a product and "today" (catalogToday()):
 *   - the final price now, which must be the price the store shows (else the history cannot back it:
 *     nothing is announced);
 *   - the moment that price began: the start of the current run at today's final price; its day D is
 *     `reduction_since`;
 *   - the lowest final price applied from day max(D - 30, launch day) up to that moment (a price that
 *     applied for part of a day counts for that day; the launch is the first history entry). At least
 *     one whole day must lie in that window: a product launched on day D has no prior price;
 *   - a reduction to announce when that lowest price is strictly above today's final price.
 * Not used: art. 6a(5)'s option of taking the price before the first step of a progressively increased
 * reduction; without it every step is announced against its own 30 days, the stricter reading.
 */
import { perRequestLoader, type RequestContext } from '../domain/context';
import { legalRules } from '../legal/rules';
import { findPriceHistories, type PriceHistoryRow } from '../repositories/priceHistory';
import { catalogToday, finalPrice } from './catalogPrice';
import { sharedPriceHistories } from './catalogRows';

/** A price state from `changed_at` on (an ISO date-time, UTC), as the history records it. */
export type PriceHistoryEntry = Pick<PriceHistoryRow, 'changed_at' | 'price' | 'special_price' | 'special_from_date' | 'special_to_date'>;

/** The prior price of an announced reduction (GraphQL PriorPrice). */
export interface PriorPrice {
  /** The lowest final price of the window, RON. */
  amount: number;
  /** The reduction against it, whole percent, rounded down. */
  percent_off: number;
  /** The day the current final price began (YYYY-MM-DD). */
  reduction_since: string;
}

const DAY_MS = 86_400_000;

const cents = (amount: number): number => Math.round(amount * 100);
const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);
const dayNumber = (isoDate: string): number => dayOf(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`));
const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The final price from `start` (ms) until the next segment's start; consecutive segments differ in price. */
interface Segment {
  start: number;
  cents: number;
}

/**
 * The final price over time: each state from its write until the next one, split where its special
 * price's date window opens (00:00 of special_from_date) or closes (00:00 after special_to_date). Days are
 * UTC days, as catalogToday() counts them. A state replaced in the same instant (one transaction) never
 * applied.
 */
function timelineOf(history: readonly PriceHistoryEntry[]): Segment[] {
  const states = history
    .map((entry, order) => ({ entry, order, at: Date.parse(entry.changed_at) }))
    .filter((state) => Number.isFinite(state.at))
    .sort((a, b) => a.at - b.at || a.order - b.order);
  const pieces: Segment[] = [];
  states.forEach(({ entry, at }, i) => {
    const until = i + 1 < states.length ? states[i + 1].at : Infinity;
    if (until <= at) return;
    const priceOn = (day: number) => cents(finalPrice(entry, isoDay(day)));
    pieces.push({ start: at, cents: priceOn(dayOf(at)) });
    if (entry.special_price === null) return;
    const edges = [
      entry.special_from_date && dayNumber(entry.special_from_date),
      entry.special_to_date && dayNumber(entry.special_to_date) + 1
    ].filter((day): day is number => typeof day === 'number').sort((a, b) => a - b);
    for (const day of edges) {
      const edge = day * DAY_MS;
      if (edge > at && edge < until) pieces.push({ start: edge, cents: priceOn(day) });
    }
  });
  const segments: Segment[] = [];
  for (const piece of pieces) {
    const last = segments[segments.length - 1];
    if (!last || last.cents !== piece.cents) segments.push(piece);
  }
  return segments;
}

const timelines = new WeakMap<readonly PriceHistoryEntry[], Segment[]>();

/** The timeline of a history, made once per history array (a kept one serves every request while kept). */
function timeline(history: readonly PriceHistoryEntry[]): Segment[] {
  let segments = timelines.get(history);
  if (!segments) timelines.set(history, (segments = timelineOf(history)));
  return segments;
}

/** The Omnibus window: days before the reduction whose lowest price is the prior price. */
export const omnibusWindowDays = (): number => legalRules().omnibus.windowDays;

/**
 * The prior price to announce beside `final` (the final price the store shows today), or null when
 * there is no reduction to announce: the price has not gone down against the lowest price of the
 * window, the product has no whole day on sale before its current price, or the history does not end
 * at `final`.
 */
export function priorPriceOf(
  history: readonly PriceHistoryEntry[],
  final: number,
  today: string = catalogToday(),
  windowDays: number = omnibusWindowDays()
): PriorPrice | null {
  const segments = timeline(history);
  const endOfToday = (dayNumber(today) + 1) * DAY_MS;
  let current = segments.length - 1;
  while (current >= 0 && segments[current].start >= endOfToday) current--;
  if (current <= 0 || segments[current].cents !== cents(final)) return null;
  const began = segments[current].start;
  const since = dayOf(began);
  const firstDay = Math.max(since - windowDays, dayOf(segments[0].start));
  if (firstDay >= since) return null;
  const windowStart = firstDay * DAY_MS;
  let lowest = Infinity;
  for (let i = current - 1; i >= 0 && segments[i + 1].start > windowStart; i--) lowest = Math.min(lowest, segments[i].cents);
  const finalCents = cents(final);
  if (!(lowest > finalCents)) return null;
  return {
    amount: lowest / 100,
    percent_off: Math.floor(((lowest - finalCents) * 100) / lowest),
    reduction_since: isoDay(since)
  };
}

/** The rows a store view reads: its own when it has any, else the global scope's (store_id 0). */
export function historyOfStore<T extends Pick<PriceHistoryRow, 'store_id'>>(rows: readonly T[], storeId: number): T[] {
  const own = rows.filter((row) => row.store_id === storeId);
  return own.length ? own : rows.filter((row) => row.store_id === 0);
}

type Ctx = Pick<RequestContext, 'db' | 'store' | 'loaders' | 'publicRead'>;

/** Price histories by product id of the request's store view, in one read per batch (kept for public reads). */
function priceHistory(ctx: Ctx, productId: number): Promise<readonly PriceHistoryRow[]> {
  return perRequestLoader<number, readonly PriceHistoryRow[]>(ctx, 'catalog.priceHistory', async (ids) => {
    const read = async (missing: readonly number[]) => {
      const byProduct = new Map<number, PriceHistoryRow[]>();
      for (const row of await findPriceHistories(ctx.db, ctx.store.id, missing)) {
        const rows = byProduct.get(row.product_id);
        if (rows) rows.push(row);
        else byProduct.set(row.product_id, [row]);
      }
      return new Map([...byProduct].map(([id, rows]) => [id, historyOfStore(rows, ctx.store.id)]));
    };
    const histories = ctx.publicRead ? await sharedPriceHistories(ctx.db, ctx.store.id, ids, read) : await read(ids);
    return ids.map((id) => histories.get(id) ?? []);
  }).load(productId);
}

/** Where a shown price comes from: the products that give it (a configurable's variants at that price) and the price. */
export interface PriceSources {
  productIds: readonly number[];
  final: number;
}

/**
 * The prior price of a shown price. When several products give it (variants at the same final price),
 * the weakest claim stands: nothing when one of them has no reduction to announce, else the lowest
 * prior price among them, so the announcement holds for whichever the shopper picks.
 */
export async function priorPriceFor(ctx: Ctx, sources: PriceSources): Promise<PriorPrice | null> {
  if (!sources.productIds.length) return null;
  const today = catalogToday();
  const histories = await Promise.all(sources.productIds.map((id) => priceHistory(ctx, id)));
  let weakest: PriorPrice | null = null;
  for (const history of histories) {
    const prior = priorPriceOf(history, sources.final, today);
    if (!prior) return null;
    if (!weakest || prior.amount < weakest.amount) weakest = prior;
  }
  return weakest;
}
