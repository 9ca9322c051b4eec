// Add to cart and add to wishlist from the product page. A configurable product is added by its parent
// SKU with the chosen option value uids (Magento's addProductsToCart); the cart thunk creates the cart
// when needed, refreshes the details (mini-cart counter) and records failures, which become toasts.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';

import { joinGraphQLErrors } from '../../../../api/apollo/errors';
import { isOffline, offlineMessages } from '../../../../api/offline';
import { pendingAdd, useCartView } from '../../../../components/OptimisticCart';
import { showToast } from '../../../../lib/toasts';
import { addItemToCart } from '../../../../store/cart/asyncActions';
import type { CartItemInput } from '../../../../store/cart/actions';
import { createCartGateway } from '../../../../store/cart/gateway';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../../store/hooks';
import { selectIsSignedIn } from '../../../../store/user/selectors';
import { clampQuantity, type OptionModel, type PageProduct, type ProductVariant, type Selection } from '../productModel';
import {
  AddProductToWishlistFromPageDocument,
  GetWishlistForProductDocument,
  RemoveProductFromWishlistFromPageDocument,
  type WishlistProductsFieldsFragment
} from './addToCartForm.generated';

export interface AddToCartFormInput {
  product: Pick<PageProduct, 'sku' | 'name' | 'media_gallery'>;
  isConfigurable: boolean;
  options: OptionModel[];
  selection: Selection;
  variant: ProductVariant | null;
  canBuy: boolean;
  maxQuantity: number;
  /** The price of one item of the current choice, for the cart line shown before the store answers. */
  unitPrice?: { value: number; currency: string } | null;
}

/** The cart item of the page's current choice. */
export function cartItemFor(input: Pick<AddToCartFormInput, 'product' | 'isConfigurable' | 'options' | 'selection'>, quantity: number): CartItemInput {
  if (!input.isConfigurable) return { sku: input.product.sku, quantity };
  return {
    sku: input.product.sku,
    quantity,
    selected_options: input.options.map((option) => input.selection[option.uid]).filter((uid): uid is string => Boolean(uid))
  };
}

/**
 * The wishlist item that is the page's current choice: the product itself, or for a configurable one
 * the item saved with the chosen variant (an item saved without options when none is chosen).
 */
export function savedWishlistItemId(
  wishlist: WishlistProductsFieldsFragment | null | undefined,
  input: Pick<AddToCartFormInput, 'product' | 'isConfigurable' | 'variant'>
): string | null {
  const variantSku = input.isConfigurable ? (input.variant?.product?.sku ?? null) : null;
  const item = (wishlist?.items_v2?.items ?? []).find((candidate) => {
    if (!candidate || candidate.product?.sku !== input.product.sku) return false;
    const savedVariantSku = candidate.__typename === 'ConfigurableWishlistItem' ? (candidate.configured_variant?.sku ?? null) : null;
    return savedVariantSku === variantSku;
  });
  return item?.id ?? null;
}

export function useAddToCartForm(input: AddToCartFormInput) {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { formatMessage } = useIntl();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const gateway = useMemo(() => createCartGateway(client), [client]);
  const { details, changeCart } = useCartView();
  const [quantity, setQuantity] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const [isAddingToWishlist, setIsAddingToWishlist] = useState(false);
  const busy = useRef(false);
  const name = input.product.name ?? input.product.sku;
  const boundedQuantity = clampQuantity(quantity, input.maxQuantity);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy.current || !input.canBuy) return;
      // Offline: say so (the choice and quantity stay as they are).
      if (isOffline()) {
        showToast('error', formatMessage(offlineMessages.addToCart));
        return;
      }
      busy.current = true;
      setIsAdding(true);
      try {
        const item = cartItemFor(input, boundedQuantity);
        const imageSource = input.variant?.product ?? input.product;
        const mediaEntries = (imageSource.media_gallery ?? [])
          .filter((entry) => entry?.url)
          // media_gallery gives URLs ('/media/catalog/product/a/b.jpg'); the cache keeps Magento's file path ('/a/b.jpg').
          .map((entry) => ({ file: (entry?.url ?? '').replace(/^.*\/catalog\/product(?=\/)/, ''), label: entry?.label ?? null, position: entry?.position ?? null, disabled: entry?.disabled ?? false }));
        const imageUrl = imageSource.media_gallery?.find((entry) => entry?.url)?.url ?? null;
        await changeCart(pendingAdd(details, item, { name, imageUrl, price: input.unitPrice }), () =>
          dispatch(addItemToCart({ gateway }, { item, product: { media_gallery_entries: mediaEntries } }))
        );
        const error = store.getState().cart.addItemError;
        if (error) {
          showToast(
            'error',
            formatMessage(
              { id: 'product.addToCartFailed', defaultMessage: 'Could not add {name} to the cart: {reason}' },
              { name, reason: error.message }
            )
          );
          return;
        }
        showToast('success', formatMessage({ id: 'product.addedToCart', defaultMessage: '{name} was added to your cart.' }, { name }));
      } finally {
        busy.current = false;
        setIsAdding(false);
      }
    },
    [boundedQuantity, changeCart, details, dispatch, formatMessage, gateway, input, name, store]
  );

  // Whether the current choice is saved: the button shows it, and pressing it again takes it off.
  const wishlistQuery = useQuery(GetWishlistForProductDocument, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const wishlist = wishlistQuery.data?.customer?.wishlists?.find(Boolean) ?? null;
  const savedItemId = savedWishlistItemId(wishlist, input);

  const handleWishlistToggle = useCallback(async () => {
    if (!isSignedIn || isAddingToWishlist) return;
    setIsAddingToWishlist(true);
    try {
      if (savedItemId && wishlist?.id) {
        const result = await client.mutate({ mutation: RemoveProductFromWishlistFromPageDocument, variables: { wishlistId: wishlist.id, itemId: savedItemId } });
        const userErrors = (result.data?.removeProductsFromWishlist?.user_errors ?? []).filter((error) => error !== null);
        if (userErrors.length > 0) throw new Error(joinGraphQLErrors(userErrors));
        showToast('success', formatMessage({ id: 'product.removedFromWishlist', defaultMessage: '{name} was removed from your wishlist.' }, { name }));
        return;
      }
      // The wishlist as the store has it now (it may have changed in another tab, or not be loaded yet).
      const { data } = await client.query({ query: GetWishlistForProductDocument, fetchPolicy: 'network-only' });
      const current = data?.customer?.wishlists?.find(Boolean) ?? null;
      if (savedWishlistItemId(current, input)) {
        showToast('info', formatMessage({ id: 'product.alreadyInWishlist', defaultMessage: '{name} is already in your wishlist.' }, { name }));
        return;
      }
      const item = cartItemFor(input, 1);
      const result = await client.mutate({ mutation: AddProductToWishlistFromPageDocument, variables: { wishlistId: current?.id ?? '0', item } });
      const userErrors = (result.data?.addProductsToWishlist?.user_errors ?? []).filter((error) => error !== null);
      if (userErrors.length > 0) throw new Error(joinGraphQLErrors(userErrors));
      showToast('success', formatMessage({ id: 'product.addedToWishlist', defaultMessage: '{name} was added to your wishlist.' }, { name }));
    } catch (error) {
      const values = { name, reason: error instanceof Error ? error.message : String(error) };
      showToast(
        'error',
        savedItemId
          ? formatMessage({ id: 'product.removeFromWishlistFailed', defaultMessage: 'Could not remove {name} from your wishlist: {reason}' }, values)
          : formatMessage({ id: 'product.addToWishlistFailed', defaultMessage: 'Could not add {name} to your wishlist: {reason}' }, values)
      );
    } finally {
      setIsAddingToWishlist(false);
    }
  }, [client, formatMessage, input, isAddingToWishlist, isSignedIn, name, savedItemId, wishlist?.id]);

  return {
    quantity: boundedQuantity,
    setQuantity,
    isAdding,
    isAddingToWishlist,
    isSignedIn,
    isInWishlist: savedItemId !== null,
    handleSubmit,
    handleWishlistToggle
  };
}
