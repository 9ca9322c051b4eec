// How the store checks its reviews, said where reviews are shown (OUG 58/2022, which added to Legea
// 363/2007 the duty to say whether and how a trader ensures that reviews come from consumers who used or
// bought the product), and the mark of a review written by a customer who ordered the product (the back
// end's ProductReview.verified_buyer, worked out from orders).
import { FormattedMessage } from 'react-intl';

import styles from './reviewPolicy.module.css';

export function ReviewPolicy({ className }: { className?: string }) {
  return (
    <p className={className ? `${styles.policy} ${className}` : styles.policy}>
      <FormattedMessage
        id="reviewPolicy.text"
        defaultMessage="How we check reviews: our team reads every review before it is published and publishes those that keep to the rules, positive or negative. We do not check that every author bought the product: “Verified buyer” marks the reviews written from the account of a customer who had ordered the product."
      />
    </p>
  );
}

export function VerifiedBuyer({ verified }: { verified: boolean | null | undefined }) {
  if (!verified) return null;
  return (
    <span className={styles.verified}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M6.2 11.6 2.6 8l1.1-1.1 2.5 2.5 6.1-6.1L13.4 4.4z" fill="currentColor" />
      </svg>
      <FormattedMessage id="reviewPolicy.verifiedBuyer" defaultMessage="Verified buyer" />
    </span>
  );
}
