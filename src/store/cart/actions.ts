import type { CartItemInput } from '../../api/schemaTypes.generated';
import { createAction, createRequestReceive } from '../fsa';

export type { CartItemInput };

const prefix = 'CART';

// The cart's details as the cart slice keeps them: what the storefront shows of the mini-cart fields
// (cart.graphql). The gateway fills them from the server's answer (apolloGateway.ts, toCartDetails),
// where what the schema leaves nullable is decided once; the views also build lines of their own
// (a line shown before the store has answered).

/** An amount with its currency. Magento's Money may lack either; such an amount is not kept. */
export interface CartMoney {
  currency: string;
  value: number;
}

export interface CartProductVariant {
  /** The option values (ConfigurableAttributeOption uids) that make this variant. */
  attributes: Array<{ uid: string }>;
  product: { uid: string; thumbnail?: { url: string | null } | null };
}

export interface CartProduct {
  uid: string;
  /** What the line is called: the product's name, else its SKU (Magento's name is nullable). */
  name: string;
  /** Magento's SKU is nullable too: a line without one cannot be edited or moved to the wishlist. */
  sku: string | null;
  url_key?: string | null;
  thumbnail?: { url: string | null } | null;
  /** A configurable product's variants. */
  variants?: CartProductVariant[] | null;
}

export interface SelectedConfigurableOption {
  configurable_product_option_uid: string;
  option_label: string;
  configurable_product_option_value_uid: string;
  value_label: string;
}

export interface CartItemError {
  code: string;
  message: string;
}

export interface CartItem {
  __typename?: string;
  uid: string;
  quantity: number;
  /** The unit price; null when the server gives none (or one without a value or currency). */
  prices?: { price: CartMoney; total_item_discount?: { value: number } | null } | null;
  errors?: CartItemError[] | null;
  product: CartProduct;
  /** The options chosen for a configurable product. */
  configurable_options?: SelectedConfigurableOption[] | null;
}

export interface CartDetails {
  id: string;
  total_quantity: number;
  prices?: {
    subtotal_excluding_tax?: CartMoney | null;
    subtotal_including_tax?: CartMoney | null;
    grand_total?: CartMoney | null;
  } | null;
  items: Array<CartItem | null>;
}

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
