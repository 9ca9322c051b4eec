// The price summary's lines from the cart's prices: subtotal (incl. VAT, as shelf prices are shown),
// discount, the VAT included, shipping (the chosen method, else the courier estimate) and the total.
import type { CartPriceSummary } from './cartPage.gql';

/** FAN Courier standard delivery: 19.99 RON, free from 250 RON (after discounts). */
export const STANDARD_SHIPPING = { price: 19.99, freeFrom: 250 } as const;

export interface PriceSummaryLines {
  currency: string;
  subtotal: number;
  discount: number;
  discountLabels: string[];
  tax: number;
  shipping: number;
  /** True when shipping is the standard courier estimate, not a method chosen at checkout. */
  shippingIsEstimate: boolean;
  grandTotal: number;
}

const round = (value: number): number => Math.round(value * 100) / 100;

export function priceSummaryModel(cart: CartPriceSummary | null): PriceSummaryLines | null {
  const prices = cart?.prices;
  if (!prices?.grand_total) return null;
  const currency = prices.grand_total.currency;
  const subtotal = prices.subtotal_including_tax?.value ?? 0;
  const discount = round((prices.discounts ?? []).reduce((sum, entry) => sum + Math.abs(entry.amount.value), 0));
  const tax = round((prices.applied_taxes ?? []).reduce((sum, entry) => sum + entry.amount.value, 0));
  const chosen = cart?.shipping_addresses.find((address) => address?.selected_shipping_method)?.selected_shipping_method;
  if (chosen) {
    return {
      currency,
      subtotal,
      discount,
      discountLabels: (prices.discounts ?? []).map((entry) => entry.label),
      tax,
      shipping: chosen.amount.value,
      shippingIsEstimate: false,
      grandTotal: prices.grand_total.value
    };
  }
  const shipping = subtotal - discount >= STANDARD_SHIPPING.freeFrom || subtotal === 0 ? 0 : STANDARD_SHIPPING.price;
  return {
    currency,
    subtotal,
    discount,
    discountLabels: (prices.discounts ?? []).map((entry) => entry.label),
    tax,
    shipping,
    shippingIsEstimate: true,
    grandTotal: round(prices.grand_total.value + shipping)
  };
}
