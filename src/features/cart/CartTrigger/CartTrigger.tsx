// Cart trigger with counter (spec §2/§5): a plain link to the cart on the cart and checkout pages,
// elsewhere a button opening the mini cart. The counter is hidden at 0 and shows 99+ above 99.
import { useIntl } from 'react-intl';

import Icon from '../../../components/Icon';
import Link from '../../../components/Link';
import styles from './cartTrigger.module.css';
import { useCartTrigger } from './useCartTrigger';

export interface CartTriggerProps {
  onOpenMiniCart: () => void;
}

export default function CartTrigger({ onOpenMiniCart }: CartTriggerProps) {
  const { formatMessage } = useIntl();
  const { itemCount, counter, isLink, cartPath } = useCartTrigger();
  const content = (
    <>
      <Icon name="cart" />
      {counter ? (
        <span className={styles.counter} aria-hidden="true" data-testid="cart-counter">
          {counter}
        </span>
      ) : null}
    </>
  );

  if (isLink) {
    return (
      <Link
        to={cartPath}
        className={styles.trigger}
        aria-label={formatMessage(
          { id: 'cartTrigger.linkLabel', defaultMessage: 'Shopping cart, {count} items' },
          { count: itemCount }
        )}
      >
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.trigger}
      onClick={onOpenMiniCart}
      aria-label={formatMessage(
        { id: 'cartTrigger.ariaLabel', defaultMessage: 'Toggle mini cart. You have {count} items in your cart.' },
        { count: itemCount }
      )}
      aria-haspopup="dialog"
    >
      {content}
    </button>
  );
}
