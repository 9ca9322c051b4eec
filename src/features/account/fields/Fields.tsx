// Form building blocks for the account forms (informed): every control has a label, its inline
// validation message and the server's message for it, tied together with aria-describedby.
import { Form, useField, type FormApi, type FormState } from 'informed';
import { useCallback, useId, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { checkPassword } from './validators';
import styles from './fields.module.css';
import { ServerErrorsContext, useServerFieldError, type FieldErrors } from './serverErrors';

type Validate = (value: unknown, values: Record<string, unknown>) => string | undefined;

interface BaseFieldProps {
  name: string;
  label: string;
  validate?: Validate;
  initialValue?: unknown;
  /** A line under the label (format hint). */
  hint?: ReactNode;
  validateWhen?: string[];
}

function useAccountField<T>({ name, validate, initialValue, validateWhen }: BaseFieldProps, fieldType: 'text' | 'select' = 'text') {
  const field = useField<object, T>({
    name,
    // informed reads event.target.value only for these field types.
    type: fieldType,
    validate: validate as (value: unknown, values: Record<string, unknown>) => unknown,
    validateOn: 'change-blur',
    validateWhen,
    showErrorIfTouched: true,
    initialValue
  });
  const server = useServerFieldError(name);
  const clientError = field.fieldState.showError && field.fieldState.error ? String(field.fieldState.error) : '';
  const error = clientError || server.error || '';
  return { ...field, error, clearServerError: server.clear };
}

function FieldError({ id, error }: { id: string; error: string }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  );
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  children?: ReactNode;
}

export function TextField({ type = 'text', autoComplete, inputMode, hint, children, ...props }: TextFieldProps) {
  const { informed, ref, error, clearServerError } = useAccountField<string>(props);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        ref={ref as RefObject<HTMLInputElement>}
        name={props.name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={(informed.value as string | undefined) ?? ''}
        onChange={(event) => {
          clearServerError();
          informed.onChange(event);
        }}
        onBlur={informed.onBlur}
        onFocus={informed.onFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
      />
      <FieldError id={errorId} error={error} />
      {children}
    </div>
  );
}

/** A password with a show/hide toggle and, for new passwords, the policy checked as the shopper types. */
export function PasswordField({ showPolicy = false, autoComplete = 'current-password', ...props }: BaseFieldProps & { showPolicy?: boolean; autoComplete?: string }) {
  const { informed, ref, error, clearServerError } = useAccountField<string>(props);
  const { formatMessage } = useIntl();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const policyId = `${id}-policy`;
  const value = (informed.value as string | undefined) ?? '';
  const check = checkPassword(value);
  const describedBy = [showPolicy ? policyId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          ref={ref as RefObject<HTMLInputElement>}
          name={props.name}
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
          className={styles.input}
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

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({ options, placeholder, onValueChange, ...props }: BaseFieldProps & { options: readonly SelectOption[]; placeholder?: string; onValueChange?: (value: string) => void }) {
  const { informed, ref, error, clearServerError } = useAccountField<string>(props, 'select');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <select
        id={id}
        ref={ref as RefObject<HTMLSelectElement>}
        name={props.name}
        value={(informed.value as string | undefined) ?? ''}
        onChange={(event) => {
          clearServerError();
          informed.onChange(event);
          onValueChange?.(event.target.value);
        }}
        onBlur={informed.onBlur}
        onFocus={informed.onFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={styles.select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function CheckboxField({ name, label, initialValue, disabled }: { name: string; label: ReactNode; initialValue?: boolean; disabled?: boolean }) {
  const { informed, ref } = useField<object, boolean>({ name, type: 'checkbox', initialValue: initialValue ?? false });
  const id = useId();
  return (
    <div className={styles.checkboxField}>
      <input
        id={id}
        ref={ref as RefObject<HTMLInputElement>}
        type="checkbox"
        name={name}
        checked={Boolean(informed.value)}
        onChange={informed.onChange}
        onBlur={informed.onBlur}
        disabled={disabled}
        className={styles.checkbox}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export interface AccountFormProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit(values: Record<string, unknown>): Promise<void> | void;
  isBusy: boolean;
  submitLabel: string;
  formError?: string | null;
  fieldErrors?: FieldErrors;
  onClearFieldError?(name: string): void;
  initialValues?: Record<string, unknown>;
  formApiRef?: RefObject<FormApi | null>;
  /** Extra buttons beside submit (cancel). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * An informed form with the shared behaviour: server field errors in context, the form-level error in
 * an alert, a submit button disabled and aria-busy while the request runs.
 */
export function AccountForm({
  label,
  onSubmit,
  isBusy,
  submitLabel,
  formError,
  fieldErrors = {},
  onClearFieldError,
  initialValues,
  formApiRef,
  actions,
  children,
  className
}: AccountFormProps) {
  const clearFieldError = useCallback((name: string) => onClearFieldError?.(name), [onClearFieldError]);
  const context = useMemo(() => ({ fieldErrors, clearFieldError }), [fieldErrors, clearFieldError]);
  const submit = ({ values }: FormState) => {
    if (isBusy) return;
    void onSubmit(values);
  };
  return (
    <ServerErrorsContext.Provider value={context}>
      <Form
        className={className ?? styles.form}
        onSubmit={submit}
        noValidate
        aria-label={label}
        aria-busy={isBusy || undefined}
        initialValues={initialValues}
        formApiRef={formApiRef as RefObject<FormApi>}
        focusOnInvalid
      >
        {children}
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" priority="high" disabled={isBusy} aria-busy={isBusy || undefined}>
            {submitLabel}
          </Button>
          {actions}
        </div>
      </Form>
    </ServerErrorsContext.Provider>
  );
}

/** Talon helper: field errors from the server, cleared one at a time as the shopper edits. */
export function useFieldErrors() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const clearFieldError = useCallback((name: string) => {
    setFieldErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);
  return { fieldErrors, setFieldErrors, clearFieldError };
}
