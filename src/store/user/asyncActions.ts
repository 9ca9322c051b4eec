import { storageKeys, type BrowserPersistence } from '../../api/storage';
import { SESSION_CHECK_INTERVAL, SIGNIN_TOKEN_TTL } from '../../lib/constants';
import { removeCart } from '../cart/removeCart';
import { clearCheckoutDataFromStorage } from '../checkout/checkoutStorage';
import type { AppStore, AppThunk } from '../index';
import { userActions, type CurrentUser } from './actions';

export interface SignOutDeps {
  /** Server-side token revocation (revokeCustomerToken); a failure is ignored. */
  revokeToken?: () => Promise<unknown>;
  /** Removes cached cart and customer data (e.g. from the Apollo cache). */
  clearCache?: () => Promise<unknown> | void;
}

/** Stores the token (ttl 3600 s) and marks the shopper signed in. */
export const setToken =
  (token: string, ttl: number = SIGNIN_TOKEN_TTL): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { storage }) => {
    storage.setItem(storageKeys.signinToken, token, ttl);
    dispatch(userActions.setToken(token));
  };

export const clearToken = (): AppThunk<Promise<void>> => async (dispatch, _getState, { storage }) => {
  storage.removeItem(storageKeys.signinToken);
  dispatch(userActions.clearToken());
};

/**
 * Sign-out, in this exact order: revoke the token (failure ignored), clear the token, reset the user,
 * clear stored checkout data, clear cached cart and customer data, remove the cart.
 */
export const signOut =
  (deps: SignOutDeps = {}): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { storage }) => {
    if (deps.revokeToken) {
      try {
        await deps.revokeToken();
      } catch {
        // The token dies on the server within its ttl anyway; signing out locally must not fail.
      }
    }
    await dispatch(clearToken());
    dispatch(userActions.reset());
    clearCheckoutDataFromStorage(storage);
    await deps.clearCache?.();
    await dispatch(removeCart());
  };

export interface UserDetailsDeps {
  fetchUserDetails: () => Promise<CurrentUser>;
}

/** Only when signed in: request, then the customer or the error. */
export const getUserDetails =
  ({ fetchUserDetails }: UserDetailsDeps): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!getState().user.isSignedIn) return;
    dispatch(userActions.getDetails.request());
    try {
      const details = await fetchUserDetails();
      dispatch(userActions.getDetails.receive(details));
    } catch (error) {
      dispatch(userActions.getDetails.receive(error instanceof Error ? error : new Error(String(error))));
    }
  };

/** The spec shows only request then receive; the server call is the talon's (requestPasswordResetEmail). */
export const resetPassword =
  ({ email, request }: { email: string; request?: (email: string) => Promise<unknown> }): AppThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(userActions.resetPassword.request(email));
    try {
      await request?.(email);
      dispatch(userActions.resetPassword.receive());
    } catch (error) {
      dispatch(userActions.resetPassword.receive(error instanceof Error ? error : new Error(String(error))));
    }
  };

/** Milliseconds since the epoch when the stored token expires: timeStored + ttl × 1000. */
export function tokenExpiry(storage: BrowserPersistence): number | undefined {
  return storage.expiresAt(storageKeys.signinToken);
}

export interface SessionExpiryOptions {
  now?: () => number;
  /** Called after sign-out; default reloads the page. */
  onExpire?: () => void;
  signOutDeps?: SignOutDeps;
  interval?: number;
}

/**
 * Watches the sign-in token: checked at once, every second, and by a timer set for the expiry moment
 * (the interval alone can be throttled in background tabs). At expiry the shopper is signed out and the
 * page reloads. Timers stop when the token is cleared and start again when a new one is set.
 * Returns a function stopping the watch.
 */
export function startSessionExpiryWatch(store: AppStore, options: SessionExpiryOptions = {}): () => void {
  const {
    now = () => Date.now(),
    onExpire = () => window.location.reload(),
    signOutDeps,
    interval = SESSION_CHECK_INTERVAL
  } = options;
  const { storage } = store.extra;
  let intervalId: ReturnType<typeof setInterval> | undefined;
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  let expiring = false;
  let watchedToken: string | null = null;

  const clearTimers = (): void => {
    if (intervalId !== undefined) clearInterval(intervalId);
    if (timeoutId !== undefined) clearTimeout(timeoutId);
    intervalId = undefined;
    timeoutId = undefined;
  };

  const expire = async (): Promise<void> => {
    if (expiring) return;
    expiring = true;
    clearTimers();
    try {
      await store.dispatch(signOut(signOutDeps));
    } finally {
      expiring = false;
      onExpire();
    }
  };

  /** True when the token has expired (and expiry has begun). */
  const check = (): boolean => {
    const expiresAt = tokenExpiry(storage);
    if (expiresAt === undefined) return false;
    if (now() >= expiresAt) {
      void expire();
      return true;
    }
    return false;
  };

  const startTimers = (): void => {
    clearTimers();
    if (check()) return;
    intervalId = setInterval(check, interval);
    const expiresAt = tokenExpiry(storage);
    if (expiresAt !== undefined) timeoutId = setTimeout(check, Math.max(0, expiresAt - now()));
  };

  const sync = (): void => {
    const { token } = store.getState().user;
    if (token === watchedToken) return;
    watchedToken = token;
    if (token) startTimers();
    else clearTimers();
  };

  const unsubscribe = store.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    clearTimers();
  };
}
