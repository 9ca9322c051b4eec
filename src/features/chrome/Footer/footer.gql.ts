import { gql, type TypedDocumentNode } from '@apollo/client';

export interface FooterStoreConfig {
  __typename?: 'StoreConfig';
  store_code: string | null;
  copyright: string | null;
  contact_enabled: boolean | null;
  store_information_name: string | null;
  store_information_company: string | null;
  store_information_phone: string | null;
  store_information_email: string | null;
  store_information_hours: string | null;
  store_information_vat_number: string | null;
  store_information_registration_number: string | null;
  store_information_address: string | null;
}

export interface FooterStoreConfigData {
  storeConfig: FooterStoreConfig | null;
}

/**
 * storeConfig copyright (spec §7), contact_enabled (the 'Contact Us' link) and the company's details (general/store_information). store_code
 * keeps the answer keyed per store view in the cache.
 */
export const GET_FOOTER_STORE_CONFIG: TypedDocumentNode<FooterStoreConfigData, Record<string, never>> = gql`
  query storeConfigFooter {
    storeConfig {
      store_code
      copyright
      contact_enabled
      store_information_name
      store_information_company
      store_information_phone
      store_information_email
      store_information_hours
      store_information_vat_number
      store_information_registration_number
      store_information_address
    }
  }
`;
