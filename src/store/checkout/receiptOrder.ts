// The receipt of an order as the back end tells it (placeOrder's orderV2, and after a reload
// guestOrderByToken or the customer's orders), in the shape the receipt shows: each line's amount with
// VAT is its sale price × quantity, as the order summaries sum a line. What the shopper chose, as the
// checkout described it (the shop or locker of the delivery, the card's last digits), is kept beside it
// and wins over the order's plainer delivery and payment titles.
import { registrationNumberOf } from '../../lib/address';
import { lineTotal, vatLinesOf } from '../../lib/priceSummary';
import type { CheckoutAddress, ReceiptOrder } from './actions';
import type { OrderAddressFieldsFragment } from '../../api/fragments.generated';
import type { ReceiptOrderFieldsFragment } from './checkout.generated';

/** What the checkout said of the delivery and the payment chosen. */
export type ReceiptChoices = Pick<ReceiptOrder, 'shippingMethodTitle' | 'paymentTitle'>;

const roundToBan = (value: number) => Math.round(value * 100) / 100;

function addressOf(address: OrderAddressFieldsFragment | null): Partial<CheckoutAddress> | undefined {
  if (!address) return undefined;
  const registration = registrationNumberOf(address.custom_attributesV2);
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: [...address.street],
    city: address.city,
    ...(address.region ? { region: address.region } : {}),
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
    ...(address.country_code ? { country_id: address.country_code } : {}),
    ...(address.company ? { company: address.company, vat_id: address.vat_id ?? '' } : {}),
    ...(address.company && registration ? { registration_number: registration } : {})
  };
}

export function receiptOrderOf(order: ReceiptOrderFieldsFragment, choices: ReceiptChoices = {}): ReceiptOrder {
  const total = order.total;
  const currency = total?.grand_total.currency ?? total?.subtotal_incl_tax.currency ?? 'RON';
  const payment = order.payment_methods?.find((method) => method !== null);
  const delivery = order.shipping_method ?? order.carrier;
  const shippingMethodTitle = choices.shippingMethodTitle || delivery || undefined;
  const paymentTitle = choices.paymentTitle || payment?.name || undefined;
  return {
    id: order.id,
    number: order.number,
    ...(order.email ? { email: order.email } : {}),
    items: (order.items ?? []).flatMap((item) => {
      if (!item) return [];
      const quantity = item.quantity_ordered ?? 0;
      return [
        {
          name: item.product_name ?? item.product_sku,
          sku: item.product_sku,
          uid: item.id,
          quantity,
          options: (item.selected_options ?? []).flatMap((option) => (option ? [`${option.label}: ${option.value}`] : [])),
          rowTotal: { currency: item.product_sale_price.currency ?? currency, value: lineTotal(item.product_sale_price.value ?? 0, quantity) }
        }
      ];
    }),
    ...(total
      ? {
          totals: {
            currency,
            ...(total.subtotal_incl_tax.value != null ? { subtotal: total.subtotal_incl_tax.value } : {}),
            discount: roundToBan((total.discounts ?? []).reduce((sum, discount) => sum + Math.abs(discount?.amount.value ?? 0), 0)),
            tax: total.total_tax.value ?? 0,
            taxes: vatLinesOf(total.taxes),
            ...(total.shipping_handling?.amount_including_tax?.value != null ? { shipping: total.shipping_handling.amount_including_tax.value } : {}),
            ...(total.grand_total.value != null ? { grandTotal: total.grand_total.value } : {})
          }
        }
      : {}),
    ...(shippingMethodTitle ? { shippingMethodTitle } : {}),
    ...(payment?.type ? { paymentCode: payment.type } : {}),
    ...(paymentTitle ? { paymentTitle } : {}),
    ...(order.shipping_address ? { shipping_address: addressOf(order.shipping_address) } : {}),
    ...(order.billing_address ? { billing_address: addressOf(order.billing_address) } : {})
  };
}
