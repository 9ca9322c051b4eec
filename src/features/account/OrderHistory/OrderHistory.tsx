// /order-history: the customer's orders (number, date, status, total), paged, each opening its detail.
import { FormattedMessage, useIntl } from 'react-intl';

import DescriptionRow from '../../../components/DescriptionRow';
import Link from '../../../components/Link';
import Price from '../../../components/Price';
import { inStore, useStoreView } from '../../../components/storeView';
import { formatDate } from '../../../lib/dates';
import { AccountListPage } from '../AccountPage/AccountListPage';
import styles from './orderHistory.module.css';
import { useOrderHistory } from './useOrderHistory';

export default function OrderHistory() {
  const { formatMessage, locale } = useIntl();
  const view = useStoreView();
  const talon = useOrderHistory();

  return (
    <AccountListPage
      title={formatMessage({ id: 'orderHistory.title', defaultMessage: 'Order History' })}
      talon={talon}
      isEmpty={talon.orders.length === 0}
      emptyMessage={<FormattedMessage id="orderHistory.empty" defaultMessage="You have not placed any orders yet." />}
      count={<FormattedMessage id="orderHistory.count" defaultMessage="{count, plural, one {# order} other {# orders}}" values={{ count: talon.totalCount }} />}
      pagesLabel={formatMessage({ id: 'orderHistory.pages', defaultMessage: 'Order pages' })}
    >
      <ul className={styles.list}>
        {talon.orders.map((order) => (
          <li key={order.id} className={styles.order}>
            <dl className={styles.facts}>
              <DescriptionRow label={<FormattedMessage id="orderHistory.number" defaultMessage="Order number" />}>
                <span className={styles.number}>{order.number}</span>
              </DescriptionRow>
              <DescriptionRow label={<FormattedMessage id="orderHistory.date" defaultMessage="Order date" />}>{formatDate(order.order_date, locale)}</DescriptionRow>
              <DescriptionRow label={<FormattedMessage id="orderHistory.total" defaultMessage="Order total" />}>
                {order.total?.grand_total.value != null ? (
                  <Price value={order.total.grand_total.value} currency={order.total.grand_total.currency ?? 'RON'} />
                ) : null}
              </DescriptionRow>
              <DescriptionRow label={<FormattedMessage id="orderHistory.status" defaultMessage="Status" />}>
                <span className={styles.status}>{order.status}</span>
              </DescriptionRow>
            </dl>
            <Link
              to={inStore(view, `/order/${encodeURIComponent(order.number)}`)}
              className={styles.view}
              aria-label={formatMessage({ id: 'orderHistory.viewOrderNumber', defaultMessage: 'View order {number}' }, { number: order.number })}
            >
              <FormattedMessage id="orderHistory.view" defaultMessage="View order" />
            </Link>
          </li>
        ))}
      </ul>
    </AccountListPage>
  );
}
