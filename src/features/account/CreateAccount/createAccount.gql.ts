import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CreateCustomerInput {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  is_subscribed: boolean;
}

export const CREATE_ACCOUNT: TypedDocumentNode<
  { createCustomerV2: { customer: { email: string; firstname: string } } | null },
  { input: CreateCustomerInput }
> = gql`
  mutation CreateAccount($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
        firstname
      }
    }
  }
`;
