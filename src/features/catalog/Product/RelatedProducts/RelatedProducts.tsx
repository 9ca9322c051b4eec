// Related products: the product's related products as tiles in the shared carousel (arrows, dots,
// swipe, keyboard; spec §4 slider rules), two to four per view by the width available.
import { FormattedMessage, useIntl } from 'react-intl';

import Carousel, { type Breakpoint } from '../../../../components/Carousel';
import ProductTile, { type ProductTileFieldsFragment } from '../../../../components/ProductTile';
import styles from './relatedProducts.module.css';

/** Tiles per view by the carousel's width: two on phones, three from tablets, four on desktops. */
export const RELATED_PRODUCTS_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 0, slidesToShow: 2 },
  { minWidth: 600, slidesToShow: 3 },
  { minWidth: 960, slidesToShow: 4 }
];

export default function RelatedProducts({ products }: { products: ProductTileFieldsFragment[] }) {
  const { formatMessage } = useIntl();
  if (products.length === 0) return null;
  return (
    <div className={styles.root}>
      <h2 className={styles.heading}>
        <FormattedMessage id="relatedProducts.heading" defaultMessage="Related products" />
      </h2>
      <Carousel
        label={formatMessage({ id: 'relatedProducts.heading', defaultMessage: 'Related products' })}
        breakpoints={RELATED_PRODUCTS_BREAKPOINTS}
        infinite={false}
        gap="1rem"
        slideClassName={styles.slide}
      >
        {products.map((product) => (
          <ProductTile key={product.uid} product={product} headingLevel={3} />
        ))}
      </Carousel>
    </div>
  );
}
