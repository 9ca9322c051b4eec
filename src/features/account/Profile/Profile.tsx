// /myprofile-page: a summary of the customer — name, e-mail, member since, newsletter, default shipping
// address, orders and reward points — each with a link to the page that changes it.
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useCapability } from '../../../components/Capabilities';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { formatDate } from '../../../lib/dates';
import { loadState, loadStatus, PageStatus } from '../AccountPage/AccountPage';
import { SignedInAccountPage } from '../AccountPage/SignedInAccountPage';
import styles from './profile.module.css';
import { GetCustomerProfileDocument } from './profile.generated';

function useProfile() {
  const { data, loading, error } = useQuery(GetCustomerProfileDocument, { fetchPolicy: 'cache-and-network' });
  return { customer: data?.customer ?? null, ...loadState({ data, loading, error }) };
}

function Tile({ title, children, to, linkText }: { title: string; children: ReactNode; to: string; linkText: string }) {
  return (
    <li className={styles.tile}>
      <h2 className={styles.tileTitle}>{title}</h2>
      <div className={styles.tileBody}>{children}</div>
      <Link to={to} className={styles.tileLink}>
        {linkText}
      </Link>
    </li>
  );
}

function ProfileContent() {
  const { formatMessage, locale } = useIntl();
  // A back end without reward points: no points tile (the profile's query leaves them out).
  const hasRewards = useCapability('rewardPoints');
  const view = useStoreView();
  const talon = useProfile();
  const status = loadStatus(talon);
  if (status) return status;
  if (!talon.customer) {
    return <PageStatus kind="error">{formatMessage({ id: 'account.loadError', defaultMessage: 'Your account could not be loaded.' })}</PageStatus>;
  }
  const customer = talon.customer;
  const shipping = (customer.addresses ?? []).find((address) => address?.default_shipping) ?? null;
  const edit = formatMessage({ id: 'profile.change', defaultMessage: 'Change' });

  return (
    <ul className={styles.tiles}>
      <Tile title={formatMessage({ id: 'profile.you', defaultMessage: 'About you' })} to={inStore(view, '/account-information')} linkText={edit}>
        <p className={styles.strong}>{`${customer.firstname ?? ''} ${customer.lastname ?? ''}`.trim()}</p>
        <p>{customer.email}</p>
        {customer.created_at ? (
          <p className={styles.muted}>
            <FormattedMessage id="profile.since" defaultMessage="Customer since {date}" values={{ date: formatDate(customer.created_at, locale) }} />
          </p>
        ) : null}
      </Tile>
      <Tile title={formatMessage({ id: 'profile.address', defaultMessage: 'Default shipping address' })} to={inStore(view, '/address-book')} linkText={formatMessage({ id: 'profile.manageAddresses', defaultMessage: 'Manage addresses' })}>
        {shipping ? (
          <address className={styles.address}>
            {(shipping.street ?? []).filter(Boolean).map((line, index) => (
              <span key={index}>{line}</span>
            ))}
            <span>{[shipping.postcode, shipping.city].filter(Boolean).join(' ')}</span>
            <span>{shipping.region?.region}</span>
          </address>
        ) : (
          <p className={styles.muted}>
            <FormattedMessage id="profile.noAddress" defaultMessage="No default shipping address yet." />
          </p>
        )}
      </Tile>
      <Tile title={formatMessage({ id: 'profile.orders', defaultMessage: 'Orders' })} to={inStore(view, '/order-history')} linkText={formatMessage({ id: 'profile.seeOrders', defaultMessage: 'See your orders' })}>
        <p className={styles.big}>
          <FormattedMessage id="orderHistory.count" defaultMessage="{count, plural, one {# order} other {# orders}}" values={{ count: customer.orders?.total_count ?? 0 }} />
        </p>
      </Tile>
      {hasRewards ? (
        <Tile title={formatMessage({ id: 'profile.rewards', defaultMessage: 'Reward points' })} to={inStore(view, '/myrewards-page')} linkText={formatMessage({ id: 'profile.seeRewards', defaultMessage: 'See your points' })}>
          <p className={styles.big}>
            <FormattedMessage id="rewards.points" defaultMessage="{points, plural, one {# point} other {# points}}" values={{ points: customer.reward_points?.balance?.points ?? 0 }} />
          </p>
        </Tile>
      ) : null}
      <Tile title={formatMessage({ id: 'profile.newsletter', defaultMessage: 'Newsletter' })} to={inStore(view, '/communications')} linkText={edit}>
        <p>
          {customer.is_subscribed ? (
            <FormattedMessage id="profile.subscribed" defaultMessage="You are subscribed." />
          ) : (
            <FormattedMessage id="profile.notSubscribed" defaultMessage="You are not subscribed." />
          )}
        </p>
      </Tile>
    </ul>
  );
}

export default function Profile() {
  const { formatMessage } = useIntl();
  const title = formatMessage({ id: 'profile.title', defaultMessage: 'My Profile' });
  return (
    <SignedInAccountPage title={title}>
      <ProfileContent />
    </SignedInAccountPage>
  );
}
