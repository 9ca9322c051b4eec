// Mini cart drawer: the cart's lines (picture, options, a quantity stepper, price, remove), the way to
// free delivery, the subtotal, and
// 'Edit cart' / 'Checkout' buttons; an empty cart says so and offers to keep shopping.
import { FormattedMessage } from 'react-intl';

import Button from '../../../components/Button';
import Drawer from '../../../components/Drawer';
import LoadingIndicator from '../../../components/LoadingIndicator';
import Price from '../../../components/Price';
import CartLine from '../CartLine';
import RemoveButton from '../CartLine/RemoveButton';
import FreeDelivery from '../FreeDelivery';
import styles from './miniCart.module.css';
import { useMiniCart } from './useMiniCart';

export interface MiniCartProps {
  open: boolean;
  onClose: () => void;
}

export default function MiniCart({ open, onClose }: MiniCartProps) {
  const talon = useMiniCart({ onClose });

  const footer = talon.isEmpty ? null : (
    <div className={styles.footer}>
      <FreeDelivery subtotal={talon.subtotal.value} />
      <p className={styles.subtotal}>
        <span>
          <FormattedMessage id="miniCart.subtotal" defaultMessage="Subtotal" />
        </span>
        <Price value={talon.subtotal.value} currency={talon.subtotal.currency} />
      </p>
      <div className={styles.buttons}>
        <Button priority="high" onClick={talon.checkout}>
          <FormattedMessage id="miniCart.checkout" defaultMessage="Checkout" />
        </Button>
        <Button priority="normal" onClick={talon.editCart}>
          <FormattedMessage id="miniCart.editCart" defaultMessage="Edit cart" />
        </Button>
      </div>
    </div>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      title={<FormattedMessage id="miniCart.title" defaultMessage="Shopping Cart" />}
      footer={footer}
    >
      {talon.isLoading ? (
        <LoadingIndicator />
      ) : talon.isEmpty ? (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="miniCart.empty" defaultMessage="There are no items in your cart." />
          </p>
          <Button priority="normal" onClick={talon.continueShopping}>
            <FormattedMessage id="miniCart.continueShopping" defaultMessage="Continue shopping" />
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.count}>
            <FormattedMessage
              id="miniCart.itemCount"
              defaultMessage="{count, plural, one {# item} other {# items}} in your cart."
              values={{ count: talon.itemCount }}
            />
          </p>
          <ul className={styles.list}>
            {talon.items.map((item) => (
              <CartLine
                key={item.uid}
                item={item}
                basePath={talon.basePath}
                imageWidth={72}
                onNavigate={onClose}
                error={talon.lineErrors[item.uid]}
                onQuantityChange={(quantity) => void talon.updateQuantity(item, quantity)}
                actions={<RemoveButton productName={item.product.name} onRemove={() => void talon.removeItem(item)} />}
              />
            ))}
          </ul>
        </>
      )}
    </Drawer>
  );
}
