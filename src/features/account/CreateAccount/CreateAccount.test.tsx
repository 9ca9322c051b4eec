import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { toastStore } from '../../../lib/toasts';
import { GetCartDetailsDocument } from '../../../store/cart/cart.generated';
import { GetCustomerDetailsDocument } from '../../../store/user/user.generated';
import { SignInDocument, GetCustomerCartIdDocument } from '../session/session.generated';
import CreateAccount from './CreateAccount';
import { CreateAccountDocument } from './createAccount.generated';
import CreateAccountPage from './CreateAccountPage';

const input = { firstname: 'Ana', lastname: 'Pop', email: 'ana@example.ro', password: 'Secret123!', is_subscribed: false };

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), input.firstname);
  await user.type(screen.getByLabelText('Last Name'), input.lastname);
  await user.type(screen.getByLabelText('Email address'), input.email);
  await user.type(screen.getByLabelText('Password'), input.password);
}

// Typing with user-event is slow on a busy machine.
jest.setTimeout(20000);

afterEach(() => toastStore.clear());

describe('CreateAccount', () => {
  it('shows the password policy as the shopper types and refuses a weak password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateAccount />);
    const policy = screen.getByText('Your password needs:').parentElement!;
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(within(policy).getByText('at least 8 characters').closest('li')).toHaveTextContent('Not met yet:');
    expect(within(policy).getByText(/1 of 4 so far/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'defgh');
    expect(within(policy).getByText('at least 8 characters').closest('li')).toHaveTextContent('Met:');
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByText('Use at least 3 of these: lower case, upper case, digits, special characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'A1');
    expect(within(policy).getByText(/3 of 4 so far/).closest('li')).toHaveTextContent('Met:');
    expect(screen.queryByText('Use at least 3 of these: lower case, upper case, digits, special characters.')).not.toBeInTheDocument();
  });

  // The server's message is in the store view's language; its code says which field it belongs to.
  it.each([['A customer with the same email address already exists in an associated website.'], ['Există deja un cont cu aceeași adresă de e-mail.']])(
    'shows an e-mail already in use at the e-mail field (%s)',
    async (message) => {
      const user = userEvent.setup();
      renderWithProviders(<CreateAccount />, {
        mocks: [
          {
            request: { query: CreateAccountDocument, variables: { input } },
            result: { errors: [new GraphQLError(message, { extensions: { category: 'graphql-input', code: 'EMAIL_TAKEN', field: 'email' } })] }
          }
        ]
      });
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Create an Account' }));
      const email = screen.getByLabelText('Email address');
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      expect(email).toHaveAccessibleDescription(message);
      // Editing the field clears the server's message.
      await user.type(email, 'x');
      expect(email).not.toHaveAttribute('aria-invalid');
    }
  );

  it('shows an error without a field code for the whole form, whatever it says', async () => {
    const user = userEvent.setup();
    const message = 'Prea multe încercări. Te rugăm să aștepți un minut și să încerci din nou.';
    renderWithProviders(<CreateAccount />, {
      mocks: [
        {
          request: { query: CreateAccountDocument, variables: { input } },
          result: { errors: [new GraphQLError(message, { extensions: { category: 'graphql-input', code: 'RATE_LIMITED' } })] }
        }
      ]
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('creates the account, signs in and reports success', async () => {
    const user = userEvent.setup();
    const onCreated = jest.fn();
    const { store } = renderWithProviders(<CreateAccount onCreated={onCreated} />, {
      mocks: [
        { request: { query: CreateAccountDocument, variables: { input } }, result: { data: { createCustomerV2: { __typename: 'CustomerOutput', customer: { __typename: 'Customer', email: input.email, firstname: 'Ana' } } } } },
        { request: { query: SignInDocument, variables: { email: input.email, password: input.password } }, result: { data: { generateCustomerToken: { __typename: 'CustomerToken', token: 'tok' } } } },
        { request: { query: GetCustomerCartIdDocument }, result: { data: { customerCart: { __typename: 'Cart', id: 'c1' } } } },
        { request: { query: GetCartDetailsDocument, variables: { cartId: 'c1' } }, error: new Error('not needed') },
        { request: { query: GetCustomerDetailsDocument }, result: { data: { customer: { __typename: 'Customer', email: input.email, firstname: 'Ana', lastname: 'Pop', is_subscribed: false } } } }
      ]
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(store.getState().user).toMatchObject({ isSignedIn: true, currentUser: { firstname: 'Ana' } });
    expect(toastStore.getSnapshot()[0].message).toBe('Welcome, Ana! Your account was created.');
  });

  it('is prefilled from the receipt parameters', () => {
    renderWithProviders(
      <Routes>
        <Route path="/create-account" element={<CreateAccountPage />} />
      </Routes>,
      { route: '/create-account?email=ion%40example.ro&firstName=Ion&lastName=Popescu' }
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('ion@example.ro');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ion');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Popescu');
  });
});
