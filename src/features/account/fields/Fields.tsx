// The account forms' own field: a password with a show/hide toggle and the store's policy. The other
// fields and the form shell are the shared ones of src/components/Form (re-exported by ./index).
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { FIELD_ATTRIBUTE, FieldError, formFieldStyles, useFormField, type BaseFieldProps } from '../../../components/Form';
import { checkPassword } from '../../../components/Form/validators';
import styles from './fields.module.css';

/** A password with a show/hide toggle and, for new passwords, the policy checked as the shopper types. */
export function PasswordField({ showPolicy = false, autoComplete = 'current-password', ...props }: BaseFieldProps & { showPolicy?: boolean; autoComplete?: string }) {
  const { informed, ref, error, clearServerError } = useFormField<string>(props);
  const { formatMessage } = useIntl();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const policyId = `${id}-policy`;
  const value = (informed.value as string | undefined) ?? '';
  const check = checkPassword(value);
  const describedBy = [showPolicy ? policyId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
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
          autoComplete={autoComplete}
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
      {showPolicy ? (
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
