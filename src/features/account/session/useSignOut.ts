// Sign-out from the account menu and pages: the home page first (so no signed-in-only page sends the
// shopper to sign-in), then the store's sign-out sequence with token revocation.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useStoreView } from '../../../components/storeView';
import { useAppDispatch } from '../../../store/hooks';
import { signOut } from '../../../store/user/asyncActions';
import { createUserGateway } from '../../../store/user/gateway';

export function useSignOut() {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { homePath } = useStoreView();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const handleSignOut = useCallback(async () => {
    setIsSigningOut(true);
    try {
      await navigate(homePath);
      const { revokeToken, clearCache } = createUserGateway(client);
      await dispatch(signOut({ revokeToken, clearCache }));
    } finally {
      setIsSigningOut(false);
    }
  }, [client, dispatch, homePath, navigate]);

  return { handleSignOut, isSigningOut };
}
