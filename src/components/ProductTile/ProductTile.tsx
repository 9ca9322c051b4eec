// Product tile (spec §2): image, name clamped to two lines, rating, price (a reduction with the lowest
// price of the 30 days before it, lib/reduction.ts), promotion type and labels, special label, flavours, expiry date,
// unavailable notice and add to cart (a configurable product links to its page to choose options).
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Image from '../Image';
import Link from '../Link';
import Price, { PriorPrice, UnitPrice } from '../Price';
import { TILE_IMAGE } from './tileImage';
import type { ProductTileFieldsFragment } from './productTile.generated';
import RatingStars from './RatingStars';
import styles from './productTile.module.css';
import { useProductTile } from './useProductTile';

interface ProductTileProps {
  product: ProductTileFieldsFragment;
  /** Above-the-fold tiles load their image eagerly. */
  eager?: boolean;
  /** The page's main image (the first tile): high priority, and never put off on the first load. */
  priority?: boolean;
  /** Level of the name heading: 2 under a page title, 3 inside a titled section (default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function ProductTile({ product, eager = false, priority = false, headingLevel = 3, className }: ProductTileProps) {
  const talon = useProductTile(product);
  const { formatMessage } = useIntl();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const { price } = talon;

  let action;
  if (!talon.isInStock) {
    action = (
      <p className={styles.unavailable} role="note">
        <FormattedMessage id="productTile.unavailable" defaultMessage="Currently unavailable" />
      </p>
    );
  } else if (talon.isConfigurable) {
    action = (
      <Link
        to={talon.href}
        className={styles.action}
        aria-label={formatMessage({ id: 'productTile.chooseOptionsFor', defaultMessage: 'Choose options for {name}' }, { name: talon.name })}
      >
        <FormattedMessage id="productTile.chooseOptions" defaultMessage="Choose options" />
      </Link>
    );
  } else {
    action = (
      <button
        type="button"
        className={styles.action}
        onClick={talon.handleAddToCart}
        disabled={talon.isAdding}
        aria-busy={talon.isAdding || undefined}
        aria-label={formatMessage({ id: 'productTile.addToCartFor', defaultMessage: 'Add to Cart: {name}' }, { name: talon.name })}
      >
        {talon.isAdding ? (
          <FormattedMessage id="productTile.adding" defaultMessage="Adding…" />
        ) : (
          <FormattedMessage id="productTile.addToCart" defaultMessage="Add to Cart" />
        )}
      </button>
    );
  }

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-out-of-stock={!talon.isInStock || undefined}>
      <div className={styles.media}>
        <Link to={talon.href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          {talon.imageUrl ? (
            <Image
              resource={talon.imageUrl}
              alt=""
              width={TILE_IMAGE.width}
              ratio={TILE_IMAGE.ratio}
              sizes={TILE_IMAGE.sizes}
              priority={priority}
              loading={eager ? 'eager' : undefined}
              className={styles.image}
            />
          ) : (
            <span className={styles.noImage} />
          )}
        </Link>
        {price?.percentOff || talon.promotionType ? (
          <div className={styles.badges}>
            {price?.percentOff ? (
              <span className={styles.discountBadge}>
                <FormattedMessage id="productTile.percentOff" defaultMessage="-{percent}%" values={{ percent: price.percentOff }} />
              </span>
            ) : null}
            {talon.promotionType ? <span className={styles.promotionType}>{talon.promotionType}</span> : null}
          </div>
        ) : null}
        {talon.specialLabel ? <span className={styles.specialLabel}>{talon.specialLabel}</span> : null}
      </div>

      <Heading className={styles.name}>
        <Link to={talon.href} className={styles.nameLink} title={talon.name}>
          {talon.name}
        </Link>
      </Heading>

      <div className={styles.rating}>
        <RatingStars stars={talon.stars} />
        <span className={styles.reviewCount}>
          <FormattedMessage
            id="productTile.reviewCount"
            defaultMessage="{count, plural, =0 {No reviews} one {# review} other {# reviews}}"
            values={{ count: talon.reviewCount }}
          />
        </span>
      </div>

      <div className={styles.price}>
        {price ? (
          <>
            {price.isRange ? (
              <span className={styles.from}>
                <FormattedMessage id="productTile.priceFrom" defaultMessage="from" />
              </span>
            ) : null}
            <Price value={price.final} currency={price.currency} className={price.prior != null ? styles.specialPrice : styles.finalPrice} />
          </>
        ) : (
          <FormattedMessage id="gallery.priceUnavailable" defaultMessage="Price unavailable" />
        )}
      </div>
      {price?.unitPrice ? <UnitPrice unitPrice={price.unitPrice} currency={price.currency} className={styles.unitPrice} /> : null}
      {price?.prior != null ? <PriorPrice value={price.prior} currency={price.currency} className={styles.priorPrice} /> : null}

      {talon.flavours.length > 0 ? (
        <p className={styles.flavours} title={talon.flavours.join(', ')}>
          <FormattedMessage
            id="productTile.flavours"
            defaultMessage="{count, plural, one {Flavour} other {Flavours}}: {list}"
            values={{ count: talon.flavours.length, list: talon.flavours.join(', ') }}
          />
        </p>
      ) : null}

      {talon.promotionLabels.length > 0 ? (
        <ul className={styles.labels}>
          {talon.promotionLabels.map((label) => (
            <li key={label} className={styles.label}>
              {label}
            </li>
          ))}
        </ul>
      ) : null}

      {talon.expiryDate ? (
        <p className={styles.expiry}>
          <FormattedMessage id="productTile.expiryDate" defaultMessage="Expiry date: {date}" values={{ date: talon.expiryDate }} />
        </p>
      ) : null}

      <div className={styles.actions}>{action}</div>
    </div>
  );
}

// A listing re-rendered with the same products (a refetch answered alike, the cart or a filter
// elsewhere) leaves its tiles alone: the cache hands back the same product objects.
export default memo(ProductTile);
