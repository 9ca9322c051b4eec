// The contact step (guests): the e-mail form, then the e-mail with a sign-in offer when it has an account.
import { FormattedMessage, useIntl } from 'react-intl';

import Link from '../../../components/Link';
import styles from '../CheckoutPage/checkoutPage.module.css';
import Step, { type StepPlace } from '../CheckoutPage/Step';
import ContactForm from './ContactForm';
import { useContactStep, type ContactStepInput } from './useContactStep';

export type ContactStepProps = StepPlace & ContactStepInput & { onEdit: () => void };

export default function ContactStep({ number, state, onEdit, ...input }: ContactStepProps) {
  const { formatMessage } = useIntl();
  const talon = useContactStep(input);
  return (
    <Step
      id="contact"
      number={number}
      state={state}
      title={formatMessage({ id: 'checkout.contact', defaultMessage: 'Contact' })}
      onEdit={onEdit}
      summary={
        <>
          <p className={styles.summaryText}>{talon.email}</p>
          {talon.existingAccount ? (
            <p className={styles.notice}>
              <FormattedMessage
                id="checkout.existingAccount"
                defaultMessage="An account already exists for this email. {signIn} to use your saved addresses, or go on as a guest."
                values={{
                  signIn: (
                    <Link to={talon.signInPath}>
                      <FormattedMessage id="checkout.signIn" defaultMessage="Sign in" />
                    </Link>
                  )
                }}
              />
            </p>
          ) : null}
        </>
      }
    >
      <ContactForm initialEmail={talon.email} isSubmitting={talon.isSubmitting} onSubmit={talon.submit} />
    </Step>
  );
}
