// Contact step (guests): the email the order confirmation goes to. An address that already has an
// account is offered sign-in (the shopper may still go on as a guest).
import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';

import Button from '../../../components/Button';
import { isEmail } from '../validation';
import styles from './checkoutPage.module.css';

export default function ContactForm({ initialEmail, onSubmit }: { initialEmail: string; onSubmit: (email: string) => Promise<void> }) {
  const { formatMessage } = useIntl();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<MessageDescriptor | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = isEmail(email);
        setError(problem);
        if (problem) {
          document.getElementById(id)?.focus();
          return;
        }
        setBusy(true);
        void onSubmit(email.trim()).finally(() => setBusy(false));
      }}
    >
      <div className={styles.field}>
        <label htmlFor={id}>
          <FormattedMessage id="checkout.email" defaultMessage="Email" />
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          value={email}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => {
            if (error || email) setError(isEmail(email));
          }}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {formatMessage(error)}
          </p>
        ) : (
          <p id={`${id}-hint`} className={styles.hint}>
            <FormattedMessage id="checkout.emailHint" defaultMessage="We send the order confirmation to this address." />
          </p>
        )}
      </div>
      <Button type="submit" priority="high" disabled={busy} className={styles.continue}>
        <FormattedMessage id="checkout.continue" defaultMessage="Continue" />
      </Button>
    </form>
  );
}
