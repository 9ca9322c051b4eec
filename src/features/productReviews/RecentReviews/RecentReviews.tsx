// The newest approved reviews across the catalogue, each with the product it is about.
import { FormattedMessage, useIntl } from 'react-intl';

import { useDocumentHead } from '../../../components/Head';
import { productPath } from '../../../components/ProductTile';
import { inStore, useStoreView } from '../../../components/storeView';
import Pager from '../Pager';
import { ReviewPolicy } from '../../../components/ReviewPolicy';
import ReviewCard from '../ReviewCard';
import { productReviewsPath } from '../reviewsModel';
import styles from '../ReviewsPage/reviewsPage.module.css';
import { useRecentReviews } from './useRecentReviews';

export default function RecentReviews({ page }: { page: number }) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const talon = useRecentReviews(page);
  const title = formatMessage({ id: 'productReviews.title', defaultMessage: 'Product reviews' });
  useDocumentHead({
    title: page > 1 ? formatMessage({ id: 'productReviews.titlePage', defaultMessage: '{title} – page {page}' }, { title, page }) : title,
    description: formatMessage({
      id: 'productReviews.metaDescription',
      defaultMessage: 'What our customers say about the protein, vitamins and supplements they bought from GNC.'
    })
  });

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.intro}>
        <FormattedMessage id="productReviews.intro" defaultMessage="The latest reviews from our customers, newest first." />
      </p>
      <ReviewPolicy />
      {talon.isLoading ? (
        <p role="status" className={styles.status}>
          <FormattedMessage id="productReviews.loading" defaultMessage="Loading reviews…" />
        </p>
      ) : talon.hasError ? (
        <p role="alert" className={styles.message}>
          <FormattedMessage id="productReviews.error" defaultMessage="The reviews could not be loaded. Please try again later." />
        </p>
      ) : talon.reviews.length === 0 ? (
        <p className={styles.message}>
          <FormattedMessage id="productReviews.none" defaultMessage="There are no reviews yet." />
        </p>
      ) : (
        <>
          <ol className={styles.list}>
            {talon.reviews.map((review, index) => {
              const name = review.product.name ?? review.product.sku ?? '';
              return (
                <li key={`${review.product.uid}-${review.created_at}-${index}`}>
                  <ReviewCard
                    review={review}
                    headingLevel={2}
                    product={{
                      name,
                      href: inStore(view, productPath(review.product)),
                      imageUrl: review.product.small_image?.url ?? null,
                      reviewsHref: inStore(view, productReviewsPath(review.product.url_key ?? ''))
                    }}
                  />
                </li>
              );
            })}
          </ol>
          <Pager page={page} totalPages={talon.totalPages} />
        </>
      )}
    </article>
  );
}
