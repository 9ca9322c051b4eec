// Sign-in form, for the sign-in page and the navigation drawer's SIGN_IN view. In the drawer the
// "Forgot password" and "Create an Account" actions switch views (showForgotPassword, showCreateAccount);
// on the page they are links.
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { AccountForm, EmailField, PasswordField } from '../fields';
import styles from '../AccountPage/accountPage.module.css';
import { useSignIn } from './useSignIn';

export interface SignInProps {
  onSignIn?: () => void;
  showCreateAccount?: () => void;
  showForgotPassword?: () => void;
  initialEmail?: string;
}

export default function SignIn({ onSignIn, showCreateAccount, showForgotPassword, initialEmail }: SignInProps) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const talon = useSignIn({ onSignIn });

  return (
    <div className={styles.formBlock}>
      <AccountForm
        label={formatMessage({ id: 'signIn.formLabel', defaultMessage: 'Sign in to your account' })}
        talon={talon}
        submitLabel={formatMessage({ id: 'signIn.submit', defaultMessage: 'Sign In' })}
        initialValues={initialEmail ? { email: initialEmail } : undefined}
      >
        <EmailField label={formatMessage({ id: 'signIn.email', defaultMessage: 'Email address' })} />
        <PasswordField name="password" label={formatMessage({ id: 'signIn.password', defaultMessage: 'Password' })} />
      </AccountForm>
      <p className={styles.aside}>
        {showForgotPassword ? (
          <button type="button" className={styles.textButton} onClick={showForgotPassword}>
            <FormattedMessage id="signIn.forgotPassword" defaultMessage="Forgot your password?" />
          </button>
        ) : (
          <Link to={inStore(view, '/forgot-password')} className={styles.textLink}>
            <FormattedMessage id="signIn.forgotPassword" defaultMessage="Forgot your password?" />
          </Link>
        )}
      </p>
      <div className={styles.divider}>
        <p className={styles.dividerText}>
          <FormattedMessage id="signIn.newCustomer" defaultMessage="New here? An account keeps your orders, addresses and wishlist." />
        </p>
        {showCreateAccount ? (
          <Button onClick={showCreateAccount}>
            <FormattedMessage id="signIn.createAccount" defaultMessage="Create an Account" />
          </Button>
        ) : (
          <Link to={inStore(view, '/create-account')} className={styles.secondaryLink}>
            <FormattedMessage id="signIn.createAccount" defaultMessage="Create an Account" />
          </Link>
        )}
      </div>
    </div>
  );
}
