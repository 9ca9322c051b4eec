// The shipping address (informed): a signed-in customer with saved addresses picks one of them or a new
// address; the new address's fields (the store's, as in the address book) appear for a new address and
// for everyone without saved ones; a signed-in customer may keep the new address in the address book.
import { useFieldState } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';

import AddressFields, { readAddressValues, type AddressValues, type Region } from '../../../components/AddressFields';
import { CheckboxField, RadioGroupField, SubmitForm, textOf } from '../../../components/Form';
import styles from '../CheckoutPage/checkoutPage.module.css';
import { NEW_ADDRESS, type SavedAddress } from './useShippingAddressStep';

export interface ShippingAddressFormProps {
  /** The form's accessible name. */
  label: string;
  regions: readonly Region[];
  savedAddresses: readonly SavedAddress[];
  /** A saved address's id, or NEW_ADDRESS. */
  initialChoice: string;
  initialValues: AddressValues;
  /** Signed in: a new address may be kept in the address book. */
  canSave: boolean;
  saveByDefault: boolean;
  isSubmitting: boolean;
  /** Server answer shown above the button. */
  error: string | null;
  onSubmit: (choice: string, values: AddressValues, saveInAddressBook: boolean) => Promise<void>;
}

const CHOICE = 'addressChoice';
const SAVE = 'saveInAddressBook';

function SavedAddressLabel({ saved }: { saved: SavedAddress }) {
  const { values } = saved;
  return (
    <span className={styles.optionText}>
      <span>
        {`${values.firstname} ${values.lastname}`}
        {saved.isDefault ? (
          <span className={styles.optionBadge}>
            <FormattedMessage id="checkout.defaultAddress" defaultMessage="Default" />
          </span>
        ) : null}
      </span>
      <span className={styles.optionHint}>{[values.street, values.street2].filter(Boolean).join(', ')}</span>
      <span className={styles.optionHint}>{`${values.postcode} ${values.city}${saved.region ? `, ${saved.region}` : ''} · ${values.telephone}`}</span>
    </span>
  );
}

function NewAddress({ regions, hasSaved, canSave, saveByDefault }: { regions: readonly Region[]; hasSaved: boolean; canSave: boolean; saveByDefault: boolean }) {
  const choice = useFieldState(CHOICE).value;
  const { formatMessage } = useIntl();
  if (hasSaved && choice !== NEW_ADDRESS) return null;
  return (
    <>
      <AddressFields regions={regions} />
      {canSave ? (
        <CheckboxField
          name={SAVE}
          initialValue={saveByDefault}
          label={formatMessage({ id: 'checkout.saveInAddressBook', defaultMessage: 'Save this address in my address book' })}
        />
      ) : null}
    </>
  );
}

export default function ShippingAddressForm({ label, regions, savedAddresses, initialChoice, initialValues, canSave, saveByDefault, isSubmitting, error, onSubmit }: ShippingAddressFormProps) {
  const { formatMessage } = useIntl();
  const hasSaved = savedAddresses.length > 0;
  return (
    <SubmitForm
      label={label}
      className={styles.form}
      submitClassName={styles.continue}
      initialValues={{ ...initialValues, [CHOICE]: initialChoice } as unknown as Record<string, unknown>}
      isBusy={isSubmitting}
      formError={error}
      submitLabel={formatMessage({ id: 'checkout.continue', defaultMessage: 'Continue' })}
      onSubmit={(values) => onSubmit(hasSaved ? textOf(values[CHOICE]) : NEW_ADDRESS, readAddressValues(values), values[SAVE] === true)}
    >
      {hasSaved ? (
        <RadioGroupField
          name={CHOICE}
          legend={formatMessage({ id: 'checkout.savedAddresses', defaultMessage: 'Deliver to' })}
          className={styles.options}
          optionClassName={styles.option}
          options={[
            ...savedAddresses.map((saved) => ({ value: saved.id, label: <SavedAddressLabel saved={saved} /> })),
            {
              value: NEW_ADDRESS,
              label: (
                <span className={styles.optionText}>
                  <FormattedMessage id="checkout.newAddress" defaultMessage="A new address" />
                </span>
              )
            }
          ]}
        />
      ) : null}
      <NewAddress regions={regions} hasSaved={hasSaved} canSave={canSave} saveByDefault={saveByDefault} />
    </SubmitForm>
  );
}
