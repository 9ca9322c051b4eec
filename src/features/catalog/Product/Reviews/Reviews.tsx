// The reviews tab: the product's reviews a page at a time, and the form to write one.
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ReviewPolicy, VerifiedBuyer } from '../../../../components/ReviewPolicy';
import { formatDate } from '../../../../lib/dates';
import { RatingStars, starsFromSummary } from '../../../../components/ProductTile';
import styles from './reviews.module.css';
import { useReviews } from './useReviews';

// The form (and its form library, ~21 KB gzip) loads when the reviews are shown, not with the product
// page: it keeps the product route inside the first-load budget.
const ReviewForm = lazy(() => import(/* webpackChunkName: "review-form" */ './ReviewForm'));

export default function Reviews({ sku }: { sku: string }) {
  const { formatMessage, locale } = useIntl();
  const talon = useReviews(sku);

  return (
    <div className={styles.root}>
      <section aria-labelledby="reviews-list-heading">
        <h3 id="reviews-list-heading" className={styles.heading}>
          <FormattedMessage
            id="reviews.heading"
            defaultMessage="{count, plural, =0 {No reviews yet} one {1 review} other {# reviews}}"
            values={{ count: talon.reviewCount }}
          />
        </h3>
        <ReviewPolicy />
        {talon.isLoading ? (
          <p>
            <FormattedMessage id="reviews.loading" defaultMessage="Loading reviews…" />
          </p>
        ) : null}
        {talon.hasError ? (
          <p role="alert">
            <FormattedMessage id="reviews.error" defaultMessage="The reviews could not be loaded." />
          </p>
        ) : null}
        {talon.reviews.length > 0 ? (
          <ol className={styles.list}>
            {talon.reviews.map((review, index) => (
              <li key={`${review.created_at}-${review.nickname}-${index}`} className={styles.review}>
                <RatingStars stars={starsFromSummary(review.average_rating)} />
                <p className={styles.summary}>{review.summary}</p>
                <p className={styles.text}>{review.text}</p>
                <p className={styles.meta}>
                  <FormattedMessage
                    id="reviews.byline"
                    defaultMessage="{nickname}, {date}"
                    values={{ nickname: review.nickname, date: formatDate(review.created_at, locale) }}
                  />{' '}
                  <VerifiedBuyer verified={review.verified_buyer} />
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        {talon.totalPages > 1 ? (
          <nav className={styles.pager} aria-label={formatMessage({ id: 'reviews.pages', defaultMessage: 'Review pages' })}>
            <button type="button" className={styles.pageButton} onClick={() => talon.goToPage(talon.currentPage - 1)} disabled={talon.currentPage <= 1}>
              <FormattedMessage id="reviews.previous" defaultMessage="Previous" />
            </button>
            <span className={styles.pageOf} aria-live="polite">
              <FormattedMessage
                id="reviews.pageOf"
                defaultMessage="Page {page} of {total}"
                values={{ page: talon.currentPage, total: talon.totalPages }}
              />
            </span>
            <button
              type="button"
              className={styles.pageButton}
              onClick={() => talon.goToPage(talon.currentPage + 1)}
              disabled={talon.currentPage >= talon.totalPages}
            >
              <FormattedMessage id="reviews.next" defaultMessage="Next" />
            </button>
          </nav>
        ) : null}
      </section>
      <Suspense fallback={<p className={styles.formLoading}><FormattedMessage id="reviews.formLoading" defaultMessage="Loading the review form…" /></p>}>
        <ReviewForm sku={sku} />
      </Suspense>
    </div>
  );
}
