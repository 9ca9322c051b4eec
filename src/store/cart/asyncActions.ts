/**
 * Cart thunks. Server calls go through an injected CartGateway so the flow is
 * testable without a server; createCartGateway(client) provides the Apollo-backed one.
 */
import { isNetworkError } from '../../api/apollo/errors';
import { stripStockErrors } from '../../api/apollo/stockErrors';
import { hasErrorCode, type ServerErrorCode } from '../../api/errorCodes';
import { storageKeys, type BrowserPersistence } from '../../api/storage';
import type { AppThunk } from '../index';
import { signOut, type SignOutDeps } from '../user/asyncActions';
import { cartActions, type CartDetails, type CartItem, type CartItemInput } from './actions';
import { removeCart } from './removeCart';

export const UNABLE_TO_CREATE_CART = 'Unable to create cart';

/** The cart cannot be used any more: unknown, ordered, or not this shopper's. */
export const INVALID_CART_ERROR_CODES = ['CART_NOT_FOUND', 'CART_INACTIVE', 'CART_FORBIDDEN'] as const satisfies readonly ServerErrorCode[];

export interface CartGateway {
  /** createEmptyCart: a new cart id. */
  createCart(): Promise<string>;
  /** Cart details, network-only. */
  fetchCartDetails(cartId: string): Promise<CartDetails>;
  addItem(cartId: string, item: CartItemInput): Promise<unknown>;
  updateItemQuantity(cartId: string, cartItemUid: string, quantity: number): Promise<unknown>;
  removeItem(cartId: string, cartItemUid: string): Promise<unknown>;
}

export interface CartDeps {
  gateway: CartGateway;
  /** Used when a signed-in shopper's cart turns out invalid (they are signed out). */
  signOutDeps?: SignOutDeps;
  /** Told which items were removed because the server reported them out of stock (for a notice). */
  onStockItemsRemoved?: (items: CartItem[]) => void;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function isInvalidCartError(error: unknown): boolean {
  return hasErrorCode(error, INVALID_CART_ERROR_CODES);
}

/** Removes the cart: stored id and cart state. */
export { removeCart } from './removeCart';

/** With no cart id: request, then the stored id or a new empty cart (stored). */
export const createCart =
  ({ gateway }: CartDeps): AppThunk<Promise<void>> =>
  async (dispatch, getState, { storage }) => {
    if (getState().cart.cartId) return;
    dispatch(cartActions.getCart.request());
    const storedId = storage.getItem<string>(storageKeys.cartId);
    if (storedId) {
      dispatch(cartActions.getCart.receive(storedId));
      return;
    }
    try {
      const cartId = await gateway.createCart();
      if (!cartId) throw new Error('createEmptyCart returned no id');
      storage.setItem(storageKeys.cartId, cartId);
      dispatch(cartActions.getCart.receive(cartId));
    } catch (cause) {
      dispatch(cartActions.getCart.receive(new Error(UNABLE_TO_CREATE_CART, { cause })));
    }
  };

/**
 * An invalid cart: a signed-in shopper is signed out, a guest's cart is cleared; then a new cart is
 * created. Callers refetch details and retry their action once.
 */
export const recoverFromInvalidCart =
  (deps: CartDeps): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (getState().user.isSignedIn) await dispatch(signOut(deps.signOutDeps));
    else await dispatch(removeCart());
    await dispatch(createCart(deps));
  };

/** Runs a cart operation; on an invalid-cart answer (not a network failure) recovers and retries once. */
async function withCartRecovery<T>(
  dispatch: Parameters<AppThunk>[0],
  getState: Parameters<AppThunk>[1],
  deps: CartDeps,
  operation: (cartId: string) => Promise<T>
): Promise<T> {
  if (!getState().cart.cartId) await dispatch(createCart(deps));
  const firstCartId = getState().cart.cartId;
  if (!firstCartId) throw getState().cart.getCartError ?? new Error(UNABLE_TO_CREATE_CART);
  try {
    return await operation(firstCartId);
  } catch (error) {
    if (isNetworkError(error) || !isInvalidCartError(error)) throw error;
    await dispatch(recoverFromInvalidCart(deps));
    const nextCartId = getState().cart.cartId;
    if (!nextCartId) throw error;
    await dispatch(fetchDetails(deps, nextCartId));
    return operation(nextCartId);
  }
}

/** Fetches details for the given cart and removes items the server reports out of stock. */
function fetchDetails(deps: CartDeps, cartId: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(cartActions.getDetails.request(cartId));
    try {
      let details = await deps.gateway.fetchCartDetails(cartId);
      const { affectedItemUids } = stripStockErrors([], details.items);
      if (affectedItemUids.length > 0) {
        const removed = details.items.filter((item): item is CartItem => Boolean(item && affectedItemUids.includes(item.uid)));
        for (const uid of affectedItemUids) await deps.gateway.removeItem(cartId, uid);
        details = await deps.gateway.fetchCartDetails(cartId);
        deps.onStockItemsRemoved?.(removed);
      }
      dispatch(cartActions.getDetails.receive(details));
    } catch (error) {
      dispatch(cartActions.getDetails.receive(toError(error)));
      throw error;
    }
  };
}

/** Cart details (creating the cart first when there is none); invalid carts are recovered once. */
export const getCartDetails =
  (deps: CartDeps): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!getState().cart.cartId) await dispatch(createCart(deps));
    const cartId = getState().cart.cartId;
    if (!cartId) return;
    try {
      await dispatch(fetchDetails(deps, cartId));
    } catch (error) {
      if (isNetworkError(error) || !isInvalidCartError(error)) return;
      await dispatch(recoverFromInvalidCart(deps));
      const nextCartId = getState().cart.cartId;
      if (!nextCartId) return;
      try {
        await dispatch(fetchDetails(deps, nextCartId));
      } catch {
        // Recorded in getDetailsError; a second failure is not retried.
      }
    }
  };

/** A product image as the image cache keeps it (Magento's MediaGalleryEntry: the file path under the product media). */
export interface MediaGalleryEntry {
  uid?: string | null;
  file: string;
  label?: string | null;
  position?: number | null;
  disabled?: boolean | null;
}

/** The product an item is added from: its images, for the image cache. */
export interface ImageSource {
  media_gallery_entries?: ReadonlyArray<MediaGalleryEntry | null> | null;
}

/** The first-position media gallery image of a product (the one shown in the mini cart). */
export function firstPositionImage(product: ImageSource | undefined): MediaGalleryEntry | undefined {
  const entries = (product?.media_gallery_entries ?? []).filter((entry): entry is MediaGalleryEntry => entry !== null && !entry.disabled);
  return [...entries].sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER))[0];
}

/** Caches a product's first-position image under its sku in imagesBySku. */
export async function writeImageToCache(
  storage: BrowserPersistence,
  sku: string,
  product: ImageSource | undefined
): Promise<void> {
  const image = firstPositionImage(product);
  if (!image) return;
  const images = storage.getItem<Record<string, MediaGalleryEntry>>(storageKeys.imagesBySku) ?? {};
  storage.setItem(storageKeys.imagesBySku, { ...images, [sku]: image });
}

export function readImageFromCache(storage: BrowserPersistence, sku: string): MediaGalleryEntry | undefined {
  return storage.getItem<Record<string, MediaGalleryEntry>>(storageKeys.imagesBySku)?.[sku];
}

export interface AddItemPayload {
  item: CartItemInput;
  /** The product being added, for image caching. */
  product?: ImageSource;
}

/** Wait for image caching, request, add mutation, refresh details, receive. */
export const addItemToCart =
  (deps: CartDeps, payload: AddItemPayload): AppThunk<Promise<void>> =>
  async (dispatch, getState, { storage }) => {
    await writeImageToCache(storage, payload.item.sku, payload.product);
    dispatch(cartActions.addItem.request({ item: payload.item }));
    try {
      await withCartRecovery(dispatch, getState, deps, (cartId) => deps.gateway.addItem(cartId, payload.item));
      await dispatch(getCartDetails(deps));
      dispatch(cartActions.addItem.receive());
    } catch (error) {
      dispatch(cartActions.addItem.receive(toError(error)));
    }
  };

export interface UpdateItemPayload {
  cartItemUid: string;
  quantity: number;
  /** Configurable products change options by removing the item and adding this one. */
  replacement?: CartItemInput;
}

/** Configurable: remove then re-add; otherwise update the quantity. Details refreshed afterwards. */
export const updateItemInCart =
  (deps: CartDeps, payload: UpdateItemPayload): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    dispatch(cartActions.updateItem.request({ cartItemUid: payload.cartItemUid, quantity: payload.quantity }));
    try {
      await withCartRecovery(dispatch, getState, deps, async (cartId) => {
        if (payload.replacement) {
          await deps.gateway.removeItem(cartId, payload.cartItemUid);
          await deps.gateway.addItem(cartId, { ...payload.replacement, quantity: payload.quantity });
        } else {
          await deps.gateway.updateItemQuantity(cartId, payload.cartItemUid, payload.quantity);
        }
      });
      await dispatch(getCartDetails(deps));
      dispatch(cartActions.updateItem.receive());
    } catch (error) {
      dispatch(cartActions.updateItem.receive(toError(error)));
    }
  };

/** Removes an item; details are refreshed afterwards whatever happened. */
export const removeItemFromCart =
  (deps: CartDeps, { cartItemUid }: { cartItemUid: string }): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    dispatch(cartActions.removeItem.request({ cartItemUid }));
    try {
      await withCartRecovery(dispatch, getState, deps, (cartId) => deps.gateway.removeItem(cartId, cartItemUid));
      dispatch(cartActions.removeItem.receive());
    } catch (error) {
      dispatch(cartActions.removeItem.receive(toError(error)));
    } finally {
      await dispatch(getCartDetails(deps));
    }
  };

export interface CartTabWatchOptions {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  reload?: () => void;
  getCurrentCartId: () => string | null;
  storageKeyName: string;
}

/**
 * Another tab storing a different cart id means this tab's cart is stale: reload.
 * `storageKeyName` is the namespaced key, e.g. persistence.key('cartId').
 */
export function watchCartIdAcrossTabs({
  target = window,
  reload = () => window.location.reload(),
  getCurrentCartId,
  storageKeyName
}: CartTabWatchOptions): () => void {
  const handleStorage = (event: Event): void => {
    const { key, newValue } = event as StorageEvent;
    if (key !== storageKeyName || !newValue) return;
    let storedId: unknown;
    try {
      storedId = JSON.parse((JSON.parse(newValue) as { value: string }).value);
    } catch {
      return;
    }
    const current = getCurrentCartId();
    if (typeof storedId === 'string' && current && storedId !== current) reload();
  };
  target.addEventListener('storage', handleStorage);
  return () => target.removeEventListener('storage', handleStorage);
}
