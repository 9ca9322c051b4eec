/**
 * The Redux store: exactly five slices (app, cart, checkout, user, catalog); server data lives in the Apollo cache.
 * Server data lives in the Apollo cache, not here.
 */
import {
  applyMiddleware,
  combineReducers,
  legacy_createStore as reduxCreateStore,
  type Action,
  type Middleware,
  type Store
} from 'redux';

import { getBrowserPersistence, type BrowserPersistence } from '../api/storage';
import { appReducer } from './app/reducer';
import { cartReducer, createInitialCartState } from './cart/reducer';
import { catalogReducer } from './catalog/reducer';
import { checkoutReducer } from './checkout/reducer';
import { createInitialUserState, userReducer } from './user/reducer';

export const rootReducer = combineReducers({
  app: appReducer,
  cart: cartReducer,
  catalog: catalogReducer,
  checkout: checkoutReducer,
  user: userReducer
});

export type RootState = ReturnType<typeof rootReducer>;

/** Services every thunk can reach (the third thunk argument). */
export interface ThunkExtra {
  storage: BrowserPersistence;
}

export type AppThunk<R = void> = (dispatch: AppDispatch, getState: () => RootState, extra: ThunkExtra) => R;

export interface AppDispatch {
  <R>(thunk: AppThunk<R>): R;
  <A extends Action>(action: A): A;
}

export type AppStore = Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch; extra: ThunkExtra };

/** redux-thunk in ten lines: functions are called with dispatch, getState and the extra services. */
function thunkMiddleware(extra: ThunkExtra): Middleware {
  return ({ dispatch, getState }) =>
    (next) =>
    (action) =>
      typeof action === 'function'
        ? (action as AppThunk<unknown>)(dispatch as AppDispatch, getState as () => RootState, extra)
        : next(action);
}

export function createStore(preloadedState?: Partial<RootState>, extra?: Partial<ThunkExtra>): AppStore {
  const services: ThunkExtra = { storage: extra?.storage ?? getBrowserPersistence() };
  const initial: Partial<RootState> = {
    user: createInitialUserState(services.storage),
    cart: createInitialCartState(services.storage),
    ...preloadedState
  };
  const store = reduxCreateStore(rootReducer, initial as RootState, applyMiddleware(thunkMiddleware(services)));
  return Object.assign(store, { extra: services }) as unknown as AppStore;
}
