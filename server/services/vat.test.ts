/** The VAT rule at its edges: each category, the NC lists, the added-sugar threshold, unknown data, delivery, titles. */
import { computeCartTotals } from './cartTotals';
import {
  isFoodSupplement, REDUCED_VAT_RATE, SHIPPING_VAT_RATE, taxClassOf, vatRatePercent, vatTitle, type VatFacts
} from './vat';

const facts = (overrides: Partial<VatFacts>): VatFacts => ({
  regulatory_category: 'food', nc_code: '21069098', sugars_per_100g: 5, added_sugar: true, ...overrides
});

test('rates in force from 1 August 2025: 21 % standard, 11 % reduced', () => {
  expect([vatRatePercent(facts({ regulatory_category: 'cosmetic' })), REDUCED_VAT_RATE]).toEqual([21, 11]);
});

test('food supplements of Legea 56/2021 take the standard rate whatever their NC code, sugar or form', () => {
  for (const nc_code of ['21061080', '21069098', '15042010', '29252900', null]) {
    expect(vatRatePercent(facts({ regulatory_category: 'food_supplement', nc_code, sugars_per_100g: null, added_sugar: null }))).toBe(21);
  }
  expect(vatRatePercent(facts({ regulatory_category: 'food_supplement', added_sugar: false, sugars_per_100g: 0 }))).toBe(21);
});

test('supplements of Legea 491/2003 (plants, bee products): 11 % under NC 2101-2106 only (MF answer 840568/10.09.2025)', () => {
  const herbal = (nc_code: string | null) => vatRatePercent({ regulatory_category: 'herbal_supplement', nc_code, sugars_per_100g: null, added_sugar: false });
  expect(herbal('21069098')).toBe(11);
  expect(herbal('21011100')).toBe(11);
  expect(herbal('2106')).toBe(11);
  // Unlisted: a vegetable extract (1302), a plant for pharmacy (1211), a medicament heading (3004), none.
  expect(herbal('13021970')).toBe(21);
  expect(herbal('12119086')).toBe(21);
  expect(herbal('30049000')).toBe(21);
  expect(herbal('21070000')).toBe(21);
  expect(herbal(null)).toBe(21);
  // The Code's exceptions still apply: a sugary herbal syrup, or one whose sugar is not known.
  expect(vatRatePercent({ regulatory_category: 'herbal_supplement', nc_code: '21069098', sugars_per_100g: 45, added_sugar: true })).toBe(21);
  expect(vatRatePercent({ regulatory_category: 'herbal_supplement', nc_code: '21069098', sugars_per_100g: null, added_sugar: null })).toBe(21);
});

test('foods: 11 % under a listed NC code, unless sugar is added and the total is at least 10 g/100 g', () => {
  expect(vatRatePercent(facts({ sugars_per_100g: 9.99 }))).toBe(11);
  expect(vatRatePercent(facts({ sugars_per_100g: 9.9 }))).toBe(11);
  expect(vatRatePercent(facts({ sugars_per_100g: 10 }))).toBe(21);
  expect(vatRatePercent(facts({ sugars_per_100g: 10.01 }))).toBe(21);
  // The threshold applies whatever the NC heading of the food (chocolate, wafers, sugar confectionery...).
  for (const nc_code of ['18069019', '19053299', '17049099']) {
    expect(vatRatePercent(facts({ nc_code, sugars_per_100g: 9.9 }))).toBe(11);
    expect(vatRatePercent(facts({ nc_code, sugars_per_100g: 10 }))).toBe(21);
  }
  // Sugar the food has by nature (no sugar in the ingredients) does not count, however much.
  expect(vatRatePercent(facts({ nc_code: '11062090', sugars_per_100g: 32, added_sugar: false }))).toBe(11);
  expect(vatRatePercent(facts({ sugars_per_100g: null, added_sugar: false }))).toBe(11);
  // Not known: no reduction.
  expect(vatRatePercent(facts({ sugars_per_100g: null, added_sugar: true }))).toBe(21);
  expect(vatRatePercent(facts({ sugars_per_100g: 3, added_sugar: null }))).toBe(21);
  // Outside the foods of the norms: soft drinks of NC 2202, spirits, no code.
  expect(vatRatePercent(facts({ nc_code: '22029100', sugars_per_100g: 0, added_sugar: false }))).toBe(21);
  expect(vatRatePercent(facts({ nc_code: '22089099', sugars_per_100g: 0, added_sugar: false }))).toBe(21);
  expect(vatRatePercent(facts({ nc_code: null, added_sugar: false }))).toBe(21);
});

test('cosmetics and products of unknown category take the standard rate', () => {
  expect(vatRatePercent({ regulatory_category: 'cosmetic', nc_code: '33049900', sugars_per_100g: null, added_sugar: null })).toBe(21);
  // A sugar scrub is not a food, even under a food heading.
  expect(vatRatePercent({ regulatory_category: 'cosmetic', nc_code: '17019910', sugars_per_100g: 80, added_sugar: false })).toBe(21);
  expect(vatRatePercent({ regulatory_category: null, nc_code: '21069098', sugars_per_100g: 0, added_sugar: false })).toBe(21);
});

test('delivery is taxed at 21 % in the cart totals, as its own part of the 21 % entry', () => {
  expect(SHIPPING_VAT_RATE).toBe(21);
  const totals = computeCartTotals({
    lines: [{ key: 1, unitPriceInclTax: 111, quantity: 1, taxRate: vatRatePercent(facts({ sugars_per_100g: 8.9 })) }],
    shippingPrice: () => 19.99
  });
  expect(totals.shippingTax).toBe(3.47);
  expect(totals.taxes).toEqual([{ rate: 11, amount: 11 }, { rate: 21, amount: 3.47 }]);
  expect(totals.taxTotal).toBe(14.47);
});

test('tax classes, supplement statements and titles follow the rate and the category', () => {
  expect([taxClassOf(11), taxClassOf(21)]).toEqual(['reduced', 'standard']);
  expect(['food_supplement', 'herbal_supplement', 'food', 'cosmetic', null].map((c) => isFoodSupplement(c as never))).toEqual([true, true, false, false, false]);
  expect([vatTitle(21, 'ro_RO'), vatTitle(11, 'en_US')]).toEqual(['TVA 21%', 'VAT 11%']);
});
