// Contact step (guests, informed): the email the order confirmation goes to. An address that already
// has an account is offered sign-in (the shopper may still go on as a guest).
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import { SubmitForm, TextField } from '../../../components/Form';
import { isEmail, textOf, toValidate } from '../validation';
import styles from './checkoutPage.module.css';

export default function ContactForm({ initialEmail, onSubmit }: { initialEmail: string; onSubmit: (email: string) => Promise<void> }) {
  const { formatMessage } = useIntl();
  const [busy, setBusy] = useState(false);
  const validateEmail = useMemo(() => toValidate(isEmail, formatMessage), [formatMessage]);
  return (
    <SubmitForm
      label={formatMessage({ id: 'checkout.contact', defaultMessage: 'Contact' })}
      className={styles.form}
      submitClassName={styles.continue}
      initialValues={{ email: initialEmail }}
      isBusy={busy}
      submitLabel={formatMessage({ id: 'checkout.continue', defaultMessage: 'Continue' })}
      onSubmit={(values) => {
        setBusy(true);
        return onSubmit(textOf(values.email).trim()).finally(() => setBusy(false));
      }}
    >
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={formatMessage({ id: 'checkout.email', defaultMessage: 'Email' })}
        hint={formatMessage({ id: 'checkout.emailHint', defaultMessage: 'We send the order confirmation to this address.' })}
        validate={validateEmail}
        isRequired
      />
    </SubmitForm>
  );
}
