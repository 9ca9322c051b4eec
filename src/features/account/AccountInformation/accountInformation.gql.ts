import { gql, type TypedDocumentNode } from '@apollo/client';

import { ACCOUNT_CUSTOMER_FIELDS } from '../../../api/fragments.gql';

export interface AccountCustomer {
  __typename?: 'Customer';
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  is_subscribed?: boolean | null;
}

export const GET_ACCOUNT_INFORMATION: TypedDocumentNode<{ customer: AccountCustomer | null }, Record<string, never>> = gql`
  query getAccountInformation {
    customer {
      ...AccountCustomerFields
    }
  }
  ${ACCOUNT_CUSTOMER_FIELDS}
`;

export const UPDATE_CUSTOMER_NAME: TypedDocumentNode<
  { updateCustomerV2: { customer: AccountCustomer } | null },
  { firstname: string; lastname: string }
> = gql`
  mutation updateCustomerName($firstname: String!, $lastname: String!) {
    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {
      customer {
        ...AccountCustomerFields
      }
    }
  }
  ${ACCOUNT_CUSTOMER_FIELDS}
`;

export const UPDATE_CUSTOMER_EMAIL: TypedDocumentNode<
  { updateCustomerEmail: { customer: AccountCustomer } | null },
  { email: string; password: string }
> = gql`
  mutation updateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        ...AccountCustomerFields
      }
    }
  }
  ${ACCOUNT_CUSTOMER_FIELDS}
`;

export const CHANGE_CUSTOMER_PASSWORD: TypedDocumentNode<
  { changeCustomerPassword: { email: string | null } | null },
  { currentPassword: string; newPassword: string }
> = gql`
  mutation changeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`;
