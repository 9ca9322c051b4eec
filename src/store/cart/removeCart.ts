// Forgets the cart: its stored id and its state. On its own (not in asyncActions) because signing out
// uses it and the cart thunks sign out: neither module imports the other.
import { storageKeys } from '../../api/storage';
import type { AppThunk } from '../index';
import { cartActions } from './actions';

export const removeCart = (): AppThunk<Promise<void>> => async (dispatch, _getState, { storage }) => {
  storage.removeItem(storageKeys.cartId);
  dispatch(cartActions.reset());
};
