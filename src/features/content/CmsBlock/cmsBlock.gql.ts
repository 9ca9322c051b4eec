import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CmsBlockItem {
  __typename?: 'CmsBlock';
  identifier: string | null;
  content: string | null;
}

export interface CmsBlocksData {
  cmsBlocks: { items: Array<CmsBlockItem | null> | null } | null;
}

export interface CmsBlocksVariables {
  identifiers: string[];
}

export const GET_CMS_BLOCKS: TypedDocumentNode<CmsBlocksData, CmsBlocksVariables> = gql`
  query getCmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`;
