import { handleActions, on } from '../fsa';
import { appActions, type UnhandledErrorRecord } from './actions';

export interface AppState {
  drawer: string | null;
  overlay: boolean;
  searchOpen: boolean;
  isOnline: boolean;
  hasBeenOffline: boolean;
  isPageLoading: boolean;
  nextRootComponent: string | null;
  pending: Record<string, boolean>;
  /** The last submitted search text (executeSearch). */
  searchQuery: string;
  unhandledErrors: UnhandledErrorRecord[];
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function createInitialAppState(isOnline: boolean = browserOnline()): AppState {
  return {
    drawer: null,
    overlay: false,
    searchOpen: false,
    isOnline,
    hasBeenOffline: !isOnline,
    isPageLoading: false,
    nextRootComponent: null,
    pending: {},
    searchQuery: '',
    unhandledErrors: []
  };
}

export const appReducer = handleActions<AppState>(() => createInitialAppState(), [
  on(appActions.toggleDrawer, (state, { payload }) => ({ ...state, drawer: payload, overlay: payload !== null })),
  on(appActions.setOnline, (state) => ({ ...state, isOnline: true })),
  on(appActions.setOffline, (state) => ({ ...state, isOnline: false, hasBeenOffline: true })),
  on(appActions.toggleSearch, (state) => ({ ...state, searchOpen: !state.searchOpen })),
  on(appActions.executeSearch, (state, { payload }) => ({ ...state, searchQuery: payload ?? '' })),
  on(appActions.addUnhandledError, (state, { payload }) => ({
    ...state,
    unhandledErrors: [...state.unhandledErrors, payload]
  })),
  on(appActions.markErrorHandled, (state, { payload }) => ({
    ...state,
    unhandledErrors: state.unhandledErrors.filter((record) => record.id !== payload)
  })),
  on(appActions.setPageLoading, (state, { payload }) => ({ ...state, isPageLoading: payload })),
  on(appActions.setNextRootComponent, (state, { payload }) => ({ ...state, nextRootComponent: payload })),
  on(appActions.setPending, (state, { payload }) => ({
    ...state,
    pending: { ...state.pending, [payload.key]: payload.value }
  }))
]);
