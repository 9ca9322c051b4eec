import { act, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { toastStore } from '../../../lib/toasts';
import { ChangeCustomerPasswordDocument, GetAccountInformationDocument, UpdateCustomerEmailDocument } from './accountInformation.generated';
import { useAccountInformation } from './useAccountInformation';

type Talon = ReturnType<typeof useAccountInformation>;

const customer = { __typename: 'Customer', firstname: 'Ana', lastname: 'Pop', email: 'ana@example.ro', is_subscribed: false };
const refused = (message: string, code: string, category = 'graphql-input') => ({ errors: [new GraphQLError(message, { extensions: { category, code } })] });

function renderTalon(mocks: Parameters<typeof renderWithProviders>[1] extends infer O ? (O extends { mocks?: infer M } ? M : never) : never) {
  const talon: { current: Talon | null } = { current: null };
  function Probe() {
    talon.current = useAccountInformation();
    return null;
  }
  renderWithProviders(<Probe />, { mocks: [{ request: { query: GetAccountInformationDocument }, result: { data: { customer } } }, ...mocks] });
  return () => talon.current!;
}

afterEach(() => toastStore.clear());

describe('useAccountInformation', () => {
  it("puts the server's errors of the e-mail form under their fields by code, in the Romanian view's words", async () => {
    const emailChange = { email: 'ion@example.ro', password: 'Secret123!' };
    const talon = renderTalon([
      { request: { query: UpdateCustomerEmailDocument, variables: emailChange }, result: refused('Există deja un cont cu aceeași adresă de e-mail.', 'EMAIL_TAKEN', 'graphql-already-exists') },
      { request: { query: UpdateCustomerEmailDocument, variables: emailChange }, result: refused('Adresa de e-mail sau parola nu sunt corecte.', 'INVALID_CREDENTIALS', 'graphql-authentication') },
      { request: { query: UpdateCustomerEmailDocument, variables: emailChange }, result: refused('Contul este blocat.', 'ACCOUNT_LOCKED', 'graphql-authentication') }
    ]);
    await waitFor(() => expect(talon().customer).not.toBeNull());

    await act(() => talon().emailForm.handleSubmit(emailChange));
    expect(talon().emailForm.fieldErrors).toEqual({ email: 'Există deja un cont cu aceeași adresă de e-mail.' });
    expect(talon().emailForm.formError).toBeNull();

    await act(() => talon().emailForm.handleSubmit(emailChange));
    expect(talon().emailForm.fieldErrors).toEqual({ password: 'Adresa de e-mail sau parola nu sunt corecte.' });

    await act(() => talon().emailForm.handleSubmit(emailChange));
    expect(talon().emailForm.fieldErrors).toEqual({});
    expect(talon().emailForm.formError).toBe('Contul este blocat.');
  });

  it('puts a wrong current password and a refused new password under their fields', async () => {
    const change = { currentPassword: 'Wrong123!', newPassword: 'short' };
    const talon = renderTalon([
      { request: { query: ChangeCustomerPasswordDocument, variables: change }, result: refused('Invalid login or password.', 'INVALID_CREDENTIALS', 'graphql-authentication') },
      {
        request: { query: ChangeCustomerPasswordDocument, variables: change },
        result: refused('Parola trebuie să aibă cel puțin 8 caractere. Alege altă parolă și încearcă din nou.', 'PASSWORD_POLICY')
      }
    ]);
    await waitFor(() => expect(talon().customer).not.toBeNull());

    await act(() => talon().passwordForm.handleSubmit(change));
    expect(talon().passwordForm.fieldErrors).toEqual({ currentPassword: 'Invalid login or password.' });

    await act(() => talon().passwordForm.handleSubmit(change));
    expect(talon().passwordForm.fieldErrors).toEqual({ newPassword: 'Parola trebuie să aibă cel puțin 8 caractere. Alege altă parolă și încearcă din nou.' });
    expect(talon().passwordForm.formError).toBeNull();
  });
});
