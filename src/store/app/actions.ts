import { createAction } from '../fsa';

export interface UnhandledErrorRecord {
  id: string;
  error: Error;
  message: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

const prefix = 'APP';

export const appActions = {
  /** A drawer name opens that drawer with the overlay; null closes both. */
  toggleDrawer: createAction<string | null>(`${prefix}/TOGGLE_DRAWER`),
  setOnline: createAction(`${prefix}/SET_ONLINE`),
  setOffline: createAction(`${prefix}/SET_OFFLINE`),
  toggleSearch: createAction(`${prefix}/TOGGLE_SEARCH`),
  executeSearch: createAction<string | undefined>(`${prefix}/EXECUTE_SEARCH`),
  /** Records an error nothing else handled (shown as 'Sorry! An unexpected error occurred.'). */
  addUnhandledError: createAction<UnhandledErrorRecord>(`${prefix}/ADD_UNHANDLED_ERROR`),
  /** Removes an unhandled error by its id. */
  markErrorHandled: createAction<string>(`${prefix}/MARK_ERROR_HANDLED`),
  setPageLoading: createAction<boolean>(`${prefix}/SET_PAGE_LOADING`),
  setNextRootComponent: createAction<string | null>(`${prefix}/SET_NEXT_ROOT_COMPONENT`),
  /** Pending work keyed by name (e.g. a navigation waiting for its route). */
  setPending: createAction<{ key: string; value: boolean }>(`${prefix}/SET_PENDING`)
};
