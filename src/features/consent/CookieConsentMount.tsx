// The only piece of the consent feature in the first-load bundle: it reads the stored choice and loads
// the banner's chunk — right after the first paint when no choice is stored (the banner must show),
// otherwise when the browser is idle (the reopen widget and the consent-gated scripts of a later visit)
// or at once when something asks for the cookie settings first.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

import { useAppStore } from '../../store/hooks';
import { isConsentGiven } from './consentModel';
import { onOpenCookieSettings } from './cookieSettings';
import type { CookieConsentProps } from './CookieConsent';

const NoBanner: ComponentType<CookieConsentProps> = () => null;

// A chunk that fails to download (offline) must not take the page down: the banner is simply absent.
const CookieConsent = lazy(
  (): Promise<{ default: ComponentType<CookieConsentProps> }> =>
    import(/* webpackChunkName: "consent" */ './CookieConsent').catch(() => ({ default: NoBanner }))
);

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 2000);
  return () => clearTimeout(timer);
}

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
    if (!isConsentGiven(store.extra.storage)) {
      setWanted(true);
      return stopListening;
    }
    const cancelIdle = whenIdle(() => setWanted(true));
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [isWanted, store]);

  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent openOnMount={isOpenRequested} />
    </Suspense>
  );
}
