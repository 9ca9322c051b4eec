// The footer's newsletter sign-up, for anyone: the e-mail field with its label, the consent line
// linking the privacy policy, and the button (busy while sending). Problems show under the field or the
// form, the address staying as typed; once subscribed (or found to be already), a message takes the
// form's place and the focus.
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Link from '../../../../components/Link';
import styles from './newsletterSignUp.module.css';
import { useNewsletterSignUp } from './useNewsletterSignUp';

export default function NewsletterSignUp() {
  const { formatMessage } = useIntl();
  const talon = useNewsletterSignUp();
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const consentId = useId();
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (talon.outcome) outcomeRef.current?.focus();
  }, [talon.outcome]);

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.intro}>
        <h2 id={titleId} className={styles.title}>
          <FormattedMessage id="newsletterSignUp.title" defaultMessage="Subscribe to our newsletter" />
        </h2>
        <p className={styles.text}>
          <FormattedMessage id="newsletterSignUp.text" defaultMessage="Offers, new products and advice on nutrition and training, in your inbox." />
        </p>
      </div>
      {talon.outcome ? (
        <p ref={outcomeRef} className={styles.outcome} role="status" tabIndex={-1}>
          {talon.outcome === 'already' ? (
            <FormattedMessage id="newsletterSignUp.already" defaultMessage="{email} is already subscribed to our newsletter." values={{ email: talon.email.trim() }} />
          ) : talon.outcome === 'confirm' ? (
            <FormattedMessage
              id="newsletterSignUp.confirm"
              defaultMessage="Thank you for subscribing. We have sent a confirmation link to {email}."
              values={{ email: talon.email.trim() }}
            />
          ) : (
            <FormattedMessage id="newsletterSignUp.thanks" defaultMessage="Thank you for subscribing to our newsletter." />
          )}
        </p>
      ) : (
        <form
          className={styles.form}
          onSubmit={talon.handleSubmit}
          noValidate
          aria-labelledby={titleId}
          aria-busy={talon.isBusy || undefined}
        >
          <div className={styles.field}>
            <label htmlFor={fieldId} className={styles.label}>
              <FormattedMessage id="newsletterSignUp.email" defaultMessage="Email address" />
            </label>
            <div className={styles.row}>
              <input
                ref={talon.inputRef}
                id={fieldId}
                className={styles.input}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                maxLength={254}
                value={talon.email}
                onChange={talon.handleChange}
                onBlur={talon.handleBlur}
                aria-invalid={talon.fieldError ? true : undefined}
                aria-describedby={talon.fieldError ? `${errorId} ${consentId}` : consentId}
                required
              />
              <button type="submit" className={styles.button} disabled={talon.isBusy} aria-busy={talon.isBusy || undefined}>
                {talon.isBusy
                  ? formatMessage({ id: 'newsletterSignUp.busy', defaultMessage: 'Subscribing…' })
                  : formatMessage({ id: 'newsletterSignUp.submit', defaultMessage: 'Subscribe' })}
              </button>
            </div>
            {talon.fieldError ? (
              <p id={errorId} className={styles.fieldError}>
                {talon.fieldError}
              </p>
            ) : null}
          </div>
          <p id={consentId} className={styles.consent}>
            <FormattedMessage
              id="newsletterSignUp.consent"
              defaultMessage="By subscribing you agree to receive our newsletter by e-mail. You can unsubscribe at any time. See our <link>Privacy Policy</link>."
              values={{
                link: (chunks) => (
                  <Link to={talon.privacyHref} className={styles.consentLink}>
                    {chunks}
                  </Link>
                )
              }}
            />
          </p>
          {talon.formError ? (
            <p className={styles.formError} role="alert">
              {talon.formError}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
