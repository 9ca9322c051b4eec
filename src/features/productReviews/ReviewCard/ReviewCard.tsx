// One review: stars, title, text, author and date, the rating per aspect, and (on the list of recent
// reviews) the product it is about with links to it and to all its reviews.
import { FormattedMessage, useIntl } from 'react-intl';

import Image from '../../../components/Image';
import Link from '../../../components/Link';
import { RatingStars, starsFromSummary } from '../../../components/ProductTile';
import { VerifiedBuyer } from '../../../components/ReviewPolicy';
import { formatDate } from '../../../lib/dates';
import type { ProductReviewFieldsFragment } from '../../../api/fragments.generated';
import styles from './reviewCard.module.css';

interface ReviewCardProduct {
  name: string;
  href: string;
  imageUrl: string | null;
  reviewsHref: string;
}

interface ReviewCardProps {
  review: ProductReviewFieldsFragment;
  product?: ReviewCardProduct;
  headingLevel?: 2 | 3;
}

export default function ReviewCard({ review, product, headingLevel = 3 }: ReviewCardProps) {
  const { locale } = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.root}>
      {product ? (
        <div className={styles.product}>
          {product.imageUrl ? (
            <Image resource={product.imageUrl} alt="" width={64} ratio={1} sizes="64px" className={styles.image} />
          ) : (
            <span className={styles.imagePlaceholder} aria-hidden="true" />
          )}
          <div className={styles.productText}>
            <Link to={product.href} className={styles.productName}>
              {product.name}
            </Link>
            <Link to={product.reviewsHref} className={styles.allReviews}>
              <FormattedMessage id="productReviews.allOfProduct" defaultMessage="All reviews of this product" />
              <span className="visually-hidden"> – {product.name}</span>
            </Link>
          </div>
        </div>
      ) : null}
      <div className={styles.body}>
        <RatingStars stars={starsFromSummary(review.average_rating)} className={styles.stars} />
        <Heading className={styles.summary}>{review.summary}</Heading>
        <p className={styles.text}>{review.text}</p>
        {review.ratings_breakdown.length > 0 ? (
          <ul className={styles.breakdown}>
            {review.ratings_breakdown.map((rating) => (
              <li key={rating.name}>
                <FormattedMessage id="productReviews.aspect" defaultMessage="{name}: {value}/5" values={{ name: rating.name, value: rating.value }} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.byline}>
          <FormattedMessage
            id="productReviews.byline"
            defaultMessage="By {nickname} on {date}"
            values={{ nickname: review.nickname, date: formatDate(review.created_at, locale) }}
          />{' '}
          <VerifiedBuyer verified={review.verified_buyer} />
        </p>
      </div>
    </article>
  );
}
