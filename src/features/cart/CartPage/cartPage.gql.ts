// Cart page operations: the price summary (subtotal, discount, tax, chosen shipping, grand total),
// coupons, the configurable product's options for the edit dialog, and moving a line to the wishlist.
import { gql, type TypedDocumentNode } from '@apollo/client';

import type { Money } from '../../../store/cart/cart.gql';

export interface CartPriceSummary {
  id: string;
  applied_coupons: Array<{ code: string }> | null;
  prices: {
    grand_total: Money | null;
    subtotal_including_tax: Money | null;
    subtotal_excluding_tax: Money | null;
    discounts: Array<{ label: string; amount: Money }> | null;
    applied_taxes: Array<{ label: string; amount: Money }> | null;
  } | null;
  shipping_addresses: Array<{
    selected_shipping_method: { carrier_title: string; method_title: string; amount: Money } | null;
  } | null>;
}

export const GET_PRICE_SUMMARY: TypedDocumentNode<{ cart: CartPriceSummary }, { cartId: string }> = gql`
  query getCartPriceSummary($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      applied_coupons {
        code
      }
      prices {
        grand_total {
          currency
          value
        }
        subtotal_including_tax {
          currency
          value
        }
        subtotal_excluding_tax {
          currency
          value
        }
        discounts {
          label
          amount {
            currency
            value
          }
        }
        applied_taxes {
          label
          amount {
            currency
            value
          }
        }
      }
      shipping_addresses {
        selected_shipping_method {
          carrier_title
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

export interface EstimatedShippingMethod {
  carrier_code: string;
  method_code: string | null;
  amount: Money;
}

/** Magento 2.4.7's delivery estimate for the cart as it is, for an address given by country only. */
export const ESTIMATE_SHIPPING: TypedDocumentNode<
  { estimateShippingMethods: Array<EstimatedShippingMethod | null> | null },
  { cartId: string; countryCode: string }
> = gql`
  mutation estimateShippingMethods($cartId: String!, $countryCode: CountryCodeEnum!) {
    estimateShippingMethods(input: { cart_id: $cartId, address: { country_code: $countryCode } }) {
      carrier_code
      method_code
      amount {
        currency
        value
      }
    }
  }
`;

export const APPLY_COUPON: TypedDocumentNode<
  { applyCouponToCart: { cart: { id: string; applied_coupons: Array<{ code: string }> | null } } },
  { cartId: string; couponCode: string }
> = gql`
  mutation applyCouponToCart($cartId: String!, $couponCode: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
      cart {
        id
        applied_coupons {
          code
        }
      }
    }
  }
`;

export const REMOVE_COUPON: TypedDocumentNode<
  { removeCouponFromCart: { cart: { id: string; applied_coupons: Array<{ code: string }> | null } | null } },
  { cartId: string }
> = gql`
  mutation removeCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        id
        applied_coupons {
          code
        }
      }
    }
  }
`;

export interface ConfigurableOptionsProduct {
  uid: string;
  sku: string;
  configurable_options?: Array<{
    uid: string;
    attribute_code: string;
    label: string;
    values: Array<{ uid: string; label: string }>;
  }> | null;
  variants?: Array<{
    attributes: Array<{ uid: string; code: string }>;
    product: { uid: string; sku: string; stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null };
  }> | null;
}

export const GET_CONFIGURABLE_OPTIONS: TypedDocumentNode<
  { products: { items: ConfigurableOptionsProduct[] } },
  { sku: string }
> = gql`
  query getConfigurableOptionsForCartEdit($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        uid
        sku
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            values {
              uid
              label
            }
          }
          variants {
            attributes {
              uid
              code
            }
            product {
              uid
              sku
              stock_status
            }
          }
        }
      }
    }
  }
`;

export const GET_WISHLIST_ID: TypedDocumentNode<{ customer: { wishlists: Array<{ id: string }> } }, Record<string, never>> = gql`
  query getWishlistIdForCart {
    customer {
      wishlists {
        id
      }
    }
  }
`;

export const ADD_TO_WISHLIST: TypedDocumentNode<
  { addProductsToWishlist: { user_errors: Array<{ code: string; message: string }> } },
  { wishlistId: string; items: Array<{ sku: string; quantity: number; selected_options?: string[] }> }
> = gql`
  mutation addCartLineToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      user_errors {
        code
        message
      }
    }
  }
`;
