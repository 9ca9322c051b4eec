import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AvailableStore {
  __typename?: 'StoreConfig';
  store_code: string | null;
  store_name: string | null;
  locale: string | null;
  default_display_currency_code: string | null;
  secure_base_media_url: string | null;
  store_sort_order: number | null;
}

export interface AvailableStoresData {
  availableStores: Array<AvailableStore | null> | null;
}

/** Available stores (spec §7): what a store switch saves (currency, media base URL, locale). */
export const AVAILABLE_STORES: TypedDocumentNode<AvailableStoresData, Record<string, never>> = gql`
  query availableStores {
    availableStores {
      store_code
      store_name
      locale
      default_display_currency_code
      secure_base_media_url
      store_sort_order
    }
  }
`;
