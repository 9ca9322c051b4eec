import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ChromeBlocksData {
  cmsBlocks: {
    items: Array<{ __typename?: 'CmsBlock'; identifier: string | null; content: string | null } | null> | null;
  } | null;
}

export interface ChromeBlocksVariables {
  identifiers: string[];
}

/** cmsBlocks (spec §7) for the chrome's own blocks (top strip texts). */
export const GET_CHROME_BLOCKS: TypedDocumentNode<ChromeBlocksData, ChromeBlocksVariables> = gql`
  query chromeCmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`;
