import { gql, type TypedDocumentNode } from '@apollo/client';

import type { ProductFilterInput, SortDirection } from '../../../lib/catalogListParams';
import { PRODUCT_TILE_FIELDS, type ProductTileProduct } from '../ProductTile/productTile.gql';

/**
 * Products per page. The spec's catalog page size (6, spec §3/§9) is Venia's Redux default; listings
 * show 12, Magento's own default for a grid page (and Venia's): whole rows at 4, 3 and 2 columns. A
 * page of 24 doubled what every first listing load carries in its page data (~35 KB of JSON) and
 * writes into the Apollo cache before the page can render.
 */
export const LISTING_PAGE_SIZE = 12;

export interface AggregationOption {
  label: string | null;
  value: string;
  count: number | null;
}

export interface Aggregation {
  attribute_code: string;
  label: string | null;
  count: number | null;
  position: number | null;
  options: Array<AggregationOption | null> | null;
}

export interface ProductListingData {
  products: {
    total_count: number | null;
    page_info: { current_page: number | null; total_pages: number | null } | null;
    sort_fields: { default: string | null; options: Array<{ value: string | null; label: string | null } | null> | null } | null;
    aggregations: Array<Aggregation | null> | null;
    items: Array<ProductTileProduct | null> | null;
  } | null;
}

export interface ProductListingVariables {
  search?: string;
  filter: ProductFilterInput;
  sort?: Record<string, SortDirection>;
  pageSize: number;
  currentPage: number;
}

/** A page of products with the facets (layered navigation) and sort fields of the whole result. */
export const GET_PRODUCT_LISTING: TypedDocumentNode<ProductListingData, ProductListingVariables> = gql`
  query getProductListing(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info {
        current_page
        total_pages
      }
      sort_fields {
        default
        options {
          value
          label
        }
      }
      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
        attribute_code
        label
        count
        position
        options {
          label
          value
          count
        }
      }
      items {
        ...ProductTileFields
      }
    }
  }
  ${PRODUCT_TILE_FIELDS}
`;

/** Names of the categories a listing is filtered by that its aggregations do not list (a link's ?category=). */
export const GET_FILTER_CATEGORY_NAMES: TypedDocumentNode<
  { categoryList: Array<{ uid: string; name: string | null } | null> | null },
  { uids: string[] }
> = gql`
  query getFilterCategoryNames($uids: [String]) {
    categoryList(filters: { category_uid: { in: $uids } }) {
      uid
      name
    }
  }
`;
