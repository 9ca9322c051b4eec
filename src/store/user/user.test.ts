import { BrowserPersistence, MemoryStorage } from '../../api/storage';
import { createStore } from '../index';
import { userActions } from './actions';
import { clearToken, getUserDetails, resetPassword, setToken, signOut, startSessionExpiryWatch } from './asyncActions';
import { initialUserState, userReducer } from './reducer';

const init = { type: '@@INIT' };

describe('user actions and reducer', () => {
  it('have USER types', () => {
    expect(userActions.signIn.request().type).toBe('USER/SIGN_IN/REQUEST');
    expect(userActions.getDetails.receive(new Error('x')).error).toBe(true);
    expect(userActions.createAccount.receive().type).toBe('USER/CREATE_ACCOUNT/RECEIVE');
    expect(userActions.resetPassword.request('a@b.ro')).toEqual({ type: 'USER/RESET_PASSWORD/REQUEST', payload: 'a@b.ro' });
    expect(userActions.reset().type).toBe('USER/RESET');
    expect(userActions.setToken('t')).toEqual({ type: 'USER/SET_TOKEN', payload: 't' });
    expect(userActions.clearToken().type).toBe('USER/CLEAR_TOKEN');
  });

  it('starts with its initial state', () => {
    expect(userReducer(undefined, init)).toBe(initialUserState);
  });

  it('handles details, password reset, token and reset', () => {
    let state = userReducer(initialUserState, userActions.getDetails.request());
    expect(state.isGettingDetails).toBe(true);
    const customer = { email: 'a@b.ro', firstname: 'Ana', lastname: 'Pop' };
    state = userReducer(state, userActions.getDetails.receive(customer));
    expect(state).toMatchObject({ isGettingDetails: false, currentUser: customer, getDetailsError: null });
    const error = new Error('denied');
    expect(userReducer(state, userActions.getDetails.receive(error))).toMatchObject({ isGettingDetails: false, getDetailsError: error });

    state = userReducer(state, userActions.resetPassword.request('a@b.ro'));
    expect(state.isResettingPassword).toBe(true);
    expect(userReducer(state, userActions.resetPassword.receive()).isResettingPassword).toBe(false);
    expect(userReducer(state, userActions.resetPassword.receive(error))).toMatchObject({ isResettingPassword: false, resetPasswordError: error });

    state = userReducer(state, userActions.setToken('tok'));
    expect(state).toMatchObject({ token: 'tok', isSignedIn: true });
    expect(userReducer(state, userActions.clearToken())).toMatchObject({ token: null, isSignedIn: false });
    expect(userReducer(state, userActions.reset())).toEqual(initialUserState);
  });
});

function setup(now = () => 1_000_000) {
  const storage = new BrowserPersistence({ storage: new MemoryStorage(), now });
  const store = createStore(undefined, { storage });
  return { storage, store };
}

describe('user thunks', () => {
  it('setToken stores the token with ttl 3600 and signs in; clearToken removes both', async () => {
    const { store, storage } = setup();
    await store.dispatch(setToken('tok'));
    expect(storage.getRawItem('signin_token')).toEqual({ value: '"tok"', ttl: 3600, timeStored: 1_000_000 });
    expect(store.getState().user).toMatchObject({ token: 'tok', isSignedIn: true });
    await store.dispatch(clearToken());
    expect(storage.getRawItem('signin_token')).toBeUndefined();
    expect(store.getState().user).toMatchObject({ token: null, isSignedIn: false });
  });

  it('signs out in the exact order', async () => {
    const { store, storage } = setup();
    await store.dispatch(setToken('tok'));
    storage.setItem('cartId', 'c1');
    storage.setItem('shipping_address', { city: 'Iasi' });
    store.dispatch({ type: 'CART/GET_CART/RECEIVE', payload: 'c1' });
    store.dispatch(userActions.getDetails.receive({ email: 'a@b.ro', firstname: 'Ana', lastname: 'Pop' }));

    const steps: string[] = [];
    store.subscribe(() => {
      const { user, cart } = store.getState();
      const snapshot = `token=${user.token ?? '-'} user=${user.currentUser.firstname || '-'} checkoutStored=${storage.getItem('shipping_address') ? 'y' : 'n'} cart=${cart.cartId ?? '-'}`;
      if (steps.at(-1) !== snapshot) steps.push(snapshot);
    });
    const revokeToken = jest.fn(async () => {
      steps.push('revoke');
      throw new Error('server down');
    });
    const clearCache = jest.fn(() => {
      steps.push(`clearCache checkoutStored=${storage.getItem('shipping_address') ? 'y' : 'n'}`);
    });
    await store.dispatch(signOut({ revokeToken, clearCache }));
    expect(steps).toEqual([
      'revoke',
      'token=- user=Ana checkoutStored=y cart=c1',
      'token=- user=- checkoutStored=y cart=c1',
      'clearCache checkoutStored=n',
      'token=- user=- checkoutStored=n cart=-'
    ]);
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(storage.getItem('signin_token')).toBeUndefined();
  });

  it('gets details only when signed in', async () => {
    const { store } = setup();
    const fetchUserDetails = jest.fn(async () => ({ email: 'a@b.ro', firstname: 'Ana', lastname: 'Pop' }));
    await store.dispatch(getUserDetails({ fetchUserDetails }));
    expect(fetchUserDetails).not.toHaveBeenCalled();
    await store.dispatch(setToken('tok'));
    await store.dispatch(getUserDetails({ fetchUserDetails }));
    expect(store.getState().user.currentUser.firstname).toBe('Ana');
    await store.dispatch(getUserDetails({ fetchUserDetails: async () => Promise.reject(new Error('expired')) }));
    expect(store.getState().user).toMatchObject({ isGettingDetails: false, getDetailsError: new Error('expired') });
  });

  it('reset password emits request then receive', async () => {
    const { store } = setup();
    const types: string[] = [];
    store.subscribe(() => types.push(String(store.getState().user.isResettingPassword)));
    await store.dispatch(resetPassword({ email: 'a@b.ro' }));
    expect(types).toEqual(['true', 'false']);
  });
});

describe('session expiry', () => {
  afterEach(() => jest.useRealTimers());

  it('signs out and reloads at timeStored + ttl × 1000, checking every second', async () => {
    jest.useFakeTimers();
    let now = 0;
    const { store, storage } = setup(() => now);
    await store.dispatch(setToken('tok', 10));
    const onExpire = jest.fn();
    const setIntervalSpy = jest.spyOn(global, 'setInterval');
    const stop = startSessionExpiryWatch(store, { now: () => now, onExpire });
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 1000);
    setIntervalSpy.mockRestore();

    now = 9_999;
    jest.advanceTimersByTime(9_999);
    expect(onExpire).not.toHaveBeenCalled();
    now = 10_000;
    jest.advanceTimersByTime(1);
    await jest.runAllTimersAsync();
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(storage.getRawItem('signin_token')).toBeUndefined();
    expect(jest.getTimerCount()).toBe(0);
    stop();
  });

  it('expires a stale token on load', async () => {
    jest.useFakeTimers();
    let now = 0;
    const storage = new BrowserPersistence({ storage: new MemoryStorage(), now: () => now });
    storage.setItem('signin_token', 'old', 3600);
    now = 3600 * 1000 + 1;
    const store = createStore(undefined, { storage });
    expect(store.getState().user.isSignedIn).toBe(true);
    const onExpire = jest.fn();
    startSessionExpiryWatch(store, { now: () => now, onExpire });
    await jest.runAllTimersAsync();
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(store.getState().user.isSignedIn).toBe(false);
  });

  it('clears its timers when the token is cleared and restarts for a new token', async () => {
    jest.useFakeTimers();
    const now = 0;
    const { store } = setup(() => now);
    await store.dispatch(setToken('tok'));
    const onExpire = jest.fn();
    startSessionExpiryWatch(store, { now: () => now, onExpire });
    expect(jest.getTimerCount()).toBe(2);
    await store.dispatch(clearToken());
    expect(jest.getTimerCount()).toBe(0);
    await store.dispatch(setToken('tok2'));
    expect(jest.getTimerCount()).toBe(2);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('reloads the page by default', async () => {
    jest.useFakeTimers();
    let now = 0;
    const { store } = setup(() => now);
    await store.dispatch(setToken('tok', 1));
    // jsdom cannot navigate; it reports the reload attempt as "Not implemented: navigation".
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      startSessionExpiryWatch(store, { now: () => now });
      now = 1000;
      await jest.advanceTimersByTimeAsync(1000);
      const reported = consoleError.mock.calls.map((call) => String((call[0] as Error)?.message ?? call[0]));
      expect(reported.some((message) => message.includes('Not implemented: navigation'))).toBe(true);
    } finally {
      consoleError.mockRestore();
    }
  });

});
