import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FooterStoreConfigData {
  storeConfig: { __typename?: 'StoreConfig'; store_code: string | null; copyright: string | null } | null;
}

/** storeConfig copyright (spec §7). store_code keeps the answer keyed per store view in the cache. */
export const GET_COPYRIGHT: TypedDocumentNode<FooterStoreConfigData, Record<string, never>> = gql`
  query storeConfigCopyright {
    storeConfig {
      store_code
      copyright
    }
  }
`;
