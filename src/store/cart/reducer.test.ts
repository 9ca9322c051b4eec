import { checkoutActions } from '../checkout/actions';
import { cartActions, type CartDetails, type CartItem } from './actions';
import { cartReducer, initialCartState } from './reducer';
import { cartCounterLabel, cartItemCount, cartSummary, isCartEmpty } from './selectors';

const init = { type: '@@INIT' };
const details: CartDetails = {
  id: 'c1',
  total_quantity: 3,
  prices: { grand_total: { currency: 'RON', value: 120 } },
  items: [
    { uid: 'i1', quantity: 1, product: { uid: 'p1', name: 'Whey', sku: 'W1' } },
    { uid: 'i2', quantity: 2, product: { uid: 'p2', name: 'Omega', sku: 'O1' } }
  ]
};

describe('cart actions', () => {
  it('have CART request/receive types', () => {
    expect(cartActions.getCart.request().type).toBe('CART/GET_CART/REQUEST');
    expect(cartActions.getCart.receive('1').type).toBe('CART/GET_CART/RECEIVE');
    expect(cartActions.getDetails.request().type).toBe('CART/GET_DETAILS/REQUEST');
    expect(cartActions.addItem.request().type).toBe('CART/ADD_ITEM/REQUEST');
    expect(cartActions.updateItem.receive().type).toBe('CART/UPDATE_ITEM/RECEIVE');
    expect(cartActions.removeItem.receive().type).toBe('CART/REMOVE_ITEM/RECEIVE');
    expect(cartActions.beginEditItem(details.items[0] as CartItem).type).toBe('CART/BEGIN_EDIT_ITEM');
    expect(cartActions.endEditItem().type).toBe('CART/END_EDIT_ITEM');
    expect(cartActions.reset().type).toBe('CART/RESET');
  });
});

describe('cart reducer', () => {
  it('starts with its initial state', () => {
    expect(cartReducer(undefined, init)).toBe(initialCartState);
  });

  it('stores the received cart id as a string', () => {
    expect(cartReducer(initialCartState, cartActions.getCart.request())).toBe(initialCartState);
    expect(cartReducer(initialCartState, cartActions.getCart.receive(42)).cartId).toBe('42');
  });

  it('resets the cart and records the error when getCart fails', () => {
    const error = new Error('Unable to create cart');
    const loaded = { ...initialCartState, cartId: 'c1', details };
    expect(cartReducer(loaded, cartActions.getCart.receive(error))).toEqual({ ...initialCartState, getCartError: error });
  });

  it('sets and clears the details loading flag', () => {
    const loading = cartReducer(initialCartState, cartActions.getDetails.request('c1'));
    expect(loading.isLoading).toBe(true);
    expect(cartReducer(loading, cartActions.getDetails.receive(details))).toMatchObject({ isLoading: false, details, getDetailsError: null });
    const error = new Error('x');
    expect(cartReducer(loading, cartActions.getDetails.receive(error))).toMatchObject({ isLoading: false, getDetailsError: error });
  });

  it('sets and clears the adding and updating flags', () => {
    const adding = cartReducer(initialCartState, cartActions.addItem.request());
    expect(adding.isAddingItem).toBe(true);
    expect(cartReducer(adding, cartActions.addItem.receive())).toMatchObject({ isAddingItem: false, addItemError: null });
    const addError = new Error('add');
    expect(cartReducer(adding, cartActions.addItem.receive(addError))).toMatchObject({ isAddingItem: false, addItemError: addError });

    const updating = cartReducer(initialCartState, cartActions.updateItem.request());
    expect(updating.isUpdatingItem).toBe(true);
    expect(cartReducer(updating, cartActions.updateItem.receive())).toMatchObject({ isUpdatingItem: false });
    const updateError = new Error('upd');
    expect(cartReducer(updating, cartActions.updateItem.receive(updateError))).toMatchObject({ isUpdatingItem: false, updateItemError: updateError });
  });

  it('records remove errors, edit item and reset', () => {
    const error = new Error('rm');
    const removed = cartReducer(initialCartState, cartActions.removeItem.receive(error));
    expect(removed.removeItemError).toBe(error);
    expect(cartReducer(removed, cartActions.removeItem.receive()).removeItemError).toBeNull();
    const item = details.items[0] as CartItem;
    const editing = cartReducer(initialCartState, cartActions.beginEditItem(item));
    expect(editing.editItem).toBe(item);
    expect(cartReducer(editing, cartActions.endEditItem()).editItem).toBeNull();
    expect(cartReducer({ ...editing, cartId: 'x' }, cartActions.reset())).toEqual(initialCartState);
  });

  it('keeps shipping methods fetched by the checkout', () => {
    const methods = [{ carrier_code: 'fan', carrier_title: 'Fan', method_code: 'std', code: 'fan', title: 'Fan' }];
    expect(cartReducer(initialCartState, checkoutActions.getShippingMethods.receive(methods)).shippingMethods).toEqual(methods);
  });
});

describe('cart selectors', () => {
  it('computes emptiness, counts and the summary', () => {
    expect(isCartEmpty(null)).toBe(true);
    expect(isCartEmpty({ ...details, items: [] })).toBe(true);
    expect(isCartEmpty(details)).toBe(false);
    expect(cartItemCount(details)).toBe(3);
    expect(cartSummary(details)).toEqual({ currency: 'RON', subtotal: 120, itemCount: 3 });
    expect(cartSummary(null)).toEqual({ currency: 'RON', subtotal: 0, itemCount: 0 });
  });

  it('caps the counter at 99+ and hides it at 0', () => {
    expect(cartCounterLabel(0)).toBeNull();
    expect(cartCounterLabel(99)).toBe('99');
    expect(cartCounterLabel(100)).toBe('99+');
  });
});
