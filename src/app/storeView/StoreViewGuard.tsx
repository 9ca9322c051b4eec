// A URL whose store prefix differs from the stored store view (history navigation across a switch, a
// plain link into the other view) updates the stored values and reloads. The first page
// load is synced by bootstrap before anything is built, so it needs no reload: on mount the stored
// values are only brought in line (they may have been cleared meanwhile, e.g. by another tab).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { getBrowserPersistence } from '../../api/storage';
import { syncStoredStoreView } from '../../components/storeView';

export interface StoreViewGuardProps {
  /** Reloads the page (tests pass a spy). */
  reload?: () => void;
}

export default function StoreViewGuard({ reload = () => window.location.reload() }: StoreViewGuardProps) {
  const { pathname } = useLocation();
  const isMounted = useRef(false);
  useEffect(() => {
    const changed = syncStoredStoreView(getBrowserPersistence(), pathname);
    if (changed && isMounted.current) reload();
    isMounted.current = true;
    // The path alone decides; `reload` is a stand-in for tests.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
