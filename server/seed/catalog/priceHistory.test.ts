/**
 * The demo's price history tells a story the Omnibus rule (services/priceHistory.ts) reads as intended:
 * every special price is a reduction on the regular price of the month before it, except the product
 * raised shortly before its special; a new product's reduction counts from its launch; the long
 * reduction keeps the price before it.
 */
import { priorPriceOf, type PriceHistoryEntry } from '../../services/priceHistory';
import { finalPrice } from '../../services/catalogPrice';
import { addDays, generateCatalog, type GeneratedProduct } from './generator';
import { LONG_REDUCTION_DAYS, priceStoryCases, shapePriceHistory, type GeneratedPriceChange } from './priceHistory';

const BASE = '2025-06-01';
const catalog = generateCatalog({ products: 420, baseDate: BASE });
const cases = priceStoryCases(catalog.products, BASE);
const history = shapePriceHistory(catalog.products, BASE);

const entriesOf = (id: number): PriceHistoryEntry[] =>
  history.filter((h) => h.productId === id).map((h: GeneratedPriceChange) => ({
    changed_at: h.changedAt, price: h.price, special_price: h.specialPrice, special_from_date: h.specialFromDate, special_to_date: h.specialToDate
  }));
const row = (p: GeneratedProduct) => ({ price: p.price, special_price: p.specialPrice, special_from_date: p.specialFromDate, special_to_date: p.specialToDate });
const priorOf = (p: GeneratedProduct) => priorPriceOf(entriesOf(p.id), finalPrice(row(p), BASE), BASE, 30);
const product = (id: number | null) => catalog.products.find((p) => p.id === id)!;

test('every product starts at its launch and ends at its prices as seeded, over at most about 60 days of changes', () => {
  for (const p of catalog.products) {
    const entries = entriesOf(p.id);
    expect(entries[0].changed_at).toBe(p.createdAt);
    expect(entries.map((e) => e.changed_at)).toEqual([...entries.map((e) => e.changed_at)].sort());
    const last = entries[entries.length - 1];
    expect({ price: last.price, special_price: last.special_price, special_from_date: last.special_from_date, special_to_date: last.special_to_date }).toEqual(row(p));
    for (const entry of entries.slice(1)) expect(entry.changed_at >= addDays(BASE, -60)).toBe(true);
  }
  // Deterministic, and the catalogue's own draws are untouched.
  expect(shapePriceHistory(generateCatalog({ products: 420, baseDate: BASE }).products, BASE)).toEqual(history);
  expect(generateCatalog({ products: 420, baseDate: BASE }).products.map((p) => p.price)).toEqual(catalog.products.map((p) => p.price));
});

test('every special price is announced against the regular price, except the one raised shortly before', () => {
  const onSale = catalog.products.filter((p) => p.specialPrice !== null && p.id !== cases.raisedBeforeSpecial);
  expect(onSale.length).toBeGreaterThan(100);
  for (const p of onSale) {
    const prior = priorOf(p);
    if (p.createdAt.slice(0, 10) === BASE) expect(prior).toBeNull();
    else expect({ sku: p.sku, prior: prior && prior.amount }).toEqual({ sku: p.sku, prior: p.price });
  }
  // Nothing else is a reduction: the raises and ended campaigns of the steady products announce nothing.
  expect(catalog.products.filter((p) => p.specialPrice === null && priorOf(p))).toEqual([]);
  expect(catalog.products.some((p) => p.specialPrice === null && entriesOf(p.id).length > 1)).toBe(true);
});

test('raised shortly before its special price: the lowest price of the 30 days is the special price, nothing is announced', () => {
  const p = product(cases.raisedBeforeSpecial);
  expect(p.specialPrice!).toBeLessThan(p.price);
  expect(entriesOf(p.id).map((e) => [e.price, e.special_price])).toEqual([[p.specialPrice, null], [p.price, null], [p.price, p.specialPrice]]);
  expect(priorOf(p)).toBeNull();
});

test('the long reduction began 45 days ago and keeps the price before it', () => {
  const p = product(cases.longReduction);
  expect(p.specialFromDate).toBe(addDays(BASE, -LONG_REDUCTION_DAYS));
  expect(priorOf(p)).toEqual({ amount: p.price, percent_off: Math.floor(((p.price - p.specialPrice!) / p.price) * 100 + 1e-9), reduction_since: p.specialFromDate });
});

test('new products on special: the reduction counts from a few days after their launch', () => {
  const fresh = catalog.products.filter((p) => p.specialPrice !== null && p.createdAt.slice(0, 10) > addDays(BASE, -30) && p.createdAt.slice(0, 10) < BASE);
  expect(fresh.length).toBeGreaterThan(3);
  for (const p of fresh) {
    const prior = priorOf(p)!;
    expect(prior.amount).toBe(p.price);
    expect(prior.reduction_since > p.createdAt.slice(0, 10)).toBe(true);
  }
});
