// Write a review (informed): a 1–5 rating per rating category, nickname, summary and text, each field
// labelled with its message beside it; the moderation message replaces the form on success.
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { RadioGroupField, SubmitForm, TextField } from '../../../../components/Form';
import styles from './reviews.module.css';
import { ratingFieldName, readReviewValues, useReviewForm } from './useReviewForm';

export default function ReviewForm({ sku }: { sku: string }) {
  const { formatMessage } = useIntl();
  const form = useReviewForm(sku);
  const id = useId();
  // The message replaces the (taller) form: focus goes to it, which brings it into view, rather than
  // to the page's start with the form's submit button gone.
  const successRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (form.isSubmitted) successRef.current?.focus();
  }, [form.isSubmitted]);
  const requiredMessage = formatMessage({ id: 'reviewForm.required', defaultMessage: 'This field is required.' });
  const ratingMessage = formatMessage({ id: 'reviewForm.ratingRequired', defaultMessage: 'Please choose a rating.' });
  const required = (value: unknown) => (typeof value === 'string' && value.trim() ? undefined : requiredMessage);
  const rated = (value: unknown) => (value ? undefined : ratingMessage);
  const heading = (
    <h3 id={`${id}-heading`} className={styles.heading}>
      <FormattedMessage id="reviewForm.heading" defaultMessage="Write a review" />
    </h3>
  );

  if (form.isSubmitted) {
    return (
      <section className={styles.form} aria-labelledby={`${id}-heading`}>
        {heading}
        <p role="status" className={styles.success} tabIndex={-1} ref={successRef}>
          <FormattedMessage id="reviewForm.submitted" defaultMessage="You submitted your review for moderation." />
        </p>
        <button type="button" className={styles.secondaryButton} onClick={form.reset}>
          <FormattedMessage id="reviewForm.another" defaultMessage="Write another review" />
        </button>
      </section>
    );
  }

  if (form.isLoadingRatings) {
    return (
      <section className={styles.form} aria-labelledby={`${id}-heading`} aria-busy="true">
        {heading}
        <p className={styles.formLoading}>
          <FormattedMessage id="reviews.formLoading" defaultMessage="Loading the review form…" />
        </p>
      </section>
    );
  }

  return (
    <section className={styles.form} aria-labelledby={`${id}-heading`}>
      {heading}
      <SubmitForm
        label={formatMessage({ id: 'reviewForm.heading', defaultMessage: 'Write a review' })}
        className={styles.fields}
        initialValues={{ nickname: form.initialNickname }}
        isBusy={form.isSubmitting}
        formError={form.submitError}
        submitLabel={formatMessage({ id: 'reviewForm.submit', defaultMessage: 'Submit Review' })}
        onSubmit={(values) =>
          form.submit(
            readReviewValues(
              values,
              form.ratings.map((rating) => rating.id)
            )
          )
        }
      >
        {form.ratings.map((rating, index) => (
          <RadioGroupField
            key={rating.id}
            name={ratingFieldName(index)}
            legend={rating.name}
            options={rating.values.map((value) => ({
              value: value.value_id,
              // Magento's rating values are '1' to '5'; another store's own values show as they are.
              label: /^\d+$/.test(value.value) ? (
                <FormattedMessage
                  id="reviewForm.stars"
                  defaultMessage="{count, plural, one {# star} other {# stars}}"
                  values={{ count: Number(value.value) }}
                />
              ) : (
                value.value
              )
            }))}
            className={styles.ratingField}
            optionsClassName={styles.ratingValues}
            optionClassName={styles.ratingValue}
            validate={rated}
            isRequired
          />
        ))}
        <TextField name="nickname" label={formatMessage({ id: 'reviewForm.nickname', defaultMessage: 'Nickname' })} autoComplete="nickname" maxLength={128} validate={required} isRequired />
        <TextField name="summary" label={formatMessage({ id: 'reviewForm.summary', defaultMessage: 'Summary' })} autoComplete="off" maxLength={255} validate={required} isRequired />
        <TextField name="text" label={formatMessage({ id: 'reviewForm.text', defaultMessage: 'Review' })} rows={5} validate={required} isRequired />
      </SubmitForm>
    </section>
  );
}
