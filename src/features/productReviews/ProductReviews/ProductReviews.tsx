// One product's approved reviews (/recenzie-produse/<url_key>): its rating, the reviews a page at a time
// and a link to write one on the product page.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useDocumentHead } from '../../../components/Head';
import Image from '../../../components/Image';
import Link from '../../../components/Link';
import { productPath, RatingStars, starsFromSummary } from '../../../components/ProductTile';
import { inStore, useStoreView } from '../../../components/storeView';
import Pager from '../Pager';
import { ReviewPolicy } from '../../../components/ReviewPolicy';
import ReviewCard from '../ReviewCard';
import { REVIEWS_ROUTE } from '../reviewsModel';
import styles from '../ReviewsPage/reviewsPage.module.css';
import { useProductReviews } from './useProductReviews';

/** The product page's reviews tab (its review form is there). */
export const REVIEW_FORM_ANCHOR = '#product-tab-reviews';

export default function ProductReviews({ urlKey, page }: { urlKey: string; page: number }) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const talon = useProductReviews(urlKey, page);
  const { product } = talon;
  const name = product?.name ?? product?.sku ?? '';
  const notFound = !talon.isLoading && !talon.hasError && !product;

  useDocumentHead(
    product
      ? {
          title: formatMessage({ id: 'productReviews.productTitle', defaultMessage: 'Reviews of {name}' }, { name }),
          description: formatMessage(
            { id: 'productReviews.productMeta', defaultMessage: '{count, plural, one {1 customer review} other {# customer reviews}} of {name}.' },
            { count: product.review_count, name }
          )
        }
      : notFound
        ? { title: formatMessage({ id: 'productReviews.notFoundTitle', defaultMessage: 'Product not found' }), robots: 'noindex' }
        : {}
  );

  const allReviews = (
    <Link to={inStore(view, REVIEWS_ROUTE)} className={styles.back}>
      <span aria-hidden="true">← </span>
      <FormattedMessage id="productReviews.back" defaultMessage="All product reviews" />
    </Link>
  );

  /** The page without its product: the link to all reviews, then what stands in for it. */
  const withoutProduct = (children: ReactNode) => (
    <article className={styles.root}>
      {allReviews}
      {children}
    </article>
  );

  if (talon.isLoading) {
    return withoutProduct(
      <p role="status" className={styles.status}>
        <FormattedMessage id="productReviews.loading" defaultMessage="Loading reviews…" />
      </p>
    );
  }

  if (talon.hasError) {
    return withoutProduct(
      <p role="alert" className={styles.message}>
        <FormattedMessage id="productReviews.error" defaultMessage="The reviews could not be loaded. Please try again later." />
      </p>
    );
  }

  if (!product) {
    return withoutProduct(
      <>
        <h1 className={styles.heading}>
          <FormattedMessage id="productReviews.notFoundTitle" defaultMessage="Product not found" />
        </h1>
        <p className={styles.message}>
          <FormattedMessage id="productReviews.notFound" defaultMessage="Looks like the page you were hoping to find doesn't exist. Sorry about that." />
        </p>
      </>
    );
  }

  const href = inStore(view, productPath(product));
  return (
    <article className={styles.root}>
      {allReviews}
      <header className={styles.productHeader}>
        {product.small_image?.url ? (
          <Image resource={product.small_image.url} alt="" width={96} ratio={1} sizes="96px" className={styles.productImage} />
        ) : null}
        <div className={styles.productSummary}>
          <h1 className={styles.heading}>
            <FormattedMessage id="productReviews.productTitle" defaultMessage="Reviews of {name}" values={{ name }} />
          </h1>
          <div className={styles.rating}>
            {product.review_count > 0 ? <RatingStars stars={starsFromSummary(product.rating_summary)} /> : null}
            <span>
              <FormattedMessage
                id="productReviews.count"
                defaultMessage="{count, plural, =0 {No reviews yet} one {1 review} other {# reviews}}"
                values={{ count: product.review_count }}
              />
            </span>
          </div>
          <p className={styles.productLinks}>
            <Link to={`${href}${REVIEW_FORM_ANCHOR}`} className={styles.writeReview}>
              <FormattedMessage id="productReviews.write" defaultMessage="Write a review" />
            </Link>
            <Link to={href} className={styles.productLink}>
              <FormattedMessage id="productReviews.viewProduct" defaultMessage="View the product" />
            </Link>
          </p>
        </div>
      </header>
      <ReviewPolicy />
      {talon.reviews.length === 0 ? (
        <p className={styles.message}>
          <FormattedMessage id="productReviews.noneForProduct" defaultMessage="Nobody has reviewed this product yet. Be the first!" />
        </p>
      ) : (
        <>
          <ol className={styles.list}>
            {talon.reviews.map((review, index) => (
              <li key={`${review.created_at}-${review.nickname}-${index}`}>
                <ReviewCard review={review} headingLevel={2} />
              </li>
            ))}
          </ol>
          <Pager page={page} totalPages={talon.totalPages} />
        </>
      )}
    </article>
  );
}
