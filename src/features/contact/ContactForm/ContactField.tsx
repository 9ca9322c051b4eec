// A labelled informed field (input or textarea) with its inline check and the server's error for it,
// tied to the control with aria-describedby. Errors are descriptors (id, default message, value).
import { useField } from 'informed';
import { useId, type RefObject } from 'react';
import { useIntl } from 'react-intl';

import styles from './contactForm.module.css';
import type { FieldError } from './validation';

export interface ContactFieldProps {
  name: string;
  label: string;
  /** A line under the label ('Optional'). */
  hint?: string;
  validate?: (value: unknown) => FieldError | undefined;
  serverError?: FieldError;
  onEdit?: () => void;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
}

export default function ContactField({
  name,
  label,
  hint,
  validate,
  serverError,
  onEdit,
  multiline = false,
  type = 'text',
  autoComplete,
  maxLength,
  required = false,
  disabled = false
}: ContactFieldProps) {
  const { formatMessage } = useIntl();
  const { informed, ref, fieldState } = useField<object, string>({
    name,
    type: 'text',
    validate: validate as ((value: unknown) => unknown) | undefined,
    validateOn: 'change-blur',
    showErrorIfTouched: true
  });
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const clientError = fieldState.showError ? (fieldState.error as FieldError | undefined) : undefined;
  const error = clientError || serverError;
  const errorText = error ? formatMessage(error, { value: error.value }) : '';
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value: (informed.value as string | undefined) ?? '',
    onBlur: informed.onBlur,
    onFocus: informed.onFocus,
    maxLength,
    disabled,
    autoComplete,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...common}
          ref={ref as RefObject<HTMLTextAreaElement>}
          rows={6}
          className={styles.textarea}
          onChange={(event) => {
            onEdit?.();
            informed.onChange(event);
          }}
        />
      ) : (
        <input
          {...common}
          ref={ref as RefObject<HTMLInputElement>}
          type={type}
          className={styles.input}
          onChange={(event) => {
            onEdit?.();
            informed.onChange(event);
          }}
        />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
