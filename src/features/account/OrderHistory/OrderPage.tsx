// /order/{number} and /oldorder/{number}: one order of the signed-in customer. A guest is sent
// to sign-in and comes back here; without a number the shopper is pointed at the order history.
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';

import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { SignedInAccountPage } from '../AccountPage/SignedInAccountPage';
import pageStyles from '../AccountPage/accountPage.module.css';
import OrderDetail from './OrderDetail';

export default function OrderPage() {
  const { formatMessage } = useIntl();
  const { id } = useParams();
  const view = useStoreView();
  const orderNumber = id ? decodeURIComponent(id) : '';
  const title = orderNumber
    ? formatMessage({ id: 'orderDetail.title', defaultMessage: 'Order #{number}' }, { number: orderNumber })
    : formatMessage({ id: 'orderDetail.titleNoNumber', defaultMessage: 'Order' });

  return (
    <SignedInAccountPage title={title}>
      <p>
        <Link to={inStore(view, '/order-history')} className={pageStyles.textLink}>
          <FormattedMessage id="orderDetail.back" defaultMessage="Back to the order history" />
        </Link>
      </p>
      {orderNumber ? (
        <OrderDetail orderNumber={orderNumber} />
      ) : (
        <p>
          <FormattedMessage id="orderDetail.noNumber" defaultMessage="Choose an order from your order history." />
        </p>
      )}
    </SignedInAccountPage>
  );
}
