// Rewards talon: the points balance and its history, the page taken from /myrewards-page/{page}.
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';

import { useCapability } from '../../../components/Capabilities';
import { inStore, useStoreView } from '../../../components/storeView';
import { loadState } from '../AccountPage/AccountPage';
import { GetRewardPointsDocument } from './rewards.generated';

/** Entries per page of the points history. */
export const REWARDS_PAGE_SIZE = 10;

export function pageFromParam(param: string | undefined): number {
  const page = Number.parseInt(param ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function useRewards() {
  const { page } = useParams();
  const navigate = useNavigate();
  const view = useStoreView();
  const currentPage = pageFromParam(page);
  // (The page is not the SPA's without the extension: AppRoutes.)
  const hasRewards = useCapability('rewardPoints');
  const { data, loading, error } = useQuery(GetRewardPointsDocument, {
    variables: { currentPage, pageSize: REWARDS_PAGE_SIZE },
    skip: !hasRewards,
    fetchPolicy: 'cache-and-network'
  });
  const rewards = data?.customer?.reward_points ?? null;
  const totalPages = Math.max(1, Math.ceil((rewards?.balance_history_total_count ?? 0) / REWARDS_PAGE_SIZE));
  return {
    points: rewards?.balance?.points ?? 0,
    /** Points of orders awaiting payment: credited once each order is paid. */
    pendingPoints: rewards?.pending?.points ?? 0,
    money: rewards?.balance?.money ?? null,
    earning: rewards?.exchange_rates?.earning ?? null,
    history: (rewards?.balance_history ?? []).filter((item) => item !== null),
    currentPage,
    totalPages,
    goToPage: (next: number) => void navigate(inStore(view, next <= 1 ? '/myrewards-page' : `/myrewards-page/${next}`)),
    ...loadState({ data, loading, error })
  };
}
