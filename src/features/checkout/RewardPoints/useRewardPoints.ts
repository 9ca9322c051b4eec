// The checkout's My GNC Rewards talon: the signed-in customer's points, what the cart uses of them, and
// using or no longer using them (the order summary's sums are read again after either).
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { useCapability } from '../../../components/Capabilities';
import { errorText } from '../../../lib/errorText';
import { useAppSelector } from '../../../store/hooks';
import {
  ApplyRewardPointsToCartDocument,
  GetCheckoutRewardPointsDocument,
  RemoveRewardPointsFromCartDocument
} from './rewardPoints.generated';

export interface RewardPointsAmount {
  points: number;
  money: { value: number; currency: string };
}

function amountOf(entry: { points: number | null; money: { value: number | null; currency: string | null } | null } | null | undefined): RewardPointsAmount | null {
  if (!entry?.points || entry.money?.value == null || !entry.money.currency) return null;
  return { points: entry.points, money: { value: entry.money.value, currency: entry.money.currency } };
}

/** The order summary's query: its sums change with the points. */
const REFRESHED = ['getCheckoutTotals'];

export function useRewardPoints() {
  const cartId = useAppSelector((state) => state.cart.cartId);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const hasRewards = useCapability('rewardPoints');
  const { data } = useQuery(GetCheckoutRewardPointsDocument, {
    variables: { cartId: cartId ?? '' },
    skip: !hasRewards || !cartId || !isSignedIn,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'ignore'
  });
  const [apply, applying] = useMutation(ApplyRewardPointsToCartDocument, { refetchQueries: REFRESHED, awaitRefetchQueries: true });
  const [remove, removing] = useMutation(RemoveRewardPointsFromCartDocument, { refetchQueries: REFRESHED, awaitRefetchQueries: true });
  const [error, setError] = useState<string | null>(null);

  const balance = amountOf(data?.customer?.reward_points?.balance);
  const applied = amountOf(data?.cart?.applied_reward_points);

  const run = async (change: (cartId: string) => Promise<unknown>) => {
    if (!cartId) return;
    setError(null);
    try {
      await change(cartId);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return {
    /** Nothing to offer: no points, none used (or a back end without reward points). */
    isHidden: !balance && !applied,
    balance,
    applied,
    isBusy: applying.loading || removing.loading,
    error,
    use: () => run((id) => apply({ variables: { cartId: id } })),
    stopUsing: () => run((id) => remove({ variables: { cartId: id } }))
  };
}
