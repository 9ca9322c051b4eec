// Product gallery grid (spec §2): image, name, price; 4 columns, 3 at ≤1600 px, 2 at ≤1381 px,
// automatic fit at ≤1081 px, a single column at ≤768 px. Add-to-cart comes with the cart issue.
import { FormattedMessage, useIntl } from 'react-intl';

import Image from '../../../components/Image';
import Link from '../../../components/Link';
import Price from '../../../components/Price';
import { inStore, useStoreView } from '../../../components/storeView';
import styles from './gallery.module.css';
import type { GalleryProduct } from './gallery.gql';

export interface GalleryProps {
  items: ReadonlyArray<GalleryProduct | null>;
  /** How many tiles load their image eagerly (above the fold). */
  eagerImages?: number;
}

export function productPath(product: Pick<GalleryProduct, 'url_key' | 'url_suffix'>): string {
  return `/${product.url_key ?? ''}${product.url_suffix ?? ''}`;
}

export function GalleryItem({ product, eager }: { product: GalleryProduct; eager: boolean }) {
  const view = useStoreView();
  const { formatMessage } = useIntl();
  const href = inStore(view, productPath(product));
  const price = product.price_range?.maximum_price;
  const final = price?.final_price;
  const regular = price?.regular_price;
  const name = product.name ?? product.sku;
  const discounted = final?.value != null && regular?.value != null && regular.value > final.value;

  return (
    <li className={styles.item}>
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {product.small_image?.url ? (
          <Image
            resource={product.small_image.url}
            alt=""
            width={320}
            sizes="(max-width: 768px) 320px, (max-width: 1381px) 50vw, 320px"
            priority={eager}
            className={styles.image}
          />
        ) : (
          <span className={styles.noImage} />
        )}
      </Link>
      <Link to={href} className={styles.name}>
        {name}
      </Link>
      <p className={styles.price}>
        {final?.value != null && final.currency ? (
          <>
            {discounted && regular?.value != null && regular.currency ? (
              <del
                className={styles.regularPrice}
                aria-label={formatMessage({ id: 'gallery.regularPrice', defaultMessage: 'Regular price' })}
              >
                <Price value={regular.value} currency={regular.currency} />
              </del>
            ) : null}
            <Price value={final.value} currency={final.currency} className={discounted ? styles.specialPrice : undefined} />
          </>
        ) : (
          <FormattedMessage id="gallery.priceUnavailable" defaultMessage="Price unavailable" />
        )}
      </p>
    </li>
  );
}

export default function Gallery({ items, eagerImages = 2 }: GalleryProps) {
  const products = items.filter((item): item is GalleryProduct => Boolean(item));
  return (
    <ul className={styles.root}>
      {products.map((product, index) => (
        <GalleryItem key={product.uid} product={product} eager={index < eagerImages} />
      ))}
    </ul>
  );
}
