// Mini cart drawer slot: item count and the way to the cart page. The item list, totals and editing
// come with the cart issue.
import { FormattedMessage } from 'react-intl';

import Drawer from '../../../components/Drawer';
import Link from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { selectCartItemCount } from '../../../store/cart/selectors';
import { useAppSelector } from '../../../store/hooks';
import styles from './miniCart.module.css';

export interface MiniCartProps {
  open: boolean;
  onClose: () => void;
}

export default function MiniCart({ open, onClose }: MiniCartProps) {
  const view = useStoreView();
  const count = useAppSelector(selectCartItemCount);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      title={<FormattedMessage id="miniCart.title" defaultMessage="Shopping Cart" />}
      footer={
        count > 0 ? (
          <Link to={inStore(view, '/cart')} className={styles.cartLink}>
            <FormattedMessage id="miniCart.viewCart" defaultMessage="View Cart" />
          </Link>
        ) : null
      }
    >
      <p className={styles.summary}>
        {count > 0 ? (
          <FormattedMessage
            id="miniCart.itemCount"
            defaultMessage="{count, plural, one {# item} other {# items}} in your cart."
            values={{ count }}
          />
        ) : (
          <FormattedMessage id="miniCart.empty" defaultMessage="There are no items in your cart." />
        )}
      </p>
    </Drawer>
  );
}
