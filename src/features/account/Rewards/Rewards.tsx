// /myrewards-page/{page}: the reward points balance (and its value) and the history of changes, paged.
import { FormattedMessage, useIntl } from 'react-intl';

import Link from '../../../components/Link';
import Price from '../../../components/Price';
import { inStore, useStoreView } from '../../../components/storeView';
import { formatDate } from '../../../lib/dates';
import { loadStatus, PageStatus } from '../AccountPage/AccountPage';
import { SignedInAccountPage } from '../AccountPage/SignedInAccountPage';
import Pager from '../OrderHistory/Pager';
import styles from './rewards.module.css';
import { useRewards } from './useRewards';

function RewardsContent() {
  const { formatMessage, formatNumber, locale } = useIntl();
  const view = useStoreView();
  const talon = useRewards();

  const status = loadStatus(talon);
  if (status) return status;

  return (
    <>
      <div className={styles.balance}>
        <p className={styles.balanceLabel}>
          <FormattedMessage id="rewards.balance" defaultMessage="Your points balance" />
        </p>
        <p className={styles.points}>
          <FormattedMessage id="rewards.points" defaultMessage="{points, plural, one {# point} other {# points}}" values={{ points: talon.points }} />
        </p>
        {talon.money?.value != null ? (
          <p className={styles.worth}>
            <FormattedMessage
              id="rewards.worth"
              defaultMessage="Worth {amount}"
              values={{ amount: <Price value={talon.money.value} currency={talon.money.currency ?? 'RON'} /> }}
            />
          </p>
        ) : null}
        {talon.pendingPoints > 0 ? (
          <p className={styles.earning} data-testid="pending-points">
            <FormattedMessage
              id="rewards.pending"
              defaultMessage="{points, plural, one {# point} other {# points}} pending: added once the order is paid."
              values={{ points: talon.pendingPoints }}
            />
          </p>
        ) : null}
        {talon.earning ? (
          <p className={styles.earning}>
            <FormattedMessage
              id="rewards.earning"
              defaultMessage="You earn {points, plural, one {# point} other {# points}} for every {amount} of a paid order."
              values={{ points: talon.earning.points, amount: <Price value={talon.earning.currency_amount} currency="RON" /> }}
            />{' '}
            <Link to={inStore(view, '/my-gnc-rewards')}>
              <FormattedMessage id="rewards.learnMore" defaultMessage="About GNC Rewards" />
            </Link>
          </p>
        ) : null}
      </div>
      <h2 className={styles.historyTitle}>
        <FormattedMessage id="rewards.history" defaultMessage="Points history" />
      </h2>
      {talon.history.length === 0 ? (
        <PageStatus kind="empty">
          <FormattedMessage id="rewards.noHistory" defaultMessage="No points yet. Every order earns points." />
        </PageStatus>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="rewards.date" defaultMessage="Date" />
                </th>
                <th scope="col">
                  <FormattedMessage id="rewards.reason" defaultMessage="Reason" />
                </th>
                <th scope="col" className={styles.numeric}>
                  <FormattedMessage id="rewards.change" defaultMessage="Points" />
                </th>
                <th scope="col" className={styles.numeric}>
                  <FormattedMessage id="rewards.after" defaultMessage="Balance" />
                </th>
              </tr>
            </thead>
            <tbody>
              {talon.history.map((entry, index) => (
                <tr key={`${entry.date}-${index}`}>
                  <td>{formatDate(entry.date, locale)}</td>
                  <td>{entry.change_reason}</td>
                  <td className={entry.points_change >= 0 ? styles.plus : styles.minus}>
                    {formatNumber(entry.points_change, { signDisplay: 'always' })}
                  </td>
                  <td className={styles.numeric}>{entry.balance ? formatNumber(entry.balance.points) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        currentPage={talon.currentPage}
        totalPages={talon.totalPages}
        onPage={talon.goToPage}
        label={formatMessage({ id: 'rewards.pages', defaultMessage: 'Points history pages' })}
      />
    </>
  );
}

export default function Rewards() {
  const { formatMessage } = useIntl();
  const title = formatMessage({ id: 'rewards.title', defaultMessage: 'My Rewards' });
  return (
    <SignedInAccountPage title={title}>
      <RewardsContent />
    </SignedInAccountPage>
  );
}
