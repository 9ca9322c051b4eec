// Billing address (informed): the shipping address (default) or another one, whose fields appear when
// the box is unticked.
import { useFieldState } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';

import { CheckboxField, SubmitForm } from '../../../components/Form';
import type { BillingAddress, Region } from '../../../store/checkout/actions';
import AddressFields, { readAddressValues, toAddressValues, type AddressValues } from '../../../components/AddressFields';
import styles from '../CheckoutPage/checkoutPage.module.css';

export interface BillingFormProps {
  billing: BillingAddress | null;
  regions: readonly Region[];
  isSubmitting: boolean;
  error: string | null;
  onSubmit: (sameAsShipping: boolean, values?: AddressValues) => Promise<void>;
}

const SAME = 'sameAsShipping';

function SeparateAddress({ regions }: { regions: readonly Region[] }) {
  const same = useFieldState(SAME).value !== false;
  return same ? null : <AddressFields regions={regions} />;
}

export default function BillingForm({ billing, regions, isSubmitting, error, onSubmit }: BillingFormProps) {
  const { formatMessage } = useIntl();
  const separate = billing?.sameAsShippingAddress === false;
  return (
    <SubmitForm
      label={formatMessage({ id: 'checkout.billingAddress', defaultMessage: 'Billing address' })}
      className={styles.form}
      submitClassName={styles.continue}
      initialValues={{ ...(separate ? toAddressValues(billing) : {}), [SAME]: !separate }}
      isBusy={isSubmitting}
      formError={error}
      submitLabel={formatMessage({ id: 'checkout.continue', defaultMessage: 'Continue' })}
      onSubmit={(values) => (values[SAME] === false ? onSubmit(false, readAddressValues(values)) : onSubmit(true))}
    >
      <CheckboxField name={SAME} initialValue={!separate} label={<FormattedMessage id="checkout.billingSame" defaultMessage="Billing address same as shipping address" />} />
      <SeparateAddress regions={regions} />
    </SubmitForm>
  );
}
