import { act, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { toastStore } from '../../../lib/toasts';
import { CreateCustomerAddressDocument, GetCustomerAddressesDocument, GetCountriesForAddressesDocument } from './addressBook.generated';
import { useAddressBook } from './useAddressBook';

type Talon = ReturnType<typeof useAddressBook>;

const countries = [
  {
    __typename: 'Country',
    id: 'RO',
    full_name_locale: 'România',
    full_name_english: 'Romania',
    available_regions: [{ __typename: 'Region', id: 278, code: 'B', name: 'București' }]
  }
];
const values = { firstname: 'Ana', lastname: 'Pop', street: 'Str. Lungă 1', street2: '', city: 'București', region_code: 'B', postcode: '010011', telephone: '0721234567' };
const refused = (message: string, code: string, field?: string) => ({ errors: [new GraphQLError(message, { extensions: { category: 'graphql-input', code, field } })] });

function renderTalon(answers: ReturnType<typeof refused>[]) {
  const talon: { current: Talon | null } = { current: null };
  function Probe() {
    talon.current = useAddressBook();
    return null;
  }
  renderWithProviders(<Probe />, {
    mocks: [
      { request: { query: GetCustomerAddressesDocument }, result: { data: { customer: { __typename: 'Customer', addresses: [] } } } },
      { request: { query: GetCountriesForAddressesDocument }, result: { data: { countries } } },
      ...answers.map((result) => ({ request: { query: CreateCustomerAddressDocument, variables: () => true }, result }))
    ]
  });
  return () => talon.current!;
}

afterEach(() => toastStore.clear());

describe('useAddressBook', () => {
  it('shows a field error under the field the server names, whatever the message says', async () => {
    const talon = renderTalon([
      refused('"regionId" is required. Enter and try again.', 'REQUIRED_FIELD_MISSING', 'region'),
      refused('Invalid value of "1" provided for the postcode field.', 'INVALID_FIELD_VALUE', 'postcode'),
      refused('"telephone" is too long.', 'VALUE_TOO_LONG', 'telephone'),
      refused('"Street Address" cannot contain more than 3 lines.', 'INVALID_FIELD_VALUE', 'street')
    ]);
    await waitFor(() => expect(talon().countries).toHaveLength(1));
    act(() => talon().startEditing('new'));

    const expected = [
      { region_code: '"regionId" is required. Enter and try again.' },
      { postcode: 'Invalid value of "1" provided for the postcode field.' },
      { telephone: '"telephone" is too long.' },
      { street: '"Street Address" cannot contain more than 3 lines.' }
    ];
    for (const fieldErrors of expected) {
      await act(() => talon().handleSave(values));
      expect(talon().fieldErrors).toEqual(fieldErrors);
      expect(talon().formError).toBeNull();
    }
  });

  it('shows for the whole form an error about a field without one of its own, or of another code', async () => {
    const talon = renderTalon([
      refused('Required parameters are missing: city', 'REQUIRED_FIELD_MISSING', 'city'),
      refused('The telephone number is not available here.', 'INVALID_INPUT')
    ]);
    await waitFor(() => expect(talon().countries).toHaveLength(1));
    act(() => talon().startEditing('new'));

    await act(() => talon().handleSave(values));
    expect(talon().fieldErrors).toEqual({});
    expect(talon().formError).toBe('Required parameters are missing: city');

    await act(() => talon().handleSave(values));
    expect(talon().fieldErrors).toEqual({});
    expect(talon().formError).toBe('The telephone number is not available here.');
  });
});
