// Wishlist talon: the customer's (single) wishlist a page at a time; remove an item; move an item to
// the cart (addWishlistItemsToCart, which takes it off the wishlist) and refresh the cart.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { showToast } from '../../../lib/toasts';
import { useAppDispatch } from '../../../store/hooks';
import { loadState } from '../AccountPage/AccountPage';
import { sortServerError } from '../fields';
import { refreshCustomerCart } from '../session/customerCart';
import { GetCustomerWishlistDocument, AddWishlistItemsToCartDocument, RemoveProductsFromWishlistDocument, type GetCustomerWishlistQuery } from './wishlist.generated';

type Wishlist = NonNullable<GetCustomerWishlistQuery['customer']>['wishlists'][number];
export type WishlistItem = NonNullable<NonNullable<NonNullable<Wishlist>['items_v2']>['items'][number]>;

/** Items per page of the wishlist. */
export const WISHLIST_PAGE_SIZE = 12;

export function useWishlist() {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const [currentPage, setCurrentPage] = useState(1);
  const variables = { currentPage, pageSize: WISHLIST_PAGE_SIZE };
  const { data, loading, error, refetch } = useQuery(GetCustomerWishlistDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [removeItems] = useMutation(RemoveProductsFromWishlistDocument);
  const [moveItems] = useMutation(AddWishlistItemsToCartDocument);
  const [busyItemId, setBusyItemId] = useState<string | null>(null);
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});

  const wishlist = data?.customer?.wishlists[0] ?? null;
  const items = (wishlist?.items_v2?.items ?? []).filter((item) => item !== null);
  const totalPages = Math.max(1, wishlist?.items_v2?.page_info?.total_pages ?? 1);

  /** After a change the page may have emptied: step back a page when it did. */
  const reload = async () => {
    const result = await refetch(variables);
    const remaining = result.data?.customer?.wishlists[0]?.items_v2?.items.length ?? 0;
    if (remaining === 0 && currentPage > 1) setCurrentPage(currentPage - 1);
  };

  const run = async (item: WishlistItem, action: () => Promise<string | null>) => {
    if (!wishlist?.id) return;
    setBusyItemId(item.id);
    setItemErrors((current) => ({ ...current, [item.id]: '' }));
    try {
      const problem = await action();
      if (problem) setItemErrors((current) => ({ ...current, [item.id]: problem }));
      await reload();
    } catch (failure) {
      setItemErrors((current) => ({ ...current, [item.id]: sortServerError(failure).formError ?? '' }));
    } finally {
      setBusyItemId(null);
    }
  };

  const handleRemove = (item: WishlistItem) =>
    run(item, async () => {
      await removeItems({ variables: { wishlistId: wishlist!.id!, itemIds: [item.id] } });
      showToast('success', formatMessage({ id: 'wishlist.removed', defaultMessage: '{name} was removed from your wishlist.' }, { name: item.product?.name ?? '' }));
      return null;
    });

  const handleMoveToCart = (item: WishlistItem) =>
    run(item, async () => {
      const result = await moveItems({ variables: { wishlistId: wishlist!.id!, itemIds: [item.id] } });
      const problems = result.data?.addWishlistItemsToCart?.add_wishlist_items_to_cart_user_errors ?? [];
      if (problems.length > 0) return problems.map((problem) => problem.message).join(', ');
      await dispatch(refreshCustomerCart(client));
      showToast('success', formatMessage({ id: 'wishlist.moved', defaultMessage: '{name} was moved to your cart.' }, { name: item.product?.name ?? '' }));
      return null;
    });

  return {
    items,
    itemsCount: wishlist?.items_count ?? 0,
    currentPage,
    totalPages,
    goToPage: (page: number) => setCurrentPage(Math.min(Math.max(1, page), totalPages)),
    ...loadState({ data, loading, error }),
    busyItemId,
    itemErrors,
    handleRemove,
    handleMoveToCart
  };
}
