// The cart page (/cart, /en/cart): lines with quantity steppers, edit (configurable), remove and move
// to wishlist; the coupon field and the price summary with the way to checkout; an empty state.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { useDocumentHead } from '../../../components/Head';
import Link from '../../../components/Link';
import LoadingIndicator from '../../../components/LoadingIndicator';
import CartLine from '../CartLine';
import RemoveButton from '../CartLine/RemoveButton';
import { isConfigurableItem } from '../cartItemModel';
import styles from './cartPage.module.css';
import EditItemDialog from './EditItemDialog';
import FreeDelivery from '../FreeDelivery';
import PriceSummary from './PriceSummary';
import { useCartPage } from './useCartPage';

export default function CartPage() {
  const { formatMessage } = useIntl();
  const talon = useCartPage();
  const [couponCode, setCouponCode] = useState('');
  const title = formatMessage({ id: 'cartPage.title', defaultMessage: 'Shopping Cart' });
  useDocumentHead({ title });

  if (talon.isLoading) return <LoadingIndicator />;

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      {talon.isEmpty ? (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="cartPage.empty" defaultMessage="There are no items in your cart." />
          </p>
          <Link to={talon.homePath} className={styles.continueLink}>
            <FormattedMessage id="cartPage.continueShopping" defaultMessage="Continue shopping" />
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <section aria-label={formatMessage({ id: 'cartPage.items', defaultMessage: 'Items in your cart' })}>
            <ul className={styles.lines}>
              {talon.items.map((item) => (
                <CartLine
                  key={item.uid}
                  item={item}
                  basePath={talon.basePath}
                  imageWidth={96}
                  error={talon.lineErrors[item.uid]}
                  onQuantityChange={(quantity) => void talon.updateQuantity(item, quantity)}
                  actions={
                    <>
                      {isConfigurableItem(item) && item.product.sku ? (
                        <button
                          type="button"
                          onClick={() => talon.beginEdit(item)}
                          aria-label={formatMessage({ id: 'cartLine.editNamed', defaultMessage: 'Edit {name}' }, { name: item.product.name })}
                        >
                          <FormattedMessage id="cartLine.edit" defaultMessage="Edit" />
                        </button>
                      ) : null}
                      <RemoveButton productName={item.product.name} onRemove={() => void talon.removeItem(item)} />
                      {talon.isSignedIn && item.product.sku ? (
                        <button type="button" onClick={() => void talon.moveToWishlist(item)}>
                          <FormattedMessage id="cartLine.moveToWishlist" defaultMessage="Move to wishlist" />
                        </button>
                      ) : null}
                    </>
                  }
                />
              ))}
            </ul>
          </section>
          <aside className={styles.sidebar} aria-label={formatMessage({ id: 'cartPage.summary', defaultMessage: 'Order summary' })}>
            <form
              className={styles.coupon}
              onSubmit={(event) => {
                event.preventDefault();
                void talon.applyCoupon(couponCode).then(() => setCouponCode(''));
              }}
            >
              {talon.appliedCoupon ? (
                <p className={styles.appliedCoupon}>
                  <FormattedMessage
                    id="coupon.applied"
                    defaultMessage="Coupon {code} applied."
                    values={{ code: <strong>{talon.appliedCoupon}</strong> }}
                  />{' '}
                  <button type="button" className={styles.linkButton} onClick={() => void talon.removeCoupon()} disabled={talon.isApplyingCoupon}>
                    <FormattedMessage id="coupon.remove" defaultMessage="Remove coupon" />
                  </button>
                </p>
              ) : (
                <>
                  <label className={styles.field} htmlFor="coupon-code">
                    <span>
                      <FormattedMessage id="coupon.label" defaultMessage="Coupon code" />
                    </span>
                  </label>
                  <div className={styles.couponRow}>
                    <input
                      id="coupon-code"
                      value={couponCode}
                      onChange={(event) => setCouponCode(event.target.value)}
                      aria-invalid={talon.couponError ? true : undefined}
                      aria-describedby={talon.couponError ? 'coupon-error' : undefined}
                      autoComplete="off"
                    />
                    <Button type="submit" priority="normal" disabled={talon.isApplyingCoupon}>
                      <FormattedMessage id="coupon.apply" defaultMessage="Apply" />
                    </Button>
                  </div>
                </>
              )}
              {talon.couponError ? (
                <p id="coupon-error" className={styles.error} role="alert">
                  {talon.couponError}
                </p>
              ) : null}
            </form>
            {talon.summary ? <FreeDelivery subtotal={talon.summary.subtotal} /> : null}
            {talon.summary ? <PriceSummary lines={talon.summary} /> : <LoadingIndicator />}
            <Button priority="high" className={styles.checkoutButton} onClick={talon.checkout}>
              <FormattedMessage id="cartPage.checkout" defaultMessage="Proceed to Checkout" />
            </Button>
          </aside>
        </div>
      )}
      {talon.editingItem ? <EditItemDialog item={talon.editingItem} onClose={talon.endEdit} onSave={talon.saveEditedItem} /> : null}
    </div>
  );
}
