import { TOAST_SHORT_TIMEOUT } from '../../lib/constants';
import { nowInSeconds } from '../../lib/dates';
import { toastStore, type ToastStore } from '../../lib/toasts/toastStore';
import type { AppDispatch, AppThunk } from '../index';
import { appActions, type UnhandledErrorRecord } from './actions';

export const OFFLINE_MESSAGE = 'You are offline. Some features may be unavailable.';
export const ONLINE_MESSAGE = 'You are online.';

/** Id from the error's class name, the current second and a random capital letter. */
export function makeErrorId(error: Error, now: number = Date.now(), random: () => number = Math.random): string {
  const className = error.constructor?.name || error.name || 'Error';
  const letter = String.fromCharCode(65 + Math.floor(random() * 26));
  return `${className}${nowInSeconds(now)}${letter}`;
}

export function createUnhandledErrorRecord(error: unknown, now: number = Date.now()): UnhandledErrorRecord {
  const asError = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Unknown error');
  return { id: makeErrorId(asError, now), error: asError, message: asError.message, timestamp: now };
}

export const reportUnhandledError =
  (error: unknown): AppThunk<UnhandledErrorRecord> =>
  (dispatch) => {
    const record = createUnhandledErrorRecord(error);
    // The id makes the log line findable when a shopper reports the problem.
    console.error(`[${record.id}]`, record.error);
    dispatch(appActions.addUnhandledError(record));
    return record;
  };

export interface ConnectivityMessages {
  offline: string;
  online: string;
}

export interface WatchConnectivityOptions {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  toasts?: Pick<ToastStore, 'add'>;
  messages?: ConnectivityMessages;
}

/** online/offline events update the app slice and show the spec's 3 s toasts. Returns a stop function. */
export function watchConnectivity(dispatch: AppDispatch, options: WatchConnectivityOptions = {}): () => void {
  const { target = window, toasts = toastStore, messages = { offline: OFFLINE_MESSAGE, online: ONLINE_MESSAGE } } = options;
  const handleOffline = (): void => {
    dispatch(appActions.setOffline());
    toasts.add({ type: 'error', message: messages.offline, timeout: TOAST_SHORT_TIMEOUT, dismissable: true });
  };
  const handleOnline = (): void => {
    dispatch(appActions.setOnline());
    toasts.add({ type: 'info', message: messages.online, timeout: TOAST_SHORT_TIMEOUT, dismissable: true });
  };
  target.addEventListener('offline', handleOffline);
  target.addEventListener('online', handleOnline);
  return () => {
    target.removeEventListener('offline', handleOffline);
    target.removeEventListener('online', handleOnline);
  };
}

/**
 * The browser's notice that a ResizeObserver's callback changed sizes it then reported in the next
 * frame instead ('ResizeObserver loop completed with undelivered notifications', older Chromium: 'loop
 * limit exceeded'): an 'error' event without an error, about timing, not a failure of the app.
 */
const RESIZE_OBSERVER_NOTICE = /^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;

/** window 'error' and 'unhandledrejection' become unhandled-error records. Returns a stop function. */
export function watchUnhandledErrors(
  dispatch: AppDispatch,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window
): () => void {
  const handleError = (event: Event): void => {
    const { error, message } = event as ErrorEvent;
    if (!error && typeof message === 'string' && RESIZE_OBSERVER_NOTICE.test(message)) return;
    dispatch(reportUnhandledError(error ?? message));
  };
  const handleRejection = (event: Event): void => {
    dispatch(reportUnhandledError((event as PromiseRejectionEvent).reason));
  };
  target.addEventListener('error', handleError);
  target.addEventListener('unhandledrejection', handleRejection);
  return () => {
    target.removeEventListener('error', handleError);
    target.removeEventListener('unhandledrejection', handleRejection);
  };
}
