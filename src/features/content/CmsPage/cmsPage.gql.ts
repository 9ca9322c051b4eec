import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CmsPageData {
  cmsPage: {
    __typename?: 'CmsPage';
    identifier: string | null;
    url_key: string | null;
    title: string | null;
    content: string | null;
    content_heading: string | null;
    meta_title: string | null;
    meta_description: string | null;
  } | null;
}

export interface CmsPageVariables {
  identifier: string;
}

export const GET_CMS_PAGE: TypedDocumentNode<CmsPageData, CmsPageVariables> = gql`
  query getCmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      url_key
      title
      content
      content_heading
      meta_title
      meta_description
    }
  }
`;
