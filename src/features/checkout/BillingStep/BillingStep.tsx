// The billing step: 'same as shipping' or another address; once done, which one.
import { FormattedMessage, useIntl } from 'react-intl';

import type { CheckoutDeps } from '../../../store/checkout/asyncActions';
import InvoicedCompany from '../../../components/InvoicedCompany';
import AddressSummary from '../CheckoutPage/AddressSummary';
import styles from '../CheckoutPage/checkoutPage.module.css';
import Step, { type StepPlace } from '../CheckoutPage/Step';
import BillingForm from './BillingForm';
import { useBillingStep } from './useBillingStep';

export default function BillingStep({ deps, ...place }: StepPlace & { deps: CheckoutDeps }) {
  const { formatMessage } = useIntl();
  const talon = useBillingStep({ deps });
  return (
    <Step
      id="billing"
      {...place}
      title={formatMessage({ id: 'checkout.billingAddress', defaultMessage: 'Billing address' })}
      onEdit={talon.edit}
      summary={
        talon.separateAddress ? (
          <AddressSummary address={talon.separateAddress} />
        ) : (
          <>
            <InvoicedCompany company={talon.billing} />
            <p className={styles.summaryText}>
              <FormattedMessage id="checkout.billingSameSummary" defaultMessage="Same as shipping address" />
            </p>
          </>
        )
      }
    >
      <BillingForm billing={talon.billing} regions={talon.regions} isSubmitting={talon.isSubmitting} error={talon.error} onSubmit={talon.submit} />
    </Step>
  );
}
