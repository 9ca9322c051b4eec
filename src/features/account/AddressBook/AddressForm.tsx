// Address form: name, street (two lines), city, country (Romania first by default) with its county list
// from the directory (a text field for countries without a list), postcode (6 digits in Romania),
// phone, and the default shipping/billing choices.
import { useFieldState, useFormApi } from 'informed';
import { useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { AccountForm, CheckboxField, createValidators, SelectField, TextField, type FieldErrors } from '../fields';
import type { Country, CustomerAddress } from './addressBook.gql';
import styles from './addressBook.module.css';
import { DEFAULT_COUNTRY, regionsOf, toFormValues } from './addressModel';

function CountryAndRegion({ countries }: { countries: readonly Country[] }) {
  const intl = useIntl();
  const { formatMessage } = intl;
  const validators = createValidators(intl);
  const formApi = useFormApi();
  const country = useFieldState('country_code');
  const countryCode = typeof country.value === 'string' && country.value ? country.value : DEFAULT_COUNTRY;
  const regions = regionsOf(countries, countryCode);
  const countryOptions = countries.map((item) => ({
    value: item.id ?? '',
    label: item.full_name_locale || item.full_name_english || item.id || ''
  }));
  const countyLabel = countryCode === 'RO'
    ? formatMessage({ id: 'addressForm.county', defaultMessage: 'County' })
    : formatMessage({ id: 'addressForm.region', defaultMessage: 'State/Province' });

  return (
    <>
      <SelectField
        name="country_code"
        label={formatMessage({ id: 'addressForm.country', defaultMessage: 'Country' })}
        options={countryOptions.length ? countryOptions : [{ value: DEFAULT_COUNTRY, label: 'România' }]}
        validate={validators.required}
        onValueChange={() => {
          formApi.setValue('region_id', '');
          formApi.setValue('region_text', '');
        }}
      />
      {regions.length > 0 ? (
        <SelectField
          name="region_id"
          label={countyLabel}
          placeholder={formatMessage({ id: 'addressForm.chooseRegion', defaultMessage: 'Choose…' })}
          options={regions.map((region) => ({ value: String(region.id), label: region.name ?? region.code ?? '' }))}
          validate={validators.required}
        />
      ) : (
        <TextField name="region_text" autoComplete="address-level1" label={countyLabel} />
      )}
    </>
  );
}

export interface AddressFormProps {
  address: CustomerAddress | null;
  countries: readonly Country[];
  onSubmit(values: Record<string, unknown>): Promise<void>;
  onCancel(): void;
  isBusy: boolean;
  formError: string | null;
  fieldErrors: FieldErrors;
  onClearFieldError(name: string): void;
}

export default function AddressForm({ address, countries, onSubmit, onCancel, isBusy, formError, fieldErrors, onClearFieldError }: AddressFormProps) {
  const intl = useIntl();
  const { formatMessage } = intl;
  const validators = createValidators(intl);
  const label = address
    ? formatMessage({ id: 'addressBook.editTitle', defaultMessage: 'Edit address' })
    : formatMessage({ id: 'addressBook.newTitle', defaultMessage: 'New address' });

  return (
    <AccountForm
      className={styles.form}
      label={label}
      onSubmit={onSubmit}
      isBusy={isBusy}
      formError={formError}
      fieldErrors={fieldErrors}
      onClearFieldError={onClearFieldError}
      submitLabel={formatMessage({ id: 'addressBook.save', defaultMessage: 'Save Address' })}
      initialValues={toFormValues(address)}
      actions={
        <Button priority="low" onClick={onCancel}>
          {formatMessage({ id: 'addressBook.cancel', defaultMessage: 'Cancel' })}
        </Button>
      }
    >
      <h2 className={styles.formTitle}>{label}</h2>
      <div className={styles.pair}>
        <TextField name="firstname" autoComplete="given-name" label={formatMessage({ id: 'createAccount.firstname', defaultMessage: 'First Name' })} validate={validators.required} />
        <TextField name="lastname" autoComplete="family-name" label={formatMessage({ id: 'createAccount.lastname', defaultMessage: 'Last Name' })} validate={validators.required} />
      </div>
      <TextField name="street1" autoComplete="address-line1" label={formatMessage({ id: 'addressForm.street', defaultMessage: 'Street Address' })} validate={validators.required} />
      <TextField name="street2" autoComplete="address-line2" label={formatMessage({ id: 'addressForm.street2', defaultMessage: 'Street Address 2 (optional)' })} />
      <div className={styles.pair}>
        <CountryAndRegion countries={countries} />
      </div>
      <div className={styles.pair}>
        <TextField name="city" autoComplete="address-level2" label={formatMessage({ id: 'addressForm.city', defaultMessage: 'City' })} validate={validators.required} />
        <TextField
          name="postcode"
          autoComplete="postal-code"
          inputMode="numeric"
          label={formatMessage({ id: 'addressForm.postcode', defaultMessage: 'ZIP / Postal Code' })}
          validate={validators.postcode('country_code')}
          validateWhen={['country_code']}
        />
      </div>
      <TextField
        name="telephone"
        type="tel"
        autoComplete="tel"
        label={formatMessage({ id: 'addressForm.telephone', defaultMessage: 'Phone Number' })}
        validate={validators.telephone}
      />
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
    </AccountForm>
  );
}
