// One cart line: picture, name (linking to the product), chosen options, quantity (read-only, or a
// stepper when the page changes it), line price, the line's own errors and its actions.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Image from '../../../components/Image';
import Link from '../../../components/Link';
import Price from '../../../components/Price';
import type { CartItem } from '../../../store/cart/actions';
import { itemImageUrl, itemOptionLabels, itemProductPath, itemRowTotal } from '../cartItemModel';
import styles from './cartLine.module.css';
import QuantityStepper from './QuantityStepper';

interface CartLineProps {
  item: CartItem;
  basePath: string;
  /** Given, the quantity is a stepper calling it with the new quantity; otherwise it is printed. */
  onQuantityChange?: (quantity: number) => void;
  actions?: ReactNode;
  /** Error shown under the line (e.g. a failed update). */
  error?: string | null;
  imageWidth?: number;
  onNavigate?: () => void;
}

export default function CartLine({ item, basePath, onQuantityChange, actions, error, imageWidth = 80, onNavigate }: CartLineProps) {
  const { formatMessage } = useIntl();
  const image = itemImageUrl(item);
  const path = itemProductPath(item, basePath);
  const total = itemRowTotal(item);
  const options = itemOptionLabels(item);
  const itemErrors = (item.errors ?? []).map((itemError) => itemError.message).filter(Boolean);
  const discount = item.prices?.total_item_discount?.value ?? 0;

  return (
    <li className={styles.root} data-testid="cart-line">
      <div className={styles.image} style={{ width: imageWidth }}>
        {image ? <Image resource={image} alt="" width={imageWidth} ratio={1} /> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.name}>
          {path ? (
            <Link to={path} onClick={onNavigate}>
              {item.product.name}
            </Link>
          ) : (
            item.product.name
          )}
        </p>
        {options.length > 0 ? (
          <ul className={styles.options} aria-label={formatMessage({ id: 'cartLine.options', defaultMessage: 'Options' })}>
            {options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.row}>
          {onQuantityChange ? (
            <QuantityStepper quantity={item.quantity} productName={item.product.name} onChange={onQuantityChange} />
          ) : (
            <span className={styles.quantity}>
              <FormattedMessage id="cartLine.quantity" defaultMessage="Qty: {quantity}" values={{ quantity: item.quantity }} />
            </span>
          )}
          {total ? (
            <span className={styles.price}>
              <Price value={total.value} currency={total.currency} />
            </span>
          ) : null}
        </div>
        {discount > 0 && item.prices?.price ? (
          <p className={styles.discount}>
            <FormattedMessage id="cartLine.discount" defaultMessage="Discount" />{' '}
            −<Price value={discount} currency={item.prices.price.currency} />
          </p>
        ) : null}
        {itemErrors.map((message) => (
          <p key={message} className={styles.error} role="alert">
            {message}
          </p>
        ))}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </li>
  );
}
