import { gql, type TypedDocumentNode } from '@apollo/client';

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
}

export interface CategoryVariables {
  uid: string;
}

/** The category itself; its products come from the listing query (filters, sort, page). */
export const GET_CATEGORY: TypedDocumentNode<CategoryData, CategoryVariables> = gql`
  query getCategory($uid: String!) {
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
  }
`;
