// Home new-products carousel (products filtered new = 1), with the catalog's product tiles. Loaded as
// its own chunk: it is below the hero and brings the tiles and cart actions with it.
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';

import { cx } from '../../../components/classNames';
import ProductCarousel from '../../../components/ProductCarousel';
import type { ProductTileFieldsFragment } from '../../../components/ProductTile';
import { useInNextTask } from '../../../components/useInNextTask';
import styles from './home.module.css';
import { GetNewProductsDocument } from './newProducts.generated';

const NEW_PRODUCTS_COUNT = 12;

export default function NewProductsCarousel() {
  const { formatMessage } = useIntl();
  // Not kept in the normalised cache: writing twelve tiles' worth of products into it and reading them
  // back was the home page's longest task while it started (~40 ms on a laptop, several times that on
  // a phone). The service worker keeps the answer for offline use and later visits.
  const { data, loading } = useQuery(GetNewProductsDocument, { variables: { pageSize: NEW_PRODUCTS_COUNT }, fetchPolicy: 'no-cache' });
  const items = (data?.products?.items ?? []).filter((item): item is ProductTileFieldsFragment => Boolean(item));
  // The tiles render in the task after the answer's cache write (one long task otherwise).
  const isRendered = useInNextTask(Boolean(data));
  if (!loading && items.length === 0) return null;
  const isWaiting = !data || !isRendered;
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
