import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { initialCheckoutState } from '../../../store/checkout/reducer';
import Receipt from './Receipt';
import { createAccountPath, orderUid } from './useReceipt';

const order = {
  id: '42',
  email: 'ana@example.ro',
  shipping_address: {
    firstname: 'Ana',
    lastname: 'Pop',
    street: ['Str. Lungă 1'],
    city: 'București',
    region: 'București',
    postcode: '010011',
    telephone: '0721234567',
    country_id: 'RO',
    email: 'ana@example.ro'
  },
  items: [{ name: 'Whey 2270 g', sku: 'W', quantity: 2, options: ['Flavour: Vanilla'], rowTotal: { currency: 'RON', value: 300 } }],
  totals: { currency: 'RON', subtotal: 300, discount: 0, tax: 29.73, shipping: 0, grandTotal: 300 },
  shippingMethodTitle: 'FAN Courier - Standard delivery',
  paymentTitle: 'Cash On Delivery'
};

describe('Receipt', () => {
  it('shows the order and offers a guest an account prefilled from the shipping address', () => {
    const { store } = renderWithProviders(<Receipt />, {
      route: '/en/checkout/receipt',
      preloadedState: { checkout: { ...initialCheckoutState, shippingMethod: 'fancourier', receipt: { order } } }
    });
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('42');
    expect(screen.getByText('2 × Whey 2270 g')).toBeInTheDocument();
    expect(screen.getByText('FAN Courier - Standard delivery')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/en/create-account?email=ana%40example.ro&firstName=Ana&lastName=Pop'
    );
    // The checkout is over; the receipt stays.
    expect(store.getState().checkout.shippingMethod).toBe('');
    expect(store.getState().checkout.receipt.order.id).toBe('42');
  });

  it('says so when there is no order', () => {
    renderWithProviders(<Receipt />, { route: '/checkout/receipt' });
    expect(screen.getByText('There is no recent order to show.')).toBeInTheDocument();
  });

  it('builds the create-account path and order uids', () => {
    expect(createAccountPath('', { shipping_address: { firstname: 'Ion', lastname: 'Ene', email: 'i@e.ro' } })).toBe(
      '/create-account?email=i%40e.ro&firstName=Ion&lastName=Ene'
    );
    expect(orderUid('42')).toBe('NDI=');
  });
});
