import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ProfileData {
  customer: {
    firstname: string | null;
    lastname: string | null;
    email: string | null;
    is_subscribed: boolean | null;
    created_at: string | null;
    addresses: Array<{
      id: number;
      street: Array<string | null> | null;
      city: string | null;
      postcode: string | null;
      region: { region: string | null } | null;
      default_shipping: boolean | null;
    } | null> | null;
    orders: { total_count: number | null } | null;
    reward_points: { balance: { points: number } | null } | null;
  } | null;
}

export const GET_PROFILE: TypedDocumentNode<ProfileData, Record<string, never>> = gql`
  query getCustomerProfile {
    customer {
      firstname
      lastname
      email
      is_subscribed
      created_at
      addresses {
        id
        street
        city
        postcode
        region {
          region
        }
        default_shipping
      }
      orders(pageSize: 1) {
        total_count
      }
      reward_points {
        balance {
          points
        }
      }
    }
  }
`;
