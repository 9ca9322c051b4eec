/**
 * Cart operations (Magento 2.4 names) with the mini-cart fields of spec §3.
 * Types are written beside the documents until GraphQL Code Generator output replaces them.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface Money {
  currency: string;
  value: number;
}

export interface MediaGalleryEntry {
  uid?: string | null;
  file: string;
  label?: string | null;
  position?: number | null;
  disabled?: boolean | null;
}

export interface CartBreadcrumb {
  category_uid: string;
  category_name: string;
  category_url_key?: string | null;
  category_url_path?: string | null;
}

export interface CartProductCategory {
  uid: string;
  description?: string | null;
  breadcrumbs?: CartBreadcrumb[] | null;
}

export interface CartProductVariant {
  attributes: Array<{ uid: string }>;
  product: { uid: string; thumbnail?: { url: string | null } | null };
}

export interface CartProduct {
  __typename?: string;
  uid: string;
  id?: number;
  name: string;
  sku: string;
  url_key?: string | null;
  gnc_tip_de_promotie?: string | null;
  categories?: CartProductCategory[] | null;
  price?: { regularPrice: { amount: Money } } | null;
  price_range?: {
    maximum_price: {
      final_price: Money;
      regular_price: Money;
      discount?: { amount_off: number } | null;
    };
  } | null;
  thumbnail?: { url: string | null } | null;
  stock_status?: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  media_gallery_entries?: MediaGalleryEntry[] | null;
  variants?: CartProductVariant[] | null;
}

export interface SelectedConfigurableOption {
  configurable_product_option_uid: string;
  option_label: string;
  configurable_product_option_value_uid: string;
  value_label: string;
}

export interface CartItemError {
  code: string;
  message: string;
}

export interface CartItem {
  __typename?: string;
  uid: string;
  quantity: number;
  prices?: { price: Money; total_item_discount?: { value: number } | null } | null;
  errors?: CartItemError[] | null;
  product: CartProduct;
  configurable_options?: SelectedConfigurableOption[] | null;
}

export interface CartDetails {
  __typename?: string;
  id: string;
  total_quantity: number;
  prices?: {
    subtotal_excluding_tax?: Money | null;
    subtotal_including_tax?: Money | null;
    grand_total?: Money | null;
  } | null;
  items: Array<CartItem | null>;
}

export const MINI_CART_FRAGMENT = gql`
  fragment MiniCartFragment on Cart {
    id
    total_quantity
    prices {
      subtotal_excluding_tax {
        currency
        value
      }
      subtotal_including_tax {
        currency
        value
      }
      grand_total {
        currency
        value
      }
    }
    items {
      uid
      quantity
      prices {
        price {
          currency
          value
        }
        total_item_discount {
          value
        }
      }
      errors {
        code
        message
      }
      product {
        uid
        id
        name
        sku
        url_key
        gnc_tip_de_promotie
        categories {
          uid
          description
          breadcrumbs {
            category_uid
            category_name
            category_url_key
            category_url_path
          }
        }
        price {
          regularPrice {
            amount {
              currency
              value
            }
          }
        }
        price_range {
          maximum_price {
            final_price {
              currency
              value
            }
            regular_price {
              currency
              value
            }
            discount {
              amount_off
            }
          }
        }
        thumbnail {
          url
        }
        stock_status
        media_gallery_entries {
          uid
          file
          label
          position
          disabled
        }
        ... on ConfigurableProduct {
          variants {
            attributes {
              uid
            }
            product {
              uid
              thumbnail {
                url
              }
            }
          }
        }
      }
      ... on ConfigurableCartItem {
        configurable_options {
          configurable_product_option_uid
          option_label
          configurable_product_option_value_uid
          value_label
        }
      }
    }
  }
`;

export const CREATE_EMPTY_CART: TypedDocumentNode<{ cartId: string }, Record<string, never>> = gql`
  mutation createEmptyCart {
    cartId: createEmptyCart
  }
`;

export const GET_CART_DETAILS: TypedDocumentNode<{ cart: CartDetails }, { cartId: string }> = gql`
  query getCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      ...MiniCartFragment
    }
  }
  ${MINI_CART_FRAGMENT}
`;

/** Cart access check: whether the stored cart id still names a cart this shopper may use. */
export const CHECK_CART: TypedDocumentNode<{ cart: { id: string } }, { cartId: string }> = gql`
  query checkCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
    }
  }
`;

export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: Array<{ uid: string; value: string }>;
}

export interface CartUserInputError {
  code: string;
  message: string;
}

export const ADD_PRODUCTS_TO_CART: TypedDocumentNode<
  { addProductsToCart: { cart: CartDetails; user_errors: CartUserInputError[] } },
  { cartId: string; cartItem: CartItemInput }
> = gql`
  mutation addProductsToCart($cartId: String!, $cartItem: CartItemInput!) {
    addProductsToCart(cartId: $cartId, cartItems: [$cartItem]) {
      cart {
        ...MiniCartFragment
      }
      user_errors {
        code
        message
      }
    }
  }
  ${MINI_CART_FRAGMENT}
`;

export const UPDATE_CART_ITEM: TypedDocumentNode<
  { updateCartItems: { cart: CartDetails } },
  { cartId: string; itemId: string; quantity: number }
> = gql`
  mutation updateCartItem($cartId: String!, $itemId: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $itemId, quantity: $quantity }] }) {
      cart {
        ...MiniCartFragment
      }
    }
  }
  ${MINI_CART_FRAGMENT}
`;

export const REMOVE_CART_ITEM: TypedDocumentNode<
  { removeItemFromCart: { cart: CartDetails } },
  { cartId: string; itemId: string }
> = gql`
  mutation removeCartItem($cartId: String!, $itemId: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemId }) {
      cart {
        ...MiniCartFragment
      }
    }
  }
  ${MINI_CART_FRAGMENT}
`;

export const GET_ITEM_COUNT: TypedDocumentNode<{ cart: { id: string; total_quantity: number } }, { cartId: string }> = gql`
  query getItemCount($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
`;
