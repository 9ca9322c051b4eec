import { gql } from '@apollo/client';

import { PRODUCT_PRICE_FIELDS } from '../../../api/fragments.gql';

export interface TileMoney {
  value: number | null;
  currency: string | null;
}

export interface TileProductPrice {
  final_price: TileMoney;
  regular_price: TileMoney;
  discount: { amount_off: number | null; percent_off: number | null } | null;
}

/** What a product tile needs (spec §2 product tile); request it with PRODUCT_TILE_FIELDS. */
export interface ProductTileProduct {
  __typename: string;
  uid: string;
  sku: string;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  small_image: { url: string | null; label: string | null } | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  rating_summary: number | null;
  review_count: number | null;
  gnc_tip_de_promotie: string | null;
  gnc_etichete_promotie: ReadonlyArray<string | null> | null;
  gnc_eticheta_speciala: string | null;
  data_expirarii: string | null;
  aroma_multivalue: ReadonlyArray<string | null> | null;
  price_range: {
    minimum_price: TileProductPrice | null;
    maximum_price: TileProductPrice | null;
  } | null;
}

/**
 * Fields of a product tile: image, name, prices with discount, rating, the retailer's promotion
 * attributes, flavours and stock. Spread `...ProductTileFields` on ProductInterface and include
 * `${PRODUCT_TILE_FIELDS}` in the document (it brings the price fragment along).
 */
export const PRODUCT_TILE_FIELDS = gql`
  fragment ProductTileFields on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    small_image {
      url
      label
    }
    stock_status
    rating_summary
    review_count
    gnc_tip_de_promotie
    gnc_etichete_promotie
    gnc_eticheta_speciala
    data_expirarii
    aroma_multivalue
    price_range {
      minimum_price {
        ...ProductPriceFields
      }
      maximum_price {
        ...ProductPriceFields
      }
    }
  }
  ${PRODUCT_PRICE_FIELDS}
`;
