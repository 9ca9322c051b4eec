// The only piece of the consent feature in the first-load bundle: it reads the stored choice and loads
// the banner's chunk — once the page has loaded when no choice is stored (the banner must show, but
// after the page's own content), otherwise when the browser is idle (the reopen widget and the
// consent-gated scripts of a later visit) or at once when something asks for the cookie settings first.
import { Suspense, useEffect, useState, type ComponentType } from 'react';

import { lazyInTask } from '../../components/lazyInTask';

import { onOpenCookieSettings } from '../../lib/cookieSettings';
import { afterPageLoad, whenIdle } from '../../lib/idle';
import { useAppStore } from '../../store/hooks';
import { isConsentGiven } from './consentModel';
import type { CookieConsentProps } from './CookieConsent';

/** Longest wait for an idle moment after the page has loaded before the banner shows. */
const BANNER_WAIT_MS = 1000;

const NoBanner: ComponentType<CookieConsentProps> = () => null;

// A chunk that fails to download (offline) must not take the page down: the banner is simply absent.
const CookieConsent = lazyInTask(
  (): Promise<{ default: ComponentType<CookieConsentProps> }> =>
    import(/* webpackChunkName: "consent" */ './CookieConsent').catch(() => ({ default: NoBanner }))
);

export default function CookieConsentMount() {
  const store = useAppStore();
  const [isWanted, setWanted] = useState(false);
  const [isOpenRequested, setOpenRequested] = useState(false);

  useEffect(() => {
    if (isWanted) return undefined;
    const stopListening = onOpenCookieSettings(() => {
      setOpenRequested(true);
      setWanted(true);
    });
    const cancelWait = isConsentGiven(store.extra.storage)
      ? whenIdle(() => setWanted(true), 4000)
      : afterPageLoad(() => setWanted(true), BANNER_WAIT_MS);
    return () => {
      stopListening();
      cancelWait();
    };
  }, [isWanted, store]);

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent openOnMount={isOpenRequested} />
    </Suspense>
  );
}
