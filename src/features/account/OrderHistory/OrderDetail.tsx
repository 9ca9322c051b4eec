// One order: number, date, status; items with options, quantities and prices; shipping and billing
// addresses; shipping method; payment; totals (components/OrderSummary); and "Reorder" (its products
// into the cart).
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import DescriptionRow from '../../../components/DescriptionRow';
import OrderSummary from '../../../components/OrderSummary';
import { formatDate } from '../../../lib/dates';
import { loadStatus, PageStatus } from '../AccountPage/AccountPage';
import styles from './orderHistory.module.css';
import { useOrderDetail } from './useOrderDetail';

export default function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const { locale } = useIntl();
  const talon = useOrderDetail(orderNumber);

  const status = loadStatus(talon);
  if (status) return status;
  const { order } = talon;
  if (!order) {
    return (
      <PageStatus kind="error">
        <FormattedMessage id="orderDetail.notFound" defaultMessage="We could not find order {number} in your account." values={{ number: orderNumber }} />
      </PageStatus>
    );
  }

  return (
    <div className={styles.detail}>
      <div className={styles.detailHead}>
        <dl className={styles.facts}>
          <DescriptionRow label={<FormattedMessage id="orderHistory.date" defaultMessage="Order date" />}>{formatDate(order.order_date, locale)}</DescriptionRow>
          <DescriptionRow label={<FormattedMessage id="orderHistory.status" defaultMessage="Status" />}>
            <span className={styles.status}>{order.status}</span>
          </DescriptionRow>
          {order.reward_points_earned ? (
            <DescriptionRow label={<FormattedMessage id="orderDetail.points" defaultMessage="Reward points earned" />}>{order.reward_points_earned}</DescriptionRow>
          ) : null}
          {order.reward_points_pending ? (
            <DescriptionRow label={<FormattedMessage id="orderDetail.pointsPending" defaultMessage="Reward points pending" />}>
              <FormattedMessage
                id="orderDetail.pointsPendingValue"
                defaultMessage="{points, number}, added once the order is paid"
                values={{ points: order.reward_points_pending }}
              />
            </DescriptionRow>
          ) : null}
        </dl>
        <Button priority="high" onClick={() => void talon.handleReorder()} disabled={talon.isReordering} aria-busy={talon.isReordering || undefined}>
          <FormattedMessage id="orderDetail.reorder" defaultMessage="Reorder" />
        </Button>
      </div>
      {talon.reorderError ? (
        <p role="alert" className={styles.error}>
          {talon.reorderError}
        </p>
      ) : null}

      <OrderSummary order={order} />
    </div>
  );
}
