// Create-account form, for its page and the navigation drawer's CREATE_ACCOUNT view. The password policy
// is shown as the shopper types. `initialValues` prefills it (the receipt sends e-mail and name).
import { useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { AccountForm, CheckboxField, EmailField, NameFields, PasswordField } from '../fields';
import styles from '../AccountPage/accountPage.module.css';
import { useCreateAccount } from './useCreateAccount';

export interface CreateAccountInitialValues {
  email?: string;
  firstname?: string;
  lastname?: string;
}

export interface CreateAccountProps {
  initialValues?: CreateAccountInitialValues;
  onCreated?: () => void;
  /** Shows a Cancel button (the drawer goes back to sign-in). */
  onCancel?: () => void;
}

export default function CreateAccount({ initialValues, onCreated, onCancel }: CreateAccountProps) {
  const { formatMessage } = useIntl();
  const talon = useCreateAccount({ onCreated });

  return (
    <div className={styles.formBlock}>
      <AccountForm
        label={formatMessage({ id: 'createAccount.formLabel', defaultMessage: 'Create an account' })}
        talon={talon}
        submitLabel={formatMessage({ id: 'createAccount.submit', defaultMessage: 'Create an Account' })}
        initialValues={{ ...initialValues }}
        actions={
          onCancel ? (
            <Button priority="low" onClick={onCancel}>
              {formatMessage({ id: 'createAccount.cancel', defaultMessage: 'Cancel' })}
            </Button>
          ) : undefined
        }
      >
        <NameFields />
        <EmailField label={formatMessage({ id: 'createAccount.email', defaultMessage: 'Email address' })} />
        <PasswordField name="password" isNew label={formatMessage({ id: 'createAccount.password', defaultMessage: 'Password' })} />
        <CheckboxField
          name="is_subscribed"
          label={formatMessage({ id: 'createAccount.subscribe', defaultMessage: 'Subscribe to our newsletter' })}
        />
      </AccountForm>
    </div>
  );
}
