// The write-a-review form's talon: nickname, summary, review text and one 1–5 rating per rating
// category (productReviewRatingsMetadata). The form itself is informed (ReviewForm); this sends what it
// collected. The review waits for moderation; the shopper is told so.
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';

import { joinGraphQLErrors } from '../../../../api/apollo/errors';
import { useAppSelector } from '../../../../store/hooks';
import { CreateProductReviewDocument, GetProductReviewRatingsMetadataDocument } from './reviews.generated';

export interface ReviewFormValues {
  nickname: string;
  summary: string;
  text: string;
  /** rating id → value id */
  ratings: Record<string, string>;
}

/** The informed field of a rating category (its id may hold '=', which a field path should not). */
export const ratingFieldName = (index: number): string => `rating${index}`;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The informed form's values as the review to send. */
export function readReviewValues(values: Record<string, unknown>, ratingIds: readonly string[]): ReviewFormValues {
  const ratings: Record<string, string> = {};
  ratingIds.forEach((id, index) => {
    const chosen = text(values[ratingFieldName(index)]);
    if (chosen) ratings[id] = chosen;
  });
  return { nickname: text(values.nickname), summary: text(values.summary), text: text(values.text), ratings };
}

export function useReviewForm(sku: string) {
  const firstName = useAppSelector((state) => state.user.currentUser?.firstname ?? '');
  const { data: metadata, loading: loadingRatings } = useQuery(GetProductReviewRatingsMetadataDocument, { fetchPolicy: 'cache-first' });
  const ratings = metadata?.productReviewRatingsMetadata?.items ?? [];
  const [createReview, { loading }] = useMutation(CreateProductReviewDocument);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSubmitted, setSubmitted] = useState(false);

  const submit = useCallback(
    async (values: ReviewFormValues) => {
      setSubmitError(null);
      try {
        await createReview({
          variables: {
            input: {
              sku,
              nickname: values.nickname,
              summary: values.summary,
              text: values.text,
              ratings: Object.entries(values.ratings).map(([id, value_id]) => ({ id, value_id }))
            }
          }
        });
        setSubmitted(true);
      } catch (error) {
        setSubmitError(joinGraphQLErrors(error));
      }
    },
    [createReview, sku]
  );

  return {
    ratings,
    // The form waits for its rating categories: fields that appeared under a shopper already typing
    // would move the form and lose the ratings they had not seen. Without them (a failed request) it
    // still shows, and the store says what is missing.
    isLoadingRatings: loadingRatings && !metadata,
    initialNickname: firstName,
    isSubmitting: loading,
    isSubmitted,
    submitError,
    submit,
    reset: () => setSubmitted(false)
  };
}
