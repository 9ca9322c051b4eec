// The fields of an invoice made out to a company (informed): its name, its tax id (CUI, checked by its
// control digit) and its trade-register number (optional: not every organisation is registered there).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { TextField } from '../Form';
import { createValidators } from '../Form/validators';
import styles from './addressFields.module.css';

export default function CompanyFields() {
  const intl = useIntl();
  const { formatMessage } = intl;
  const rules = useMemo(() => createValidators(intl), [intl]);
  return (
    <>
      <TextField
        name="company"
        label={formatMessage({ id: 'address.company', defaultMessage: 'Company name' })}
        autoComplete="organization"
        validate={rules.required}
        isRequired
      />
      <div className={styles.pair}>
        <TextField
          name="vat_id"
          label={formatMessage({ id: 'address.vatId', defaultMessage: 'Tax id (CUI)' })}
          hint={formatMessage({ id: 'address.vatIdHint', defaultMessage: 'With RO in front if the company is registered for VAT.' })}
          validate={rules.taxId}
          isRequired
        />
        <TextField
          name="registration_number"
          label={formatMessage({ id: 'address.registrationNumber', defaultMessage: 'Trade register no.' })}
          labelSuffix={formatMessage({ id: 'address.optional', defaultMessage: '(optional)' })}
          placeholder="J40/1234/2020"
          maxLength={64}
        />
      </div>
    </>
  );
}
