// Related products: a horizontally scrolling row of product tiles (scroll snap, swipe on touch screens)
// with previous/next buttons that scroll by one view.
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import ProductTile, { type ProductTileProduct } from '../../ProductTile';
import ArrowIcon from '../ProductGallery/ArrowIcon';
import styles from './relatedProducts.module.css';

export default function RelatedProducts({ products }: { products: ProductTileProduct[] }) {
  const { formatMessage } = useIntl();
  const trackRef = useRef<HTMLUListElement>(null);
  if (products.length === 0) return null;

  const scrollBy = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section className={styles.root} aria-labelledby="related-products-heading">
      <div className={styles.header}>
        <h2 id="related-products-heading" className={styles.heading}>
          <FormattedMessage id="relatedProducts.heading" defaultMessage="Related products" />
        </h2>
        {products.length > 1 ? (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => scrollBy(-1)}
              aria-label={formatMessage({ id: 'relatedProducts.previous', defaultMessage: 'Previous products' })}
            >
              <ArrowIcon direction="left" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => scrollBy(1)}
              aria-label={formatMessage({ id: 'relatedProducts.next', defaultMessage: 'Next products' })}
            >
              <ArrowIcon direction="right" />
            </button>
          </div>
        ) : null}
      </div>
      <ul ref={trackRef} className={styles.track}>
        {products.map((product) => (
          <li key={product.uid} className={styles.slide}>
            <ProductTile product={product} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
