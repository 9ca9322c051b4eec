// The delivery step's locker choice: each locker a radio card with its whole name and address (a select
// cut the address at the box's width), required when the locker method is chosen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import type { ShippingMethod } from '../../../store/checkout/actions';
import type { ParcelLocker } from '../checkoutAnswers';
import ShippingMethodForm, { type ShippingMethodFormProps } from './ShippingMethodForm';

function method(carrier: string, code: string, title: string, value: number): ShippingMethod {
  return { carrier_code: carrier, carrier_title: carrier, method_code: code, method_title: title, amount: { currency: 'RON', value }, code: carrier, title: carrier };
}

const COURIER = method('fancourier', 'standard', 'Standard delivery', 19.99);
const LOCKER = method('easybox', 'locker', 'Parcel locker delivery', 12.99);

const LOCKERS: ParcelLocker[] = [
  { __typename: 'ParcelLocker', code: 'EB-B-003', name: 'Easybox Titan', city: 'București', street: 'Bd. Nicolae Grigorescu nr. 29, Sector 3' },
  { __typename: 'ParcelLocker', code: 'EB-B-002', name: 'Easybox Unirii', city: 'București', street: 'Bd. Unirii nr. 15, Sector 4' }
];

function props(overrides: Partial<ShippingMethodFormProps> = {}): ShippingMethodFormProps {
  return { methods: [COURIER, LOCKER], chosen: null, shops: [], lockers: LOCKERS, isSubmitting: false, error: null, onSubmit: jest.fn(async () => undefined), ...overrides };
}

describe('ShippingMethodForm', () => {
  it("lists the lockers as choices showing each one's whole name and address", async () => {
    renderWithProviders(<ShippingMethodForm {...props()} />);
    expect(screen.queryByRole('group', { name: 'Parcel locker' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Parcel locker delivery/ }));
    const lockers = screen.getByRole('group', { name: 'Parcel locker' });
    const choices = within(lockers).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Easybox TitanBd. Nicolae Grigorescu nr. 29, Sector 3, București',
      'Easybox UniriiBd. Unirii nr. 15, Sector 4, București'
    ]);
    // No select any more, whose closed box cut the address at its width.
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('asks for a locker, then sends the one chosen', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithProviders(<ShippingMethodForm {...props({ onSubmit })} />);
    await userEvent.click(screen.getByRole('radio', { name: /Parcel locker delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a parcel locker.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /Easybox Unirii/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ carrier_code: 'easybox', parcel_locker_code: 'EB-B-002' })));
  });

  it('starts on the locker chosen before', () => {
    renderWithProviders(<ShippingMethodForm {...props({ chosen: { ...LOCKER, parcel_locker_code: 'EB-B-002' } })} />);
    expect(screen.getByRole('radio', { name: /Easybox Unirii/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Easybox Titan/ })).not.toBeChecked();
  });
});
