// Quantity, add to cart and add to wishlist (signed-in shoppers; guests get a link to sign in).
import { FormattedMessage } from 'react-intl';

import Link from '../../../../components/Link';
import { inStore, useStoreView } from '../../../../components/storeView';
import QuantityStepper from '../QuantityStepper';
import styles from './addToCartForm.module.css';
import { useAddToCartForm, type AddToCartFormInput } from './useAddToCartForm';

function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3.1 5 6.4 5c2 0 3.3 1.1 4 2.3h3.2C14.3 6.1 15.6 5 17.6 5c3.3 0 5.1 3.4 3.6 6.4C19 15.6 12 20 12 20z" />
    </svg>
  );
}

export default function AddToCartForm(props: AddToCartFormInput) {
  const view = useStoreView();
  const form = useAddToCartForm(props);

  return (
    <form className={styles.root} onSubmit={(event) => void form.handleSubmit(event)}>
      <QuantityStepper value={form.quantity} max={props.maxQuantity} onChange={form.setQuantity} disabled={!props.canBuy} />
      <div className={styles.actions}>
        <button type="submit" className={styles.addToCart} disabled={!props.canBuy || form.isAdding} aria-busy={form.isAdding || undefined}>
          {form.isAdding ? (
            <FormattedMessage id="product.addingToCart" defaultMessage="Adding…" />
          ) : props.canBuy ? (
            <FormattedMessage id="product.addToCart" defaultMessage="Add to Cart" />
          ) : (
            <FormattedMessage id="product.unavailable" defaultMessage="Unavailable" />
          )}
        </button>
        {form.isSignedIn ? (
          // The choice already saved: the button says so, and pressing it takes it off the wishlist.
          <button
            type="button"
            className={styles.wishlist}
            onClick={() => void form.handleWishlistToggle()}
            disabled={form.isAddingToWishlist}
            aria-busy={form.isAddingToWishlist || undefined}
            data-saved={form.isInWishlist || undefined}
          >
            <HeartIcon filled={form.isInWishlist} />
            {form.isInWishlist ? (
              <FormattedMessage id="product.removeFromWishlist" defaultMessage="Saved · Remove from Wishlist" />
            ) : (
              <FormattedMessage id="product.addToWishlist" defaultMessage="Add to Wishlist" />
            )}
          </button>
        ) : (
          <Link to={inStore(view, '/sign-in')} className={styles.wishlist}>
            <HeartIcon />
            <FormattedMessage id="product.signInForWishlist" defaultMessage="Sign in to add to your wishlist" />
          </Link>
        )}
      </div>
    </form>
  );
}
