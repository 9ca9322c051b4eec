/** Totals from tax-inclusive prices: VAT contained per rate, discounts, shipping, rounding to the ban. */
import { computeCartTotals } from './cartTotals';

test('VAT is the tax contained in tax-inclusive rows, per rate, and the parts add up to the totals', () => {
  const totals = computeCartTotals({
    lines: [
      { key: 1, unitPriceInclTax: 99.99, quantity: 3, taxRate: 11 },
      { key: 2, unitPriceInclTax: 45.5, quantity: 1, taxRate: 21 }
    ],
    shippingPrice: () => 19.99
  });
  // 299.97 incl. 11 % → 270.24 + 29.73; 45.50 incl. 21 % → 37.60 + 7.90; shipping 19.99 → 16.52 + 3.47.
  expect(totals.subtotalInclTax).toBe(345.47);
  expect(totals.subtotalExclTax).toBe(307.84);
  expect(totals.taxes).toEqual([{ rate: 11, amount: 29.73 }, { rate: 21, amount: 11.37 }]);
  expect(totals.shippingExclTax).toBe(16.52);
  expect(totals.grandTotal).toBe(365.46);
  expect(Math.round((totals.subtotalWithDiscountExclTax + totals.shippingExclTax + totals.taxTotal) * 100)).toBe(36546);
  expect(totals.lines[0]).toMatchObject({ priceInclTax: 99.99, priceExclTax: 90.08, rowTotalInclTax: 299.97, rowTotalExclTax: 270.24, taxAmount: 29.73 });
  expect(totals.totalQuantity).toBe(4);
});

test('a percent coupon per row, a fixed coupon spread over rows to the exact ban, and its threshold', () => {
  const lines = [
    { key: 1, unitPriceInclTax: 33.33, quantity: 1, taxRate: 11 },
    { key: 2, unitPriceInclTax: 66.67, quantity: 2, taxRate: 21 }
  ];
  const percent = computeCartTotals({ lines, coupon: { code: 'P', type: 'by_percent', amount: 10, minSubtotal: 0, label: '10%' } });
  expect(percent.lines.map((l) => l.discount)).toEqual([3.33, 13.33]);
  expect(percent.discount).toBe(16.66);
  expect(percent.grandTotal).toBe(150.01);
  const fixed = computeCartTotals({ lines, coupon: { code: 'F', type: 'cart_fixed', amount: 20, minSubtotal: 150, label: '20 lei' } });
  expect(fixed.lines.map((l) => l.discount)).toEqual([4, 16]); // 20 × 33.33 / 166.67 = 3.9995 → 4.00
  expect(fixed.discount).toBe(20);
  expect(fixed.grandTotal).toBe(146.67);
  expect(fixed.appliedCoupon?.code).toBe('F');
  // Under the threshold the coupon gives nothing.
  const small = computeCartTotals({ lines: [lines[0]], coupon: { code: 'F', type: 'cart_fixed', amount: 20, minSubtotal: 150, label: '20 lei' } });
  expect(small.discount).toBe(0);
  expect(small.appliedCoupon).toBeNull();
});

test('free shipping is decided on the subtotal after discounts; an empty cart totals zero', () => {
  const rate = (subtotal: number) => (subtotal >= 250 ? 0 : 19.99);
  const lines = [{ key: 1, unitPriceInclTax: 130, quantity: 2, taxRate: 11 }];
  expect(computeCartTotals({ lines, shippingPrice: rate }).shippingInclTax).toBe(0);
  expect(computeCartTotals({ lines, shippingPrice: rate, coupon: { code: 'P', type: 'by_percent', amount: 10, minSubtotal: 0, label: '' } }).shippingInclTax).toBe(19.99);
  expect(computeCartTotals({ lines: [] })).toMatchObject({ grandTotal: 0, subtotalInclTax: 0, taxes: [], totalQuantity: 0 });
});

test('reward points pay up to the share of the products after discounts, up to the balance, never delivery or VAT', () => {
  const lines = [{ key: 1, unitPriceInclTax: 100, quantity: 2, taxRate: 11 }];
  const shippingPrice = () => 19.99;
  const offer = { pointValue: 0.1, maxPercent: 50 };
  const without = computeCartTotals({ lines, shippingPrice });
  // A small balance is used whole.
  const small = computeCartTotals({ lines, shippingPrice, rewardPoints: { ...offer, balance: 150 } });
  expect(small).toMatchObject({ rewardPointsUsed: 150, rewardAmount: 15, grandTotal: 204.99, taxTotal: without.taxTotal });
  // A large one pays half the products (200 lei → 100 lei, 1000 points), not the delivery.
  const large = computeCartTotals({ lines, shippingPrice, rewardPoints: { ...offer, balance: 5000 } });
  expect(large).toMatchObject({ rewardPointsUsed: 1000, rewardAmount: 100, grandTotal: 119.99 });
  // After a 10 % coupon: half of 180 lei.
  const coupon = { code: 'X', type: 'by_percent' as const, amount: 10, minSubtotal: 0, label: 'X' };
  expect(computeCartTotals({ lines, coupon, rewardPoints: { ...offer, balance: 5000 } })).toMatchObject({ rewardPointsUsed: 900, rewardAmount: 90, grandTotal: 90 });
  // Whole points only; no balance, no points.
  expect(computeCartTotals({ lines: [{ key: 1, unitPriceInclTax: 0.35, quantity: 1, taxRate: 11 }], rewardPoints: { ...offer, balance: 10 } })).toMatchObject({ rewardPointsUsed: 1, rewardAmount: 0.1 });
  expect(computeCartTotals({ lines, rewardPoints: { ...offer, balance: 0 } })).toMatchObject({ rewardPointsUsed: 0, rewardAmount: 0, grandTotal: 200 });
});
