// A URL whose store prefix differs from the stored store view (history navigation across a switch, a
// plain link into the other view) updates the stored values and reloads (spec §4). The first page
// load is synced in index.tsx before anything is built, so it needs no reload.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { getBrowserPersistence } from '../../api/storage';
import { syncStoredStoreView } from '../../components/storeView';

export default function StoreViewGuard() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (syncStoredStoreView(getBrowserPersistence(), pathname)) window.location.reload();
  }, [pathname]);
  return null;
}
