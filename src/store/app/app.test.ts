import { createToastStore } from '../../lib/toasts/toastStore';
import { BrowserPersistence, MemoryStorage } from '../../api/storage';
import { createStore } from '../index';
import { appActions } from './actions';
import { makeErrorId, reportUnhandledError, watchConnectivity, watchUnhandledErrors } from './asyncActions';
import { appReducer, createInitialAppState } from './reducer';

const init = { type: '@@INIT' };

describe('app actions', () => {
  it('have APP types', () => {
    expect(appActions.toggleDrawer('nav')).toEqual({ type: 'APP/TOGGLE_DRAWER', payload: 'nav' });
    expect(appActions.setOnline().type).toBe('APP/SET_ONLINE');
    expect(appActions.setOffline().type).toBe('APP/SET_OFFLINE');
    expect(appActions.toggleSearch().type).toBe('APP/TOGGLE_SEARCH');
    expect(appActions.executeSearch('whey')).toEqual({ type: 'APP/EXECUTE_SEARCH', payload: 'whey' });
    expect(appActions.markErrorHandled('id1')).toEqual({ type: 'APP/MARK_ERROR_HANDLED', payload: 'id1' });
    expect(appActions.setPageLoading(true)).toEqual({ type: 'APP/SET_PAGE_LOADING', payload: true });
    expect(appActions.setNextRootComponent('CATEGORY')).toEqual({ type: 'APP/SET_NEXT_ROOT_COMPONENT', payload: 'CATEGORY' });
  });
});

describe('app reducer', () => {
  it('starts with the spec shape', () => {
    expect(appReducer(undefined, init)).toEqual({
      drawer: null,
      overlay: false,
      searchOpen: false,
      isOnline: navigator.onLine,
      hasBeenOffline: !navigator.onLine,
      isPageLoading: false,
      nextRootComponent: null,
      pending: {},
      searchQuery: '',
      unhandledErrors: []
    });
    expect(createInitialAppState(false)).toMatchObject({ isOnline: false, hasBeenOffline: true });
  });

  it('opens a named drawer with the overlay and closes both with null', () => {
    const open = appReducer(undefined, appActions.toggleDrawer('cart'));
    expect(open).toMatchObject({ drawer: 'cart', overlay: true });
    expect(appReducer(open, appActions.toggleDrawer(null))).toMatchObject({ drawer: null, overlay: false });
  });

  it('tracks connectivity; offline marks hasBeenOffline', () => {
    const online = createInitialAppState(true);
    const offline = appReducer(online, appActions.setOffline());
    expect(offline).toMatchObject({ isOnline: false, hasBeenOffline: true });
    expect(appReducer(offline, appActions.setOnline())).toMatchObject({ isOnline: true, hasBeenOffline: true });
  });

  it('toggles search, records the query, page loading and next root component', () => {
    let state = appReducer(undefined, appActions.toggleSearch());
    expect(state.searchOpen).toBe(true);
    state = appReducer(state, appActions.toggleSearch());
    expect(state.searchOpen).toBe(false);
    state = appReducer(state, appActions.executeSearch('omega'));
    expect(state.searchQuery).toBe('omega');
    state = appReducer(state, appActions.setPageLoading(true));
    expect(state.isPageLoading).toBe(true);
    state = appReducer(state, appActions.setNextRootComponent('PRODUCT'));
    expect(state.nextRootComponent).toBe('PRODUCT');
    state = appReducer(state, appActions.setPending({ key: 'route', value: true }));
    expect(state.pending).toEqual({ route: true });
  });

  it('collects unhandled errors and removes them when handled', () => {
    const record = { id: 'Error1A', error: new Error('x'), message: 'x', timestamp: 1 };
    const withError = appReducer(undefined, appActions.addUnhandledError(record));
    expect(withError.unhandledErrors).toEqual([record]);
    expect(appReducer(withError, appActions.markErrorHandled('Error1A')).unhandledErrors).toEqual([]);
  });
});

describe('app async actions', () => {
  it('builds error ids from class name, current seconds and a random letter', () => {
    class PaymentError extends Error {}
    expect(makeErrorId(new PaymentError('x'), 1_700_000_000_999, () => 0)).toBe('PaymentError1700000000A');
    expect(makeErrorId(new TypeError('x'), 5000, () => 0.999)).toBe('TypeError5Z');
  });

  it('reports unhandled errors into the app slice', () => {
    const store = createStore(undefined, { storage: new BrowserPersistence({ storage: new MemoryStorage() }) });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const record = store.dispatch(reportUnhandledError(new Error('kaput')));
    spy.mockRestore();
    expect(store.getState().app.unhandledErrors).toEqual([record]);
    expect(record.id).toMatch(/^Error\d+[A-Z]$/);
    store.dispatch(appActions.markErrorHandled(record.id));
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it('turns window errors and unhandled rejections into records, but not the browser\'s ResizeObserver loop notice', () => {
    const store = createStore(undefined, { storage: new BrowserPersistence({ storage: new MemoryStorage() }) });
    const target = new EventTarget() as unknown as Window;
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = watchUnhandledErrors(store.dispatch, target);
    const errorEvent = (init: { message: string; error?: unknown }) => Object.assign(new Event('error'), { error: null, ...init });
    target.dispatchEvent(errorEvent({ message: 'ResizeObserver loop completed with undelivered notifications.' }));
    target.dispatchEvent(errorEvent({ message: 'ResizeObserver loop limit exceeded' }));
    expect(store.getState().app.unhandledErrors).toEqual([]);
    target.dispatchEvent(errorEvent({ message: 'Uncaught TypeError: x is undefined', error: new TypeError('x is undefined') }));
    target.dispatchEvent(errorEvent({ message: 'Script error.' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('lost') }));
    stop();
    target.dispatchEvent(errorEvent({ message: 'after stop' }));
    spy.mockRestore();
    expect(store.getState().app.unhandledErrors.map((record) => record.message)).toEqual(['x is undefined', 'Script error.', 'lost']);
  });

  it('turns offline/online events into state and 3 s toasts', () => {
    const store = createStore(undefined, { storage: new BrowserPersistence({ storage: new MemoryStorage() }) });
    const toasts = createToastStore();
    const target = new EventTarget() as unknown as Window;
    const stop = watchConnectivity(store.dispatch, { target, toasts });
    target.dispatchEvent(new Event('offline'));
    expect(store.getState().app).toMatchObject({ isOnline: false, hasBeenOffline: true });
    target.dispatchEvent(new Event('online'));
    expect(store.getState().app.isOnline).toBe(true);
    expect(toasts.getSnapshot().map(({ type, message, timeout }) => ({ type, message, timeout }))).toEqual([
      { type: 'error', message: 'You are offline. Some features may be unavailable.', timeout: 3000 },
      { type: 'info', message: 'You are online.', timeout: 3000 }
    ]);
    stop();
    toasts.clear();
    target.dispatchEvent(new Event('offline'));
    expect(store.getState().app.isOnline).toBe(true);
  });
});
