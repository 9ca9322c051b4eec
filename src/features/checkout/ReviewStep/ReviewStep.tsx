// The review step: a last look, then 'Place Order'.
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import styles from '../CheckoutPage/checkoutPage.module.css';
import Step, { type StepPlace } from '../CheckoutPage/Step';
import { useReviewStep, type ReviewStepInput } from './useReviewStep';

export default function ReviewStep({ number, state, ...input }: StepPlace & ReviewStepInput) {
  const { formatMessage } = useIntl();
  const talon = useReviewStep(input);
  return (
    <Step id="review" number={number} state={state} title={formatMessage({ id: 'checkout.review', defaultMessage: 'Review and place order' })}>
      <p className={styles.summaryText}>
        <FormattedMessage id="checkout.reviewHint" defaultMessage="Check the items and totals, then place your order." />
      </p>
      {talon.error ? (
        <p className={styles.stepError} role="alert">
          {talon.error}
        </p>
      ) : null}
      <Button priority="high" className={styles.placeOrder} disabled={talon.isSubmitting} onClick={() => void talon.placeOrder()}>
        <FormattedMessage id="checkout.placeOrder" defaultMessage="Place Order" />
      </Button>
    </Step>
  );
}
