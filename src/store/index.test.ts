import { BrowserPersistence, MemoryStorage } from '../api/storage';
import { appActions } from './app/actions';
import { createStore } from './index';

describe('createStore', () => {
  it('has exactly the five slices', () => {
    const store = createStore(undefined, { storage: new BrowserPersistence({ storage: new MemoryStorage() }) });
    expect(Object.keys(store.getState()).sort()).toEqual(['app', 'cart', 'catalog', 'checkout', 'user']);
  });

  it('runs thunks with dispatch, getState and the extra services', async () => {
    const storage = new BrowserPersistence({ storage: new MemoryStorage() });
    const store = createStore(undefined, { storage });
    const result = await store.dispatch(async (dispatch, getState, extra) => {
      dispatch(appActions.toggleDrawer('nav'));
      return { drawer: getState().app.drawer, sameStorage: extra.storage === storage };
    });
    expect(result).toEqual({ drawer: 'nav', sameStorage: true });
  });

  it('starts signed in when a token is stored', () => {
    const storage = new BrowserPersistence({ storage: new MemoryStorage() });
    storage.setItem('signin_token', 'tok', 3600);
    const store = createStore(undefined, { storage });
    expect(store.getState().user).toMatchObject({ token: 'tok', isSignedIn: true });
  });

  it('starts with the stored cart id', () => {
    const storage = new BrowserPersistence({ storage: new MemoryStorage() });
    expect(createStore(undefined, { storage }).getState().cart.cartId).toBeNull();
    storage.setItem('cartId', 'cart-1');
    expect(createStore(undefined, { storage }).getState().cart).toMatchObject({ cartId: 'cart-1', details: null });
  });

  it('accepts preloaded state', () => {
    const store = createStore(
      { catalog: { categories: {}, currentPage: 3, pageSize: 6, prevPageTotal: null } },
      { storage: new BrowserPersistence({ storage: new MemoryStorage() }) }
    );
    expect(store.getState().catalog.currentPage).toBe(3);
  });
});
