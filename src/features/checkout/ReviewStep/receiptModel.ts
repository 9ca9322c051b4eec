// What the receipt shows besides the order id and addresses: a snapshot of the lines and totals taken
// just before the order is placed (the cart is gone afterwards), summed as the order summary sums them.
import { lineTotal, priceSummaryModel } from '../../../lib/priceSummary';
import type { CartItem } from '../../../store/cart/actions';
import type { ReceiptOrder, ShippingMethod } from '../../../store/checkout/actions';
import type { CheckoutTotals } from '../checkoutAnswers';

export function buildReceipt(input: {
  items: CartItem[];
  totals: CheckoutTotals | null;
  email?: string;
  shippingMethod: ShippingMethod | null;
  paymentCode?: string;
  paymentTitle?: string;
}): Partial<ReceiptOrder> {
  const summary = priceSummaryModel(input.totals);
  const currency = summary?.currency ?? input.items[0]?.prices?.price.currency ?? 'RON';
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
      rowTotal: { currency: item.prices?.price.currency ?? currency, value: lineTotal(item.prices?.price.value ?? 0, item.quantity) }
    })),
    totals: {
      currency,
      subtotal: summary?.subtotal,
      discount: summary?.discount ?? 0,
      tax: summary?.tax ?? 0,
      shipping: summary?.shipping ?? method?.amount?.value,
      grandTotal: summary?.grandTotal
    },
    ...(methodTitle ? { shippingMethodTitle: method?.delivery_point ? `${methodTitle} (${method.delivery_point})` : methodTitle } : {}),
    ...(input.paymentCode ? { paymentCode: input.paymentCode } : {}),
    ...(input.paymentTitle ? { paymentTitle: input.paymentTitle } : {})
  };
}
