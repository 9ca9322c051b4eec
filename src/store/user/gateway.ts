import type { ApolloClient } from '@apollo/client';

import { clearCartDataFromCache, clearCustomerDataFromCache } from '../../api/apollo/cacheHelpers';
import type { SignOutDeps, UserDetailsDeps } from './asyncActions';
import { GetCustomerDetailsDocument, RevokeCustomerTokenDocument } from './user.generated';

/** Apollo-backed dependencies for the user thunks. */
export function createUserGateway(client: ApolloClient): Required<SignOutDeps> & UserDetailsDeps {
  return {
    async fetchUserDetails() {
      const { data } = await client.query({ query: GetCustomerDetailsDocument, fetchPolicy: 'network-only' });
      const customer = data?.customer;
      if (!customer) throw new Error('No customer data');
      return {
        email: customer.email ?? '',
        firstname: customer.firstname ?? '',
        lastname: customer.lastname ?? '',
        ...(customer.is_subscribed == null ? {} : { is_subscribed: customer.is_subscribed })
      };
    },
    async revokeToken() {
      await client.mutate({ mutation: RevokeCustomerTokenDocument });
    },
    async clearCache() {
      clearCartDataFromCache(client);
      clearCustomerDataFromCache(client);
    }
  };
}
