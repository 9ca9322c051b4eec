// A checkout step's address form (informed): the store's address fields (components/AddressFields, the
// address book's too) with the step's button and the server's answer.
import AddressFields, { readAddressValues, type AddressValues, type Region } from '../../../components/AddressFields';
import { SubmitForm } from '../../../components/Form';
import styles from '../CheckoutPage/checkoutPage.module.css';

export interface AddressFormProps {
  initialValues: AddressValues;
  regions: readonly Region[];
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  onSubmit: (values: AddressValues) => void | Promise<void>;
  isSubmitting?: boolean;
  /** Server answer shown above the button. */
  error?: string | null;
}

/** Change the values from outside (a saved address was chosen): give it a new key. */
export default function AddressForm({ initialValues, regions, label, submitLabel, onSubmit, isSubmitting = false, error }: AddressFormProps) {
  return (
    <SubmitForm
      label={label}
      className={styles.form}
      submitClassName={styles.continue}
      initialValues={initialValues as unknown as Record<string, unknown>}
      isBusy={isSubmitting}
      formError={error}
      submitLabel={submitLabel}
      onSubmit={(values) => onSubmit(readAddressValues(values))}
    >
      <AddressFields regions={regions} />
    </SubmitForm>
  );
}
