// Forgot-password form (page and drawer view). After sending: the same confirmation whether or not the
// address has an account.
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { AccountForm, EmailField } from '../fields';
import styles from '../AccountPage/accountPage.module.css';
import { useForgotPassword } from './useForgotPassword';

export interface ForgotPasswordProps {
  onCancel?: () => void;
  initialEmail?: string;
}

export default function ForgotPassword({ onCancel, initialEmail }: ForgotPasswordProps) {
  const { formatMessage } = useIntl();
  const talon = useForgotPassword();

  if (talon.submittedEmail) {
    return (
      <div className={styles.formBlock}>
        <p className={styles.notice} role="status">
          <FormattedMessage
            id="forgotPassword.sent"
            defaultMessage="If there is an account associated with {email} you will receive an email with a link to change your password."
            values={{ email: <strong>{talon.submittedEmail}</strong> }}
          />
        </p>
        <div className={styles.row}>
          <Button onClick={talon.tryAgain}>
            <FormattedMessage id="forgotPassword.again" defaultMessage="Send to another address" />
          </Button>
          {onCancel ? (
            <Button priority="low" onClick={onCancel}>
              <FormattedMessage id="forgotPassword.backToSignIn" defaultMessage="Back to sign in" />
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.formBlock}>
      <p className={styles.muted}>
        <FormattedMessage
          id="forgotPassword.intro"
          defaultMessage="Enter the email address of your account and we will send you a link to choose a new password."
        />
      </p>
      <AccountForm
        label={formatMessage({ id: 'forgotPassword.formLabel', defaultMessage: 'Recover your password' })}
        talon={talon}
        submitLabel={formatMessage({ id: 'forgotPassword.submit', defaultMessage: 'Send the reset link' })}
        initialValues={initialEmail ? { email: initialEmail } : undefined}
        actions={
          onCancel ? (
            <Button priority="low" onClick={onCancel}>
              {formatMessage({ id: 'forgotPassword.cancel', defaultMessage: 'Cancel' })}
            </Button>
          ) : undefined
        }
      >
        <EmailField label={formatMessage({ id: 'forgotPassword.email', defaultMessage: 'Email address' })} />
      </AccountForm>
    </div>
  );
}
