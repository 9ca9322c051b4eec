// Create-account form, for its page and the navigation drawer's CREATE_ACCOUNT view. The password policy
// is shown as the shopper types. `initialValues` prefills it (the receipt sends e-mail and name).
import { useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { AccountForm, CheckboxField, createValidators, PasswordField, TextField } from '../fields';
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
  const intl = useIntl();
  const { formatMessage } = intl;
  const validators = createValidators(intl);
  const talon = useCreateAccount({ onCreated });

  return (
    <div className={styles.formBlock}>
      <AccountForm
        label={formatMessage({ id: 'createAccount.formLabel', defaultMessage: 'Create an account' })}
        onSubmit={talon.handleSubmit}
        isBusy={talon.isBusy}
        submitLabel={formatMessage({ id: 'createAccount.submit', defaultMessage: 'Create an Account' })}
        formError={talon.formError}
        fieldErrors={talon.fieldErrors}
        onClearFieldError={talon.clearFieldError}
        initialValues={{ ...initialValues }}
        actions={
          onCancel ? (
            <Button priority="low" onClick={onCancel}>
              {formatMessage({ id: 'createAccount.cancel', defaultMessage: 'Cancel' })}
            </Button>
          ) : undefined
        }
      >
        <TextField
          name="firstname"
          autoComplete="given-name"
          label={formatMessage({ id: 'createAccount.firstname', defaultMessage: 'First Name' })}
          validate={validators.required}
        />
        <TextField
          name="lastname"
          autoComplete="family-name"
          label={formatMessage({ id: 'createAccount.lastname', defaultMessage: 'Last Name' })}
          validate={validators.required}
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={formatMessage({ id: 'createAccount.email', defaultMessage: 'Email address' })}
          validate={validators.email}
        />
        <PasswordField
          name="password"
          showPolicy
          autoComplete="new-password"
          label={formatMessage({ id: 'createAccount.password', defaultMessage: 'Password' })}
          validate={validators.password}
        />
        <CheckboxField
          name="is_subscribed"
          label={formatMessage({ id: 'createAccount.subscribe', defaultMessage: 'Subscribe to our newsletter' })}
        />
      </AccountForm>
    </div>
  );
}
