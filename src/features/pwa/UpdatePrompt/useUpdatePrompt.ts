// The update prompt: when a new version of the store is installed and waiting (src/app/serviceWorker.ts),
// a toast says so with a 'Reload' action; the action lets the new version take over and reloads.
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

import { getWaitingAppUpdate, subscribeToAppUpdate } from '../../../app/navigation/appUpdate';
import { toastStore, type ToastStore } from '../../../lib/toasts';

export function useUpdatePrompt(toasts: Pick<ToastStore, 'add'> = toastStore): void {
  const { formatMessage } = useIntl();
  const update = useSyncExternalStore(subscribeToAppUpdate, getWaitingAppUpdate, getWaitingAppUpdate);
  const message = formatMessage({ id: 'pwa.updateAvailable', defaultMessage: 'A new version is available' });
  const actionText = formatMessage({ id: 'pwa.reload', defaultMessage: 'Reload' });

  useEffect(() => {
    if (!update) return;
    // No timeout: the shopper decides; dismissing keeps the current version until the next visit.
    toasts.add({
      type: 'info',
      message,
      actionText,
      dismissable: true,
      timeout: false,
      onAction: (remove) => {
        remove();
        update.apply();
      }
    });
  }, [actionText, message, toasts, update]);
}
