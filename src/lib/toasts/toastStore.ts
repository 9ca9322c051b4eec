/**
 * Toast messages: a tiny external store (not a Redux slice: Redux holds the five app, cart, checkout, user and catalog slices only) read with
 * useSyncExternalStore. A toast's id is derived from its content, so adding the same toast twice
 * marks it duplicate and keeps its original timestamp instead of stacking copies.
 */
import type { ReactNode } from 'react';

import { TOAST_DEFAULT_TIMEOUT } from '../constants';

export type ToastType = 'info' | 'warning' | 'error' | 'success';

export interface ToastProps {
  type: ToastType;
  message: string;
  dismissable?: boolean;
  /** Milliseconds before automatic removal; default 5000; false or 0 keeps the toast until dismissed. */
  timeout?: number | false;
  actionText?: string;
  icon?: ReactNode;
  onDismiss?: () => void;
  /** Receives a function removing the toast, so the action decides whether the toast stays. */
  onAction?: (remove: () => void) => void;
}

export interface Toast extends ToastProps {
  id: string;
  timestamp: number;
  isDuplicate: boolean;
}

export type ToastListener = () => void;

export interface ToastStore {
  add(props: ToastProps): string;
  remove(id: string): void;
  dismiss(id: string): void;
  action(id: string): void;
  clear(): void;
  subscribe(listener: ToastListener): () => void;
  /** Toasts oldest first; the same array until the next change. */
  getSnapshot(): readonly Toast[];
}

export interface ToastStoreOptions {
  now?: () => number;
}

function iconKey(icon: ReactNode): string {
  if (icon === null || icon === undefined || typeof icon === 'boolean') return '';
  if (typeof icon === 'string' || typeof icon === 'number') return String(icon);
  const element = icon as { type?: unknown; key?: unknown };
  const type = element.type as { displayName?: string; name?: string } | string | undefined;
  const typeName = typeof type === 'string' ? type : (type?.displayName ?? type?.name ?? 'element');
  return `${typeName}:${String(element.key ?? '')}`;
}

/** A short readable hash (djb2) of the toast's visible content and behaviour. */
export function getToastId(props: ToastProps): string {
  const { type, message, dismissable = false, timeout, actionText = '', icon } = props;
  const content = [type, message, String(dismissable), String(timeout ?? ''), actionText, iconKey(icon)].join('\u0000');
  let hash = 5381;
  for (let index = 0; index < content.length; index += 1) {
    hash = ((hash << 5) + hash + content.charCodeAt(index)) | 0;
  }
  return `toast-${(hash >>> 0).toString(36)}`;
}

export function validateToast(props: Partial<ToastProps>): void {
  if (!props.type) throw new TypeError('toast.type is required');
  if (!props.message) throw new TypeError('toast.message is required');
  const timeout = props.timeout === undefined ? TOAST_DEFAULT_TIMEOUT : props.timeout;
  if (!(timeout || props.dismissable)) {
    throw new TypeError('Toast should be user-dismissable or have a timeout');
  }
}

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const now = options.now ?? (() => Date.now());
  const toasts = new Map<string, Toast>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<ToastListener>();
  let snapshot: readonly Toast[] = [];

  const publish = (): void => {
    snapshot = [...toasts.values()].sort((a, b) => a.timestamp - b.timestamp);
    listeners.forEach((listener) => listener());
  };

  const clearTimer = (id: string): void => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  const remove = (id: string): void => {
    clearTimer(id);
    if (toasts.delete(id)) publish();
  };

  const add = (props: ToastProps): string => {
    validateToast(props);
    const id = getToastId(props);
    const previous = toasts.get(id);
    const timeout = props.timeout === undefined ? TOAST_DEFAULT_TIMEOUT : props.timeout;
    toasts.set(id, {
      ...props,
      timeout,
      id,
      timestamp: previous ? previous.timestamp : now(),
      isDuplicate: Boolean(previous)
    });
    // A duplicate restarts its countdown so the repeated message stays visible for the full time.
    clearTimer(id);
    if (timeout) timers.set(id, setTimeout(() => remove(id), timeout));
    publish();
    return id;
  };

  return {
    add,
    remove,
    dismiss(id) {
      const toast = toasts.get(id);
      if (!toast) return;
      toast.onDismiss?.();
      remove(id);
    },
    action(id) {
      const toast = toasts.get(id);
      if (!toast) return;
      if (toast.onAction) toast.onAction(() => remove(id));
      else remove(id);
    },
    clear() {
      [...timers.keys()].forEach(clearTimer);
      toasts.clear();
      publish();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot
  };
}

/** The application's toast store. */
export const toastStore: ToastStore = createToastStore();

/**
 * The toast that answers a shopper's action ('You are signed in.', 'Could not add …'): dismissable, gone
 * after `timeout` (the default 5 s).
 */
export function showToast(type: ToastType, message: string, timeout: number = TOAST_DEFAULT_TIMEOUT): string {
  return toastStore.add({ type, message, dismissable: true, timeout });
}
