import { gql, type TypedDocumentNode } from '@apollo/client';

import { PRODUCT_TILE_FIELDS, type ProductTileProduct } from '../../catalog';

export interface NewProductsData {
  products: { items: Array<ProductTileProduct | null> | null } | null;
}

/** Products flagged new (news_from_date … news_to_date covers today). */
export const GET_NEW_PRODUCTS: TypedDocumentNode<NewProductsData, { pageSize: number }> = gql`
  query getNewProducts($pageSize: Int) {
    products(filter: { new: { eq: "1" } }, pageSize: $pageSize) {
      items {
        ...ProductTileFields
      }
    }
  }
  ${PRODUCT_TILE_FIELDS}
`;
