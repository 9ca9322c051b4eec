// My GNC Rewards at the payment step: the customer's points and what they are worth, and a button to let
// them pay part of the order (or no longer); the order summary shows what they pay.
import { FormattedMessage } from 'react-intl';

import Button from '../../../components/Button';
import Price from '../../../components/Price';
import styles from './rewardPoints.module.css';
import { useRewardPoints } from './useRewardPoints';

export default function RewardPoints() {
  const talon = useRewardPoints();
  if (talon.isHidden) return null;
  const { applied, balance } = talon;
  return (
    <section className={styles.root} aria-labelledby="checkout-reward-points">
      <h3 id="checkout-reward-points" className={styles.title}>
        My GNC Rewards
      </h3>
      {applied ? (
        <p className={styles.text}>
          <FormattedMessage
            id="rewardPoints.applied"
            defaultMessage="{points, plural, one {# point pays} other {# points pay}} {amount} of this order."
            values={{ points: applied.points, amount: <Price value={applied.money.value} currency={applied.money.currency} /> }}
          />
        </p>
      ) : balance ? (
        <p className={styles.text}>
          <FormattedMessage
            id="rewardPoints.balance"
            defaultMessage="You have {points, plural, one {# point} other {# points}}, worth {amount}. Let them pay part of this order."
            values={{ points: balance.points, amount: <Price value={balance.money.value} currency={balance.money.currency} /> }}
          />
        </p>
      ) : null}
      {talon.error ? (
        <p className={styles.error} role="alert">
          {talon.error}
        </p>
      ) : null}
      <Button priority="normal" type="button" disabled={talon.isBusy} onClick={applied ? talon.stopUsing : talon.use}>
        {applied ? (
          <FormattedMessage id="rewardPoints.stopUsing" defaultMessage="Do not use my points" />
        ) : (
          <FormattedMessage id="rewardPoints.use" defaultMessage="Use my points" />
        )}
      </Button>
    </section>
  );
}
