// The cart page's talon: lines with optimistic quantity changes and removals (OptimisticCart: rolled
// back with a toast when the server refuses), the configurable edit dialog, moving a line to the wishlist, the
// coupon field and the price summary.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { inStore, storeViewForPath } from '../../../components/storeView';
import { toastStore } from '../../../lib/toasts';
import { getCartDetails, updateItemInCart } from '../../../store/cart/asyncActions';
import type { CartItem, CartItemInput } from '../../../store/cart/actions';
import { cartItems } from '../../../store/cart/selectors';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { useCartView } from '../../../components/OptimisticCart';
import { useCartDeps } from '../../../store/cart/useCartDeps';
import { useGo } from '../../../components/Link';
import { courierEstimate, priceSummaryModel } from '../../../lib/priceSummary';
import { errorText } from '../../../lib/errorText';
import { useCartLineActions } from '../CartLine/useCartLineActions';
import { AddCartLineToWishlistDocument, ApplyCouponToCartDocument, EstimateShippingMethodsDocument, GetCartPriceSummaryDocument, GetWishlistIdForCartDocument, RemoveCouponFromCartDocument, type GetCartPriceSummaryQuery } from './cartPage.generated';

export function useCartPage() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const client = useApolloClient();
  const deps = useCartDeps();
  const go = useGo();
  const { formatMessage } = useIntl();
  const { pathname } = useLocation();
  const view = storeViewForPath(pathname);
  const cartId = useAppSelector((state) => state.cart.cartId);
  const details = useAppSelector((state) => state.cart.details);
  const { details: shownDetails } = useCartView();
  const isLoading = useAppSelector((state) => state.cart.isLoading);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);

  const [editingItem, setEditingItem] = useState<CartItem | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [isApplyingCoupon, setIsApplyingCoupon] = useState(false);

  const summaryQuery = useQuery(GetCartPriceSummaryDocument, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'cache-and-network'
  });
  const { refetch } = summaryQuery;
  // The summary follows the cart: every change of the details refetches it.
  useEffect(() => {
    if (cartId && details) void refetch().catch(() => undefined);
  }, [cartId, details, refetch]);

  const items = useMemo(() => cartItems(shownDetails), [shownDetails]);

  const { lineErrors, setLineError, updateQuantity, removeItem } = useCartLineActions();

  /** A configurable line with other options: removed, then re-added (spec §4). */
  const saveEditedItem = useCallback(
    async (item: CartItem, replacement: CartItemInput) => {
      await dispatch(updateItemInCart(deps, { cartItemUid: item.uid, quantity: replacement.quantity, replacement }));
      const error = store.getState().cart.updateItemError;
      if (error) throw error;
      setEditingItem(null);
    },
    [deps, dispatch, store]
  );

  const moveToWishlist = useCallback(
    async (item: CartItem) => {
      const { sku } = item.product;
      // The wishlist takes a product by its SKU: a line without one is not offered the move.
      if (!sku) return;
      setLineError(item.uid, null);
      try {
        const { data } = await client.query({ query: GetWishlistIdForCartDocument, fetchPolicy: 'network-only' });
        const wishlistId = data?.customer?.wishlists[0]?.id;
        if (!wishlistId) throw new Error('No wishlist');
        const selected = (item.configurable_options ?? []).map((option) => option.configurable_product_option_value_uid);
        const result = await client.mutate({
          mutation: AddCartLineToWishlistDocument,
          variables: {
            wishlistId,
            items: [{ sku, quantity: item.quantity, ...(selected.length ? { selected_options: selected } : {}) }]
          }
        });
        const userError = result.data?.addProductsToWishlist?.user_errors[0];
        if (userError) throw new Error(userError.message);
        await removeItem(item);
        toastStore.add({
          type: 'success',
          message: formatMessage(
            { id: 'cart.movedToWishlist', defaultMessage: '{name} was moved to your wishlist.' },
            { name: item.product.name }
          ),
          timeout: 5000
        });
      } catch (error) {
        setLineError(item.uid, errorText(error));
      }
    },
    [client, formatMessage, removeItem, setLineError]
  );

  const refreshCart = useCallback(async () => {
    await dispatch(getCartDetails(deps));
    await refetch().catch(() => undefined);
  }, [deps, dispatch, refetch]);

  const applyCoupon = useCallback(
    async (code: string) => {
      const couponCode = code.trim();
      if (!cartId) return;
      if (!couponCode) {
        setCouponError(formatMessage({ id: 'coupon.required', defaultMessage: 'Enter a coupon code.' }));
        return;
      }
      setIsApplyingCoupon(true);
      setCouponError(null);
      try {
        await client.mutate({ mutation: ApplyCouponToCartDocument, variables: { cartId, couponCode } });
        await refreshCart();
      } catch (error) {
        setCouponError(errorText(error));
      } finally {
        setIsApplyingCoupon(false);
      }
    },
    [cartId, client, formatMessage, refreshCart]
  );

  const removeCoupon = useCallback(async () => {
    if (!cartId) return;
    setIsApplyingCoupon(true);
    setCouponError(null);
    try {
      await client.mutate({ mutation: RemoveCouponFromCartDocument, variables: { cartId } });
      await refreshCart();
    } catch (error) {
      setCouponError(errorText(error));
    } finally {
      setIsApplyingCoupon(false);
    }
  }, [cartId, client, refreshCart]);

  const summaryCart = summaryQuery.data?.cart;
  const estimate = useCourierEstimate(cartId, summaryCart);
  const summary = priceSummaryModel(summaryCart ?? null, estimate);
  const appliedCoupon = summaryCart?.applied_coupons?.[0]?.code ?? null;

  return {
    items,
    isEmpty: items.length === 0,
    isLoading: !details && (isLoading || !cartId),
    isSignedIn,
    basePath: view.basePath,
    lineErrors,
    updateQuantity,
    removeItem,
    editingItem,
    beginEdit: setEditingItem,
    endEdit: () => setEditingItem(null),
    saveEditedItem,
    moveToWishlist,
    summary,
    appliedCoupon,
    couponError,
    isApplyingCoupon,
    applyCoupon,
    removeCoupon,
    checkout: () => go(inStore(view, '/checkout')),
    homePath: view.homePath
  };
}

/** Delivery is only within Romania: the estimate asks for a Romanian address. */
const ESTIMATE_COUNTRY = 'RO';

/**
 * The store's courier price for the cart as it is (estimateShippingMethods), asked again whenever what
 * the price depends on changes (the subtotal after discounts), and not once a method is chosen.
 */
function useCourierEstimate(cartId: string | null, cart: GetCartPriceSummaryQuery['cart'] | undefined): number | null {
  const client = useApolloClient();
  const prices = cart?.prices;
  const chosen = cart?.shipping_addresses.some((address) => address?.selected_shipping_method) ?? false;
  const basis = prices ? `${prices.subtotal_including_tax?.value ?? 0}|${(prices.discounts ?? []).reduce((sum, entry) => sum + (entry?.amount.value ?? 0), 0)}` : null;
  // While a changed cart is estimated again, the last estimate stays (as the rest of the summary does).
  const [estimate, setEstimate] = useState<number | null>(null);
  useEffect(() => {
    if (!cartId || basis === null || chosen) return undefined;
    let current = true;
    client
      .mutate({ mutation: EstimateShippingMethodsDocument, variables: { cartId, countryCode: ESTIMATE_COUNTRY } })
      .then(({ data }) => {
        if (current) setEstimate(courierEstimate(data?.estimateShippingMethods));
      })
      .catch(() => {
        if (current) setEstimate(null);
      });
    return () => {
      current = false;
    };
  }, [basis, cartId, chosen, client]);
  return estimate;
}
