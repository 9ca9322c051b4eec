// The PWA status talon: connectivity for the offline icon, the offline toast when the page starts
// offline (the shell's connectivity watch only sees changes), the update prompt, and the manifest of
// the current store view (the English view installs with start URL /en).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

import { useStoreView } from '../../../components/storeView';
import { TOAST_SHORT_TIMEOUT } from '../../../lib/constants';
import { getToastId, toastStore, type ToastProps } from '../../../lib/toasts';
import { selectIsOnline } from '../../../store/app/selectors';
import { useAppSelector } from '../../../store/hooks';
import { useUpdatePrompt } from '../UpdatePrompt/useUpdatePrompt';

/** The web app manifest of a store view: /en/manifest.webmanifest for the English view. */
export function manifestPathFor(basePath: string): string {
  return `${basePath}/manifest.webmanifest`;
}

export function usePwaStatus() {
  const { formatMessage } = useIntl();
  const isOnline = useAppSelector(selectIsOnline);
  const { basePath } = useStoreView();
  useUpdatePrompt();

  const offlineText = formatMessage({
    id: 'app.offline',
    defaultMessage: 'You are offline. Some features may be unavailable.'
  });

  // Same toast as going offline (same content, so the same toast id: never two of them).
  const offlineToast: ToastProps = { type: 'error', message: offlineText, timeout: TOAST_SHORT_TIMEOUT, dismissable: true };
  useEffect(() => {
    if (!isOnline) toastStore.add(offlineToast);
    // Only the state at start-up: later changes are the connectivity watch's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back online: the offline toast has said its piece ('You are online.' follows).
  const offlineToastId = getToastId(offlineToast);
  useEffect(() => {
    if (isOnline) toastStore.remove(offlineToastId);
  }, [isOnline, offlineToastId]);

  // The manifest link is added here (the shell mounts this once the first page is on screen, so the
  // manifest and its install icon are not fetched beside the page's own first files) and follows the
  // store view.
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    const href = manifestPathFor(basePath);
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }, [basePath]);

  return { isOffline: !isOnline };
}
