// /wishlist: the saved products (image, name, chosen options of configurable products, price, stock),
// each with "Add to Cart" (moves it) and "Remove", a page at a time.
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import DescriptionRow from '../../../components/DescriptionRow';
import Image from '../../../components/Image';
import Link from '../../../components/Link';
import Price from '../../../components/Price';
import { inStore, useStoreView } from '../../../components/storeView';
import { AccountListPage } from '../AccountPage/AccountListPage';
import styles from './wishlist.module.css';
import { useWishlist } from './useWishlist';

export default function Wishlist() {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const talon = useWishlist();

  return (
    <AccountListPage
      title={formatMessage({ id: 'wishlist.title', defaultMessage: 'Wishlist' })}
      talon={talon}
      isEmpty={talon.items.length === 0}
      emptyMessage={<FormattedMessage id="wishlist.empty" defaultMessage="There are currently no items in this wishlist." />}
      count={<FormattedMessage id="wishlist.count" defaultMessage="{count, plural, one {# item} other {# items}}" values={{ count: talon.itemsCount }} />}
      pagesLabel={formatMessage({ id: 'wishlist.pages', defaultMessage: 'Wishlist pages' })}
    >
      <ul className={styles.grid}>
        {talon.items.map((item) => {
          const product = item.product;
          // A configurable item also has the options chosen and the variant's picture.
          const configured = item.__typename === 'ConfigurableWishlistItem' ? item : null;
          const options = (configured?.configurable_options ?? []).filter((option) => option !== null);
          const name = product?.name ?? '';
          // The price of what the item is: the chosen variant's (the product page shows it too), not
          // the configurable parent's minimum, which is its cheapest variant's.
          const price = (configured?.configured_variant ?? product)?.price_range?.minimum_price;
          const final = price?.final_price;
          const regular = price?.regular_price?.value;
          const discounted = final?.value != null && regular != null && regular > final.value + 0.004;
          const image = configured?.configured_variant?.thumbnail?.url ?? product?.thumbnail?.url ?? null;
          const href = product?.url_key ? inStore(view, `/${product.url_key}${product.url_suffix ?? '.html'}`) : null;
          const busy = talon.busyItemId === item.id;
          const outOfStock = product?.stock_status === 'OUT_OF_STOCK';
          const error = talon.itemErrors[item.id];
          return (
            <li key={item.id} className={styles.item} aria-busy={busy || undefined}>
              <div className={styles.imageBox}>
                {image ? <Image resource={image} alt={name} width={240} ratio={1} className={styles.image} /> : null}
              </div>
              <div className={styles.info}>
                {href ? (
                  <Link to={href} className={styles.name}>
                    {name}
                  </Link>
                ) : (
                  <span className={styles.name}>{name}</span>
                )}
                {options.length > 0 ? (
                  <dl className={styles.options}>
                    {options.map((option) => (
                      <DescriptionRow key={option.configurable_product_option_uid} className={styles.option} label={`${option.option_label}:`}>
                        {option.value_label}
                      </DescriptionRow>
                    ))}
                  </dl>
                ) : null}
                {final?.value != null ? (
                  <span className={styles.prices}>
                    <Price value={final.value} currency={final.currency ?? 'RON'} className={styles.price} />
                    {discounted ? (
                      <del className={styles.regularPrice}>
                        <span className="visually-hidden">
                          <FormattedMessage id="wishlist.regularPrice" defaultMessage="Regular price" />
                        </span>
                        <Price value={regular} currency={final.currency ?? 'RON'} />
                      </del>
                    ) : null}
                  </span>
                ) : null}
                {outOfStock ? (
                  <span className={styles.stock}>
                    <FormattedMessage id="wishlist.outOfStock" defaultMessage="Out of stock" />
                  </span>
                ) : null}
              </div>
              {error ? (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button
                  priority="high"
                  onClick={() => void talon.handleMoveToCart(item)}
                  disabled={busy || outOfStock}
                  aria-busy={busy || undefined}
                  aria-label={formatMessage({ id: 'wishlist.moveToCartNamed', defaultMessage: 'Add to Cart: {name}' }, { name })}
                >
                  <FormattedMessage id="wishlist.moveToCart" defaultMessage="Add to Cart" />
                </Button>
                <Button
                  priority="low"
                  onClick={() => void talon.handleRemove(item)}
                  disabled={busy}
                  aria-label={formatMessage({ id: 'wishlist.removeNamed', defaultMessage: 'Remove {name} from the wishlist' }, { name })}
                >
                  <FormattedMessage id="wishlist.remove" defaultMessage="Remove" />
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </AccountListPage>
  );
}
