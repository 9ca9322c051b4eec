// The previous / next image buttons, on the product's main image and in the zoomed view.
import { useIntl } from 'react-intl';

import styles from './productGallery.module.css';

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

export default function GalleryArrows({ onPrevious, onNext }: { onPrevious(): void; onNext(): void }) {
  const { formatMessage } = useIntl();
  return (
    <>
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        onClick={onPrevious}
        aria-label={formatMessage({ id: 'productGallery.previous', defaultMessage: 'Previous image' })}
      >
        <ArrowIcon direction="left" />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        onClick={onNext}
        aria-label={formatMessage({ id: 'productGallery.next', defaultMessage: 'Next image' })}
      >
        <ArrowIcon direction="right" />
      </button>
    </>
  );
}
