// The payment step: a signed-in customer's reward points, the payment form (in the later steps' chunk)
// or, once chosen, what was chosen.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';

import LoadingIndicator from '../../../components/LoadingIndicator';
import type { CheckoutDeps } from '../../../store/checkout/asyncActions';
import styles from '../CheckoutPage/checkoutPage.module.css';
import Step, { type StepPlace } from '../CheckoutPage/Step';
import RewardPoints from '../RewardPoints/RewardPoints';
import { PaymentForm } from '../laterSteps';
import { usePaymentStep } from './usePaymentStep';

export interface PaymentStepProps extends StepPlace {
  deps: CheckoutDeps;
  methods: ReadonlyArray<{ code: string; title: string }>;
}

export default function PaymentStep({ deps, methods, ...place }: PaymentStepProps) {
  const { formatMessage } = useIntl();
  const talon = usePaymentStep({ deps, methods });
  return (
    <Step
      id="payment"
      {...place}
      title={formatMessage({ id: 'checkout.payment', defaultMessage: 'Payment' })}
      onEdit={talon.edit}
      summary={<p className={styles.summaryText}>{talon.summary}</p>}
    >
      {talon.isSignedIn ? <RewardPoints /> : null}
      <Suspense fallback={<LoadingIndicator />}>
        <PaymentForm
          methods={talon.methods}
          savedCards={talon.savedCards}
          isSignedIn={talon.isSignedIn}
          initialCode={talon.initialCode}
          isSubmitting={talon.isSubmitting}
          error={talon.error}
          onSubmit={talon.submit}
        />
      </Suspense>
    </Step>
  );
}
