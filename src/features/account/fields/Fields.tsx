// The account forms' own pieces: the form shell fed by a talon, the e-mail, name and password fields (a
// password with a show/hide toggle and the store's policy). They are built on the shared fields and form
// shell of src/components/Form (re-exported by ./index).
import type { FormApi } from 'informed';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  FIELD_ATTRIBUTE,
  FieldError,
  formFieldStyles,
  SubmitForm,
  TextField,
  useFormField,
  type BaseFieldProps,
  type FieldErrors,
  type SubmitFormProps
} from '../../../components/Form';
import { checkPassword, createValidators } from '../../../components/Form/validators';
import styles from './fields.module.css';

/** What an account form takes from its talon: the submit handler and the request's state. */
interface AccountFormTalon {
  handleSubmit(values: Record<string, unknown>): Promise<void> | void;
  isBusy: boolean;
  formError?: string | null;
  fieldErrors?: FieldErrors;
  clearFieldError?(name: string): void;
  formApiRef?: RefObject<FormApi | null>;
}

type AccountFormProps = Omit<SubmitFormProps, 'onSubmit' | 'isBusy' | 'formError' | 'fieldErrors' | 'onClearFieldError' | 'formApiRef'> & {
  talon: AccountFormTalon;
};

/** The shared form shell (SubmitForm) wired to an account talon. */
export function AccountForm({ talon, ...props }: AccountFormProps) {
  return (
    <SubmitForm
      {...props}
      onSubmit={talon.handleSubmit}
      isBusy={talon.isBusy}
      formError={talon.formError}
      fieldErrors={talon.fieldErrors}
      onClearFieldError={talon.clearFieldError}
      formApiRef={talon.formApiRef}
    />
  );
}

/** The e-mail address of an account (required, checked). */
export function EmailField({ label }: { label: string }) {
  const validators = createValidators(useIntl());
  return <TextField name="email" type="email" autoComplete="email" label={label} validate={validators.email} />;
}

/** First and last name, both required. */
export function NameFields() {
  const intl = useIntl();
  const { formatMessage } = intl;
  const validators = createValidators(intl);
  return (
    <>
      <TextField name="firstname" autoComplete="given-name" label={formatMessage({ id: 'createAccount.firstname', defaultMessage: 'First Name' })} validate={validators.required} />
      <TextField name="lastname" autoComplete="family-name" label={formatMessage({ id: 'createAccount.lastname', defaultMessage: 'Last Name' })} validate={validators.required} />
    </>
  );
}

/**
 * A password with a show/hide toggle: the current one (required) or, with `isNew`, a new one, held to
 * the store's policy, which is shown and checked as the shopper types.
 */
export function PasswordField({ isNew = false, ...props }: Omit<BaseFieldProps, 'validate'> & { isNew?: boolean }) {
  const intl = useIntl();
  const { formatMessage } = intl;
  const validators = createValidators(intl);
  const { informed, ref, error, clearServerError } = useFormField<string>({ ...props, validate: isNew ? validators.password : validators.required });
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const policyId = `${id}-policy`;
  const value = (informed.value as string | undefined) ?? '';
  const check = checkPassword(value);
  const describedBy = [isNew ? policyId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={formFieldStyles.field}>
      <label htmlFor={id} className={formFieldStyles.label}>
        {props.label}
      </label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          ref={ref as RefObject<HTMLInputElement>}
          name={props.name}
          {...{ [FIELD_ATTRIBUTE]: props.name }}
          type={visible ? 'text' : 'password'}
          autoComplete={isNew ? 'new-password' : 'current-password'}
          value={value}
          onChange={(event) => {
            clearServerError();
            informed.onChange(event);
          }}
          onBlur={informed.onBlur}
          onFocus={informed.onFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${formFieldStyles.input} ${styles.passwordInput}`}
        />
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible
            ? formatMessage({ id: 'account.password.hide', defaultMessage: 'Hide' })
            : formatMessage({ id: 'account.password.show', defaultMessage: 'Show' })}
        </button>
      </div>
      <FieldError id={errorId} error={error} />
      {isNew ? (
        <div id={policyId} className={styles.policy} aria-live="polite">
          <p className={styles.policyTitle}>
            <FormattedMessage id="account.password.policy" defaultMessage="Your password needs:" />
          </p>
          <ul className={styles.policyList}>
            <PolicyRule met={check.length}>
              <FormattedMessage id="account.password.ruleLength" defaultMessage="at least 8 characters" />
            </PolicyRule>
            <PolicyRule met={check.classes >= 3}>
              <FormattedMessage
                id="account.password.ruleClasses"
                defaultMessage="3 of these 4: lower case, upper case, digit, special character ({count} of 4 so far)"
                values={{ count: check.classes }}
              />
            </PolicyRule>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function PolicyRule({ met, children }: { met: boolean; children: ReactNode }) {
  const { formatMessage } = useIntl();
  return (
    <li className={met ? styles.ruleMet : styles.rule}>
      <span aria-hidden="true" className={styles.ruleMark}>
        {met ? '✓' : '•'}
      </span>
      <span className="visually-hidden">
        {met
          ? formatMessage({ id: 'account.password.met', defaultMessage: 'Met:' })
          : formatMessage({ id: 'account.password.notMet', defaultMessage: 'Not met yet:' })}{' '}
      </span>
      {children}
    </li>
  );
}
