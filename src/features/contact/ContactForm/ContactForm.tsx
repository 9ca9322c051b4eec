// The contact form: name, e-mail, optional telephone and the comment, checked as the shopper
// types; the server's complaints shown at their field; busy while sending; a thank-you when sent. On a
// failure everything typed stays where it was.
import { Form, type FormApi } from 'informed';
import { useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import ContactField from './ContactField';
import styles from './contactForm.module.css';
import { useContactForm } from './useContactForm';
import { isEmail, isRequired, isTelephone, MAX_LENGTHS, type ContactFieldName, type ContactValues } from './validation';

export default function ContactForm() {
  const { formatMessage } = useIntl();
  const talon = useContactForm();
  const sentRef = useRef<HTMLDivElement>(null);
  /** What each field takes from its name: the server's error for it, clearing it on edit, its length limit. */
  const fieldProps = (name: ContactFieldName) => ({
    name,
    serverError: talon.fieldErrors[name],
    onEdit: () => talon.clearFieldError(name),
    maxLength: MAX_LENGTHS[name]
  });

  // The thank-you replaces the form: focus goes to it, so it is in view and read out.
  useEffect(() => {
    if (talon.isSent) sentRef.current?.focus();
  }, [talon.isSent]);

  if (talon.isSent) {
    return (
      <div className={styles.sent} ref={sentRef} tabIndex={-1}>
        <p role="status" className={styles.sentMessage}>
          <FormattedMessage
            id="contactForm.thanks"
            defaultMessage="Thanks for contacting us with your comments and questions. We'll respond to you very soon."
          />
        </p>
        <Button onClick={talon.startOver}>
          <FormattedMessage id="contactForm.another" defaultMessage="Send another message" />
        </Button>
      </div>
    );
  }

  return (
    <div ref={talon.containerRef}>
      <Form
        className={styles.form}
        onSubmit={({ values }) => void talon.handleSubmit(values as ContactValues)}
        noValidate
        aria-label={formatMessage({ id: 'contactForm.label', defaultMessage: 'Write to us' })}
        aria-busy={talon.isBusy || undefined}
        initialValues={talon.initialValues}
        formApiRef={talon.formApiRef as RefObject<FormApi>}
        focusOnInvalid
      >
        <p className={styles.requiredNote}>
          <FormattedMessage id="contactForm.requiredNote" defaultMessage="Fields marked * are required." />
        </p>
        <div className={styles.pair}>
          <ContactField
            {...fieldProps('name')}
            label={formatMessage({ id: 'contactForm.name', defaultMessage: 'Name' })}
            autoComplete="name"
            validate={isRequired}
            required
          />
          <ContactField
            {...fieldProps('email')}
            type="email"
            label={formatMessage({ id: 'contactForm.email', defaultMessage: 'Email' })}
            autoComplete="email"
            validate={isEmail}
            required
          />
        </div>
        <ContactField
          {...fieldProps('telephone')}
          type="tel"
          label={formatMessage({ id: 'contactForm.telephone', defaultMessage: 'Phone Number' })}
          hint={formatMessage({ id: 'contactForm.optional', defaultMessage: 'Optional' })}
          autoComplete="tel"
          validate={isTelephone}
        />
        <ContactField
          {...fieldProps('comment')}
          multiline
          label={formatMessage({ id: 'contactForm.comment', defaultMessage: 'What’s on your mind?' })}
          validate={isRequired}
          required
        />
        {talon.formError ? (
          <p className={styles.formError} role="alert">
            {talon.formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" priority="high" disabled={talon.isBusy} aria-busy={talon.isBusy || undefined}>
            {talon.isBusy
              ? formatMessage({ id: 'contactForm.sending', defaultMessage: 'Sending…' })
              : formatMessage({ id: 'contactForm.submit', defaultMessage: 'Submit' })}
          </Button>
        </div>
      </Form>
    </div>
  );
}
