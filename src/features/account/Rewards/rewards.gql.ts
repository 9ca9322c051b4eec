import { gql, type TypedDocumentNode } from '@apollo/client';

export const REWARDS_PAGE_SIZE = 10;

export interface RewardHistoryItem {
  balance: { points: number } | null;
  change_reason: string;
  date: string;
  points_change: number;
}

export interface RewardPoints {
  balance: { points: number; money: { value: number | null; currency: string | null } } | null;
  balance_history: Array<RewardHistoryItem | null> | null;
  balance_history_total_count: number | null;
  exchange_rates: {
    earning: { currency_amount: number; points: number } | null;
  } | null;
}

export const GET_REWARD_POINTS: TypedDocumentNode<
  { customer: { reward_points: RewardPoints | null } | null },
  { currentPage: number; pageSize: number }
> = gql`
  query getRewardPoints($currentPage: Int!, $pageSize: Int!) {
    customer {
      reward_points {
        balance {
          points
          money {
            value
            currency
          }
        }
        balance_history(pageSize: $pageSize, currentPage: $currentPage) {
          balance {
            points
          }
          change_reason
          date
          points_change
        }
        balance_history_total_count
        exchange_rates {
          earning {
            currency_amount
            points
          }
        }
      }
    }
  }
`;
