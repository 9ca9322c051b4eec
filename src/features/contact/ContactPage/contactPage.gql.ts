import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ContactConfigData {
  storeConfig: { __typename?: 'StoreConfig'; store_code: string | null; contact_enabled: boolean | null } | null;
}

/** storeConfig contact_enabled (spec §7); store_code keys the answer per store view in the cache. */
export const GET_CONTACT_CONFIG: TypedDocumentNode<ContactConfigData, Record<string, never>> = gql`
  query getContactConfig {
    storeConfig {
      store_code
      contact_enabled
    }
  }
`;
