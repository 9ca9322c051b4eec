// /order-history: the customer's orders (number, date, status, total), paged, each opening its detail.
import { FormattedMessage, useIntl } from 'react-intl';

import Link from '../../../components/Link';
import Price from '../../../components/Price';
import { useDocumentHead } from '../../../components/Head';
import { inStore, useStoreView } from '../../../components/storeView';
import { formatDate } from '../../../lib/dates';
import { AccountPage, listPageStatus } from '../AccountPage/AccountPage';
import styles from './orderHistory.module.css';
import Pager from './Pager';
import { useOrderHistory } from './useOrderHistory';

export default function OrderHistory() {
  const { formatMessage, locale } = useIntl();
  const view = useStoreView();
  const talon = useOrderHistory();
  const title = formatMessage({ id: 'orderHistory.title', defaultMessage: 'Order History' });
  useDocumentHead({ title, robots: 'noindex' });

  let body = listPageStatus(talon, talon.orders.length === 0, <FormattedMessage id="orderHistory.empty" defaultMessage="You have not placed any orders yet." />);
  if (!body) {
    body = (
      <>
        <p className={styles.count}>
          <FormattedMessage id="orderHistory.count" defaultMessage="{count, plural, one {# order} other {# orders}}" values={{ count: talon.totalCount }} />
        </p>
        <ul className={styles.list}>
          {talon.orders.map((order) => (
            <li key={order.id} className={styles.order}>
              <dl className={styles.facts}>
                <div>
                  <dt>
                    <FormattedMessage id="orderHistory.number" defaultMessage="Order number" />
                  </dt>
                  <dd className={styles.number}>{order.number}</dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="orderHistory.date" defaultMessage="Order date" />
                  </dt>
                  <dd>{formatDate(order.order_date, locale)}</dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="orderHistory.total" defaultMessage="Order total" />
                  </dt>
                  <dd>
                    {order.total?.grand_total.value != null ? (
                      <Price value={order.total.grand_total.value} currency={order.total.grand_total.currency ?? 'RON'} />
                    ) : null}
                  </dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="orderHistory.status" defaultMessage="Status" />
                  </dt>
                  <dd>
                    <span className={styles.status}>{order.status}</span>
                  </dd>
                </div>
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
        <Pager
          currentPage={talon.currentPage}
          totalPages={talon.totalPages}
          onPage={talon.goToPage}
          label={formatMessage({ id: 'orderHistory.pages', defaultMessage: 'Order pages' })}
        />
      </>
    );
  }

  return <AccountPage title={title}>{body}</AccountPage>;
}
