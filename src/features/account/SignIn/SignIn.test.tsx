import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';

import ProtectedRoute from '../../../app/ProtectedRoute';
import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import { toastStore } from '../../../lib/toasts';
import { GetCartDetailsDocument } from '../../../store/cart/cart.generated';
import { GetCustomerDetailsDocument } from '../../../store/user/user.generated';
import { SignInDocument, GetCustomerCartIdDocument } from '../session/session.generated';
import SignIn from './SignIn';
import SignInPage from './SignInPage';

const credentials = { email: 'ana@example.ro', password: 'Secret123!' };

function successMocks() {
  return [
    { request: { query: SignInDocument, variables: credentials }, result: { data: { generateCustomerToken: { __typename: 'CustomerToken', token: 'tok-1' } } } },
    { request: { query: GetCustomerCartIdDocument }, result: { data: { customerCart: { __typename: 'Cart', id: 'customer-cart' } } } },
    { request: { query: GetCartDetailsDocument, variables: { cartId: 'customer-cart' } }, error: new Error('details not needed here') },
    {
      request: { query: GetCustomerDetailsDocument },
      result: { data: { customer: { __typename: 'Customer', email: credentials.email, firstname: 'Ana', lastname: 'Pop', is_subscribed: false } } }
    }
  ];
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email address'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

// Typing with user-event is slow on a busy machine.
jest.setTimeout(20000);

afterEach(() => toastStore.clear());

describe('SignIn', () => {
  it('shows inline validation messages and sends nothing', async () => {
    const onSignIn = jest.fn();
    renderWithProviders(<SignIn onSignIn={onSignIn} />);
    await userEvent.setup().type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address (Ex: johndoe@domain.com).')).toBeInTheDocument();
    expect(screen.getByText('This is a required field.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('shows the server error for the form and stays signed out', async () => {
    const { store } = renderWithProviders(<SignIn />, {
      mocks: [
        {
          request: { query: SignInDocument, variables: credentials },
          result: { errors: [new GraphQLError('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.', { extensions: { category: 'graphql-authentication' } })] }
        }
      ]
    });
    await fillAndSubmit(credentials.email, credentials.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('The account sign-in was incorrect');
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('signs in: busy while sending, then the token, the customer cart, the details and a success toast', async () => {
    const onSignIn = jest.fn();
    const { store } = renderWithProviders(<SignIn onSignIn={onSignIn} />, { mocks: successMocks() });
    await fillAndSubmit(credentials.email, credentials.password);
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(onSignIn).toHaveBeenCalledTimes(1));
    expect(store.getState().user).toMatchObject({ isSignedIn: true, token: 'tok-1', currentUser: { firstname: 'Ana' } });
    expect(store.getState().cart.cartId).toBe('customer-cart');
    expect(toastStore.getSnapshot().map((toast) => toast.message)).toContain('You are signed in.');
  });

  it('switches drawer views through the callbacks when given', async () => {
    const showCreateAccount = jest.fn();
    const showForgotPassword = jest.fn();
    renderWithProviders(<SignIn showCreateAccount={showCreateAccount} showForgotPassword={showForgotPassword} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create an Account' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(showCreateAccount).toHaveBeenCalled();
    expect(showForgotPassword).toHaveBeenCalled();
  });
});

describe('protected pages', () => {
  it('send a guest to sign-in and back to the page after signing in', async () => {
    const { location } = renderWithProviders(
      <Routes>
        <Route
          path="/en/wishlist"
          element={
            <ProtectedRoute>
              <h1>Wishlist page</h1>
            </ProtectedRoute>
          }
        />
        <Route path="/en/sign-in" element={<SignInPage />} />
      </Routes>,
      { route: '/en/wishlist', mocks: successMocks() }
    );
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/en/sign-in');
    expect(new URLSearchParams(location().search).get('return')).toBe('/en/wishlist');
    await fillAndSubmit(credentials.email, credentials.password);
    expect(await screen.findByRole('heading', { name: 'Wishlist page' })).toBeInTheDocument();
    expect(location().pathname).toBe('/en/wishlist');
  });

  it('send an already signed-in shopper on from the sign-in page', async () => {
    const { location } = renderWithProviders(
      <Routes>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/order-history" element={<h1>Orders</h1>} />
      </Routes>,
      {
        route: '/sign-in?return=%2Forder-history',
        preloadedState: { user: signedInUser() }
      }
    );
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(location().pathname).toBe('/order-history');
  });
});
