import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { toastStore } from '../../../lib/toasts';
import ResetPassword from './ResetPassword';
import { ResetPasswordDocument } from './resetPassword.generated';

function renderAt(route: string, mocks = [] as Parameters<typeof renderWithProviders>[1] extends infer O ? O extends { mocks?: infer M } ? M : never : never) {
  return renderWithProviders(
    <Routes>
      <Route path="/en/customer/account/createPassword" element={<ResetPassword />} />
    </Routes>,
    { route, mocks }
  );
}

const variables = { email: 'ana@example.ro', token: 'abc123', newPassword: 'NewSecret9' };

// Typing with user-event is slow on a busy machine.
jest.setTimeout(20000);

afterEach(() => toastStore.clear());

describe('ResetPassword', () => {
  it('explains a link without a token', () => {
    renderAt('/en/customer/account/createPassword');
    expect(screen.getByRole('alert')).toHaveTextContent('This link has no reset token. Ask for a new link.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/en/forgot-password');
  });

  it('checks the password policy while typing and saves the new password', async () => {
    const user = userEvent.setup();
    renderAt('/en/customer/account/createPassword?token=abc123', [
      { request: { query: ResetPasswordDocument, variables }, result: { data: { resetPassword: true } } }
    ]);
    await user.type(screen.getByLabelText('Email address'), variables.email);
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.tab();
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), variables.newPassword);
    expect(screen.queryByText('Use at least 8 characters.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password has been saved. You can sign in with it now.');
    expect(toastStore.getSnapshot()[0]).toMatchObject({ type: 'success', message: 'Your new password has been saved.' });
  });

  // The server's message is in the store view's language; its code says what happened.
  it.each([["Cannot set the customer's password"], ['Parola nu a putut fi setată. Cere un nou link de resetare și încearcă din nou.']])(
    'says what to do when the server refuses the link (%s)',
    async (message) => {
      const user = userEvent.setup();
      const refused = new GraphQLError(message, { extensions: { category: 'graphql-input', code: 'PASSWORD_RESET_LINK_INVALID' } });
      renderAt('/en/customer/account/createPassword?token=abc123', [{ request: { query: ResetPasswordDocument, variables }, result: { errors: [refused] } }]);
      await user.type(screen.getByLabelText('Email address'), variables.email);
      await user.type(screen.getByLabelText('New Password'), variables.newPassword);
      await user.click(screen.getByRole('button', { name: 'Save Password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This link does not work for this email address');
    }
  );

  it("shows the server's password policy message at the new password", async () => {
    const user = userEvent.setup();
    const message = 'Parola nu poate fi aceeași cu adresa de e-mail. Alege altă parolă și încearcă din nou.';
    renderAt('/en/customer/account/createPassword?token=abc123', [
      { request: { query: ResetPasswordDocument, variables }, result: { errors: [new GraphQLError(message, { extensions: { category: 'graphql-input', code: 'PASSWORD_POLICY' } })] } }
    ]);
    await user.type(screen.getByLabelText('Email address'), variables.email);
    await user.type(screen.getByLabelText('New Password'), variables.newPassword);
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    const field = screen.getByLabelText('New Password');
    await screen.findByText(message);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
