import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';

import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import type { RootState } from '../../../store';
import { initialCartState } from '../../../store/cart/reducer';
import { RevokeCustomerTokenDocument } from '../../../store/user/user.generated';
import AccountMenu from './AccountMenu';

const signedIn: Partial<RootState> = {
  user: signedInUser({ email: 'ana@example.ro', firstname: 'Ana', lastname: 'Pop' }, 'tok'),
  cart: { ...initialCartState, cartId: 'customer-cart' }
};

function renderMenu(revokeResult: object, onSignOut = jest.fn()) {
  const view = renderWithProviders(
    <Routes>
      <Route path="/en/wishlist" element={<AccountMenu onSignOut={onSignOut} />} />
      <Route path="/en" element={<h1>Home</h1>} />
    </Routes>,
    { route: '/en/wishlist', preloadedState: signedIn, mocks: [{ request: { query: RevokeCustomerTokenDocument }, ...revokeResult }] }
  );
  return { ...view, onSignOut };
}

describe('AccountMenu', () => {
  it('links every account page in the current store view', () => {
    renderMenu({ result: { data: { revokeCustomerToken: { result: true } } } });
    expect(screen.getByText('Ana Pop')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/en/wishlist');
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/en/order-history');
    expect(screen.getByRole('link', { name: 'My Rewards' })).toHaveAttribute('href', '/en/myrewards-page');
    // Saved payments exist only without the prefix.
    expect(screen.getByRole('link', { name: 'Saved Payments' })).toHaveAttribute('href', '/saved-payments');
  });

  it('signs out: home page, token revoked and cleared, user reset, cart removed', async () => {
    const { store, location, onSignOut } = renderMenu({ result: { data: { revokeCustomerToken: { __typename: 'RevokeCustomerTokenOutput', result: true } } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalled());
    expect(location().pathname).toBe('/en');
    expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null, currentUser: { firstname: '' } });
    expect(store.getState().cart.cartId).toBeNull();
  });

  it('signs out even when the token revocation fails', async () => {
    const { store, onSignOut } = renderMenu({ result: { errors: [new GraphQLError('The current customer isn\'t authorized.')] } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalled());
    expect(store.getState().user.isSignedIn).toBe(false);
  });
});
