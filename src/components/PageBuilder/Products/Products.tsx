// Products content type: the products of a catalog widget (the product links the back end rendered into
// its markup, whatever its condition: SKUs, categories, a rule), as a grid or a carousel of product tiles.
import { useIntl } from 'react-intl';

import { cx } from '../../classNames';
import ProductCarousel from '../../ProductCarousel';
import ProductTile from '../../ProductTile';
import shared from '../pagebuilder.module.css';
import type { ProductsProps } from '../types';
import styles from './products.module.css';
import { useProducts } from './useProducts';


export default function Products({ appearance, productUrls, carousel, style, cssClasses, pbStyle, isHidden }: ProductsProps) {
  const { formatMessage } = useIntl();
  const { items, isLoading } = useProducts(productUrls);
  const className = cx(styles.root, isHidden && shared.hidden, ...cssClasses);

  if (isLoading) {
    return (
      <div className={className} style={style} data-pb-style={pbStyle} aria-busy="true">
        <ul className={styles.grid}>
          {productUrls.slice(0, 4).map((url) => (
            <li key={url} className={styles.skeleton} />
          ))}
        </ul>
      </div>
    );
  }
  if (items.length === 0) return null;

  if (appearance === 'carousel') {
    return (
      <div className={className} style={style} data-pb-style={pbStyle}>
        <ProductCarousel
          label={formatMessage({ id: 'pageBuilder.productsCarousel', defaultMessage: 'Products' })}
          products={items}
          autoplay={carousel.autoplay}
          autoplaySpeed={carousel.autoplaySpeed}
          infinite={carousel.infinite}
          showArrows={carousel.showArrows}
          showDots={carousel.showDots}
          slideClassName={styles.slide}
          tileClassName={styles.tile}
        />
      </div>
    );
  }

  return (
    <div className={className} style={style} data-pb-style={pbStyle}>
      <ul className={styles.grid}>
        {items.map((product) => (
          <li key={product.uid} className={styles.cell}>
            <ProductTile product={product} className={styles.tile} />
          </li>
        ))}
      </ul>
    </div>
  );
}
