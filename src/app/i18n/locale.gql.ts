import { gql, type TypedDocumentNode } from '@apollo/client';

export interface GetLocaleData {
  storeConfig: { __typename?: 'StoreConfig'; store_code: string | null; locale: string | null } | null;
}

/** getLocale (spec §7): the store view's locale. */
export const GET_LOCALE: TypedDocumentNode<GetLocaleData, Record<string, never>> = gql`
  query getLocale {
    storeConfig {
      store_code
      locale
    }
  }
`;
