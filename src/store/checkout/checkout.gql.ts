import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AvailableShippingMethod {
  carrier_code: string;
  carrier_title: string;
  method_code: string;
  method_title?: string | null;
  amount?: { currency: string; value: number } | null;
}

// The available-methods selection is written out in each document: the build precompiles gql
// templates, and interpolated text (not fragments) cannot be precompiled.

export const SET_GUEST_EMAIL_ON_CART: TypedDocumentNode<
  { setGuestEmailOnCart: { cart: { id: string; email: string } } },
  { cartId: string; email: string }
> = gql`
  mutation setGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
        email
      }
    }
  }
`;

export interface SetShippingAddressVariables {
  cartId: string;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region_code?: string;
  region_id?: number;
  postcode: string;
  telephone: string;
  country_id: string;
}

export const SET_SHIPPING_ADDRESS: TypedDocumentNode<
  {
    setShippingAddressesOnCart: {
      cart: { id: string; shipping_addresses: Array<{ available_shipping_methods: AvailableShippingMethod[] | null }> };
    };
  },
  SetShippingAddressVariables
> = gql`
  mutation setShippingAddress(
    $cartId: String!
    $firstname: String!
    $lastname: String!
    $street: [String!]!
    $city: String!
    $region_code: String
    $region_id: Int
    $postcode: String
    $telephone: String!
    $country_id: String!
  ) {
    setShippingAddressesOnCart(
      input: {
        cart_id: $cartId
        shipping_addresses: [
          {
            address: {
              firstname: $firstname
              lastname: $lastname
              street: $street
              city: $city
              region: $region_code
              region_id: $region_id
              postcode: $postcode
              telephone: $telephone
              country_code: $country_id
              save_in_address_book: false
            }
          }
        ]
      }
    ) {
      cart {
        id
        shipping_addresses {
          available_shipping_methods {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      currency
      value
    }
  }
        }
      }
    }
  }
`;

export const GET_SHIPPING_METHODS: TypedDocumentNode<
  { cart: { id: string; shipping_addresses: Array<{ available_shipping_methods: AvailableShippingMethod[] | null }> } },
  { cartId: string }
> = gql`
  query getShippingMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      shipping_addresses {
        available_shipping_methods {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      currency
      value
    }
  }
      }
    }
  }
`;

/**
 * The order placed from a cart (storefront extension query of the embedded back end): the REST
 * payment-information call answers only the order's entity id; this gives the receipt the number.
 */
export const GET_PLACED_ORDER: TypedDocumentNode<{ placedOrder: { id: string; number: string } | null }, { cartId: string }> = gql`
  query getPlacedOrder($cartId: String!) {
    placedOrder(cart_id: $cartId) {
      id
      number
    }
  }
`;

/** A signed-in customer's latest orders: where the number is found on a back end without placedOrder. */
export const GET_RECENT_ORDER_NUMBERS: TypedDocumentNode<
  { customer: { orders: { items: Array<{ id: string; number: string }> } | null } | null },
  Record<string, never>
> = gql`
  query getRecentOrderNumbers {
    customer {
      orders(pageSize: 5, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        items {
          id
          number
        }
      }
    }
  }
`;
