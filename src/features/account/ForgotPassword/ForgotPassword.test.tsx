import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import ForgotPassword from './ForgotPassword';
import { RequestPasswordResetEmailDocument } from './forgotPassword.generated';

// Typing with user-event is slow on a busy machine.
jest.setTimeout(20000);

describe('ForgotPassword', () => {
  it('validates the e-mail before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPassword />);
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByText('This is a required field.')).toBeInTheDocument();
  });

  it('confirms without saying whether the address has an account', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ForgotPassword />, {
      mocks: [{ request: { query: RequestPasswordResetEmailDocument, variables: { email: 'nobody@example.ro' } }, result: { data: { requestPasswordResetEmail: true } } }]
    });
    await user.type(screen.getByLabelText('Email address'), 'nobody@example.ro');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If there is an account associated with nobody@example.ro you will receive an email with a link to change your password.'
    );
    expect(store.getState().user.isResettingPassword).toBe(false);
  });

  it('shows a server error for the form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPassword />, {
      mocks: [
        {
          request: { query: RequestPasswordResetEmailDocument, variables: { email: 'ana@example.ro' } },
          result: { errors: [new GraphQLError('Too many password reset requests. Please wait and try again or contact hello@example.com.')] }
        }
      ]
    });
    await user.type(screen.getByLabelText('Email address'), 'ana@example.ro');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
