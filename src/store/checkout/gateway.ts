import type { ApolloClient } from '@apollo/client';

import { KEEP_STOCK_ERRORS } from '../../api/apollo/links';
import type { RestClient } from '../../api/rest';
import { REGISTRATION_NUMBER_ATTRIBUTE } from '../../lib/address';
import type { CardToken, CheckoutAddress, PaymentMethod } from './actions';
import type { AvailableShippingMethod, CheckoutGateway } from './asyncActions';
import {
  GetReceiptCustomerOrderDocument,
  GetReceiptGuestOrderDocument,
  GetShippingMethodsDocument,
  PlaceOrderDocument,
  SetGuestEmailOnCartDocument,
  SetShippingAddressDocument,
  type AvailableShippingMethodFieldsFragment
} from './checkout.generated';

function cartPath(cartId: string, isSignedIn: boolean, resource: string): string {
  return isSignedIn
    ? `/rest/V1/carts/mine/${resource}`
    : `/rest/V1/guest-carts/${encodeURIComponent(cartId)}/${resource}`;
}

/**
 * The methods of the cart's (first) shipping address. A method is chosen by its carrier and method
 * codes: one without a method code cannot be chosen and is not offered; a price without its value or
 * currency is no price.
 */
function availableMethods(
  addresses: ReadonlyArray<{ available_shipping_methods: ReadonlyArray<AvailableShippingMethodFieldsFragment | null> | null } | null> | undefined
): AvailableShippingMethod[] {
  return (addresses?.[0]?.available_shipping_methods ?? []).flatMap((method) => {
    if (!method?.method_code) return [];
    const { value, currency } = method.amount;
    return [
      {
        carrier_code: method.carrier_code,
        carrier_title: method.carrier_title,
        method_code: method.method_code,
        method_title: method.method_title,
        amount: value != null && currency ? { currency, value } : null
      }
    ];
  });
}

/** An address as Magento's REST takes it: the trade-register number as the address's custom attribute. */
export function toRestAddress({ registration_number, ...address }: CheckoutAddress): Record<string, unknown> {
  return registration_number
    ? { ...address, custom_attributes: [{ attribute_code: REGISTRATION_NUMBER_ATTRIBUTE, value: registration_number }] }
    : address;
}

/** Nonce of a new card (and whether to save it), or the public hash of a saved card. */
function paymentAdditionalData({ data }: PaymentMethod): Record<string, unknown> {
  const additional: Record<string, unknown> = { payment_method_nonce: data?.nonce };
  if (data?.is_active_payment_token_enabler) additional.is_active_payment_token_enabler = true;
  if (typeof data?.public_hash === 'string') additional.public_hash = data.public_hash;
  return additional;
}

/**
 * GraphQL for address and methods, REST for shipping and payment information and the card processor,
 * GraphQL placeOrder for the order (its orderV2 is the receipt) and to read the order again.
 */
export function createCheckoutGateway({ client, rest }: { client: ApolloClient; rest: RestClient }): CheckoutGateway {
  return {
    async setGuestEmail(cartId, email) {
      await client.mutate({ mutation: SetGuestEmailOnCartDocument, variables: { cartId, email } });
    },
    async setShippingAddress(cartId, address: CheckoutAddress, options) {
      const { data } = await client.mutate({
        mutation: SetShippingAddressDocument,
        variables: {
          cartId,
          firstname: address.firstname,
          lastname: address.lastname,
          street: address.street,
          city: address.city,
          region_code: address.region_code,
          region_id: address.region_id,
          postcode: address.postcode,
          telephone: address.telephone,
          country_id: address.country_id,
          save_in_address_book: Boolean(options?.saveInAddressBook)
        }
      });
      return availableMethods(data?.setShippingAddressesOnCart?.cart.shipping_addresses);
    },
    async getShippingMethods(cartId) {
      const { data } = await client.query({ query: GetShippingMethodsDocument, variables: { cartId }, fetchPolicy: 'network-only' });
      return availableMethods(data?.cart?.shipping_addresses);
    },
    async saveShippingInformation({ cartId, isSignedIn, billingAddress, shippingAddress, shippingMethod }) {
      return rest.post(cartPath(cartId, isSignedIn, 'shipping-information'), {
        addressInformation: {
          billing_address: toRestAddress(billingAddress),
          // Pickup shop and parcel locker travel with the address, as Magento's extension attributes.
          shipping_address: {
            ...shippingAddress,
            ...(shippingMethod.pickup_location_code || shippingMethod.parcel_locker_code
              ? {
                  extension_attributes: {
                    ...(shippingMethod.pickup_location_code ? { pickup_location_code: shippingMethod.pickup_location_code } : {}),
                    ...(shippingMethod.parcel_locker_code ? { parcel_locker_code: shippingMethod.parcel_locker_code } : {})
                  }
                }
              : {})
          },
          shipping_carrier_code: shippingMethod.carrier_code,
          shipping_method_code: shippingMethod.method_code
        }
      });
    },
    async tokenizeCard(card): Promise<CardToken> {
      // The sandbox card processor (a real processor's hosted fields would stand here).
      const token = await rest.post<{ nonce: string; details: { type: string; last4: string } }>('/rest/V1/sandbox-card/tokens', {
        number: card.number,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        cvc: card.cvc
      });
      return { nonce: token.nonce, brand: token.details.type, last4: token.details.last4 };
    },
    async setPaymentInformation({ cartId, isSignedIn, billingAddress, email, paymentMethod, agreementIds = [] }) {
      // Magento checks the agreements here (CheckoutAgreements); nothing is ordered yet.
      await rest.post(cartPath(cartId, isSignedIn, 'set-payment-information'), {
        billingAddress: toRestAddress(billingAddress),
        cartId,
        email,
        paymentMethod: {
          method: paymentMethod.code,
          additional_data: paymentAdditionalData(paymentMethod),
          extension_attributes: { agreement_ids: agreementIds }
        }
      });
    },
    async placeOrder(cartId) {
      // An out-of-stock refusal reaches the shopper as the reason, like any other.
      const { data } = await client.mutate({ mutation: PlaceOrderDocument, variables: { cartId }, context: KEEP_STOCK_ERRORS });
      const placed = data?.placeOrder;
      // Magento 2.4.7 answers a refusal in errors (this back end as a GraphQL error, which rejects).
      const refusal = placed?.errors.find((error) => error?.message)?.message;
      if (!placed?.orderV2) throw new Error(refusal ?? 'The order could not be placed. Try again.');
      return placed.orderV2;
    },
    async findOrder({ number, token, isSignedIn }) {
      if (isSignedIn) {
        const { data } = await client.query({ query: GetReceiptCustomerOrderDocument, variables: { number }, fetchPolicy: 'network-only' });
        return data?.customer?.orders?.items.find((order) => order?.number === number) ?? null;
      }
      if (!token) return null;
      const { data } = await client.query({ query: GetReceiptGuestOrderDocument, variables: { token }, fetchPolicy: 'network-only' });
      return data?.guestOrderByToken ?? null;
    }
  };
}
