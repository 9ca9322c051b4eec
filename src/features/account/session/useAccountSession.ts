// Start-up work for the signed-in shopper: the session-expiry watch (a token past its
// ttl signs out and reloads) and, when signed in, the customer's details. A token the server no longer
// accepts (revoked elsewhere) signs out too, so the header never greets a customer who is not there.
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';

import { useAppStore } from '../../../store/hooks';
import { getUserDetails, signOut, startSessionExpiryWatch } from '../../../store/user/asyncActions';
import { createUserGateway } from '../../../store/user/gateway';

/** Apollo's error for a query the server refused for want of a valid customer token. */
export function isAuthorizationError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { errors } = error as { errors?: ReadonlyArray<{ extensions?: { category?: unknown } }> };
  return Boolean(errors?.some((item) => item?.extensions?.category === 'graphql-authorization'));
}

export function useAccountSession(): void {
  const store = useAppStore();
  const client = useApolloClient();

  useEffect(() => {
    const gateway = createUserGateway(client);
    const stop = startSessionExpiryWatch(store, { signOutDeps: gateway });
    if (store.getState().user.isSignedIn) {
      void store
        .dispatch(
          getUserDetails({
            fetchUserDetails: async () => {
              try {
                return await gateway.fetchUserDetails();
              } catch (error) {
                if (isAuthorizationError(error)) await store.dispatch(signOut(gateway));
                throw error;
              }
            }
          })
        )
        .catch(() => undefined);
    }
    return stop;
  }, [client, store]);
}
