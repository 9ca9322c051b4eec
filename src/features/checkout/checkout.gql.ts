// Checkout page operations: counties, the shops for pickup, parcel lockers, whether an email has an
// account, the signed-in customer's addresses and saved cards, the order totals.
import { gql, type TypedDocumentNode } from '@apollo/client';

import type { Region } from '../../store/checkout/actions';

export const GET_REGIONS: TypedDocumentNode<
  { country: { id: string; available_regions: Region[] | null } | null },
  { countryId: string }
> = gql`
  query getCheckoutRegions($countryId: String!) {
    country(id: $countryId) {
      id
      available_regions {
        id
        code
        name
      }
    }
  }
`;

export interface PickupShop {
  location_id: string;
  name: string;
  city: string | null;
  street: string | null;
  store_ids: string | null;
}

export const GET_PICKUP_SHOPS: TypedDocumentNode<
  { MpStoreLocatorLocations: { items: PickupShop[] } | null },
  Record<string, never>
> = gql`
  query getPickupShops {
    MpStoreLocatorLocations(pageSize: 200, currentPage: 1) {
      items {
        location_id
        name
        city
        street
        store_ids
      }
    }
  }
`;

export interface ParcelLocker {
  code: string;
  name: string;
  city: string;
  street: string;
}

export const GET_PARCEL_LOCKERS: TypedDocumentNode<
  { parcelLockers: ParcelLocker[] | null },
  { regionCode?: string; city?: string }
> = gql`
  query getParcelLockers($regionCode: String, $city: String) {
    parcelLockers(region_code: $regionCode, city: $city) {
      code
      name
      city
      street
    }
  }
`;

export const IS_EMAIL_AVAILABLE: TypedDocumentNode<{ isEmailAvailable: { is_email_available: boolean } | null }, { email: string }> = gql`
  query isEmailAvailable($email: String!) {
    isEmailAvailable(email: $email) {
      is_email_available
    }
  }
`;

export interface SavedAddress {
  id: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string | null;
  telephone: string | null;
  country_code: string | null;
  region: { region_code: string | null; region_id: number | null; region: string | null } | null;
  default_shipping: boolean | null;
}

export const GET_CHECKOUT_CUSTOMER: TypedDocumentNode<
  { customer: { email: string; firstname: string; lastname: string; addresses: SavedAddress[] | null } | null },
  Record<string, never>
> = gql`
  query getCheckoutCustomer {
    customer {
      email
      firstname
      lastname
      addresses {
        id
        firstname
        lastname
        street
        city
        postcode
        telephone
        country_code
        region {
          region_code
          region_id
          region
        }
        default_shipping
      }
    }
  }
`;

export interface SavedCard {
  public_hash: string;
  payment_method_code: string;
  details: string | null;
}

export const GET_SAVED_CARDS: TypedDocumentNode<{ customerPaymentTokens: { items: SavedCard[] } | null }, Record<string, never>> = gql`
  query getSavedCards {
    customerPaymentTokens {
      items {
        public_hash
        payment_method_code
        details
      }
    }
  }
`;

export interface CheckoutTotals {
  id: string;
  /** The guest's e-mail once set on the cart (the contact step): the step survives a reload. */
  email: string | null;
  prices: {
    grand_total: { currency: string; value: number } | null;
    subtotal_including_tax: { currency: string; value: number } | null;
    discounts: Array<{ label: string; amount: { value: number } }> | null;
    applied_taxes: Array<{ amount: { value: number } }> | null;
  } | null;
  shipping_addresses: Array<{
    selected_shipping_method: { carrier_title: string; method_title: string; amount: { value: number } } | null;
  } | null>;
  available_payment_methods: Array<{ code: string; title: string }> | null;
}

export const GET_CHECKOUT_TOTALS: TypedDocumentNode<{ cart: CheckoutTotals }, { cartId: string }> = gql`
  query getCheckoutTotals($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      email
      prices {
        grand_total {
          currency
          value
        }
        subtotal_including_tax {
          currency
          value
        }
        discounts {
          label
          amount {
            value
          }
        }
        applied_taxes {
          amount {
            value
          }
        }
      }
      shipping_addresses {
        selected_shipping_method {
          carrier_title
          method_title
          amount {
            value
          }
        }
      }
      available_payment_methods {
        code
        title
      }
    }
  }
`;
