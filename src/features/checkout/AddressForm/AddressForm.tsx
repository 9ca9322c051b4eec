// A Romanian address: names, street, city, county (from the countries query), postcode and phone,
// each labelled, checked on submit and on leaving the field, with the message under the field.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';

import Button from '../../../components/Button';
import type { CheckoutAddress, Region } from '../../../store/checkout/actions';
import styles from '../CheckoutPage/checkoutPage.module.css';
import { isPostcode, isRequired, isTelephone, validate, validationMessages, type Rule } from '../validation';

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

export function fromAddressValues(values: AddressValues, regions: readonly Region[], countryId = 'RO'): CheckoutAddress {
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

const RULES: Partial<Record<keyof AddressValues, Rule>> = {
  firstname: isRequired,
  lastname: isRequired,
  street: isRequired,
  city: isRequired,
  region_code: (value) => (value ? undefined : validationMessages.region),
  postcode: isPostcode,
  telephone: isTelephone
};

export interface AddressFormProps {
  initialValues: AddressValues;
  regions: readonly Region[];
  submitLabel: MessageDescriptor;
  onSubmit: (values: AddressValues) => void | Promise<void>;
  isSubmitting?: boolean;
  /** Server answer shown above the button. */
  error?: string | null;
  /** Change the values from outside (a saved address was chosen): bump the key. */
  extra?: React.ReactNode;
}

export default function AddressForm({ initialValues, regions, submitLabel, onSubmit, isSubmitting, error, extra }: AddressFormProps) {
  const { formatMessage } = useIntl();
  const idBase = useId();
  const [values, setValues] = useState<AddressValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof AddressValues, MessageDescriptor>>>({});

  const check = (field: keyof AddressValues, value: string) => {
    const rule = RULES[field];
    const message = rule?.(value);
    setErrors((current) => {
      const { [field]: _old, ...rest } = current;
      return message ? { ...rest, [field]: message } : rest;
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values as unknown as Record<keyof AddressValues, string>, RULES);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${idBase}-${first}`)?.focus();
      return;
    }
    void onSubmit(values);
  };

  const field = (name: keyof AddressValues, label: MessageDescriptor, options: { autoComplete?: string; type?: string; inputMode?: 'numeric' | 'tel'; optional?: boolean } = {}) => {
    const id = `${idBase}-${name}`;
    const errorId = `${id}-error`;
    const message = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={id}>
          {formatMessage(label)}
          {options.optional ? <span className={styles.optional}> {formatMessage({ id: 'checkoutField.optional', defaultMessage: '(optional)' })}</span> : null}
        </label>
        <input
          id={id}
          name={name}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          value={values[name]}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          aria-required={options.optional ? undefined : true}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          onBlur={(event) => {
            if (errors[name] || event.target.value) check(name, event.target.value);
          }}
        />
        {message ? (
          <p id={errorId} className={styles.fieldError}>
            {formatMessage(message)}
          </p>
        ) : null}
      </div>
    );
  };

  const regionId = `${idBase}-region_code`;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.twoColumns}>
        {field('firstname', { id: 'checkoutAddress.firstname', defaultMessage: 'First name' }, { autoComplete: 'given-name' })}
        {field('lastname', { id: 'checkoutAddress.lastname', defaultMessage: 'Last name' }, { autoComplete: 'family-name' })}
      </div>
      {field('street', { id: 'checkoutAddress.street', defaultMessage: 'Street and number' }, { autoComplete: 'address-line1' })}
      {field('street2', { id: 'checkoutAddress.street2', defaultMessage: 'Block, staircase, flat' }, { autoComplete: 'address-line2', optional: true })}
      <div className={styles.twoColumns}>
        <div className={styles.field}>
          <label htmlFor={regionId}>
            <FormattedMessage id="checkoutAddress.region" defaultMessage="County" />
          </label>
          <select
            id={regionId}
            name="region_code"
            autoComplete="address-level1"
            value={values.region_code}
            aria-invalid={errors.region_code ? true : undefined}
            aria-describedby={errors.region_code ? `${regionId}-error` : undefined}
            aria-required
            onChange={(event) => {
              setValues((current) => ({ ...current, region_code: event.target.value }));
              check('region_code', event.target.value);
            }}
          >
            <option value="">{formatMessage({ id: 'checkoutAddress.regionPlaceholder', defaultMessage: 'Choose a county' })}</option>
            {regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
          {errors.region_code ? (
            <p id={`${regionId}-error`} className={styles.fieldError}>
              {formatMessage(errors.region_code)}
            </p>
          ) : null}
        </div>
        {field('city', { id: 'checkoutAddress.city', defaultMessage: 'City' }, { autoComplete: 'address-level2' })}
      </div>
      <div className={styles.twoColumns}>
        {field('postcode', { id: 'checkoutAddress.postcode', defaultMessage: 'Postcode' }, { autoComplete: 'postal-code', inputMode: 'numeric' })}
        {field('telephone', { id: 'checkoutAddress.telephone', defaultMessage: 'Phone' }, { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
      </div>
      {extra}
      {error ? (
        <p className={styles.stepError} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" priority="high" disabled={isSubmitting} className={styles.continue}>
        {formatMessage(submitLabel)}
      </Button>
    </form>
  );
}
