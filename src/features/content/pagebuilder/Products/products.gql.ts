import { gql, type TypedDocumentNode } from '@apollo/client';

import { PRODUCT_TILE_FIELDS, type ProductTileProduct } from '../../../catalog';

export interface ProductsBySkuData {
  products: { items: Array<ProductTileProduct | null> | null } | null;
}

export interface ProductsBySkuVariables {
  skus: string[];
  pageSize: number;
}

/** The products of a Page Builder products widget, by the SKUs the server put in its markup. */
export const GET_PRODUCTS_BY_SKU: TypedDocumentNode<ProductsBySkuData, ProductsBySkuVariables> = gql`
  query getPageBuilderProducts($skus: [String], $pageSize: Int) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...ProductTileFields
      }
    }
  }
  ${PRODUCT_TILE_FIELDS}
`;
