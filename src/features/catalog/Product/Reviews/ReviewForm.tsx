// Write a review: nickname, summary, text and a 1–5 rating per rating category, each field labelled
// with its error beside it; the moderation message replaces the form on success.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import styles from './reviews.module.css';
import { useReviewForm } from './useReviewForm';

export default function ReviewForm({ sku }: { sku: string }) {
  const { formatMessage } = useIntl();
  const form = useReviewForm(sku);
  const id = useId();
  const required = formatMessage({ id: 'reviewForm.required', defaultMessage: 'This field is required.' });

  if (form.isSubmitted) {
    return (
      <section className={styles.form} aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`} className={styles.heading}>
          <FormattedMessage id="reviewForm.heading" defaultMessage="Write a review" />
        </h3>
        <p role="status" className={styles.success}>
          <FormattedMessage id="reviewForm.submitted" defaultMessage="You submitted your review for moderation." />
        </p>
        <button type="button" className={styles.secondaryButton} onClick={form.reset}>
          <FormattedMessage id="reviewForm.another" defaultMessage="Write another review" />
        </button>
      </section>
    );
  }

  const textField = (field: 'nickname' | 'summary', label: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        className={styles.input}
        value={form.values[field]}
        onChange={(event) => form.setField(field, event.target.value)}
        aria-invalid={form.errors[field] ? true : undefined}
        aria-describedby={form.errors[field] ? `${id}-${field}-error` : undefined}
        autoComplete={field === 'nickname' ? 'nickname' : 'off'}
        maxLength={field === 'nickname' ? 128 : 255}
      />
      {form.errors[field] ? (
        <p id={`${id}-${field}-error`} className={styles.fieldError}>
          {required}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className={styles.form} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        <FormattedMessage id="reviewForm.heading" defaultMessage="Write a review" />
      </h3>
      <form ref={form.formRef} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        {form.ratings.map((rating) => (
          <fieldset
            key={rating.id}
            className={styles.ratingField}
            aria-invalid={form.errors.ratings?.[rating.id] ? true : undefined}
            aria-describedby={form.errors.ratings?.[rating.id] ? `${id}-rating-${rating.id}-error` : undefined}
          >
            <legend>{rating.name}</legend>
            <div className={styles.ratingValues}>
              {rating.values.map((value) => (
                <label key={value.value_id} className={styles.ratingValue}>
                  <input
                    type="radio"
                    name={`${id}-rating-${rating.id}`}
                    value={value.value_id}
                    checked={form.values.ratings[rating.id] === value.value_id}
                    onChange={() => form.setRating(rating.id, value.value_id)}
                    aria-invalid={form.errors.ratings?.[rating.id] ? true : undefined}
                  />
                  <span>
                    <FormattedMessage id="reviewForm.stars" defaultMessage="{value} stars" values={{ value: value.value }} />
                  </span>
                </label>
              ))}
            </div>
            {form.errors.ratings?.[rating.id] ? (
              <p id={`${id}-rating-${rating.id}-error`} className={styles.fieldError}>
                <FormattedMessage id="reviewForm.ratingRequired" defaultMessage="Please choose a rating." />
              </p>
            ) : null}
          </fieldset>
        ))}
        {textField('nickname', formatMessage({ id: 'reviewForm.nickname', defaultMessage: 'Nickname' }))}
        {textField('summary', formatMessage({ id: 'reviewForm.summary', defaultMessage: 'Summary' }))}
        <div className={styles.field}>
          <label htmlFor={`${id}-text`}>
            <FormattedMessage id="reviewForm.text" defaultMessage="Review" />
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.textarea}
            rows={5}
            value={form.values.text}
            onChange={(event) => form.setField('text', event.target.value)}
            aria-invalid={form.errors.text ? true : undefined}
            aria-describedby={form.errors.text ? `${id}-text-error` : undefined}
          />
          {form.errors.text ? (
            <p id={`${id}-text-error`} className={styles.fieldError}>
              {required}
            </p>
          ) : null}
        </div>
        {form.submitError ? (
          <p role="alert" className={styles.submitError}>
            {form.submitError}
          </p>
        ) : null}
        <button type="submit" className={styles.submit} disabled={form.isSubmitting}>
          <FormattedMessage id="reviewForm.submit" defaultMessage="Submit Review" />
        </button>
      </form>
    </section>
  );
}
