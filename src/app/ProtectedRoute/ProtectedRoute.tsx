// Signed-in-only pages: a guest is sent to the sign-in page of the same store view,
// remembering where they came from (location state `from` and ?return= for a reload).
import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';

import { useStoreView } from '../../components/storeView';
import { selectIsSignedIn } from '../../store/user/selectors';
import { useAppSelector } from '../../store/hooks';

interface SignInRedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export interface ProtectedRouteProps {
  children: ReactNode;
}

export function signInPathFor(basePath: string, returnTo: string): string {
  return `${basePath}/sign-in?${new URLSearchParams({ return: returnTo }).toString()}`;
}

/**
 * Where the sign-in page should send the shopper back to: the remembered location, else ?return=
 * (same-site paths only), else undefined.
 */
export function getReturnPath(location: Pick<Location, 'search' | 'state'>): string | undefined {
  const state = location.state as Partial<SignInRedirectState> | null | undefined;
  if (state?.from?.pathname) return `${state.from.pathname}${state.from.search ?? ''}${state.from.hash ?? ''}`;
  const returnParam = new URLSearchParams(location.search).get('return');
  // Only a local path: never let the parameter send the shopper to another site.
  if (returnParam && returnParam.startsWith('/') && !returnParam.startsWith('//')) return returnParam;
  return undefined;
}

export default function ProtectedRoute({ children }: ProtectedRouteProps) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  const { basePath } = useStoreView();
  if (isSignedIn) return <>{children}</>;
  const from = { pathname: location.pathname, search: location.search, hash: location.hash };
  const state: SignInRedirectState = { from };
  return <Navigate to={signInPathFor(basePath, `${from.pathname}${from.search}`)} replace state={state} />;
}
