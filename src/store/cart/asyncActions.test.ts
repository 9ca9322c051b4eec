import { CombinedGraphQLErrors } from '@apollo/client/errors';

import { CodedError } from '../../api/errorCodes';
import { BrowserPersistence, MemoryStorage } from '../../api/storage';
import { createStore } from '../index';
import {
  addItemToCart,
  createCart,
  getCartDetails,
  isInvalidCartError,
  readImageFromCache,
  removeItemFromCart,
  updateItemInCart,
  watchCartIdAcrossTabs,
  type CartGateway
} from './asyncActions';
import type { CartDetails } from './actions';

/** The error a cart call fails with when the server answers a GraphQL error with this code. */
const serverError = (message: string, code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { category: 'graphql-no-such-entity', code } }] });

function details(id: string, items: CartDetails['items'] = []): CartDetails {
  return { id, total_quantity: items.length, items };
}

function setup(overrides: Partial<CartGateway> = {}) {
  const storage = new BrowserPersistence({ storage: new MemoryStorage() });
  const store = createStore(undefined, { storage });
  const calls: string[] = [];
  let nextCart = 0;
  const gateway: CartGateway = {
    createCart: jest.fn(async () => {
      nextCart += 1;
      calls.push(`create`);
      return `cart-${nextCart}`;
    }),
    fetchCartDetails: jest.fn(async (cartId: string) => {
      calls.push(`details ${cartId}`);
      return details(cartId);
    }),
    addItem: jest.fn(async (cartId: string, item) => {
      calls.push(`add ${cartId} ${item.sku} ${item.quantity}`);
    }),
    updateItemQuantity: jest.fn(async (cartId: string, uid: string, quantity: number) => {
      calls.push(`update ${cartId} ${uid} ${quantity}`);
    }),
    removeItem: jest.fn(async (cartId: string, uid: string) => {
      calls.push(`remove ${cartId} ${uid}`);
    }),
    ...overrides
  };
  return { storage, store, gateway, calls, deps: { gateway } };
}

describe('createCart', () => {
  it('uses the stored cart id', async () => {
    const { store, storage, deps, gateway } = setup();
    storage.setItem('cartId', 'stored-1');
    await store.dispatch(createCart(deps));
    expect(store.getState().cart.cartId).toBe('stored-1');
    expect(gateway.createCart).not.toHaveBeenCalled();
  });

  it('creates and stores an empty cart', async () => {
    const { store, storage, deps } = setup();
    await store.dispatch(createCart(deps));
    expect(store.getState().cart.cartId).toBe('cart-1');
    expect(storage.getItem('cartId')).toBe('cart-1');
  });

  it("records 'Unable to create cart' when creation fails", async () => {
    const { store, deps } = setup({ createCart: async () => Promise.reject(new Error('500')) });
    await store.dispatch(createCart(deps));
    expect(store.getState().cart.cartId).toBeNull();
    expect(store.getState().cart.getCartError?.message).toBe('Unable to create cart');
  });
});

describe('cart flow', () => {
  it('adds: caches the image, requests, mutates, refreshes and receives', async () => {
    const { store, storage, deps, calls } = setup();
    const seen: string[] = [];
    store.subscribe(() => {
      const { isAddingItem } = store.getState().cart;
      const last = seen.at(-1);
      const label = `adding=${isAddingItem}`;
      if (label !== last) seen.push(label);
    });
    await store.dispatch(
      addItemToCart(deps, {
        item: { sku: 'W1', quantity: 2 },
        product: {
          media_gallery_entries: [
            { file: '/b.jpg', position: 2 },
            { file: '/a.jpg', position: 1 }
          ]
        }
      })
    );
    expect(readImageFromCache(storage, 'W1')).toEqual({ file: '/a.jpg', position: 1 });
    expect(calls).toEqual(['create', 'add cart-1 W1 2', 'details cart-1']);
    expect(seen).toEqual(['adding=true', 'adding=false']);
    expect(store.getState().cart).toMatchObject({ addItemError: null, details: details('cart-1') });
  });

  it("fails an add with 'Unable to create cart' when no cart can be made", async () => {
    const { store, deps, calls } = setup({ createCart: async () => Promise.reject(new Error('500')) });
    await store.dispatch(addItemToCart(deps, { item: { sku: 'W1', quantity: 1 } }));
    expect(calls).toEqual([]);
    expect(store.getState().cart.addItemError?.message).toBe('Unable to create cart');
    expect(store.getState().cart.isAddingItem).toBe(false);
  });

  it('updates the quantity of a simple item then refreshes', async () => {
    const { store, storage, deps, calls } = setup();
    storage.setItem('cartId', 'c9');
    await store.dispatch(updateItemInCart(deps, { cartItemUid: 'i1', quantity: 3 }));
    expect(calls).toEqual(['update c9 i1 3', 'details c9']);
    expect(store.getState().cart.isUpdatingItem).toBe(false);
  });

  it('replaces a configurable item: remove then re-add, then refresh', async () => {
    const { store, storage, deps, calls } = setup();
    storage.setItem('cartId', 'c9');
    await store.dispatch(createCart(deps));
    await store.dispatch(
      updateItemInCart(deps, { cartItemUid: 'i1', quantity: 2, replacement: { sku: 'W1-RED', parent_sku: 'W1', quantity: 1 } })
    );
    expect(calls).toEqual(['remove c9 i1', 'add c9 W1-RED 2', 'details c9']);
  });

  it('always refreshes details after removing, even on failure', async () => {
    const { store, storage, deps, calls } = setup({ removeItem: async () => Promise.reject(new Error('nope')) });
    storage.setItem('cartId', 'c9');
    await store.dispatch(createCart(deps));
    await store.dispatch(removeItemFromCart(deps, { cartItemUid: 'i1' }));
    expect(calls).toEqual(['details c9']);
    expect(store.getState().cart.removeItemError?.message).toBe('nope');
  });

  it('removes items the server reports out of stock', async () => {
    const stocked = details('c9', [
      { uid: 'ok', quantity: 1, product: { uid: 'p', name: 'n', sku: 's' } },
      { uid: 'gone', quantity: 1, errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }], product: { uid: 'p2', name: 'n', sku: 's2' } }
    ]);
    let fetches = 0;
    const { store, storage, deps, calls } = setup({
      fetchCartDetails: async (cartId) => {
        fetches += 1;
        calls.push(`details ${cartId}`);
        return fetches === 1 ? stocked : details(cartId, [stocked.items[0]]);
      }
    });
    storage.setItem('cartId', 'c9');
    const onStockItemsRemoved = jest.fn();
    await store.dispatch(getCartDetails({ ...deps, onStockItemsRemoved }));
    expect(calls).toEqual(['details c9', 'remove c9 gone', 'details c9']);
    expect(store.getState().cart.details?.items.map((item) => item?.uid)).toEqual(['ok']);
    // The shopper is told which items went (the notice).
    expect(onStockItemsRemoved).toHaveBeenCalledTimes(1);
    expect(onStockItemsRemoved.mock.calls[0][0].map((item: { uid: string }) => item.uid)).toEqual(['gone']);
  });
});

describe('invalid cart recovery', () => {
  it('recognises the three invalid-cart codes, in either language, and nothing by its wording', () => {
    expect(isInvalidCartError(serverError('Could not find a cart with ID "x"', 'CART_NOT_FOUND'))).toBe(true);
    expect(isInvalidCartError(serverError('Coșul nu mai există.', 'CART_NOT_FOUND'))).toBe(true);
    expect(isInvalidCartError(serverError("The cart isn't active.", 'CART_INACTIVE'))).toBe(true);
    expect(isInvalidCartError(serverError('The current user cannot perform operations on cart "x"', 'CART_FORBIDDEN'))).toBe(true);
    expect(isInvalidCartError(new CodedError('Could not find a cart with ID "x"', 'CART_NOT_FOUND'))).toBe(true);
    expect(isInvalidCartError(serverError('Something else', 'INVALID_INPUT'))).toBe(false);
    expect(isInvalidCartError(new Error('Could not find a cart with ID "x"'))).toBe(false);
  });

  it('clears a guest cart, creates a new one, refetches and retries once', async () => {
    const { store, storage, deps, calls, gateway } = setup();
    let adds = 0;
    gateway.addItem = jest.fn(async (cartId: string) => {
      adds += 1;
      calls.push(`add ${cartId}`);
      if (cartId === 'old') throw serverError('Could not find a cart with ID "old"', 'CART_NOT_FOUND');
    });
    storage.setItem('cartId', 'old');
    await store.dispatch(addItemToCart(deps, { item: { sku: 'W1', quantity: 1 } }));
    expect(calls).toEqual(['add old', 'create', 'details cart-1', 'add cart-1', 'details cart-1']);
    expect(adds).toBe(2);
    expect(storage.getItem('cartId')).toBe('cart-1');
    expect(store.getState().cart.addItemError).toBeNull();
  });

  it('retries only once', async () => {
    const { store, storage, deps, calls, gateway } = setup();
    gateway.addItem = jest.fn(async (cartId: string) => {
      calls.push(`add ${cartId}`);
      throw serverError("The cart isn't active.", 'CART_INACTIVE');
    });
    storage.setItem('cartId', 'old');
    await store.dispatch(addItemToCart(deps, { item: { sku: 'W1', quantity: 1 } }));
    expect(calls.filter((call) => call.startsWith('add'))).toEqual(['add old', 'add cart-1']);
    expect(store.getState().cart.addItemError?.message).toBe("The cart isn't active.");
  });

  it('does not recover on a network error', async () => {
    const { store, storage, deps, calls, gateway } = setup();
    const networkError = new TypeError('Failed to fetch: Could not find a cart');
    gateway.addItem = jest.fn(async () => {
      calls.push('add');
      throw networkError;
    });
    storage.setItem('cartId', 'old');
    await store.dispatch(addItemToCart(deps, { item: { sku: 'W1', quantity: 1 } }));
    expect(calls).toEqual(['add']);
    expect(store.getState().cart.addItemError).toBe(networkError);
    expect(storage.getItem('cartId')).toBe('old');
  });

  it('signs a customer out before creating the new cart', async () => {
    const { store, storage, deps, calls, gateway } = setup();
    storage.setItem('signin_token', 'tok', 3600);
    const signedIn = createStore(undefined, { storage });
    gateway.fetchCartDetails = jest.fn(async (cartId: string) => {
      calls.push(`details ${cartId}`);
      if (cartId === 'old') throw serverError('Coșul nu poate fi folosit de acest utilizator', 'CART_FORBIDDEN');
      return details(cartId);
    });
    storage.setItem('cartId', 'old');
    const revokeToken = jest.fn(async () => calls.push('revoke'));
    await signedIn.dispatch(getCartDetails({ ...deps, signOutDeps: { revokeToken } }));
    expect(calls).toEqual(['details old', 'revoke', 'create', 'details cart-1']);
    expect(signedIn.getState().user.isSignedIn).toBe(false);
    expect(storage.getItem('signin_token')).toBeUndefined();
    expect(signedIn.getState().cart.cartId).toBe('cart-1');
    expect(store.getState().cart.cartId).toBeNull();
  });
});

describe('cart id in another tab', () => {
  it('reloads when another tab stores a different cart id', () => {
    const reload = jest.fn();
    const target = new EventTarget() as unknown as Window;
    const stop = watchCartIdAcrossTabs({ target, reload, getCurrentCartId: () => 'mine', storageKeyName: 'NS__cartId' });
    const fire = (key: string, id: string) => {
      const event = new Event('storage') as StorageEvent;
      Object.assign(event, { key, newValue: JSON.stringify({ value: JSON.stringify(id), timeStored: 1 }) });
      target.dispatchEvent(event);
    };
    fire('NS__cartId', 'mine');
    fire('NS__other', 'theirs');
    expect(reload).not.toHaveBeenCalled();
    fire('NS__cartId', 'theirs');
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
