// Address book form: the store's address fields (components/AddressFields, the checkout's too: a
// Romanian address, as the store delivers in Romania) and the default shipping / billing choices.
import { useIntl } from 'react-intl';

import AddressFields, { type Region } from '../../../components/AddressFields';
import Button from '../../../components/Button';
import { CheckboxField, SubmitForm, type FieldErrors } from '../../../components/Form';
import styles from './addressBook.module.css';
import { toFormValues, type SavedAddress } from './addressModel';

export interface AddressFormProps {
  address: SavedAddress | null;
  regions: readonly Region[];
  onSubmit(values: Record<string, unknown>): Promise<void>;
  onCancel(): void;
  isBusy: boolean;
  formError: string | null;
  fieldErrors: FieldErrors;
  onClearFieldError(name: string): void;
}

export default function AddressForm({ address, regions, onSubmit, onCancel, isBusy, formError, fieldErrors, onClearFieldError }: AddressFormProps) {
  const { formatMessage } = useIntl();
  const label = address
    ? formatMessage({ id: 'addressBook.editTitle', defaultMessage: 'Edit address' })
    : formatMessage({ id: 'addressBook.newTitle', defaultMessage: 'New address' });

  return (
    <SubmitForm
      className={styles.form}
      label={label}
      onSubmit={onSubmit}
      isBusy={isBusy}
      formError={formError}
      fieldErrors={fieldErrors}
      onClearFieldError={onClearFieldError}
      submitLabel={formatMessage({ id: 'addressBook.save', defaultMessage: 'Save Address' })}
      initialValues={toFormValues(address) as unknown as Record<string, unknown>}
      actions={
        <Button priority="low" onClick={onCancel}>
          {formatMessage({ id: 'addressBook.cancel', defaultMessage: 'Cancel' })}
        </Button>
      }
    >
      <h2 className={styles.formTitle}>{label}</h2>
      <AddressFields regions={regions} />
      <CheckboxField
        name="default_shipping"
        initialValue={Boolean(address?.default_shipping)}
        disabled={Boolean(address?.default_shipping)}
        label={formatMessage({ id: 'addressForm.defaultShipping', defaultMessage: 'Use as my default shipping address' })}
      />
      <CheckboxField
        name="default_billing"
        initialValue={Boolean(address?.default_billing)}
        disabled={Boolean(address?.default_billing)}
        label={formatMessage({ id: 'addressForm.defaultBilling', defaultMessage: 'Use as my default billing address' })}
      />
    </SubmitForm>
  );
}
