import { gql, type TypedDocumentNode } from '@apollo/client';

import { ACCOUNT_CUSTOMER_FIELDS } from '../../api/fragments.gql';

export interface CurrentUser {
  email: string;
  firstname: string;
  lastname: string;
  is_subscribed?: boolean;
}

export const GET_CUSTOMER_DETAILS: TypedDocumentNode<{ customer: CurrentUser }, Record<string, never>> = gql`
  query getCustomerDetails {
    customer {
      ...AccountCustomerFields
    }
  }
  ${ACCOUNT_CUSTOMER_FIELDS}
`;

export const GET_CUSTOMER_FIRSTNAME: TypedDocumentNode<{ customer: { firstname: string } }, Record<string, never>> = gql`
  query getCustomerFirstname {
    customer {
      firstname
    }
  }
`;

export const REVOKE_CUSTOMER_TOKEN: TypedDocumentNode<{ revokeCustomerToken: { result: boolean } }, Record<string, never>> = gql`
  mutation revokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`;
