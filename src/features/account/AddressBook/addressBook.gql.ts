import { gql, type TypedDocumentNode } from '@apollo/client';

import { CUSTOMER_ADDRESS_FIELDS } from '../../../api/fragments.gql';

export interface CustomerAddress {
  __typename?: 'CustomerAddress';
  id: number;
  firstname: string | null;
  lastname: string | null;
  street: Array<string | null> | null;
  city: string | null;
  region: { region_code: string | null; region: string | null; region_id: number | null } | null;
  postcode: string | null;
  country_code: string | null;
  telephone: string | null;
  default_shipping: boolean | null;
  default_billing: boolean | null;
}

export interface Country {
  id: string | null;
  full_name_locale: string | null;
  full_name_english: string | null;
  available_regions: Array<{ id: number | null; code: string | null; name: string | null }> | null;
}

export const GET_ADDRESS_BOOK: TypedDocumentNode<{ customer: { addresses: CustomerAddress[] | null } | null }, Record<string, never>> = gql`
  query getCustomerAddresses {
    customer {
      addresses {
        ...CustomerAddressFields
      }
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

export const GET_COUNTRIES: TypedDocumentNode<{ countries: Country[] | null }, Record<string, never>> = gql`
  query getCountriesForAddresses {
    countries {
      id
      full_name_locale
      full_name_english
      available_regions {
        id
        code
        name
      }
    }
  }
`;

export interface AddressInput {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: { region_id?: number; region_code?: string; region?: string };
  postcode: string;
  country_code: string;
  telephone: string;
  default_shipping: boolean;
  default_billing: boolean;
}

export const CREATE_ADDRESS: TypedDocumentNode<{ createCustomerAddress: CustomerAddress | null }, { input: AddressInput }> = gql`
  mutation createCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...CustomerAddressFields
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

export const UPDATE_ADDRESS: TypedDocumentNode<{ updateCustomerAddress: CustomerAddress | null }, { id: number; input: AddressInput }> = gql`
  mutation updateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...CustomerAddressFields
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`;

export const DELETE_ADDRESS: TypedDocumentNode<{ deleteCustomerAddress: boolean | null }, { id: number }> = gql`
  mutation deleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;
