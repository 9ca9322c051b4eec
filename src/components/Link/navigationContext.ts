// Link navigation is provided by the app (src/app/navigation): it resolves the target route before
// navigating. Components only know this small interface, so they do not depend on the app.
import { createContext, useContext } from 'react';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Navigates to an in-app path once its route is resolved. */
type NavigateWhenReady = (to: string, options?: NavigateOptions) => void | Promise<void>;

export const NavigationContext = createContext<NavigateWhenReady | null>(null);

export function useNavigateWhenReady(): NavigateWhenReady | null {
  return useContext(NavigationContext);
}
