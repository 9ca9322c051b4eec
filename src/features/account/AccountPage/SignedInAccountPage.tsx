// The frame of the account pages outside the route table's signed-in list (order, rewards, profile):
// their head (not indexed) and AccountPage, for a signed-in shopper; a guest goes to sign-in and comes
// back, as ProtectedRoute does.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { signInPathFor } from '../../../app/ProtectedRoute';
import { useDocumentHead } from '../../../components/Head';
import { useStoreView } from '../../../components/storeView';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/user/selectors';
import { AccountPage } from './AccountPage';

function RequireSignIn({ children }: { children: ReactNode }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  const { basePath } = useStoreView();
  if (isSignedIn) return <>{children}</>;
  const from = { pathname: location.pathname, search: location.search, hash: location.hash };
  return <Navigate to={signInPathFor(basePath, `${from.pathname}${from.search}`)} replace state={{ from }} />;
}

export function SignedInAccountPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentHead({ title, robots: 'noindex' });
  return (
    <RequireSignIn>
      <AccountPage title={title}>{children}</AccountPage>
    </RequireSignIn>
  );
}
