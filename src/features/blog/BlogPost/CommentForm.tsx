// Leave a comment (informed): name, e-mail and message, validated; after sending, the pending-moderation
// message (or the comment appears when comments are approved automatically). The same form answers a
// comment (replyTo): then it has its own ids, a Cancel button, and after sending only the notice remains.
import { Form, useField, type FormState } from 'informed';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { CommentOutcome } from './useBlogPost';
import styles from './blogPost.module.css';

type Validate = (value: unknown) => string | undefined;

function TextField({ idPrefix, name, label, type = 'text', multiline = false, validate, autoComplete }: { idPrefix: string; name: string; label: string; type?: string; multiline?: boolean; validate: Validate; autoComplete?: string }) {
  // type tells informed to read event.target.value
  const { fieldState, informed, ref } = useField<object, string>({ name, type: multiline ? 'textArea' : 'text', validate, validateOn: 'change-submit', showErrorIfTouched: true });
  const id = `${idPrefix}-${name}`;
  const error = fieldState.showError ? String(fieldState.error ?? '') : '';
  const common = {
    id,
    ref,
    name,
    value: informed.value ?? '',
    onChange: informed.onChange,
    onBlur: informed.onBlur,
    onFocus: informed.onFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: styles.input
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CommentFormProps {
  askName: boolean;
  askEmail: boolean;
  isSubmitting: boolean;
  submitError: string | null;
  outcome: CommentOutcome;
  onSubmit(values: { name?: string; email?: string; message: string }): Promise<void>;
  /** Answering a comment: its author's name (as shown). */
  replyTo?: { author: string };
  /** Shows a Cancel button. */
  onCancel?(): void;
  /** Prefix of the element ids, unique on the page ('blog-comment' by default). */
  idPrefix?: string;
  /** Moves focus into the first field when the form appears (the notice that replaces a sent form always takes it). */
  autoFocus?: boolean;
}

export default function CommentForm({ askName, askEmail, isSubmitting, submitError, outcome, onSubmit, replyTo, onCancel, idPrefix = 'blog-comment', autoFocus = false }: CommentFormProps) {
  const { formatMessage } = useIntl();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const firstField = askName ? 'name' : askEmail ? 'email' : 'message';
  const isReply = Boolean(replyTo);
  const showsNoticeOnly = outcome === 'pending' || (isReply && outcome === 'published');
  useEffect(() => {
    // A notice that replaces the (taller) form takes the focus, and with it the screen: otherwise the
    // page stays scrolled where the form's button was, below it.
    if (showsNoticeOnly) noticeRef.current?.focus();
    else if (autoFocus) document.getElementById(`${idPrefix}-${firstField}`)?.focus();
  }, [autoFocus, showsNoticeOnly, idPrefix, firstField]);
  const required: Validate = (value) =>
    typeof value === 'string' && value.trim() ? undefined : formatMessage({ id: 'validation.required', defaultMessage: 'This is a required field.' });
  const email: Validate = (value) =>
    required(value) ?? (EMAIL.test(String(value).trim()) ? undefined : formatMessage({ id: 'validation.email', defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).' }));
  const message: Validate = (value) =>
    required(value) ??
    (String(value).trim().length < 3 ? formatMessage({ id: 'blog.comment.tooShort', defaultMessage: 'Please write at least 3 characters.' }) : undefined);

  if (showsNoticeOnly && replyTo) {
    return (
      <p className={styles.notice} role="status" ref={noticeRef} tabIndex={-1}>
        {outcome === 'pending' ? (
          <FormattedMessage id="blog.comment.replyPending" defaultMessage="Thank you! Your reply was sent and will appear after it is approved by a moderator." />
        ) : (
          <FormattedMessage id="blog.comment.replyPublished" defaultMessage="Thank you! Your reply has been published." />
        )}
      </p>
    );
  }
  if (outcome === 'pending') {
    return (
      <p className={styles.notice} role="status" ref={noticeRef} tabIndex={-1}>
        <FormattedMessage id="blog.comment.pending" defaultMessage="Thank you! Your comment was sent and will appear after it is approved by a moderator." />
      </p>
    );
  }

  const submit = async ({ values }: FormState) => {
    const read = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : undefined);
    await onSubmit({ message: read('message') ?? '', ...(askName && read('name') ? { name: read('name') } : {}), ...(askEmail && read('email') ? { email: read('email') } : {}) });
  };

  return (
    <Form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-form-title`}>
      <h3 id={`${idPrefix}-form-title`} className={styles.formTitle}>
        {replyTo ? (
          <FormattedMessage id="blog.comment.replyTo" defaultMessage="Reply to {author}" values={{ author: replyTo.author }} />
        ) : (
          <FormattedMessage id="blog.comment.formTitle" defaultMessage="Leave a comment" />
        )}
      </h3>
      {outcome === 'published' ? (
        <p className={styles.notice} role="status">
          <FormattedMessage id="blog.comment.published" defaultMessage="Thank you! Your comment has been published." />
        </p>
      ) : null}
      <div className={styles.formRow}>
        {askName ? <TextField idPrefix={idPrefix} name="name" label={formatMessage({ id: 'blog.comment.name', defaultMessage: 'Name' })} validate={required} autoComplete="name" /> : null}
        {askEmail ? (
          <TextField idPrefix={idPrefix} name="email" type="email" label={formatMessage({ id: 'blog.comment.email', defaultMessage: 'E-mail' })} validate={email} autoComplete="email" />
        ) : null}
      </div>
      <TextField
        idPrefix={idPrefix}
        name="message"
        multiline
        label={
          replyTo
            ? formatMessage({ id: 'blog.comment.replyMessage', defaultMessage: 'Your reply' })
            : formatMessage({ id: 'blog.comment.message', defaultMessage: 'Comment' })
        }
        validate={message}
      />
      {submitError ? (
        <p className={styles.fieldError} role="alert">
          {submitError}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className={styles.submit} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {replyTo ? (
            <FormattedMessage id="blog.comment.replySubmit" defaultMessage="Send reply" />
          ) : (
            <FormattedMessage id="blog.comment.submit" defaultMessage="Send comment" />
          )}
        </button>
        {onCancel ? (
          <button type="button" className={styles.cancel} onClick={onCancel}>
            <FormattedMessage id="blog.comment.cancel" defaultMessage="Cancel" />
          </button>
        ) : null}
      </div>
    </Form>
  );
}
