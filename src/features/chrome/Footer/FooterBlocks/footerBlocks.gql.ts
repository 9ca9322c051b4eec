import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FooterBlocksData {
  cmsBlocks: {
    items: Array<{ __typename?: 'CmsBlock'; identifier: string | null; content: string | null } | null> | null;
  } | null;
}

export interface FooterBlocksVariables {
  identifiers: string[];
}

/** cmsBlocks (spec §7): the footer's social links and stores by city, as the retailer edits them. */
export const GET_FOOTER_BLOCKS: TypedDocumentNode<FooterBlocksData, FooterBlocksVariables> = gql`
  query footerCmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`;
