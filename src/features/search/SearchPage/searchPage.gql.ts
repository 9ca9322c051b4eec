import { gql, type TypedDocumentNode } from '@apollo/client';

import { GALLERY_ITEM_FIELDS, type GalleryProduct } from '../../catalog';

export const SEARCH_PAGE_SIZE = 24;

export interface SearchPageData {
  products: {
    total_count: number | null;
    items: Array<GalleryProduct | null> | null;
    page_info: { current_page: number | null; total_pages: number | null } | null;
  } | null;
}

export interface SearchPageVariables {
  query: string;
  pageSize: number;
  currentPage: number;
}

/** Search results (filters, sort and paging come with the search issue). */
export const GET_SEARCH_RESULTS: TypedDocumentNode<SearchPageData, SearchPageVariables> = gql`
  query getSearchResults($query: String!, $pageSize: Int!, $currentPage: Int!) {
    products(search: $query, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items {
        ...GalleryItemFields
      }
      page_info {
        current_page
        total_pages
      }
    }
  }
  ${GALLERY_ITEM_FIELDS}
`;
