import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PaymentToken {
  public_hash: string;
  payment_method_code: string;
  type: string;
  details: string | null;
}

export const GET_PAYMENT_TOKENS: TypedDocumentNode<{ customerPaymentTokens: { items: Array<PaymentToken | null> } | null }, Record<string, never>> = gql`
  query getCustomerPaymentTokens {
    customerPaymentTokens {
      items {
        public_hash
        payment_method_code
        type
        details
      }
    }
  }
`;

export const DELETE_PAYMENT_TOKEN: TypedDocumentNode<
  { deletePaymentToken: { result: boolean; customerPaymentTokens: { items: Array<PaymentToken | null> } | null } | null },
  { publicHash: string }
> = gql`
  mutation deletePaymentToken($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) {
      result
      customerPaymentTokens {
        items {
          public_hash
          payment_method_code
          type
          details
        }
      }
    }
  }
`;
