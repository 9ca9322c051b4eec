// Billing address: the shipping address (default) or another one.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import Button from '../../../components/Button';
import type { BillingAddress, Region } from '../../../store/checkout/actions';
import AddressForm, { toAddressValues, type AddressValues } from '../AddressForm';
import styles from './checkoutPage.module.css';

export interface BillingFormProps {
  billing: BillingAddress | null;
  regions: readonly Region[];
  isSubmitting: boolean;
  error: string | null;
  onSubmit: (sameAsShipping: boolean, values?: AddressValues) => Promise<void>;
}

export default function BillingForm({ billing, regions, isSubmitting, error, onSubmit }: BillingFormProps) {
  const [same, setSame] = useState(billing ? billing.sameAsShippingAddress !== false : true);
  return (
    <div className={styles.form}>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={same} onChange={(event) => setSame(event.target.checked)} />
        <FormattedMessage id="checkout.billingSame" defaultMessage="Billing address same as shipping address" />
      </label>
      {same ? (
        <>
          {error ? (
            <p className={styles.stepError} role="alert">
              {error}
            </p>
          ) : null}
          <Button priority="high" disabled={isSubmitting} className={styles.continue} onClick={() => void onSubmit(true)}>
            <FormattedMessage id="checkout.continue" defaultMessage="Continue" />
          </Button>
        </>
      ) : (
        <AddressForm
          initialValues={toAddressValues(billing?.sameAsShippingAddress === false ? billing : null)}
          regions={regions}
          submitLabel={{ id: 'checkout.continue', defaultMessage: 'Continue' }}
          isSubmitting={isSubmitting}
          error={error}
          onSubmit={(values) => onSubmit(false, values)}
        />
      )}
    </div>
  );
}
