/**
 * Cart totals, computed in one place for the cart, the REST totals, the order and the tests.
 *
 * Catalogue prices include VAT (each product's rate, services/vat.ts; shipping 21 %), so every
 * amount is derived from tax-inclusive prices: a row's tax is the VAT contained in it, not added to
 * it. Discounts are taken off tax-inclusive rows (Magento's "apply discount on prices including tax"),
 * then the VAT contained in what is left is recomputed. All arithmetic is in bani (integers), so sums
 * of rounded parts always equal the rounded totals.
 */

import { SHIPPING_VAT_RATE } from './vat';

export interface TotalsLine {
  key: number;
  /** Unit price including VAT, RON. */
  unitPriceInclTax: number;
  quantity: number;
  /** VAT rate, percent. */
  taxRate: number;
}

export interface TotalsCoupon {
  code: string;
  type: 'by_percent' | 'cart_fixed';
  /** Percent, or RON for a fixed cart discount. */
  amount: number;
  /** Subtotal including tax the cart must reach, RON. */
  minSubtotal: number;
  label: string;
}

export interface LineTotals {
  key: number;
  taxRate: number;
  quantity: number;
  priceInclTax: number;
  priceExclTax: number;
  rowTotalInclTax: number;
  rowTotalExclTax: number;
  discount: number;
  /** VAT contained in the row after its discount. */
  taxAmount: number;
}

export interface CartTotals {
  lines: LineTotals[];
  subtotalInclTax: number;
  subtotalExclTax: number;
  discount: number;
  subtotalWithDiscountExclTax: number;
  /** The coupon that gave a discount (null when none or its condition is not met). */
  appliedCoupon: TotalsCoupon | null;
  shippingInclTax: number;
  shippingExclTax: number;
  shippingTax: number;
  /** VAT by rate, items and shipping together, rates ascending. */
  taxes: Array<{ rate: number; amount: number }>;
  taxTotal: number;
  grandTotal: number;
  totalQuantity: number;
  /** My GNC Rewards points the cart uses, and the lei they pay (taken off the grand total, after VAT). */
  rewardPointsUsed: number;
  rewardAmount: number;
}

const toBani = (ron: number): number => Math.round(ron * 100);
const toRon = (bani: number): number => bani / 100;
/** VAT contained in a tax-inclusive amount (bani), rounded half up to the ban. */
const containedTax = (inclBani: number, rate: number): number => inclBani - Math.round((inclBani * 100) / (100 + rate));

export interface TotalsInput {
  lines: TotalsLine[];
  coupon?: TotalsCoupon | null;
  /** Shipping price including VAT for a subtotal (incl. tax, after discounts); null when no method is chosen. */
  shippingPrice?: ((subtotalAfterDiscountInclTax: number) => number) | null;
  /**
   * Reward points the customer offers: as many as pay at most `maxPercent` of the products after
   * discounts (never delivery), each worth `pointValue` lei, up to the balance.
   */
  rewardPoints?: { balance: number; pointValue: number; maxPercent: number } | null;
}

/** The points (and their value, bani) that pay for at most maxPercent of an amount (bani), up to the balance. */
function redeem(amountBani: number, offer: NonNullable<TotalsInput['rewardPoints']>): { points: number; bani: number } {
  const pointBani = Math.round(offer.pointValue * 100);
  if (pointBani <= 0 || offer.balance <= 0 || amountBani <= 0) return { points: 0, bani: 0 };
  const cap = Math.floor((amountBani * offer.maxPercent) / 100);
  const points = Math.min(Math.floor(offer.balance), Math.floor(cap / pointBani));
  return { points, bani: points * pointBani };
}

export function computeCartTotals(input: TotalsInput): CartTotals {
  const rows = input.lines.map((line) => {
    const unit = toBani(line.unitPriceInclTax);
    const rowIncl = unit * line.quantity;
    return { line, unit, rowIncl, discount: 0 };
  });
  const subtotalIncl = rows.reduce((sum, r) => sum + r.rowIncl, 0);

  // Discount: only when the coupon's condition holds. A fixed amount is spread over the rows in
  // proportion to their value, the last row taking the rounding remainder; never more than the rows.
  let appliedCoupon: TotalsCoupon | null = null;
  const coupon = input.coupon;
  if (coupon && subtotalIncl > 0 && subtotalIncl >= toBani(coupon.minSubtotal)) {
    appliedCoupon = coupon;
    if (coupon.type === 'by_percent') {
      const percent = Math.min(100, coupon.amount);
      for (const r of rows) r.discount = Math.round((r.rowIncl * percent) / 100);
    } else {
      const total = Math.min(toBani(coupon.amount), subtotalIncl);
      let left = total;
      rows.forEach((r, i) => {
        const share = i === rows.length - 1 ? left : Math.min(left, Math.round((total * r.rowIncl) / subtotalIncl));
        r.discount = share;
        left -= share;
      });
    }
  }

  const lines: LineTotals[] = rows.map((r) => {
    const rate = r.line.taxRate;
    const afterDiscount = r.rowIncl - r.discount;
    return {
      key: r.line.key,
      taxRate: rate,
      quantity: r.line.quantity,
      priceInclTax: toRon(r.unit),
      priceExclTax: toRon(r.unit - containedTax(r.unit, rate)),
      rowTotalInclTax: toRon(r.rowIncl),
      rowTotalExclTax: toRon(r.rowIncl - containedTax(r.rowIncl, rate)),
      discount: toRon(r.discount),
      taxAmount: toRon(containedTax(afterDiscount, rate))
    };
  });

  const discount = rows.reduce((sum, r) => sum + r.discount, 0);
  const subtotalExcl = rows.reduce((sum, r) => sum + r.rowIncl - containedTax(r.rowIncl, r.line.taxRate), 0);
  const taxByRate = new Map<number, number>();
  let afterDiscountExcl = 0;
  for (const r of rows) {
    const afterDiscount = r.rowIncl - r.discount;
    const tax = containedTax(afterDiscount, r.line.taxRate);
    afterDiscountExcl += afterDiscount - tax;
    taxByRate.set(r.line.taxRate, (taxByRate.get(r.line.taxRate) ?? 0) + tax);
  }

  const shippingIncl = input.shippingPrice ? toBani(input.shippingPrice(toRon(subtotalIncl - discount))) : 0;
  const shippingTax = containedTax(shippingIncl, SHIPPING_VAT_RATE);
  if (shippingIncl > 0) taxByRate.set(SHIPPING_VAT_RATE, (taxByRate.get(SHIPPING_VAT_RATE) ?? 0) + shippingTax);

  const taxes = [...taxByRate.entries()]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => ({ rate, amount: toRon(amount) }));
  const taxTotal = [...taxByRate.values()].reduce((a, b) => a + b, 0);
  const reward = input.rewardPoints ? redeem(subtotalIncl - discount, input.rewardPoints) : { points: 0, bani: 0 };

  return {
    lines,
    subtotalInclTax: toRon(subtotalIncl),
    subtotalExclTax: toRon(subtotalExcl),
    discount: toRon(discount),
    subtotalWithDiscountExclTax: toRon(afterDiscountExcl),
    appliedCoupon,
    shippingInclTax: toRon(shippingIncl),
    shippingExclTax: toRon(shippingIncl - shippingTax),
    shippingTax: toRon(shippingTax),
    taxes,
    taxTotal: toRon(taxTotal),
    grandTotal: toRon(subtotalIncl - discount + shippingIncl - reward.bani),
    totalQuantity: rows.reduce((sum, r) => sum + r.line.quantity, 0),
    rewardPointsUsed: reward.points,
    rewardAmount: toRon(reward.bani)
  };
}
