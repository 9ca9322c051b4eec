// /account-information: name and e-mail, with forms to change the name, the e-mail (current password
// needed) and the password (policy shown while typing). One form open at a time.
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { useDocumentHead } from '../../../components/Head';
import { AccountPage, loadStatus, PageStatus } from '../AccountPage/AccountPage';
import styles from '../AccountPage/accountPage.module.css';
import { AccountForm, EmailField, NameFields, PasswordField } from '../fields';
import { useAccountInformation, type AccountForm as FormName } from './useAccountInformation';

/** One part of the account (name, e-mail, password): what it holds, or its form once its edit button is pressed. */
function EditableSection({
  form,
  title,
  editLabel,
  formLabel,
  talon,
  formTalon,
  initialValues,
  fields,
  children
}: {
  form: FormName;
  title: string;
  editLabel: string;
  formLabel: string;
  talon: ReturnType<typeof useAccountInformation>;
  formTalon: ComponentProps<typeof AccountForm>['talon'];
  initialValues?: Record<string, unknown>;
  /** The form's fields. */
  fields: ReactNode;
  /** What is shown while the form is closed. */
  children: ReactNode;
}) {
  const { formatMessage } = useIntl();
  const isOpen = talon.openForm === form;
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.row}>
        <h2 className={styles.sectionTitle}>{title}</h2>
      </div>
      {isOpen ? (
        <AccountForm
          label={formLabel}
          talon={formTalon}
          submitLabel={formatMessage({ id: 'accountInformation.save', defaultMessage: 'Save' })}
          initialValues={initialValues}
          actions={
            <Button priority="low" onClick={() => talon.setOpenForm(null)}>
              <FormattedMessage id="accountInformation.cancel" defaultMessage="Cancel" />
            </Button>
          }
        >
          {fields}
        </AccountForm>
      ) : (
        children
      )}
      {isOpen ? null : (
        <div className={styles.row}>
          <Button onClick={() => talon.setOpenForm(form)}>{editLabel}</Button>
        </div>
      )}
    </section>
  );
}

export default function AccountInformation() {
  const { formatMessage } = useIntl();
  const talon = useAccountInformation();
  const title = formatMessage({ id: 'accountInformation.title', defaultMessage: 'Account Information' });
  useDocumentHead({ title, robots: 'noindex' });

  const status = loadStatus(talon);
  if (status || !talon.customer) {
    return (
      <AccountPage title={title}>
        {status ?? <PageStatus kind="error">{formatMessage({ id: 'account.loadError', defaultMessage: 'Your account could not be loaded.' })}</PageStatus>}
      </AccountPage>
    );
  }
  const { customer } = talon;

  return (
    <AccountPage title={title}>
      <EditableSection
        form="name"
        title={formatMessage({ id: 'accountInformation.nameTitle', defaultMessage: 'Name' })}
        editLabel={formatMessage({ id: 'accountInformation.editName', defaultMessage: 'Edit name' })}
        formLabel={formatMessage({ id: 'accountInformation.nameForm', defaultMessage: 'Change your name' })}
        talon={talon}
        formTalon={talon.nameForm}
        initialValues={{ firstname: customer.firstname ?? '', lastname: customer.lastname ?? '' }}
        fields={<NameFields />}
      >
        <p>{`${customer.firstname ?? ''} ${customer.lastname ?? ''}`.trim()}</p>
      </EditableSection>
      <EditableSection
        form="email"
        title={formatMessage({ id: 'accountInformation.emailTitle', defaultMessage: 'Email address' })}
        editLabel={formatMessage({ id: 'accountInformation.editEmail', defaultMessage: 'Change email address' })}
        formLabel={formatMessage({ id: 'accountInformation.emailForm', defaultMessage: 'Change your email address' })}
        talon={talon}
        formTalon={talon.emailForm}
        initialValues={{ email: customer.email ?? '' }}
        fields={
          <>
            <EmailField label={formatMessage({ id: 'accountInformation.newEmail', defaultMessage: 'New email address' })} />
            <PasswordField name="password" label={formatMessage({ id: 'accountInformation.confirmPassword', defaultMessage: 'Current password (to confirm)' })} />
          </>
        }
      >
        <p>{customer.email}</p>
      </EditableSection>
      <EditableSection
        form="password"
        title={formatMessage({ id: 'accountInformation.passwordTitle', defaultMessage: 'Password' })}
        editLabel={formatMessage({ id: 'accountInformation.editPassword', defaultMessage: 'Change password' })}
        formLabel={formatMessage({ id: 'accountInformation.passwordForm', defaultMessage: 'Change your password' })}
        talon={talon}
        formTalon={talon.passwordForm}
        fields={
          <>
            <PasswordField name="currentPassword" label={formatMessage({ id: 'accountInformation.currentPassword', defaultMessage: 'Current password' })} />
            <PasswordField name="newPassword" isNew label={formatMessage({ id: 'accountInformation.newPassword', defaultMessage: 'New password' })} />
          </>
        }
      >
        <p className={styles.muted}>••••••••</p>
      </EditableSection>
    </AccountPage>
  );
}
