// Five stars, 135 × 27 px (spec §9), filled to the rating; a coloured copy clipped to the rating's width
// lies over a grey one, so half stars need no extra shapes.
import { useIntl } from 'react-intl';

import { WIDTHS } from '../../lib/constants';
import styles from './ratingStars.module.css';

/** One 27 px star, `dx` to the right. */
const star = (dx: number) => `M${13.5 + dx} 2l3.3 6.8 7.5 1.1-5.4 5.3 1.3 7.4-6.7-3.5-6.7 3.5 1.3-7.4L${2.7 + dx} 9.9l7.5-1.1z`;
/** The five stars as one path: two nodes per row of stars, not six (a listing has one row per tile). */
const FIVE_STARS = [0, 1, 2, 3, 4].map((index) => star(index * 27)).join('');

function Stars({ className }: { className: string }) {
  return (
    <svg
      className={className}
      width={WIDTHS.ratingStarsWidth}
      height={WIDTHS.ratingStarsHeight}
      viewBox="0 0 135 27"
      aria-hidden="true"
      focusable="false"
    >
      <path d={FIVE_STARS} />
    </svg>
  );
}

export interface RatingStarsProps {
  /** 0–5 */
  stars: number;
  className?: string;
}

export default function RatingStars({ stars, className }: RatingStarsProps) {
  const { formatMessage, formatNumber } = useIntl();
  const clamped = Math.max(0, Math.min(5, stars));
  return (
    <span
      className={className ? `${styles.root} ${className}` : styles.root}
      role="img"
      aria-label={formatMessage(
        { id: 'ratingStars.label', defaultMessage: 'Rated {stars} out of 5' },
        { stars: formatNumber(clamped, { maximumFractionDigits: 1 }) }
      )}
    >
      <Stars className={styles.empty} />
      <span className={styles.filled} style={{ width: `${(clamped / 5) * 100}%` }} data-testid="rating-fill">
        <Stars className={styles.full} />
      </span>
    </span>
  );
}
