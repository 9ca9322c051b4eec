import { useMemo, useSyncExternalStore } from 'react';

import { toastStore, type Toast, type ToastProps, type ToastStore } from './toastStore';

export interface UseToastsResult {
  toasts: readonly Toast[];
  addToast(props: ToastProps): string;
  removeToast(id: string): void;
  dismissToast(id: string): void;
  triggerToastAction(id: string): void;
}

export function useToasts(store: ToastStore = toastStore): UseToastsResult {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const api = useMemo(
    () => ({
      addToast: (props: ToastProps) => store.add(props),
      removeToast: (id: string) => store.remove(id),
      dismissToast: (id: string) => store.dismiss(id),
      triggerToastAction: (id: string) => store.action(id)
    }),
    [store]
  );
  return { toasts, ...api };
}
