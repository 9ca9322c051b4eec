import { storageKeys, type BrowserPersistence } from '../../api/storage';
import { handleActions, isErrorAction, on } from '../fsa';
import { userActions, type CurrentUser } from './actions';

export interface UserState {
  currentUser: CurrentUser;
  token: string | null;
  isSignedIn: boolean;
  isGettingDetails: boolean;
  getDetailsError: Error | null;
  isResettingPassword: boolean;
  resetPasswordError: Error | null;
}

export const initialUserState: UserState = {
  currentUser: { email: '', firstname: '', lastname: '' },
  token: null,
  isSignedIn: false,
  isGettingDetails: false,
  getDetailsError: null,
  isResettingPassword: false,
  resetPasswordError: null
};

/**
 * Starting state from the stored token. The stored value is read without its ttl check on purpose:
 * an expired token is found by the session-expiry watch on load, which signs out and reloads.
 */
export function createInitialUserState(storage?: BrowserPersistence): UserState {
  const record = storage?.getRawItem(storageKeys.signinToken);
  let token: string | null = null;
  if (record) {
    try {
      const value: unknown = JSON.parse(record.value);
      token = typeof value === 'string' && value ? value : null;
    } catch {
      token = null;
    }
  }
  return { ...initialUserState, token, isSignedIn: Boolean(token) };
}

export const userReducer = handleActions<UserState>(initialUserState, [
  on(userActions.getDetails.request, (state) => ({ ...state, isGettingDetails: true, getDetailsError: null })),
  on(userActions.getDetails.receive, (state, action) =>
    isErrorAction(action)
      ? { ...state, isGettingDetails: false, getDetailsError: action.payload }
      : { ...state, isGettingDetails: false, getDetailsError: null, currentUser: action.payload as CurrentUser }
  ),
  on(userActions.resetPassword.request, (state) => ({ ...state, isResettingPassword: true, resetPasswordError: null })),
  on(userActions.resetPassword.receive, (state, action) =>
    isErrorAction(action)
      ? { ...state, isResettingPassword: false, resetPasswordError: action.payload }
      : { ...state, isResettingPassword: false, resetPasswordError: null }
  ),
  on(userActions.setToken, (state, { payload }) => ({ ...state, token: payload, isSignedIn: true })),
  on(userActions.clearToken, (state) => ({ ...state, token: null, isSignedIn: false })),
  on(userActions.reset, () => initialUserState)
]);
