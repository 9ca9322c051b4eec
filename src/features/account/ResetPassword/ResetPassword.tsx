// /customer/account/createPassword?token=…: choose a new password. The password policy (8 characters,
// 3 character classes) is checked as the shopper types.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Link from '../../../components/Link';
import { useDocumentHead } from '../../../components/Head';
import { inStore, useStoreView } from '../../../components/storeView';
import { GuestPage } from '../AccountPage/AccountPage';
import styles from '../AccountPage/accountPage.module.css';
import { AccountForm, EmailField, PasswordField } from '../fields';
import { useResetPassword } from './useResetPassword';

/** Where the page ends without its form: a message and the link onwards. */
function Outcome({ isError = false, message, to, action }: { isError?: boolean; message: ReactNode; to: string; action: ReactNode }) {
  return (
    <div className={styles.formBlock}>
      <p className={isError ? styles.statusError : styles.notice} role={isError ? 'alert' : 'status'}>
        {message}
      </p>
      <Link to={to} className={styles.secondaryLink}>
        {action}
      </Link>
    </div>
  );
}

export default function ResetPassword() {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const talon = useResetPassword();
  const title = formatMessage({ id: 'resetPassword.title', defaultMessage: 'Reset Password' });
  useDocumentHead({ title, robots: 'noindex' });

  let body;
  if (!talon.token) {
    body = (
      <Outcome
        isError
        message={<FormattedMessage id="resetPassword.noToken" defaultMessage="This link has no reset token. Ask for a new link." />}
        to={inStore(view, '/forgot-password')}
        action={<FormattedMessage id="resetPassword.askNew" defaultMessage="Ask for a new link" />}
      />
    );
  } else if (talon.isDone) {
    body = (
      <Outcome
        message={<FormattedMessage id="resetPassword.done" defaultMessage="Your new password has been saved. You can sign in with it now." />}
        to={inStore(view, '/sign-in')}
        action={<FormattedMessage id="resetPassword.signIn" defaultMessage="Sign In" />}
      />
    );
  } else {
    body = (
      <div className={styles.formBlock}>
        <AccountForm
          label={formatMessage({ id: 'resetPassword.formLabel', defaultMessage: 'Choose a new password' })}
          talon={talon}
          submitLabel={formatMessage({ id: 'resetPassword.submit', defaultMessage: 'Save Password' })}
        >
          <EmailField label={formatMessage({ id: 'resetPassword.email', defaultMessage: 'Email address' })} />
          <PasswordField name="newPassword" isNew label={formatMessage({ id: 'resetPassword.newPassword', defaultMessage: 'New Password' })} />
        </AccountForm>
        {talon.formError ? (
          <Link to={inStore(view, '/forgot-password')} className={styles.textLink}>
            <FormattedMessage id="resetPassword.askNew" defaultMessage="Ask for a new link" />
          </Link>
        ) : null}
      </div>
    );
  }

  return <GuestPage title={title}>{body}</GuestPage>;
}
