// An order's withdrawal, where the shopper sees the order (receipt, account order page, guest order
// lookup): the request already made (its date and state), or — during the withdrawal period — the link
// to the withdrawal function, carrying the order so the form comes filled in. A back end without the
// withdrawal extension says nothing of the period: the link is shown and the function checks.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { formatCalendarDate, formatDate } from '../../lib/dates';
import { WITHDRAWAL_PATH, WITHDRAWAL_PERIOD_DAYS, WITHDRAWAL_TIME_ZONE } from '../../lib/legal';
import Link from '../Link';
import { inStore, useStoreView } from '../storeView';
import styles from './orderWithdrawal.module.css';

export interface WithdrawalOfOrder {
  number: string;
  status?: string | null;
  withdrawal?: { number: string; requested_at: string; status: string } | null;
  withdrawal_open?: boolean | null;
  withdrawal_deadline?: string | null;
  items?: ReadonlyArray<{ id: string; product_name?: string | null; product_sku: string; quantity_ordered?: number | null } | null> | null;
}

export interface OrderWithdrawalProps {
  order: WithdrawalOfOrder;
  /** The order's e-mail and the shopper's name, to fill the form in. */
  email?: string | null;
  name?: string | null;
}

const STATUS = defineMessages({
  REQUESTED: { id: 'orderWithdrawal.requested', defaultMessage: 'received, waiting for the products' },
  RECEIVED_BACK: { id: 'orderWithdrawal.receivedBack', defaultMessage: 'products received back, refund under way' },
  REFUNDED: { id: 'orderWithdrawal.refunded', defaultMessage: 'refunded' }
});

export default function OrderWithdrawal({ order, email, name }: OrderWithdrawalProps) {
  const { formatMessage, locale } = useIntl();
  const view = useStoreView();
  if (order.withdrawal) {
    const status = Object.prototype.hasOwnProperty.call(STATUS, order.withdrawal.status) ? STATUS[order.withdrawal.status as keyof typeof STATUS] : null;
    return (
      <p className={styles.root} role="status">
        <FormattedMessage
          id="orderWithdrawal.done"
          defaultMessage="You withdrew from this order on {date} (reference {reference}): {status}."
          values={{
            date: formatDate(order.withdrawal.requested_at, locale, {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              timeZone: WITHDRAWAL_TIME_ZONE
            }),
            reference: order.withdrawal.number,
            status: status ? formatMessage(status) : order.withdrawal.status
          }}
        />
      </p>
    );
  }
  // The back end says when the period is over; a canceled order has nothing to withdraw from.
  if (order.withdrawal_open === false || order.status?.toLowerCase() === 'canceled') return null;
  const items = (order.items ?? []).flatMap((item) =>
    item && (item.quantity_ordered ?? 0) > 0 ? [{ uid: item.id, name: item.product_name || item.product_sku, quantity: item.quantity_ordered ?? 0 }] : []
  );
  return (
    <p className={styles.root}>
      <Link
        to={inStore(view, WITHDRAWAL_PATH)}
        state={{ number: order.number, ...(email ? { email } : {}), ...(name ? { name } : {}), items }}
        className={styles.link}
      >
        <FormattedMessage id="footer.withdraw" defaultMessage="Withdraw from contract here" />
      </Link>{' '}
      <span className={styles.period}>
        {order.withdrawal_deadline ? (
          <FormattedMessage
            id="orderWithdrawal.until"
            defaultMessage="(until {date})"
            values={{ date: formatCalendarDate(order.withdrawal_deadline, locale, { day: 'numeric', month: 'long', year: 'numeric' }) }}
          />
        ) : (
          <FormattedMessage id="orderWithdrawal.period" defaultMessage="(within {days} days of delivery)" values={{ days: WITHDRAWAL_PERIOD_DAYS }} />
        )}
      </span>
    </p>
  );
}
