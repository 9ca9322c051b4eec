import { BrowserPersistence, MemoryStorage } from '../../../api/storage';
import { createStore } from '../../../store';
import { cartActions, type CartDetails } from '../../../store/cart/actions';
import { signInAndMergeCart, type SignInGateway } from './signInFlow';

function setup(guestCartId: string | null) {
  const storage = new BrowserPersistence({ storage: new MemoryStorage() });
  const store = createStore(undefined, { storage });
  if (guestCartId) {
    storage.setItem('cartId', guestCartId);
    store.dispatch(cartActions.getCart.receive(guestCartId));
  }
  const calls: string[] = [];
  const details = (id: string) => ({ id, total_quantity: 3, items: [] }) as unknown as CartDetails;
  const gateway: SignInGateway = {
    generateToken: jest.fn(async (email: string, password: string) => {
      calls.push(`token ${email}`);
      if (password !== 'Secret123') throw new Error('Invalid login or password.');
      return 'customer-token';
    }),
    fetchCustomerCartId: jest.fn(async () => {
      calls.push('customerCart');
      return 'customer-cart';
    }),
    mergeCarts: jest.fn(async (source: string, destination: string) => {
      calls.push(`merge ${source} -> ${destination}`);
    }),
    clearCache: jest.fn(() => {
      calls.push('clearCache');
    }),
    fetchUserDetails: jest.fn(async () => {
      calls.push('details');
      return { email: 'ana@example.ro', firstname: 'Ana', lastname: 'Pop' };
    }),
    cart: {
      createCart: jest.fn(async () => 'fresh-cart'),
      fetchCartDetails: jest.fn(async (id: string) => {
        calls.push(`cartDetails ${id}`);
        return details(id);
      }),
      addItem: jest.fn(),
      updateItemQuantity: jest.fn(),
      removeItem: jest.fn()
    }
  };
  return { store, storage, gateway, calls };
}

describe('signInAndMergeCart', () => {
  it('stores the token, merges the guest cart into the customer cart and makes it current', async () => {
    const { store, storage, gateway, calls } = setup('guest-cart');
    await store.dispatch(signInAndMergeCart(gateway, { email: 'ana@example.ro', password: 'Secret123' }));

    expect(calls).toEqual([
      'token ana@example.ro',
      'clearCache',
      'customerCart',
      'merge guest-cart -> customer-cart',
      'cartDetails customer-cart',
      'details'
    ]);
    const state = store.getState();
    expect(state.user).toMatchObject({ token: 'customer-token', isSignedIn: true, currentUser: { firstname: 'Ana' } });
    expect(state.cart.cartId).toBe('customer-cart');
    expect(state.cart.details).toMatchObject({ id: 'customer-cart', total_quantity: 3 });
    expect(storage.getItem('cartId')).toBe('customer-cart');
    expect(storage.getItem('signin_token')).toBe('customer-token');
    // The customer cart already existed: no new empty cart was created.
    expect(gateway.cart.createCart).not.toHaveBeenCalled();
  });

  it('does not merge when there is no guest cart', async () => {
    const { store, gateway } = setup(null);
    await store.dispatch(signInAndMergeCart(gateway, { email: 'ana@example.ro', password: 'Secret123' }));
    expect(gateway.mergeCarts).not.toHaveBeenCalled();
    expect(store.getState().cart.cartId).toBe('customer-cart');
  });

  it('still signs in when the merge fails (guest cart already closed)', async () => {
    const { store, gateway } = setup('old-cart');
    (gateway.mergeCarts as jest.Mock).mockRejectedValueOnce(new Error("The cart isn't active"));
    await store.dispatch(signInAndMergeCart(gateway, { email: 'ana@example.ro', password: 'Secret123' }));
    expect(store.getState().user.isSignedIn).toBe(true);
    expect(store.getState().cart.cartId).toBe('customer-cart');
  });

  it('throws the server error and changes nothing on wrong credentials', async () => {
    const { store, storage, gateway } = setup('guest-cart');
    await expect(store.dispatch(signInAndMergeCart(gateway, { email: 'ana@example.ro', password: 'nope' }))).rejects.toThrow(
      'Invalid login or password.'
    );
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(store.getState().cart.cartId).toBe('guest-cart');
    expect(storage.getItem('signin_token')).toBeUndefined();
    expect(gateway.mergeCarts).not.toHaveBeenCalled();
  });
});
