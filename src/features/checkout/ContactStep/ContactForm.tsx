// Contact step (guests, informed): the email the order confirmation goes to. An address that already
// has an account is offered sign-in (the shopper may still go on as a guest).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

import { SubmitForm, TextField } from '../../../components/Form';
import { isEmail, textOf, toValidate } from '../../../components/Form/validators';
import styles from '../CheckoutPage/checkoutPage.module.css';

export interface ContactFormProps {
  initialEmail: string;
  isSubmitting: boolean;
  onSubmit: (email: string) => Promise<void>;
}

export default function ContactForm({ initialEmail, isSubmitting, onSubmit }: ContactFormProps) {
  const { formatMessage } = useIntl();
  const validateEmail = useMemo(() => toValidate(isEmail, formatMessage), [formatMessage]);
  return (
    <SubmitForm
      label={formatMessage({ id: 'checkout.contact', defaultMessage: 'Contact' })}
      className={styles.form}
      submitClassName={styles.continue}
      initialValues={{ email: initialEmail }}
      isBusy={isSubmitting}
      submitLabel={formatMessage({ id: 'checkout.continue', defaultMessage: 'Continue' })}
      onSubmit={(values) => onSubmit(textOf(values.email).trim())}
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
