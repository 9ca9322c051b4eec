import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import { GetCartDetailsDocument } from '../../../store/cart/cart.generated';
import { GetCustomerDetailsDocument } from '../../../store/user/user.generated';
import { SignInDocument, GetCustomerCartIdDocument } from '../session/session.generated';
import DrawerAccountView from './DrawerAccountView';

const credentials = { email: 'ana@example.ro', password: 'Secret123!' };

const signInMocks = [
  { request: { query: SignInDocument, variables: credentials }, result: { data: { generateCustomerToken: { __typename: 'CustomerToken', token: 'tok-1' } } } },
  { request: { query: GetCustomerCartIdDocument }, result: { data: { customerCart: { __typename: 'Cart', id: 'customer-cart' } } } },
  { request: { query: GetCartDetailsDocument, variables: { cartId: 'customer-cart' } }, error: new Error('details not needed here') },
  {
    request: { query: GetCustomerDetailsDocument },
    result: { data: { customer: { __typename: 'Customer', email: credentials.email, firstname: 'Ana', lastname: 'Pop', is_subscribed: false } } }
  }
];

jest.setTimeout(20000);

describe('DrawerAccountView', () => {
  it('signs in inside the drawer and moves on to the My Account view', async () => {
    const showView = jest.fn();
    const { store } = renderWithProviders(<DrawerAccountView view="SIGN_IN" showView={showView} onClose={jest.fn()} />, {
      route: '/en',
      mocks: signInMocks
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), credentials.email);
    await user.type(screen.getByLabelText('Password'), credentials.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(showView).toHaveBeenCalledWith('MY_ACCOUNT'));
    expect(store.getState().user.isSignedIn).toBe(true);
  });

  it('switches views from the sign-in form instead of following page links', async () => {
    const showView = jest.fn();
    renderWithProviders(<DrawerAccountView view="SIGN_IN" showView={showView} onClose={jest.fn()} />, { route: '/en' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(showView).toHaveBeenLastCalledWith('FORGOT_PASSWORD');
    await userEvent.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(showView).toHaveBeenLastCalledWith('CREATE_ACCOUNT');
    expect(screen.queryByRole('link', { name: 'Create an Account' })).not.toBeInTheDocument();
  });

  it('closes the drawer when an account menu link is followed', async () => {
    const onClose = jest.fn();
    renderWithProviders(<DrawerAccountView view="MY_ACCOUNT" showView={jest.fn()} onClose={onClose} />, {
      route: '/en',
      preloadedState: {
        user: signedInUser({ email: 'a@b.ro', firstname: 'Ana', lastname: 'P' })
      }
    });
    await userEvent.click(screen.getByRole('link', { name: 'Wishlist' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
