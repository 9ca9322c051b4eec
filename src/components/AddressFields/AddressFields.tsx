// The fields of a Romanian address (informed), the same in the checkout and the address book: names,
// street (two lines), county (from the directory), city, postcode and phone, each labelled and checked
// by the store's rules when left and on submit, with the message under the field.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { SelectField, TextField } from '../Form';
import { createValidators } from '../Form/validators';
import styles from './addressFields.module.css';
import type { Region } from './addressValues';

export default function AddressFields({ regions }: { regions: readonly Region[] }) {
  const intl = useIntl();
  const { formatMessage } = intl;
  const rules = useMemo(() => createValidators(intl), [intl]);
  const regionOptions = useMemo(() => regions.map((region) => ({ value: region.code, label: region.name })), [regions]);
  return (
    <>
      <div className={styles.pair}>
        <TextField
          name="firstname"
          label={formatMessage({ id: 'address.firstname', defaultMessage: 'First name' })}
          autoComplete="given-name"
          validate={rules.required}
          isRequired
        />
        <TextField
          name="lastname"
          label={formatMessage({ id: 'address.lastname', defaultMessage: 'Last name' })}
          autoComplete="family-name"
          validate={rules.required}
          isRequired
        />
      </div>
      <TextField
        name="street"
        label={formatMessage({ id: 'address.street', defaultMessage: 'Street and number' })}
        autoComplete="address-line1"
        validate={rules.required}
        isRequired
      />
      <TextField
        name="street2"
        label={formatMessage({ id: 'address.street2', defaultMessage: 'Block, staircase, flat' })}
        labelSuffix={formatMessage({ id: 'address.optional', defaultMessage: '(optional)' })}
        autoComplete="address-line2"
      />
      <div className={styles.pair}>
        <SelectField
          name="region_code"
          label={formatMessage({ id: 'address.region', defaultMessage: 'County' })}
          placeholder={formatMessage({ id: 'address.regionPlaceholder', defaultMessage: 'Choose a county' })}
          options={regionOptions}
          autoComplete="address-level1"
          validate={rules.region}
          isRequired
        />
        <TextField
          name="city"
          label={formatMessage({ id: 'address.city', defaultMessage: 'City' })}
          autoComplete="address-level2"
          validate={rules.required}
          isRequired
        />
      </div>
      <div className={styles.pair}>
        <TextField
          name="postcode"
          label={formatMessage({ id: 'address.postcode', defaultMessage: 'Postcode' })}
          autoComplete="postal-code"
          inputMode="numeric"
          validate={rules.postcode}
          isRequired
        />
        <TextField
          name="telephone"
          label={formatMessage({ id: 'address.telephone', defaultMessage: 'Phone' })}
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
