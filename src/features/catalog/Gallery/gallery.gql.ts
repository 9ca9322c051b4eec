import { gql } from '@apollo/client';

export interface Money {
  value: number | null;
  currency: string | null;
}

export interface GalleryProduct {
  __typename: string;
  uid: string;
  sku: string;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    maximum_price: {
      final_price: Money;
      regular_price: Money;
    } | null;
  } | null;
}

/** What a gallery tile shows: image, name, price (final and regular). */
export const GALLERY_ITEM_FIELDS = gql`
  fragment GalleryItemFields on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    small_image {
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
`;
