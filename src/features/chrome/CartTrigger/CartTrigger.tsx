// Cart trigger with counter (spec §2/§5): a plain link to the cart on the cart and checkout pages,
// elsewhere a button opening the mini cart. The counter is hidden at 0 and shows 99+ above 99.
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import Icon from '../../../components/Icon';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { cartCounterLabel, selectCartItemCount } from '../../../store/cart/selectors';
import { useAppSelector } from '../../../store/hooks';
import styles from './cartTrigger.module.css';

export interface CartTriggerProps {
  onOpenMiniCart: () => void;
}

export function isCartOrCheckoutPath(pathInStore: string): boolean {
  return /^\/(cart|checkout)(\/|$)/.test(pathInStore);
}

export default function CartTrigger({ onOpenMiniCart }: CartTriggerProps) {
  const { formatMessage } = useIntl();
  const { pathname } = useLocation();
  const view = useStoreView();
  const count = useAppSelector(selectCartItemCount);
  const counter = cartCounterLabel(count);
  const label = formatMessage(
    {
      id: 'cartTrigger.ariaLabel',
      defaultMessage: 'Toggle mini cart. You have {count} items in your cart.'
    },
    { count }
  );
  const content = (
    <>
      <Icon name="cart" />
      {counter ? (
        <span className={styles.counter} aria-hidden="true">
          {counter}
        </span>
      ) : null}
    </>
  );

  if (isCartOrCheckoutPath(storePath(pathname, view.basePath))) {
    return (
      <Link
        to={inStore(view, '/cart')}
        className={styles.trigger}
        aria-label={formatMessage({ id: 'cartTrigger.linkLabel', defaultMessage: 'Shopping cart, {count} items' }, { count })}
      >
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.trigger} onClick={onOpenMiniCart} aria-label={label} aria-haspopup="dialog">
      {content}
    </button>
  );
}

function storePath(pathname: string, basePath: string): string {
  return basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
}
