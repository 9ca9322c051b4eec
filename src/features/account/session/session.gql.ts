import { gql, type TypedDocumentNode } from '@apollo/client';

export const GENERATE_CUSTOMER_TOKEN: TypedDocumentNode<
  { generateCustomerToken: { token: string | null } | null },
  { email: string; password: string }
> = gql`
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;

export const GET_CUSTOMER_CART_ID: TypedDocumentNode<{ customerCart: { id: string } }, Record<string, never>> = gql`
  query getCustomerCartId {
    customerCart {
      id
    }
  }
`;

export const MERGE_CARTS: TypedDocumentNode<
  { mergeCarts: { id: string; total_quantity: number } },
  { sourceCartId: string; destinationCartId: string }
> = gql`
  mutation mergeCarts($sourceCartId: String!, $destinationCartId: String!) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      id
      total_quantity
    }
  }
`;
