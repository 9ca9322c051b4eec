// The write-a-review form: nickname, summary, review text and one 1–5 rating per rating category
// (productReviewRatingsMetadata). The review waits for moderation; the shopper is told so.
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { joinGraphQLErrors } from '../../../../api/apollo/errors';
import { useAppSelector } from '../../../../store/hooks';
import { CREATE_PRODUCT_REVIEW, GET_REVIEW_RATINGS_METADATA } from './reviews.gql';

export interface ReviewFormValues {
  nickname: string;
  summary: string;
  text: string;
  /** rating id → value id */
  ratings: Record<string, string>;
}

export type ReviewFormErrors = Partial<Record<'nickname' | 'summary' | 'text', true>> & { ratings?: Record<string, true> };

export function validateReview(values: ReviewFormValues, ratingIds: string[]): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (!values.nickname.trim()) errors.nickname = true;
  if (!values.summary.trim()) errors.summary = true;
  if (!values.text.trim()) errors.text = true;
  const missing = ratingIds.filter((id) => !values.ratings[id]);
  if (missing.length > 0) errors.ratings = Object.fromEntries(missing.map((id) => [id, true as const]));
  return errors;
}

function hasErrors(errors: ReviewFormErrors): boolean {
  return Boolean(errors.nickname || errors.summary || errors.text || errors.ratings);
}

export function useReviewForm(sku: string) {
  const firstName = useAppSelector((state) => state.user.currentUser?.firstname ?? '');
  const { data: metadata } = useQuery(GET_REVIEW_RATINGS_METADATA, { fetchPolicy: 'cache-first' });
  const ratings = metadata?.productReviewRatingsMetadata?.items ?? [];
  const [createReview, { loading }] = useMutation(CREATE_PRODUCT_REVIEW);
  const [values, setValues] = useState<ReviewFormValues>({ nickname: firstName, summary: '', text: '', ratings: {} });
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSubmitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);

  // After a failed validation, focus the first field in error so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  const setField = (field: 'nickname' | 'summary' | 'text', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setRating = (ratingId: string, valueId: string) => {
    setValues((current) => ({ ...current, ratings: { ...current.ratings, [ratingId]: valueId } }));
    setErrors((current) => {
      if (!current.ratings?.[ratingId]) return current;
      const { [ratingId]: _removed, ...rest } = current.ratings;
      return { ...current, ratings: Object.keys(rest).length > 0 ? rest : undefined };
    });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReview(values, ratings.map((rating) => rating.id));
    setErrors(found);
    setSubmitError(null);
    if (hasErrors(found)) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    try {
      await createReview({
        variables: {
          input: {
            sku,
            nickname: values.nickname.trim(),
            summary: values.summary.trim(),
            text: values.text.trim(),
            ratings: Object.entries(values.ratings).map(([id, value_id]) => ({ id, value_id }))
          }
        }
      });
      setSubmitted(true);
      setValues({ nickname: firstName, summary: '', text: '', ratings: {} });
    } catch (error) {
      setSubmitError(joinGraphQLErrors(error));
    }
  };

  return { formRef, values, errors, ratings, isSubmitting: loading, isSubmitted, submitError, setField, setRating, handleSubmit, reset: () => setSubmitted(false) };
}
