import { gql, type TypedDocumentNode } from '@apollo/client';

export interface WishlistIdData {
  customer: { wishlists: Array<{ id: string } | null> | null } | null;
}

/** The signed-in customer's wishlist id (Magento: one wishlist per customer unless multiple are enabled). */
export const GET_WISHLIST_ID: TypedDocumentNode<WishlistIdData, Record<string, never>> = gql`
  query getWishlistIdForProduct {
    customer {
      wishlists {
        id
      }
    }
  }
`;

export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
}

export interface AddToWishlistData {
  addProductsToWishlist: {
    wishlist: { id: string; items_count: number | null } | null;
    user_errors: Array<{ code: string; message: string } | null> | null;
  } | null;
}

export const ADD_PRODUCT_TO_WISHLIST: TypedDocumentNode<AddToWishlistData, { wishlistId: string; item: WishlistItemInput }> = gql`
  mutation addProductToWishlistFromPage($wishlistId: ID!, $item: WishlistItemInput!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [$item]) {
      wishlist {
        id
        items_count
      }
      user_errors {
        code
        message
      }
    }
  }
`;
