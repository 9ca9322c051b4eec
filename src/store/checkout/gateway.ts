import type { ApolloClient } from '@apollo/client';

import type { RestClient } from '../../api/rest';
import { REGISTRATION_NUMBER_ATTRIBUTE } from '../../lib/address';
import type { CardToken, CheckoutAddress, PaymentMethod } from './actions';
import type { AvailableShippingMethod, CheckoutGateway } from './asyncActions';
import {
  GetPlacedOrderDocument,
  GetRecentOrderNumbersDocument,
  GetShippingMethodsDocument,
  SetGuestEmailOnCartDocument,
  SetShippingAddressDocument,
  type AvailableShippingMethodFieldsFragment
} from './checkout.generated';

function cartPath(cartId: string, isSignedIn: boolean, resource: string): string {
  return isSignedIn
    ? `/rest/V1/carts/mine/${resource}`
    : `/rest/V1/guest-carts/${encodeURIComponent(cartId)}/${resource}`;
}

/** CustomerOrder.id is the base64 of the order's entity id (what the REST call answers). */
export function orderUid(orderId: string): string {
  return typeof btoa === 'function' ? btoa(orderId) : Buffer.from(orderId).toString('base64');
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

/** GraphQL for address and methods, REST for shipping and payment information and the card processor. */
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
    async savePaymentInformation({ cartId, isSignedIn, billingAddress, email, paymentMethod, agreementIds = [] }) {
      const orderId = await rest.post<string | number>(cartPath(cartId, isSignedIn, 'payment-information'), {
        billingAddress: toRestAddress(billingAddress),
        cartId,
        email,
        paymentMethod: {
          method: paymentMethod.code,
          additional_data: paymentAdditionalData(paymentMethod),
          extension_attributes: { agreement_ids: agreementIds }
        }
      });
      return String(orderId);
    },
    async findOrderNumber({ cartId, orderId, isSignedIn }) {
      const uid = orderUid(orderId);
      // The embedded back end's placedOrder(cart_id): guests and customers alike.
      try {
        const { data } = await client.query({ query: GetPlacedOrderDocument, variables: { cartId }, fetchPolicy: 'no-cache' });
        if (data?.placedOrder?.id === uid) return data.placedOrder.number;
      } catch {
        // A Magento without the extension query: a customer still finds it among their orders.
      }
      if (!isSignedIn) return null;
      try {
        const { data } = await client.query({ query: GetRecentOrderNumbersDocument, fetchPolicy: 'no-cache' });
        return data?.customer?.orders?.items.find((candidate) => candidate?.id === uid)?.number ?? null;
      } catch {
        return null;
      }
    }
  };
}
