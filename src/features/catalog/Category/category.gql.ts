import { gql, type TypedDocumentNode } from '@apollo/client';

import { GALLERY_ITEM_FIELDS, type GalleryProduct } from '../Gallery/gallery.gql';

export const CATEGORY_PAGE_SIZE = 24;

export interface CategoryData {
  categoryList: Array<{
    __typename?: 'CategoryTree';
    uid: string;
    name: string | null;
    description: string | null;
    url_path: string | null;
    url_suffix: string | null;
    image: string | null;
    meta_title: string | null;
    meta_description: string | null;
  } | null> | null;
  products: {
    total_count: number | null;
    items: Array<GalleryProduct | null> | null;
    page_info: { current_page: number | null; total_pages: number | null } | null;
  } | null;
}

export interface CategoryVariables {
  uid: string;
  pageSize: number;
  currentPage: number;
}

/** The category and its first page of products (filtering, sorting and paging come later). */
export const GET_CATEGORY: TypedDocumentNode<CategoryData, CategoryVariables> = gql`
  query getCategory($uid: String!, $pageSize: Int!, $currentPage: Int!) {
    categoryList(filters: { category_uid: { eq: $uid } }) {
      uid
      name
      description
      url_path
      url_suffix
      image
      meta_title
      meta_description
    }
    products(filter: { category_uid: { eq: $uid } }, pageSize: $pageSize, currentPage: $currentPage) {
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
