// /customer/account/createPassword?token=…: choose a new password. The password policy (8 characters,
// 3 character classes) is checked as the shopper types.
import { FormattedMessage, useIntl } from 'react-intl';

import Link from '../../../components/Link';
import { useDocumentHead } from '../../../components/Head';
import { inStore, useStoreView } from '../../../components/storeView';
import { GuestPage } from '../AccountPage/AccountPage';
import styles from '../AccountPage/accountPage.module.css';
import { AccountForm, EmailField, PasswordField } from '../fields';
import { useResetPassword } from './useResetPassword';

export default function ResetPassword() {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const talon = useResetPassword();
  const title = formatMessage({ id: 'resetPassword.title', defaultMessage: 'Reset Password' });
  useDocumentHead({ title, robots: 'noindex' });

  let body;
  if (!talon.token) {
    body = (
      <div className={styles.formBlock}>
        <p role="alert" className={styles.statusError}>
          <FormattedMessage id="resetPassword.noToken" defaultMessage="This link has no reset token. Ask for a new link." />
        </p>
        <Link to={inStore(view, '/forgot-password')} className={styles.secondaryLink}>
          <FormattedMessage id="resetPassword.askNew" defaultMessage="Ask for a new link" />
        </Link>
      </div>
    );
  } else if (talon.isDone) {
    body = (
      <div className={styles.formBlock}>
        <p className={styles.notice} role="status">
          <FormattedMessage id="resetPassword.done" defaultMessage="Your new password has been saved. You can sign in with it now." />
        </p>
        <Link to={inStore(view, '/sign-in')} className={styles.secondaryLink}>
          <FormattedMessage id="resetPassword.signIn" defaultMessage="Sign In" />
        </Link>
      </div>
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
