// Form building blocks on informed, shared by the account, checkout and review forms: every control
// has a label, its validation message (shown once the field was left or the form submitted) and the
// server's message for it, tied together with aria-describedby.
import { Form, useField, type FormApi, type FormState } from 'informed';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';

import Button from '../Button';
import { cx } from '../classNames';
import styles from './fields.module.css';
import { ServerErrorsContext, useServerFieldError, type FieldErrors } from './serverErrors';

/** Marks each control with its field's name: a failed submit focuses the first one in error, in page order. */
export const FIELD_ATTRIBUTE = 'data-field';

/** A rule: the message to show, or undefined when the value is fine. */
export type Validate = (value: unknown, values: Record<string, unknown>) => string | undefined;

/** The module's class names, for feature fields built on useFormField (the password field). */
export const formFieldStyles = styles;

export interface BaseFieldProps {
  name: string;
  label: string;
  validate?: Validate;
  initialValue?: unknown;
  /** A line under the label (format hint). */
  hint?: ReactNode;
  validateWhen?: string[];
  /** Announced as required (aria-required); the rule itself is `validate`. */
  isRequired?: boolean;
  /** Shown after the label in a lighter weight, e.g. '(optional)'. */
  labelSuffix?: string;
}

/**
 * informed's field with the shared behaviour: validated on change and blur, the error shown once the
 * field was touched (left, or the form submitted), the server's error for the field after it.
 */
export function useFormField<T>(
  { name, validate, initialValue, validateWhen }: Pick<BaseFieldProps, 'name' | 'validate' | 'initialValue' | 'validateWhen'>,
  fieldType: 'text' | 'select' | 'textArea' | 'radio' = 'text'
) {
  const field = useField<object, T>({
    name,
    // informed reads event.target.value only for these field types.
    type: fieldType === 'radio' ? 'text' : fieldType,
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

export function FieldError({ id, error }: { id: string; error: string }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  );
}

function FieldLabel({ htmlFor, label, suffix }: { htmlFor: string; label: string; suffix?: string }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {suffix ? <span className={styles.labelSuffix}> {suffix}</span> : null}
    </label>
  );
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  placeholder?: string;
  maxLength?: number;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  /** Rewrites what is typed (card number in groups of four, digits only...). */
  normalize?: (value: string) => string;
  children?: ReactNode;
}

export function TextField({ type = 'text', autoComplete, inputMode, placeholder, maxLength, rows, normalize, hint, children, isRequired, labelSuffix, ...props }: TextFieldProps) {
  const { informed, fieldApi, ref, error, clearServerError } = useFormField<string>(props, rows ? 'textArea' : 'text');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: props.name,
    value: (informed.value as string | undefined) ?? '',
    placeholder,
    maxLength,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      clearServerError();
      if (normalize) fieldApi.setValue(normalize(event.target.value), event);
      else informed.onChange(event);
    },
    onBlur: informed.onBlur,
    onFocus: informed.onFocus,
    [FIELD_ATTRIBUTE]: props.name,
    'aria-invalid': error ? true : undefined,
    'aria-required': isRequired ? true : undefined,
    'aria-describedby': describedBy
  };
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={props.label} suffix={labelSuffix} />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {rows ? (
        <textarea {...common} ref={ref as RefObject<HTMLTextAreaElement>} rows={rows} className={styles.textarea} />
      ) : (
        <input
          {...common}
          ref={ref as RefObject<HTMLInputElement>}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          className={styles.input}
        />
      )}
      <FieldError id={errorId} error={error} />
      {children}
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  options,
  placeholder,
  onValueChange,
  autoComplete,
  isRequired,
  labelSuffix,
  ...props
}: BaseFieldProps & { options: readonly SelectOption[]; placeholder?: string; onValueChange?: (value: string) => void; autoComplete?: string }) {
  const { informed, ref, error, clearServerError } = useFormField<string>(props, 'select');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={props.label} suffix={labelSuffix} />
      <select
        id={id}
        ref={ref as RefObject<HTMLSelectElement>}
        name={props.name}
        {...{ [FIELD_ATTRIBUTE]: props.name }}
        autoComplete={autoComplete}
        value={(informed.value as string | undefined) ?? ''}
        onChange={(event) => {
          clearServerError();
          informed.onChange(event);
          onValueChange?.(event.target.value);
        }}
        onBlur={informed.onBlur}
        onFocus={informed.onFocus}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired ? true : undefined}
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

export function CheckboxField({ name, label, initialValue, disabled, className }: { name: string; label: ReactNode; initialValue?: boolean; disabled?: boolean; className?: string }) {
  const { informed, ref } = useField<object, boolean>({ name, type: 'checkbox', initialValue: initialValue ?? false });
  const id = useId();
  return (
    <div className={cx(styles.checkboxField, className)}>
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

export interface RadioOption {
  value: string;
  /** What the option shows beside its radio button (its accessible name). */
  label: ReactNode;
}

export interface RadioGroupFieldProps extends Omit<BaseFieldProps, 'label' | 'hint' | 'labelSuffix'> {
  legend: string;
  /** The legend is read by screen readers only (the step heading already says it). */
  hideLegend?: boolean;
  options: readonly RadioOption[];
  /** Class of the fieldset and of each option's label (cards with a price...). */
  className?: string;
  optionClassName?: string;
  /** Wraps the options (a row of stars...). */
  optionsClassName?: string;
}

function Wrap({ className, children }: { className?: string; children: ReactNode }) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}

/** One choice among options: a fieldset of radio buttons, its error under them. */
export function RadioGroupField({ legend, hideLegend, options, className, optionClassName, optionsClassName, isRequired, ...props }: RadioGroupFieldProps) {
  const { informed, fieldApi, ref, error, clearServerError } = useFormField<string>(props, 'radio');
  const id = useId();
  const errorId = `${id}-error`;
  const value = (informed.value as string | undefined) ?? '';
  return (
    <fieldset
      className={cx(styles.radioGroup, className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={isRequired ? true : undefined}
    >
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <Wrap className={optionsClassName}>
      {options.map((option, index) => (
        <label key={option.value} className={optionClassName ?? styles.radioOption}>
          <input
            // informed focuses this on a failed submit: the first option.
            ref={index === 0 ? (ref as RefObject<HTMLInputElement>) : undefined}
            type="radio"
            name={`${id}-${props.name}`}
            {...{ [FIELD_ATTRIBUTE]: props.name }}
            value={option.value}
            checked={value === option.value}
            onChange={(event) => {
              clearServerError();
              fieldApi.setValue(option.value, event);
            }}
            onBlur={informed.onBlur}
            onFocus={informed.onFocus}
            aria-invalid={error ? true : undefined}
            className={styles.radio}
          />
          {option.label}
        </label>
      ))}
      </Wrap>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export interface SubmitFormProps {
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
  submitClassName?: string;
}

/**
 * An informed form with the shared behaviour: server field errors in context, the form-level error in
 * an alert, a submit button disabled and aria-busy while the request runs, focus on the first field in
 * error after a failed submit.
 */
export function SubmitForm({
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
  className,
  submitClassName
}: SubmitFormProps) {
  const clearFieldError = useCallback((name: string) => onClearFieldError?.(name), [onClearFieldError]);
  const context = useMemo(() => ({ fieldErrors, clearFieldError }), [fieldErrors, clearFieldError]);
  // informed resets a pristine form whenever it gets a new initialValues object: after a failed submit
  // of an untouched form, any re-render of the parent would wipe the messages. Only new contents count.
  const initialText = initialValues === undefined ? '' : JSON.stringify(initialValues);
  const stableInitialValues = useMemo(() => (initialText ? (JSON.parse(initialText) as Record<string, unknown>) : undefined), [initialText]);
  // informed registers its submit listener in an effect, so between a render and its effects it would
  // still call the previous render's handler (passive effects run after the paint): a submit right
  // after the form stopped being busy could be dropped. The handler reads the latest props instead.
  const latest = useRef({ isBusy, onSubmit });
  latest.current = { isBusy, onSubmit };
  const submit = useCallback(({ values }: FormState) => {
    if (latest.current.isBusy) return;
    void latest.current.onSubmit(values);
  }, []);
  const formId = useId();
  // The first field in error in page order (informed's own focusOnInvalid goes by registration order,
  // so a field that mounts late — ratings loaded from the server — would be skipped).
  const focusFirstError = (failure: Record<string, unknown>) => {
    // informed 4 passes the form state here (its typings say the errors): accept either.
    const errors = (failure.errors && typeof failure.errors === 'object' ? failure.errors : failure) as Record<string, unknown>;
    const controls = document.getElementById(formId)?.querySelectorAll<HTMLElement>(`[${FIELD_ATTRIBUTE}]`) ?? [];
    Array.from(controls)
      .find((control) => errors[control.getAttribute(FIELD_ATTRIBUTE) ?? ''])
      ?.focus();
  };
  return (
    <ServerErrorsContext.Provider value={context}>
      <Form
        id={formId}
        className={className ?? styles.form}
        onSubmit={submit}
        onSubmitFailure={focusFirstError}
        noValidate
        aria-label={label}
        aria-busy={isBusy || undefined}
        initialValues={stableInitialValues}
        formApiRef={formApiRef as RefObject<FormApi>}
      >
        {children}
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" priority="high" disabled={isBusy} aria-busy={isBusy || undefined} className={submitClassName}>
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
