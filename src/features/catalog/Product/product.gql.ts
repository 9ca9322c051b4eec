import { gql, type TypedDocumentNode } from '@apollo/client';

import type { Money } from '../Gallery/gallery.gql';

export interface ProductDetails {
  __typename: string;
  uid: string;
  sku: string;
  name: string | null;
  url_key: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  meta_title: string | null;
  meta_description: string | null;
  description: { html: string | null } | null;
  short_description: { html: string | null } | null;
  image: { url: string | null; label: string | null } | null;
  price_range: {
    maximum_price: { final_price: Money; regular_price: Money } | null;
  } | null;
}

export interface ProductData {
  products: { items: Array<ProductDetails | null> | null } | null;
}

export interface ProductVariables {
  sku: string;
}

/** The product of a PRODUCT route, by the sku the route gave (gallery, options and add to cart come later). */
export const GET_PRODUCT: TypedDocumentNode<ProductData, ProductVariables> = gql`
  query getProductDetail($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        uid
        sku
        name
        url_key
        stock_status
        meta_title
        meta_description
        description {
          html
        }
        short_description {
          html
        }
        image {
          url
          label
        }
        price_range {
          maximum_price {
            final_price {
              value
              currency
            }
            regular_price {
              value
              currency
            }
          }
        }
      }
    }
  }
`;
