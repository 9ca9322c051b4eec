// The shipping-method step: the delivery options with their prices (in the later steps' chunk) or, once
// chosen, the method with its shop or locker.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';

import LoadingIndicator from '../../../components/LoadingIndicator';
import styles from '../CheckoutPage/checkoutPage.module.css';
import Step, { type StepPlace } from '../CheckoutPage/Step';
import { ShippingMethodForm } from '../laterSteps';
import { useShippingMethodStep, type ShippingMethodStepInput } from './useShippingMethodStep';

export type ShippingMethodStepProps = StepPlace & Omit<ShippingMethodStepInput, 'isOpen'>;

export default function ShippingMethodStep({ number, state, ...input }: ShippingMethodStepProps) {
  const { formatMessage } = useIntl();
  const talon = useShippingMethodStep({ ...input, isOpen: state === 'open' });
  return (
    <Step
      id="shippingMethod"
      number={number}
      state={state}
      title={formatMessage({ id: 'checkout.shippingMethod', defaultMessage: 'Shipping method' })}
      onEdit={talon.edit}
      summary={talon.summary ? <p className={styles.summaryText}>{talon.summary}</p> : null}
    >
      <Suspense fallback={<LoadingIndicator />}>
        <ShippingMethodForm
          methods={talon.methods}
          chosen={talon.chosen}
          shops={talon.shops}
          lockers={talon.lockers}
          isSubmitting={talon.isSubmitting}
          error={talon.error}
          onSubmit={talon.submit}
        />
      </Suspense>
    </Step>
  );
}
