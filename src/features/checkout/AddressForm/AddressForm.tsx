// A Romanian address (informed): names, street, city, county (from the countries query), postcode and
// phone, each labelled and checked when left and on submit, with the message under the field.
// AddressFields are the fields alone (the billing form embeds them); AddressForm is a step's form.
import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

import { SelectField, SubmitForm, TextField } from '../../../components/Form';
import type { CheckoutAddress, Region } from '../../../store/checkout/actions';
import styles from '../CheckoutPage/checkoutPage.module.css';
import { isPostcode, isRequired, isTelephone, textOf, toValidate, validationMessages } from '../validation';

export interface AddressValues {
  firstname: string;
  lastname: string;
  street: string;
  street2: string;
  city: string;
  region_code: string;
  postcode: string;
  telephone: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  firstname: '',
  lastname: '',
  street: '',
  street2: '',
  city: '',
  region_code: '',
  postcode: '',
  telephone: ''
};

const ADDRESS_FIELDS = Object.keys(EMPTY_ADDRESS) as Array<keyof AddressValues>;

export function toAddressValues(address: Partial<CheckoutAddress> | null | undefined): AddressValues {
  if (!address) return EMPTY_ADDRESS;
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street: address.street?.[0] ?? '',
    street2: address.street?.[1] ?? '',
    city: address.city ?? '',
    region_code: address.region_code ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? ''
  };
}

/** The address fields of an informed form's values. */
export function readAddressValues(values: Record<string, unknown>): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, textOf(values[field])])) as unknown as AddressValues;
}

export function fromAddressValues(values: AddressValues, regions: readonly Region[], countryId: string): CheckoutAddress {
  const region = regions.find((candidate) => candidate.code === values.region_code);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street: [values.street.trim(), values.street2.trim()].filter(Boolean),
    city: values.city.trim(),
    region_code: values.region_code,
    ...(region ? { region_id: region.id, region: region.name } : {}),
    postcode: values.postcode.trim(),
    telephone: values.telephone.trim(),
    country_id: countryId
  };
}

/** The fields of an address, inside an informed form whose values hold AddressValues. */
export function AddressFields({ regions }: { regions: readonly Region[] }) {
  const { formatMessage } = useIntl();
  const rules = useMemo(
    () => ({
      required: toValidate(isRequired, formatMessage),
      region: toValidate((value) => (value ? undefined : validationMessages.region), formatMessage),
      postcode: toValidate(isPostcode, formatMessage),
      telephone: toValidate(isTelephone, formatMessage)
    }),
    [formatMessage]
  );
  const regionOptions = useMemo(() => regions.map((region) => ({ value: region.code, label: region.name })), [regions]);
  const label = (descriptor: MessageDescriptor) => formatMessage(descriptor);
  return (
    <>
      <div className={styles.twoColumns}>
        <TextField name="firstname" label={label({ id: 'checkoutAddress.firstname', defaultMessage: 'First name' })} autoComplete="given-name" validate={rules.required} isRequired />
        <TextField name="lastname" label={label({ id: 'checkoutAddress.lastname', defaultMessage: 'Last name' })} autoComplete="family-name" validate={rules.required} isRequired />
      </div>
      <TextField name="street" label={label({ id: 'checkoutAddress.street', defaultMessage: 'Street and number' })} autoComplete="address-line1" validate={rules.required} isRequired />
      <TextField
        name="street2"
        label={label({ id: 'checkoutAddress.street2', defaultMessage: 'Block, staircase, flat' })}
        labelSuffix={label({ id: 'checkoutField.optional', defaultMessage: '(optional)' })}
        autoComplete="address-line2"
      />
      <div className={styles.twoColumns}>
        <SelectField
          name="region_code"
          label={label({ id: 'checkoutAddress.region', defaultMessage: 'County' })}
          placeholder={label({ id: 'checkoutAddress.regionPlaceholder', defaultMessage: 'Choose a county' })}
          options={regionOptions}
          autoComplete="address-level1"
          validate={rules.region}
          isRequired
        />
        <TextField name="city" label={label({ id: 'checkoutAddress.city', defaultMessage: 'City' })} autoComplete="address-level2" validate={rules.required} isRequired />
      </div>
      <div className={styles.twoColumns}>
        <TextField
          name="postcode"
          label={label({ id: 'checkoutAddress.postcode', defaultMessage: 'Postcode' })}
          autoComplete="postal-code"
          inputMode="numeric"
          validate={rules.postcode}
          isRequired
        />
        <TextField
          name="telephone"
          label={label({ id: 'checkoutAddress.telephone', defaultMessage: 'Phone' })}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          validate={rules.telephone}
          isRequired
        />
      </div>
    </>
  );
}

export interface AddressFormProps {
  initialValues: AddressValues;
  regions: readonly Region[];
  /** The form's accessible name. */
  label: string;
  submitLabel: MessageDescriptor;
  onSubmit: (values: AddressValues) => void | Promise<void>;
  isSubmitting?: boolean;
  /** Server answer shown above the button. */
  error?: string | null;
}

/** Change the values from outside (a saved address was chosen): give it a new key. */
export default function AddressForm({ initialValues, regions, label, submitLabel, onSubmit, isSubmitting = false, error }: AddressFormProps) {
  const { formatMessage } = useIntl();
  return (
    <SubmitForm
      label={label}
      className={styles.form}
      submitClassName={styles.continue}
      initialValues={initialValues as unknown as Record<string, unknown>}
      isBusy={isSubmitting}
      formError={error}
      submitLabel={formatMessage(submitLabel)}
      onSubmit={(values) => onSubmit(readAddressValues(values))}
    >
      <AddressFields regions={regions} />
    </SubmitForm>
  );
}
