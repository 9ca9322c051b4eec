import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { BANK_ACCOUNT, bankTransferAccountMock } from '../BankTransfer/testing';
import { initialCheckoutState } from '../../../store/checkout/reducer';
import { saveReceipt } from '../../../store/checkout/receiptStorage';
import Receipt from './Receipt';
import { createAccountPath, orderUid } from './useReceipt';

const order = {
  id: '42',
  number: '000000012',
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
  beforeEach(() => window.sessionStorage.clear());

  it('shows the order and offers a guest an account prefilled from the shipping address', () => {
    const { store } = renderWithProviders(<Receipt />, {
      route: '/en/checkout/receipt',
      preloadedState: { checkout: { ...initialCheckoutState, shippingMethod: 'fancourier', receipt: { order } } }
    });
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText(/Your order number is/)).toHaveTextContent('Your order number is 000000012.');
    expect(screen.queryByTestId('order-reference')).not.toBeInTheDocument();
    expect(screen.getByText('2 × Whey 2270 g')).toBeInTheDocument();
    expect(screen.getByText('FAN Courier - Standard delivery')).toBeInTheDocument();
    // A guest follows the order on the order lookup page.
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/en/sales/guest/form');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/en/create-account?email=ana%40example.ro&firstName=Ana&lastName=Pop'
    );
    // The checkout is over; the receipt stays.
    expect(store.getState().checkout.shippingMethod).toBe('');
    expect(store.getState().checkout.receipt.order.id).toBe('42');
  });

  it('tells a shopper paying by bank transfer where to pay, with the order number as the reference', async () => {
    renderWithProviders(<Receipt />, {
      route: '/en/checkout/receipt',
      mocks: [bankTransferAccountMock],
      preloadedState: { checkout: { ...initialCheckoutState, receipt: { order: { ...order, paymentCode: 'banktransfer', paymentTitle: 'Bank Transfer Payment' } } } }
    });
    const details = await screen.findByTestId('bank-transfer');
    expect(details).toHaveTextContent(BANK_ACCOUNT.instructions);
    const rows = [...details.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(rows).toEqual([
      ['Beneficiary', BANK_ACCOUNT.beneficiary],
      ['IBAN', expect.stringContaining(BANK_ACCOUNT.iban)],
      ['Bank', BANK_ACCOUNT.bank],
      ['Amount', expect.stringContaining('300')],
      ['Payment reference', '000000012']
    ]);
  });

  it('shows no bank details for other payments', () => {
    renderWithProviders(<Receipt />, { route: '/en/checkout/receipt', preloadedState: { checkout: { ...initialCheckoutState, receipt: { order } } } });
    expect(screen.queryByTestId('bank-transfer')).not.toBeInTheDocument();
  });

  it('shows the order id with a neutral label when the number is not known', () => {
    const { number: _number, ...withoutNumber } = order;
    renderWithProviders(<Receipt />, { route: '/en/checkout/receipt', preloadedState: { checkout: { ...initialCheckoutState, receipt: { order: withoutNumber } } } });
    expect(screen.getByText(/Order reference:/)).toHaveTextContent('Order reference: 42. The order number is in the confirmation e-mail.');
    expect(screen.queryByText(/Your order number is/)).not.toBeInTheDocument();
  });

  it('after a reload shows the receipt kept for the session', () => {
    saveReceipt(order);
    const { store } = renderWithProviders(<Receipt />, { route: '/en/checkout/receipt' });
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('000000012');
    expect(screen.getByText('2 × Whey 2270 g')).toBeInTheDocument();
    expect(screen.getByText('Cash On Delivery')).toBeInTheDocument();
    expect(store.getState().checkout.receipt.order.number).toBe('000000012');
  });

  it('in a new session says there is no recent order, with links on', () => {
    renderWithProviders(<Receipt />, { route: '/checkout/receipt' });
    expect(screen.getByRole('heading', { name: 'There is no recent order to show.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in to see your orders' })).toHaveAttribute('href', '/sign-in');
  });

  it('builds the create-account path and order uids', () => {
    expect(createAccountPath('', { shipping_address: { firstname: 'Ion', lastname: 'Ene', email: 'i@e.ro' } })).toBe(
      '/create-account?email=i%40e.ro&firstName=Ion&lastName=Ene'
    );
    expect(orderUid('42')).toBe('NDI=');
  });
});
