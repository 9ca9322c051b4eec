// Checkout (/checkout, /en/checkout): the steps one under the other, each open in turn and editable
// once done, with the order summary beside them (below on phones) and 'Order with obligation to pay' at review. Each step
// is a view with its own talon; this page gives them what they share.
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useDocumentHead } from '../../../components/Head';
import Link from '../../../components/Link';
import LoadingIndicator from '../../../components/LoadingIndicator';
import BillingStep from '../BillingStep/BillingStep';
import ContactStep from '../ContactStep/ContactStep';
import { loadLaterSteps } from '../laterSteps';
import OrderSummary from '../OrderSummary/OrderSummary';
import PaymentStep from '../PaymentStep/PaymentStep';
import ReviewStep from '../ReviewStep/ReviewStep';
import ShippingAddressStep from '../ShippingAddressStep/ShippingAddressStep';
import ShippingMethodStep from '../ShippingMethodStep/ShippingMethodStep';
import styles from './checkoutPage.module.css';
import { useCheckoutPage } from './useCheckoutPage';

export default function CheckoutPage() {
  const { formatMessage } = useIntl();
  const talon = useCheckoutPage();
  const title = formatMessage({ id: 'checkout.title', defaultMessage: 'Checkout' });
  useDocumentHead({ title });
  useEffect(() => {
    // The later steps' forms, fetched after the first paint, long before the shopper reaches them
    // (offline: tried again when the step renders).
    loadLaterSteps().catch(() => undefined);
  }, []);

  if (talon.isLoading) return <LoadingIndicator />;
  if (talon.isEmpty) {
    return (
      <div className={styles.root}>
        <h1 className={styles.title}>{title}</h1>
        <p>
          <FormattedMessage id="checkout.emptyCart" defaultMessage="There are no items in your cart." />
        </p>
        <Link to={talon.homePath} className={styles.primaryLink}>
          <FormattedMessage id="cartPage.continueShopping" defaultMessage="Continue shopping" />
        </Link>
      </div>
    );
  }

  const { places, deps } = talon;
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      {talon.paymentMethods.length ? (
        // The payment methods, from the start (OUG 34/2014 art. 8(3)): what the store takes for this cart.
        <p className={styles.acceptedPayments}>
          <FormattedMessage
            id="checkout.acceptedPayments"
            defaultMessage="You can pay by: {methods}"
            values={{ methods: talon.paymentMethods.map((method) => method.title).join(', ') }}
          />
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.steps}>
          {talon.isSignedIn ? (
            <p className={styles.signedInAs}>
              <FormattedMessage id="checkout.signedInAs" defaultMessage="Signed in as {email}" values={{ email: talon.signedInEmail }} />
            </p>
          ) : (
            <ContactStep {...places.contact} deps={deps} email={talon.contactEmail} onDone={talon.onContactDone} onEdit={talon.editContact} />
          )}
          <ShippingAddressStep {...places.address} deps={deps} contactEmail={talon.contactEmail} />
          <ShippingMethodStep {...places.shippingMethod} deps={deps} chosen={talon.chosenMethod} onChosen={talon.onMethodChosen} />
          <BillingStep {...places.billing} deps={deps} />
          <PaymentStep {...places.payment} deps={deps} methods={talon.paymentMethods} />
          <ReviewStep {...places.review} deps={deps} totals={talon.totals} chosenMethod={talon.chosenMethod} />
        </div>
        <OrderSummary lines={talon.lines} summary={talon.summary} cartPath={talon.cartPath} />
      </div>
    </div>
  );
}
