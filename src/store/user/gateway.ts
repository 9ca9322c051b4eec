import type { ApolloClient } from '@apollo/client';

import { clearCartDataFromCache, clearCustomerDataFromCache } from '../../api/apollo/cacheHelpers';
import type { SignOutDeps, UserDetailsDeps } from './asyncActions';
import { GET_CUSTOMER_DETAILS, REVOKE_CUSTOMER_TOKEN } from './user.gql';

/** Apollo-backed dependencies for the user thunks. */
export function createUserGateway(client: ApolloClient): Required<SignOutDeps> & UserDetailsDeps {
  return {
    async fetchUserDetails() {
      const { data } = await client.query({ query: GET_CUSTOMER_DETAILS, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No customer data');
      return data.customer;
    },
    async revokeToken() {
      await client.mutate({ mutation: REVOKE_CUSTOMER_TOKEN });
    },
    async clearCache() {
      clearCartDataFromCache(client);
      clearCustomerDataFromCache(client);
    }
  };
}
