// What the receipt shows besides the order id and addresses: a snapshot of the lines and totals taken
// just before the order is placed (the cart is gone afterwards).
import type { CartItem } from '../../store/cart/cart.gql';
import type { ReceiptOrder, ShippingMethod } from '../../store/checkout/actions';
import type { CheckoutTotals } from './checkout.gql';

export function buildReceipt(input: {
  items: CartItem[];
  totals: CheckoutTotals | null;
  email?: string;
  shippingMethod: ShippingMethod | null;
  paymentTitle?: string;
  pickupShop?: string;
}): Partial<ReceiptOrder> {
  const prices = input.totals?.prices;
  const currency = prices?.grand_total?.currency ?? input.items[0]?.prices?.price.currency ?? 'RON';
  const chosen = input.totals?.shipping_addresses.find((address) => address?.selected_shipping_method)?.selected_shipping_method;
  const method = input.shippingMethod;
  const methodTitle = chosen
    ? `${chosen.carrier_title} - ${chosen.method_title}`
    : method
      ? `${method.carrier_title}${method.method_title ? ` - ${method.method_title}` : ''}`
      : undefined;
  return {
    ...(input.email ? { email: input.email } : {}),
    items: input.items.map((item) => ({
      name: item.product.name,
      sku: item.product.sku,
      quantity: item.quantity,
      options: (item.configurable_options ?? []).map((option) => `${option.option_label}: ${option.value_label}`),
      rowTotal: { currency: item.prices?.price.currency ?? currency, value: Math.round((item.prices?.price.value ?? 0) * item.quantity * 100) / 100 }
    })),
    totals: {
      currency,
      subtotal: prices?.subtotal_including_tax?.value,
      discount: (prices?.discounts ?? []).reduce((sum, entry) => sum + Math.abs(entry.amount.value), 0),
      tax: (prices?.applied_taxes ?? []).reduce((sum, entry) => sum + entry.amount.value, 0),
      shipping: chosen?.amount.value ?? method?.amount?.value,
      grandTotal: prices?.grand_total?.value
    },
    ...(methodTitle ? { shippingMethodTitle: input.pickupShop ? `${methodTitle} (${input.pickupShop})` : methodTitle } : {}),
    ...(input.paymentTitle ? { paymentTitle: input.paymentTitle } : {})
  };
}
