import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SwitcherStore {
  __typename?: 'StoreConfig';
  store_code: string | null;
  store_name: string | null;
  store_group_code: string | null;
  store_group_name: string | null;
  store_sort_order: number | null;
  is_default_store: boolean | null;
  locale: string | null;
}

export interface StoreGroupsData {
  availableStores: Array<SwitcherStore | null> | null;
}

/** Available stores (spec §7) with their store groups, for the store switcher. */
export const GET_STORE_GROUPS: TypedDocumentNode<StoreGroupsData, Record<string, never>> = gql`
  query storeSwitcherStores {
    availableStores {
      store_code
      store_name
      store_group_code
      store_group_name
      store_sort_order
      is_default_store
      locale
    }
  }
`;
