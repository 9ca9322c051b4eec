import { gql, type TypedDocumentNode } from '@apollo/client';

export const WISHLIST_PAGE_SIZE = 12;

export interface WishlistProduct {
  uid: string;
  name: string | null;
  sku: string;
  url_key: string | null;
  url_suffix?: string | null;
  stock_status: string | null;
  thumbnail: { url: string | null; label: string | null } | null;
  price_range: { minimum_price: { final_price: { value: number | null; currency: string | null } } } | null;
}

export interface WishlistItem {
  __typename: string;
  id: string;
  quantity: number;
  added_at: string;
  product: WishlistProduct | null;
  configurable_options?: Array<{
    option_label: string;
    value_label: string;
    configurable_product_option_uid: string;
    configurable_product_option_value_uid: string;
  } | null> | null;
  configured_variant?: { uid: string; thumbnail: { url: string | null } | null } | null;
}

export interface Wishlist {
  id: string | null;
  items_count: number | null;
  items_v2: { items: Array<WishlistItem | null>; page_info: { current_page: number | null; total_pages: number | null } | null } | null;
}

export const GET_WISHLIST: TypedDocumentNode<
  { customer: { wishlists: Wishlist[] } | null },
  { currentPage: number; pageSize: number }
> = gql`
  query getCustomerWishlist($currentPage: Int!, $pageSize: Int!) {
    customer {
      wishlists {
        id
        items_count
        items_v2(currentPage: $currentPage, pageSize: $pageSize) {
          items {
            id
            quantity
            added_at
            product {
              uid
              name
              sku
              url_key
              url_suffix
              stock_status
              thumbnail {
                url
                label
              }
              price_range {
                minimum_price {
                  final_price {
                    value
                    currency
                  }
                }
              }
            }
            ... on ConfigurableWishlistItem {
              configurable_options {
                option_label
                value_label
                configurable_product_option_uid
                configurable_product_option_value_uid
              }
              configured_variant {
                uid
                thumbnail {
                  url
                }
              }
            }
          }
          page_info {
            current_page
            total_pages
          }
        }
      }
    }
  }
`;

export const REMOVE_FROM_WISHLIST: TypedDocumentNode<
  { removeProductsFromWishlist: { wishlist: { id: string | null; items_count: number | null } } | null },
  { wishlistId: string; itemIds: string[] }
> = gql`
  mutation removeProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      wishlist {
        id
        items_count
      }
    }
  }
`;

export const MOVE_WISHLIST_ITEMS_TO_CART: TypedDocumentNode<
  {
    addWishlistItemsToCart: {
      status: boolean;
      add_wishlist_items_to_cart_user_errors: Array<{ message: string; code: string }>;
      wishlist: { id: string | null; items_count: number | null };
    } | null;
  },
  { wishlistId: string; itemIds: string[] }
> = gql`
  mutation addWishlistItemsToCart($wishlistId: ID!, $itemIds: [ID!]) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {
      status
      add_wishlist_items_to_cart_user_errors {
        message
        code
      }
      wishlist {
        id
        items_count
      }
    }
  }
`;
