// Home new-products carousel: the products of the store's 'home-new-products' block (a Page Builder
// Products carousel, newest first), with the catalog's product tiles. Loaded as its own chunk: it is
// below the hero and brings the tiles and cart actions with it.
import { FormattedMessage, useIntl } from 'react-intl';

import { cx } from '../../../components/classNames';
import ProductCarousel from '../../../components/ProductCarousel';
import { useInNextTask } from '../../../components/useInNextTask';
import styles from './home.module.css';
import { useNewProducts } from './useNewProducts';

export default function NewProductsCarousel() {
  const { formatMessage } = useIntl();
  const { items, isLoading } = useNewProducts();
  // The tiles render in the task after the answer arrived (one long task otherwise).
  const isRendered = useInNextTask(!isLoading);
  if (!isLoading && items.length === 0) return null;
  const isWaiting = isLoading || !isRendered;
  return (
    // The section keeps the height it will have (heading included) while its tiles wait, and after:
    // the first tiles' row can be lower than the tallest tile's, which loads later (the row stretches
    // to it), and what lies below would move twice.
    <section className={cx(styles.section, styles.productsSection)} aria-labelledby="home-new-title">
      <h2 id="home-new-title" className={styles.sectionTitle}>
        <FormattedMessage id="home.newProductsTitle" defaultMessage="New products" />
      </h2>
      {isWaiting ? null : (
        <ProductCarousel
          label={formatMessage({ id: 'home.newProductsTitle', defaultMessage: 'New products' })}
          products={items}
          infinite={false}
          slideClassName={styles.productSlide}
          tileClassName={styles.productTile}
        />
      )}
    </section>
  );
}
