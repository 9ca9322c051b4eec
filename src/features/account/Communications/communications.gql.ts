import { gql, type TypedDocumentNode } from '@apollo/client';

export const GET_SUBSCRIPTION: TypedDocumentNode<{ customer: { is_subscribed: boolean | null } | null }, Record<string, never>> = gql`
  query getCustomerSubscription {
    customer {
      is_subscribed
    }
  }
`;

export const SET_SUBSCRIPTION: TypedDocumentNode<
  { updateCustomerV2: { customer: { is_subscribed: boolean | null } } | null },
  { isSubscribed: boolean }
> = gql`
  mutation setNewsletterSubscription($isSubscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $isSubscribed }) {
      customer {
        is_subscribed
      }
    }
  }
`;
