// What the receipt says of the shopper's choices as the checkout described them, taken just before the
// order is placed: the delivery method with the shop or locker chosen, and the payment with the card's
// last digits. The order itself (lines, totals, addresses) comes from the back end.
import type { ShippingMethod } from '../../../store/checkout/actions';
import type { ReceiptChoices } from '../../../store/checkout/receiptOrder';
import type { CheckoutTotals } from '../checkoutAnswers';

export function buildReceiptChoices(input: { totals: CheckoutTotals | null; shippingMethod: ShippingMethod | null; paymentTitle?: string }): ReceiptChoices {
  const chosen = input.totals?.shipping_addresses.find((address) => address?.selected_shipping_method)?.selected_shipping_method;
  const method = input.shippingMethod;
  const methodTitle = chosen
    ? `${chosen.carrier_title} - ${chosen.method_title}`
    : method
      ? `${method.carrier_title}${method.method_title ? ` - ${method.method_title}` : ''}`
      : undefined;
  return {
    ...(methodTitle ? { shippingMethodTitle: method?.delivery_point ? `${methodTitle} (${method.delivery_point})` : methodTitle } : {}),
    ...(input.paymentTitle ? { paymentTitle: input.paymentTitle } : {})
  };
}
