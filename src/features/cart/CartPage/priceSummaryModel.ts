// The price summary's lines from the cart's prices: subtotal (incl. VAT, as shelf prices are shown),
// discount, the VAT included, shipping (the chosen method, else the store's courier estimate for the
// cart) and the total. The store's rates decide every amount: nothing here knows a price or threshold.
import type { CartPriceSummary, EstimatedShippingMethod } from './cartPage.gql';

/** The method the estimate names "courier": home delivery by FAN Courier, the store's standard. */
export const COURIER = { carrier: 'fancourier', method: 'standard' } as const;
/** Magento's in-store pickup carrier: never the delivery estimate. */
const PICKUP_CARRIER = 'instore';

/**
 * The courier's price among the estimated methods: the standard courier, else (another back end's
 * methods) the dearest method that is not a pickup, so the estimate never promises less than checkout.
 */
export function courierEstimate(methods: ReadonlyArray<EstimatedShippingMethod | null> | null | undefined): number | null {
  const candidates = (methods ?? []).filter((method): method is EstimatedShippingMethod => Boolean(method && method.carrier_code !== PICKUP_CARRIER));
  const courier = candidates.find((method) => method.carrier_code === COURIER.carrier && method.method_code === COURIER.method);
  if (courier) return courier.amount.value;
  return candidates.length ? Math.max(...candidates.map((method) => method.amount.value)) : null;
}

export interface PriceSummaryLines {
  currency: string;
  subtotal: number;
  discount: number;
  discountLabels: string[];
  tax: number;
  /** The chosen method's price, else the courier estimate; null while there is neither. */
  shipping: number | null;
  /** True when shipping is the courier estimate, not a method chosen at checkout. */
  shippingIsEstimate: boolean;
  grandTotal: number;
}

const round = (value: number): number => Math.round(value * 100) / 100;

export function priceSummaryModel(cart: CartPriceSummary | null, estimate: number | null = null): PriceSummaryLines | null {
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
  return {
    currency,
    subtotal,
    discount,
    discountLabels: (prices.discounts ?? []).map((entry) => entry.label),
    tax,
    shipping: estimate,
    shippingIsEstimate: true,
    grandTotal: round(prices.grand_total.value + (estimate ?? 0))
  };
}
