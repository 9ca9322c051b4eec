// /sign-in: the sign-in form; afterwards the shopper goes back to the page that sent them here
// (ProtectedRoute's remembered location or ?return=), else to the home page. A shopper who arrives
// already signed in is sent on at once.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { getReturnPath } from '../../../app/ProtectedRoute';
import { useDocumentHead } from '../../../components/Head';
import { useStoreView } from '../../../components/storeView';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/user/selectors';
import { GuestPage } from '../AccountPage/AccountPage';
import SignIn from './SignIn';

export default function SignInPage() {
  const { formatMessage } = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { homePath } = useStoreView();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [signedInOnArrival] = useState(isSignedIn);
  const title = formatMessage({ id: 'signIn.title', defaultMessage: 'Sign In' });
  useDocumentHead({ title, robots: 'noindex' });
  const next = getReturnPath(location) ?? homePath;

  if (signedInOnArrival) return <Navigate to={next} replace />;

  return (
    <GuestPage title={title}>
      <SignIn onSignIn={() => void navigate(next, { replace: true })} />
    </GuestPage>
  );
}
