import { createAction, createRequestReceive } from '../fsa';
import type { CartDetails, CartItem, CartItemInput } from './cart.gql';

const prefix = 'CART';

export interface AddItemRequest {
  item: CartItemInput;
}

export interface UpdateItemRequest {
  cartItemUid: string;
  quantity: number;
}

export interface RemoveItemRequest {
  cartItemUid: string;
}

export const cartActions = {
  /** receive: the cart id (stored as a string) or an error. */
  getCart: createRequestReceive<undefined, string | number>(`${prefix}/GET_CART`),
  getDetails: createRequestReceive<string | undefined, CartDetails>(`${prefix}/GET_DETAILS`),
  addItem: createRequestReceive<AddItemRequest | undefined, undefined>(`${prefix}/ADD_ITEM`),
  updateItem: createRequestReceive<UpdateItemRequest | undefined, undefined>(`${prefix}/UPDATE_ITEM`),
  removeItem: createRequestReceive<RemoveItemRequest | undefined, undefined>(`${prefix}/REMOVE_ITEM`),
  beginEditItem: createAction<CartItem>(`${prefix}/BEGIN_EDIT_ITEM`),
  endEditItem: createAction(`${prefix}/END_EDIT_ITEM`),
  reset: createAction(`${prefix}/RESET`)
};

export default cartActions;
