import { waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import { setToken } from '../../../store/user/asyncActions';
import { GetCustomerDetailsDocument, RevokeCustomerTokenDocument } from '../../../store/user/user.generated';
import { isAuthorizationError, useAccountSession } from './useAccountSession';

function Probe() {
  useAccountSession();
  return null;
}

describe('useAccountSession', () => {
  it('loads the customer details on start when signed in', async () => {
    const { store } = renderWithProviders(<Probe />, {
      preloadedState: {
        user: signedInUser(undefined, 'tok')
      },
      mocks: [{ request: { query: GetCustomerDetailsDocument }, result: { data: { customer: { __typename: 'Customer', email: 'a@b.ro', firstname: 'Ana', lastname: 'Pop', is_subscribed: true } } } }]
    });
    await waitFor(() => expect(store.getState().user.currentUser.firstname).toBe('Ana'));
  });

  it('signs out when the server no longer accepts the token', async () => {
    const { store } = renderWithProviders(<Probe />, {
      preloadedState: {
        user: signedInUser(undefined, 'revoked')
      },
      mocks: [
        { request: { query: GetCustomerDetailsDocument }, result: { errors: [new GraphQLError("The current customer isn't authorized.", { extensions: { category: 'graphql-authorization' } })] } },
        { request: { query: RevokeCustomerTokenDocument }, result: { errors: [new GraphQLError("The current customer isn't authorized.")] } }
      ]
    });
    await waitFor(() => expect(store.getState().user.isSignedIn).toBe(false));
  });

  it('watches the token: one past its ttl signs the shopper out and reloads', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { store } = renderWithProviders(<Probe />, {
        mocks: [{ request: { query: RevokeCustomerTokenDocument }, result: { data: { revokeCustomerToken: { __typename: 'RevokeCustomerTokenOutput', result: true } } } }]
      });
      await store.dispatch(setToken('tok', 2));
      expect(store.getState().user.isSignedIn).toBe(true);
      await jest.advanceTimersByTimeAsync(2_000);
      // The revocation answer arrives on a timer of its own.
      await waitFor(() => expect(store.getState().user.isSignedIn).toBe(false));
      // jsdom reports the reload attempt as "Not implemented: navigation".
      const reported = consoleError.mock.calls.map((call) => String((call[0] as Error)?.message ?? call[0]));
      expect(reported.some((message) => message.includes('Not implemented: navigation'))).toBe(true);
    } finally {
      consoleError.mockRestore();
      jest.useRealTimers();
    }
  });

  it('recognises authorization errors', () => {
    expect(isAuthorizationError({ errors: [{ extensions: { category: 'graphql-authorization' } }] })).toBe(true);
    expect(isAuthorizationError(new Error('network'))).toBe(false);
  });
});
