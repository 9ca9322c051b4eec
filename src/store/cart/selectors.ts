import { CART_COUNTER_CAP, EMPTY_CART_SUMMARY } from '../../lib/constants';
import type { RootState } from '../index';
import type { CartDetails, CartItem } from './actions';

export const selectCartDetails = (state: RootState) => state.cart.details;

export function cartItems(details: CartDetails | null | undefined): CartItem[] {
  return (details?.items ?? []).filter((item): item is CartItem => Boolean(item));
}

/** Empty when there are no details or no items. */
export function isCartEmpty(details: CartDetails | null | undefined): boolean {
  return cartItems(details).length === 0;
}

/** Sum of item quantities. */
export function cartItemCount(details: CartDetails | null | undefined): number {
  return cartItems(details).reduce((sum, item) => sum + item.quantity, 0);
}

/** Currency and subtotal to show: the grand total; an empty cart shows 0 in the default view's currency. */
export function cartSummary(details: CartDetails | null | undefined): { currency: string; subtotal: number; itemCount: number } {
  const grandTotal = details?.prices?.grand_total;
  if (!details || isCartEmpty(details) || !grandTotal) return { ...EMPTY_CART_SUMMARY };
  return { currency: grandTotal.currency, subtotal: grandTotal.value, itemCount: cartItemCount(details) };
}

/** Counter text: hidden (null) at 0, '99+' above 99. */
export function cartCounterLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > CART_COUNTER_CAP ? `${CART_COUNTER_CAP}+` : String(count);
}
