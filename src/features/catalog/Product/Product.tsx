// Product root component: name, image, price, stock, description. Options, gallery, reviews and
// add to cart come with the catalogue and cart issues.
import { FormattedMessage, useIntl } from 'react-intl';

import Image from '../../../components/Image';
import LoadingIndicator from '../../../components/LoadingIndicator';
import Price from '../../../components/Price';
import RichContent from '../../../components/RichContent';
import styles from './product.module.css';
import { useProduct } from './useProduct';

export interface ProductProps {
  uid: string;
  sku: string | null;
  urlKey?: string | null;
}

export default function Product({ uid, sku }: ProductProps) {
  const { formatMessage } = useIntl();
  const { isLoading, hasError, isMissing, product } = useProduct({ uid, sku });

  if (isLoading) return <LoadingIndicator />;
  if (hasError) {
    return (
      <p className={styles.message} role="alert">
        <FormattedMessage id="magentoRoute.internalError" defaultMessage="Something went wrong. Sorry about that." />
      </p>
    );
  }
  if (isMissing || !product) {
    return (
      <p className={styles.message}>
        <FormattedMessage
          id="magentoRoute.routeError"
          defaultMessage="Looks like the page you were hoping to find doesn't exist. Sorry about that."
        />
      </p>
    );
  }

  const name = product.name ?? product.sku;
  const price = product.price_range?.maximum_price;
  const final = price?.final_price;
  const regular = price?.regular_price;
  const discounted = final?.value != null && regular?.value != null && regular.value > final.value;
  const description = product.description?.html ?? '';
  const shortDescription = product.short_description?.html ?? '';

  return (
    <article className={styles.root}>
      <title>{product.meta_title?.trim() || name}</title>
      {product.meta_description ? <meta name="description" content={product.meta_description} /> : null}
      <div className={styles.media}>
        {product.image?.url ? (
          <Image
            resource={product.image.url}
            alt={product.image.label || name}
            width={640}
            sizes="(max-width: 768px) 100vw, 640px"
            priority
            className={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.summary}>
        <h1 className={styles.name}>{name}</h1>
        <p className={styles.sku}>
          <FormattedMessage id="product.sku" defaultMessage="SKU: {sku}" values={{ sku: product.sku }} />
        </p>
        {final?.value != null && final.currency ? (
          <p className={styles.price}>
            {discounted && regular?.value != null && regular.currency ? (
              <del
                className={styles.regularPrice}
                aria-label={formatMessage({ id: 'gallery.regularPrice', defaultMessage: 'Regular price' })}
              >
                <Price value={regular.value} currency={regular.currency} />
              </del>
            ) : null}
            <Price value={final.value} currency={final.currency} className={discounted ? styles.specialPrice : undefined} />
          </p>
        ) : null}
        <p className={product.stock_status === 'OUT_OF_STOCK' ? styles.outOfStock : styles.inStock}>
          {product.stock_status === 'OUT_OF_STOCK' ? (
            <FormattedMessage id="product.outOfStock" defaultMessage="Out of stock" />
          ) : (
            <FormattedMessage id="product.inStock" defaultMessage="In stock" />
          )}
        </p>
        {shortDescription ? <RichContent className={styles.shortDescription} html={shortDescription} /> : null}
      </div>
      {description ? (
        <section className={styles.details} aria-labelledby="product-description-heading">
          <h2 id="product-description-heading" className={styles.detailsHeading}>
            <FormattedMessage id="product.description" defaultMessage="Description" />
          </h2>
          <RichContent html={description} />
        </section>
      ) : null}
    </article>
  );
}
