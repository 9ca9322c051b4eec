import { storageKeys, type BrowserPersistence } from '../../api/storage';
import { checkoutActions, type ShippingMethod } from '../checkout/actions';
import { handleActions, isErrorAction, on } from '../fsa';
import { cartActions, type CartDetails, type CartItem } from './actions';

export interface CartState {
  cartId: string | null;
  details: CartDetails | null;
  shippingMethods: ShippingMethod[];
  isLoading: boolean;
  isAddingItem: boolean;
  isUpdatingItem: boolean;
  /** The item open in the edit dialog (beginEditItem / endEditItem). */
  editItem: CartItem | null;
  getCartError: Error | null;
  getDetailsError: Error | null;
  addItemError: Error | null;
  updateItemError: Error | null;
  removeItemError: Error | null;
}

export const initialCartState: CartState = {
  cartId: null,
  details: null,
  shippingMethods: [],
  isLoading: false,
  isAddingItem: false,
  isUpdatingItem: false,
  editItem: null,
  getCartError: null,
  getDetailsError: null,
  addItemError: null,
  updateItemError: null,
  removeItemError: null
};

/**
 * The state a page starts with: the stored cart's id, known from the first moment (sign-in merges it,
 * the cart and checkout pages use it) rather than from the cart start-up's first request.
 */
export function createInitialCartState(storage?: BrowserPersistence): CartState {
  return { ...initialCartState, cartId: storage?.getItem<string>(storageKeys.cartId) ?? null };
}

export const cartReducer = handleActions<CartState>(initialCartState, [
  on(cartActions.getCart.request, (state) => state),
  on(cartActions.getCart.receive, (state, action) =>
    isErrorAction(action)
      ? { ...initialCartState, getCartError: action.payload }
      : { ...state, cartId: String(action.payload), getCartError: null }
  ),
  on(cartActions.getDetails.request, (state) => ({ ...state, isLoading: true })),
  on(cartActions.getDetails.receive, (state, action) =>
    isErrorAction(action)
      ? { ...state, isLoading: false, getDetailsError: action.payload }
      : { ...state, isLoading: false, details: action.payload as CartDetails, getDetailsError: null }
  ),
  on(cartActions.addItem.request, (state) => ({ ...state, isAddingItem: true })),
  on(cartActions.addItem.receive, (state, action) =>
    isErrorAction(action)
      ? { ...state, isAddingItem: false, addItemError: action.payload }
      : { ...state, isAddingItem: false, addItemError: null }
  ),
  on(cartActions.updateItem.request, (state) => ({ ...state, isUpdatingItem: true })),
  on(cartActions.updateItem.receive, (state, action) =>
    isErrorAction(action)
      ? { ...state, isUpdatingItem: false, updateItemError: action.payload }
      : { ...state, isUpdatingItem: false, updateItemError: null, editItem: null }
  ),
  on(cartActions.removeItem.request, (state) => state),
  on(cartActions.removeItem.receive, (state, action) =>
    isErrorAction(action) ? { ...state, removeItemError: action.payload } : { ...state, removeItemError: null }
  ),
  on(cartActions.beginEditItem, (state, { payload }) => ({ ...state, editItem: payload })),
  on(cartActions.endEditItem, (state) => ({ ...state, editItem: null })),
  on(cartActions.reset, () => initialCartState),
  // The cart also keeps the shipping methods the checkout fetched for it.
  on(checkoutActions.getShippingMethods.receive, (state, action) =>
    isErrorAction(action) ? state : { ...state, shippingMethods: action.payload as ShippingMethod[] }
  )
]);
