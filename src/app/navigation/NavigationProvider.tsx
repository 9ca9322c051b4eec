import type { ReactNode } from 'react';

import { NavigationContext } from '../../components/Link';
import { useRouteAwareNavigate } from './useRouteAwareNavigate';

/** Gives every Link the route-aware navigation. */
export default function NavigationProvider({ children }: { children: ReactNode }) {
  const navigateWhenReady = useRouteAwareNavigate();
  return <NavigationContext.Provider value={navigateWhenReady}>{children}</NavigationContext.Provider>;
}
