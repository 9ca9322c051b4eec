// /account-information: name and e-mail, with forms to change the name, the e-mail (current password
// needed) and the password (policy shown while typing). One form open at a time.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { useDocumentHead } from '../../../components/Head';
import { AccountPage, PageStatus } from '../AccountPage/AccountPage';
import styles from '../AccountPage/accountPage.module.css';
import { AccountForm, createValidators, PasswordField, TextField } from '../fields';
import { useAccountInformation, type AccountForm as FormName } from './useAccountInformation';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.row}>
        <h2 className={styles.sectionTitle}>{title}</h2>
      </div>
      {children}
      {action ? <div className={styles.row}>{action}</div> : null}
    </section>
  );
}

export default function AccountInformation() {
  const intl = useIntl();
  const { formatMessage } = intl;
  const validators = createValidators(intl);
  const talon = useAccountInformation();
  const title = formatMessage({ id: 'accountInformation.title', defaultMessage: 'Account Information' });
  useDocumentHead({ title, robots: 'noindex' });
  const cancel = (
    <Button priority="low" onClick={() => talon.setOpenForm(null)}>
      <FormattedMessage id="accountInformation.cancel" defaultMessage="Cancel" />
    </Button>
  );
  const editButton = (form: FormName, label: string) => <Button onClick={() => talon.setOpenForm(form)}>{label}</Button>;

  if (talon.isLoading) {
    return (
      <AccountPage title={title}>
        <PageStatus kind="loading">
          <FormattedMessage id="account.loading" defaultMessage="Fetching Data..." />
        </PageStatus>
      </AccountPage>
    );
  }
  if (talon.loadError || !talon.customer) {
    return (
      <AccountPage title={title}>
        <PageStatus kind="error">{talon.loadError ?? formatMessage({ id: 'account.loadError', defaultMessage: 'Your account could not be loaded.' })}</PageStatus>
      </AccountPage>
    );
  }
  const { customer } = talon;
  const nameTitle = formatMessage({ id: 'accountInformation.nameTitle', defaultMessage: 'Name' });
  const emailTitle = formatMessage({ id: 'accountInformation.emailTitle', defaultMessage: 'Email address' });
  const passwordTitle = formatMessage({ id: 'accountInformation.passwordTitle', defaultMessage: 'Password' });

  return (
    <AccountPage title={title}>
      <Section title={nameTitle} action={talon.openForm === 'name' ? undefined : editButton('name', formatMessage({ id: 'accountInformation.editName', defaultMessage: 'Edit name' }))}>
        {talon.openForm === 'name' ? (
          <AccountForm
            label={formatMessage({ id: 'accountInformation.nameForm', defaultMessage: 'Change your name' })}
            onSubmit={talon.nameForm.onSubmit}
            isBusy={talon.nameForm.isBusy}
            formError={talon.nameForm.formError}
            fieldErrors={talon.nameForm.fieldErrors}
            onClearFieldError={talon.nameForm.clearFieldError}
            submitLabel={formatMessage({ id: 'accountInformation.save', defaultMessage: 'Save' })}
            initialValues={{ firstname: customer.firstname ?? '', lastname: customer.lastname ?? '' }}
            actions={cancel}
          >
            <TextField name="firstname" autoComplete="given-name" label={formatMessage({ id: 'createAccount.firstname', defaultMessage: 'First Name' })} validate={validators.required} />
            <TextField name="lastname" autoComplete="family-name" label={formatMessage({ id: 'createAccount.lastname', defaultMessage: 'Last Name' })} validate={validators.required} />
          </AccountForm>
        ) : (
          <p>{`${customer.firstname ?? ''} ${customer.lastname ?? ''}`.trim()}</p>
        )}
      </Section>
      <Section title={emailTitle} action={talon.openForm === 'email' ? undefined : editButton('email', formatMessage({ id: 'accountInformation.editEmail', defaultMessage: 'Change email address' }))}>
        {talon.openForm === 'email' ? (
          <AccountForm
            label={formatMessage({ id: 'accountInformation.emailForm', defaultMessage: 'Change your email address' })}
            onSubmit={talon.emailForm.onSubmit}
            isBusy={talon.emailForm.isBusy}
            formError={talon.emailForm.formError}
            fieldErrors={talon.emailForm.fieldErrors}
            onClearFieldError={talon.emailForm.clearFieldError}
            submitLabel={formatMessage({ id: 'accountInformation.save', defaultMessage: 'Save' })}
            initialValues={{ email: customer.email ?? '' }}
            actions={cancel}
          >
            <TextField name="email" type="email" autoComplete="email" label={formatMessage({ id: 'accountInformation.newEmail', defaultMessage: 'New email address' })} validate={validators.email} />
            <PasswordField name="password" label={formatMessage({ id: 'accountInformation.confirmPassword', defaultMessage: 'Current password (to confirm)' })} validate={validators.required} />
          </AccountForm>
        ) : (
          <p>{customer.email}</p>
        )}
      </Section>
      <Section title={passwordTitle} action={talon.openForm === 'password' ? undefined : editButton('password', formatMessage({ id: 'accountInformation.editPassword', defaultMessage: 'Change password' }))}>
        {talon.openForm === 'password' ? (
          <AccountForm
            label={formatMessage({ id: 'accountInformation.passwordForm', defaultMessage: 'Change your password' })}
            onSubmit={talon.passwordForm.onSubmit}
            isBusy={talon.passwordForm.isBusy}
            formError={talon.passwordForm.formError}
            fieldErrors={talon.passwordForm.fieldErrors}
            onClearFieldError={talon.passwordForm.clearFieldError}
            submitLabel={formatMessage({ id: 'accountInformation.save', defaultMessage: 'Save' })}
            formApiRef={talon.passwordForm.formApiRef}
            actions={cancel}
          >
            <PasswordField name="currentPassword" label={formatMessage({ id: 'accountInformation.currentPassword', defaultMessage: 'Current password' })} validate={validators.required} />
            <PasswordField name="newPassword" showPolicy autoComplete="new-password" label={formatMessage({ id: 'accountInformation.newPassword', defaultMessage: 'New password' })} validate={validators.password} />
          </AccountForm>
        ) : (
          <p className={styles.muted}>••••••••</p>
        )}
      </Section>
    </AccountPage>
  );
}
