import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { storeViewForPath, type ActiveStoreView } from './storeView';

/** The store view of the current URL. */
export function useStoreView(): ActiveStoreView {
  const { pathname } = useLocation();
  return useMemo(() => storeViewForPath(pathname), [pathname]);
}
