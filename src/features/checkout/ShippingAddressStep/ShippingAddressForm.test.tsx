import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { EMPTY_ADDRESS } from '../../../components/AddressFields';
import ShippingAddressForm, { type ShippingAddressFormProps } from './ShippingAddressForm';
import { NEW_ADDRESS, type SavedAddress } from './useShippingAddressStep';

const CLUJ: SavedAddress = {
  id: '7',
  values: { ...EMPTY_ADDRESS, firstname: 'Ioana', lastname: 'Marinescu', street: 'Str. Republicii 10', city: 'Cluj-Napoca', region_code: 'CJ', postcode: '400015', telephone: '0744123456' },
  region: 'Cluj',
  isDefault: true
};
const REGIONS = [{ id: 278, code: 'B', name: 'București' }, { id: 290, code: 'CJ', name: 'Cluj' }];

function setup(props: Partial<ShippingAddressFormProps> = {}) {
  const onSubmit = jest.fn(async () => undefined);
  renderWithProviders(
    <ShippingAddressForm
      label="Shipping address"
      regions={REGIONS}
      savedAddresses={[CLUJ]}
      initialChoice={CLUJ.id}
      initialValues={{ ...EMPTY_ADDRESS, firstname: 'Ioana', lastname: 'Marinescu' }}
      canSave
      saveByDefault={false}
      isSubmitting={false}
      error={null}
      onSubmit={onSubmit}
      {...props}
    />,
    { route: '/en/checkout' }
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('ShippingAddressForm', () => {
  it('offers the saved addresses, the default chosen, and sends the one chosen', async () => {
    const { onSubmit, user } = setup();
    const saved = screen.getByRole('radio', { name: /Ioana Marinescu.*Default.*Str\. Republicii 10.*400015 Cluj-Napoca, Cluj/ });
    expect(saved).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Street and number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith('7', expect.anything(), false);
  });

  it('takes a new address, checked field by field, and whether to keep it in the address book', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('radio', { name: 'A new address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This is a required field.').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: 'Street and number' }), 'Str. Lipscani 12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'County' }), 'B');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'București');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '030031');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0721 234 567');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address in my address book' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(NEW_ADDRESS, expect.objectContaining({ firstname: 'Ioana', street: 'Str. Lipscani 12', city: 'București', region_code: 'B' }), true);
  });

  it('is the address form alone for a guest', () => {
    setup({ savedAddresses: [], initialChoice: NEW_ADDRESS, canSave: false });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ioana');
  });
});
