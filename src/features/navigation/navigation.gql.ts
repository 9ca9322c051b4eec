import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MenuCategory {
  uid: string;
  name: string | null;
  position: number | null;
  include_in_menu: number | null;
  url_path: string | null;
  url_suffix: string | null;
  children_count: string | null;
  children?: Array<MenuCategory | null> | null;
}

export interface RootCategoryData {
  storeConfig: { store_code: string | null; root_category_uid: string | null } | null;
}

export const GET_ROOT_CATEGORY_UID: TypedDocumentNode<RootCategoryData, Record<string, never>> = gql`
  query getRootCategoryUid {
    storeConfig {
      store_code
      root_category_uid
    }
  }
`;

const MENU_CATEGORY_FIELDS = gql`
  fragment MenuCategoryFields on CategoryTree {
    uid
    name
    position
    include_in_menu
    url_path
    url_suffix
    children_count
  }
`;

export interface CategoryListData {
  categoryList: Array<MenuCategory | null> | null;
}

/** The menu tree under the root category, three levels deep (top items, columns, links). */
export const GET_MEGA_MENU: TypedDocumentNode<CategoryListData, { uid: string }> = gql`
  query getMegaMenu($uid: String!) {
    categoryList(filters: { category_uid: { eq: $uid } }) {
      uid
      children {
        ...MenuCategoryFields
        children {
          ...MenuCategoryFields
          children {
            ...MenuCategoryFields
          }
        }
      }
    }
  }
  ${MENU_CATEGORY_FIELDS}
`;

/** One category with its direct children (the drawer loads the tree a level at a time). */
export const GET_CATEGORY_CHILDREN: TypedDocumentNode<CategoryListData, { uid: string }> = gql`
  query getNavigationCategory($uid: String!) {
    categoryList(filters: { category_uid: { eq: $uid } }) {
      ...MenuCategoryFields
      children {
        ...MenuCategoryFields
      }
    }
  }
  ${MENU_CATEGORY_FIELDS}
`;

export interface BlogCategory {
  category_id: number | null;
  name: string | null;
  url_key: string | null;
  parent_id: string | null;
  sort_order: string | null;
}

export interface BlogCategoriesData {
  amBlogCategories: { items: Array<BlogCategory | null> | null } | null;
}

export const GET_BLOG_CATEGORIES: TypedDocumentNode<BlogCategoriesData, Record<string, never>> = gql`
  query getBlogCategoriesForMenu {
    amBlogCategories {
      items {
        category_id
        name
        url_key
        parent_id
        sort_order
      }
    }
  }
`;
