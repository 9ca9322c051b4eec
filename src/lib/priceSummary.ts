// The price summary's lines from a cart's prices, for the cart page, the checkout's order summary and
// the receipt alike: subtotal (incl. VAT, as shelf prices are shown), discount, the VAT included,
// shipping (the chosen method, else the store's courier estimate for the cart) and the total. The
// store's rates decide every amount: nothing here knows a price or threshold.
import { COURIER_METHOD, isPickup, type MethodCodes } from './shippingMethods';

/** Magento's Money: the schema lets both the value and the currency be null. */
interface Amount {
  value: number | null;
}

/** What the model reads of Magento's Cart (any query that selects these fields will do). */
export interface CartPricesInput {
  prices: {
    grand_total: { currency: string | null; value: number | null } | null;
    subtotal_including_tax: Amount | null;
    discounts: ReadonlyArray<{ label: string; amount: Amount } | null> | null;
    applied_taxes: ReadonlyArray<{ label?: string | null; amount: Amount } | null> | null;
  } | null;
  shipping_addresses: ReadonlyArray<{ selected_shipping_method: { amount: Amount } | null } | null>;
}

export interface EstimatedMethod extends MethodCodes {
  amount: Amount;
}

/**
 * The courier's price among the estimated methods: the standard courier, else (another back end's
 * methods) the dearest method that is not a pickup, so the estimate never promises less than checkout.
 */
export function courierEstimate(methods: ReadonlyArray<EstimatedMethod | null> | null | undefined): number | null {
  // A method without a price says nothing about the price.
  const candidates = (methods ?? []).filter(
    (method): method is EstimatedMethod & { amount: { value: number } } => Boolean(method && method.amount.value != null && !isPickup(method))
  );
  const courier = candidates.find(
    (method) => method.carrier_code === COURIER_METHOD.carrier_code && method.method_code === COURIER_METHOD.method_code
  );
  if (courier) return courier.amount.value;
  return candidates.length ? Math.max(...candidates.map((method) => method.amount.value)) : null;
}

export interface PriceSummaryLines {
  currency: string;
  subtotal: number;
  discount: number;
  /** Each discount with its label (a cart rule's name; '' when it has none). */
  discounts: Array<{ label: string; amount: number }>;
  tax: number;
  /** The VAT by rate ('TVA 21%'), as the law asks the cart, checkout and receipt to show it. */
  taxes: VatLine[];
  /** The chosen method's price, else the courier estimate; null while there is neither. */
  shipping: number | null;
  /** True when shipping is the courier estimate (or not yet known), not a method chosen at checkout. */
  shippingIsEstimate: boolean;
  grandTotal: number;
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** One VAT rate's amount: its rate when the back end gives it (an order's taxes), else its label ('TVA 21%'). */
export interface VatLine {
  label: string;
  rate: number | null;
  amount: number;
}

/**
 * The VAT lines of a cart's applied_taxes or an order's taxes, in the back end's order, without empty
 * entries: one per rate (Codul fiscal art. 319 asks the invoice for the VAT by rate; the summaries show
 * it the same way).
 */
export function vatLinesOf(
  entries: ReadonlyArray<{ label?: string | null; title?: string | null; rate?: number | null; amount: { value?: number | null } | null } | null> | null | undefined
): VatLine[] {
  return (entries ?? []).flatMap((entry) => {
    const amount = entry?.amount?.value;
    if (!entry || amount == null) return [];
    const rate = entry.rate ?? null;
    const label = entry.label || entry.title || '';
    return label || rate !== null ? [{ label, rate, amount: round(amount) }] : [];
  });
}

/** The amount of a cart line, as the summaries show it: unit price × quantity, to the ban. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return round(unitPrice * quantity);
}

export function priceSummaryModel(cart: CartPricesInput | null | undefined, estimate: number | null = null): PriceSummaryLines | null {
  const prices = cart?.prices;
  const total = prices?.grand_total;
  // Without a total and its currency there is nothing to sum up.
  if (!prices || total?.value == null || !total.currency) return null;
  const discounts = (prices.discounts ?? [])
    .filter((entry) => entry !== null)
    .map((entry) => ({ label: entry.label, amount: round(Math.abs(entry.amount.value ?? 0)) }));
  const common = {
    currency: total.currency,
    subtotal: prices.subtotal_including_tax?.value ?? 0,
    discount: round(discounts.reduce((sum, entry) => sum + entry.amount, 0)),
    discounts,
    tax: round((prices.applied_taxes ?? []).reduce((sum, entry) => sum + (entry?.amount.value ?? 0), 0)),
    taxes: vatLinesOf(prices.applied_taxes)
  };
  const chosen = cart?.shipping_addresses.find((address) => address?.selected_shipping_method)?.selected_shipping_method;
  if (chosen) return { ...common, shipping: chosen.amount.value, shippingIsEstimate: false, grandTotal: total.value };
  return { ...common, shipping: estimate, shippingIsEstimate: true, grandTotal: round(total.value + (estimate ?? 0)) };
}
