/**
 * The demo catalogue's price history (catalog_product_price_history): how each product's price columns
 * came to be what they are on the base date, over about the last 60 days, for the Omnibus rule
 * (services/priceHistory.ts). Pure and deterministic, with its own PRNG so the catalogue's own draws,
 * and so every product, stay as they were.
 *
 *   - Most products: one entry, their launch (created_at) at today's prices; a few had their price
 *     raised 5-8 weeks ago, or ran a special price that ended 5-6 weeks ago.
 *   - A product on special today: launched at its regular price; the special price was written a few
 *     days before its special_from_date (or, for a product launched since, a few days after its launch),
 *     so the lowest price of the 30 days before it is the regular price and the reduction is announced.
 *   - Raised before its special (`raisedBeforeSpecial`): launched at what is now its special price,
 *     raised to its regular price 12 days before the special began. The lowest price of the 30 days
 *     before the special is the special price itself: no reduction may be announced.
 *   - A long reduction (`longReduction`): its special price runs since 45 days ago; the prior price is
 *     the regular price it had before.
 *   - A product launched on the base date with a special: nothing to compare with, nothing announced.
 * The last entry of every product is its row as seeded.
 */
import { addDays, createRandom, type GeneratedProduct } from './generator';

export interface GeneratedPriceChange {
  productId: number;
  /** ISO date-time, UTC. */
  changedAt: string;
  price: number;
  specialPrice: number | null;
  specialFromDate: string | null;
  specialToDate: string | null;
}

/** Days from `a` to `b` (YYYY-MM-DD). */
const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** A morning write of the price columns. */
const morningOf = (day: string): string => `${day}T07:00:00Z`;

/** Days a special starting today reaches back for its prior price: the Omnibus window and then some. */
const ESTABLISHED_DAYS = 90;

/** How long ago the long reduction began (more than the 30-day window). */
export const LONG_REDUCTION_DAYS = 45;

/** Days between the price raise and the special price of `raisedBeforeSpecial`. */
const RAISE_BEFORE_SPECIAL_DAYS = 12;

/**
 * The products that show the rule's edges: visible simple products on special, on sale long before it
 * (the first such product stays an ordinary reduction); null in a catalogue too small to have them.
 */
export function priceStoryCases(products: readonly GeneratedProduct[], baseDate: string): { raisedBeforeSpecial: number | null; longReduction: number | null } {
  const established = products.filter(
    (p) => p.visibility === 4 && p.typeId === 'simple' && p.specialPrice !== null && daysBetween(p.createdAt.slice(0, 10), baseDate) >= ESTABLISHED_DAYS
  );
  return { raisedBeforeSpecial: established[1]?.id ?? null, longReduction: established[2]?.id ?? null };
}

/**
 * The history of every product, oldest first per product. Sets the long reduction's special_from_date
 * (LONG_REDUCTION_DAYS before the base date): the only column of the catalogue it changes.
 */
export function shapePriceHistory(products: GeneratedProduct[], baseDate: string): GeneratedPriceChange[] {
  // Its own draws: the catalogue's PRNG (generator.ts) and so every product stay as they were.
  const random = createRandom(20250601);
  const cases = priceStoryCases(products, baseDate);
  const history: GeneratedPriceChange[] = [];
  const current = (p: GeneratedProduct, changedAt: string): GeneratedPriceChange => ({
    productId: p.id, changedAt, price: p.price, specialPrice: p.specialPrice, specialFromDate: p.specialFromDate, specialToDate: p.specialToDate
  });
  const regular = (p: GeneratedProduct, changedAt: string, price = p.price): GeneratedPriceChange => ({
    productId: p.id, changedAt, price, specialPrice: null, specialFromDate: null, specialToDate: null
  });
  /** The day a special price was written: a few days before it starts, not before the launch's third day. */
  const specialWriteDays = new Map<number, string>();
  const specialWrittenOn = (p: GeneratedProduct): string => {
    const group = p.parentId ?? p.id;
    let day = specialWriteDays.get(group);
    if (!day) {
      const launch = p.createdAt.slice(0, 10);
      const planned = addDays(p.specialFromDate ?? baseDate, -random.int(0, 3));
      const afterLaunch = daysBetween(launch, baseDate) > 3 ? addDays(launch, 3) : baseDate;
      day = planned > afterLaunch ? planned : afterLaunch;
      specialWriteDays.set(group, day);
    }
    return day;
  };

  for (const p of products) {
    const launch = p.createdAt.slice(0, 10);
    const age = daysBetween(launch, baseDate);
    if (p.specialPrice === null) {
      const story = p.visibility === 4 && p.typeId === 'simple' && age > 60 ? random.next() : 1;
      if (story < 0.1) {
        // Raised 5-8 weeks ago from a little less.
        const before = Math.floor(p.price * 0.93) + 0.99;
        history.push(regular(p, p.createdAt, before < p.price ? before : p.price - 1), regular(p, morningOf(addDays(baseDate, -random.int(35, 58)))));
      } else if (story < 0.15) {
        // A special price that ran for about ten days and ended 5-6 weeks ago, then cleared.
        const ended = addDays(baseDate, -random.int(35, 42));
        const began = addDays(ended, -random.int(7, 12));
        history.push(
          regular(p, p.createdAt),
          { ...regular(p, morningOf(addDays(began, -2))), specialPrice: Math.floor(p.price * 0.85) + 0.99, specialFromDate: began, specialToDate: ended },
          regular(p, morningOf(addDays(ended, 2)))
        );
      } else {
        history.push(current(p, p.createdAt));
      }
      continue;
    }
    if (age <= 0) {
      history.push(current(p, p.createdAt));
      continue;
    }
    if (p.id === cases.longReduction) {
      p.specialFromDate = addDays(baseDate, -LONG_REDUCTION_DAYS);
      history.push(regular(p, p.createdAt), current(p, morningOf(p.specialFromDate)));
      continue;
    }
    const written = specialWrittenOn(p);
    if (p.id === cases.raisedBeforeSpecial) {
      const raised = addDays(p.specialFromDate && p.specialFromDate > written ? p.specialFromDate : written, -RAISE_BEFORE_SPECIAL_DAYS);
      history.push(regular(p, p.createdAt, p.specialPrice), regular(p, morningOf(raised)), current(p, morningOf(written)));
      continue;
    }
    history.push(regular(p, p.createdAt), current(p, morningOf(written)));
  }
  return history;
}
