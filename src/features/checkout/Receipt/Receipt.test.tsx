import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';

import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import { BANK_ACCOUNT, bankTransferAccountMock } from '../BankTransfer/testing';
import { GetReceiptCustomerOrderDocument, GetReceiptGuestOrderDocument } from '../../../store/checkout/checkout.generated';
import { initialCheckoutState } from '../../../store/checkout/reducer';
import { saveReceipt } from '../../../store/checkout/receiptStorage';
import Receipt from './Receipt';
import { createAccountPath } from './useReceipt';

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

const money = (value: number) => ({ __typename: 'Money', value, currency: 'RON' });
const orderAddress = {
  __typename: 'OrderAddress',
  firstname: 'Ana',
  lastname: 'Pop',
  street: ['Str. Lungă 1'],
  city: 'București',
  region: 'București',
  postcode: '010011',
  country_code: 'RO',
  telephone: '0721234567',
  company: null,
  vat_id: null,
  custom_attributesV2: []
};
/** The order as the back end answers it again after a reload. */
const backEndOrder = {
  __typename: 'CustomerOrder',
  id: 'NDI=',
  number: '000000012',
  email: 'ana@example.ro',
  carrier: 'Sameday',
  shipping_method: 'Sameday - Easybox',
  items: [
    {
      __typename: 'OrderItem',
      id: 'MQ==',
      product_name: 'Whey 2270 g',
      product_sku: 'W',
      quantity_ordered: 2,
      product_sale_price: money(150),
      selected_options: [{ __typename: 'OrderItemOption', label: 'Flavour', value: 'Vanilla' }]
    }
  ],
  total: {
    __typename: 'OrderTotal',
    subtotal_incl_tax: money(300),
    discounts: [],
    total_tax: { __typename: 'Money', value: 24.77 },
    shipping_handling: { __typename: 'ShippingHandling', amount_including_tax: { __typename: 'Money', value: 0 } },
    grand_total: money(300)
  },
  shipping_address: orderAddress,
  billing_address: {
    ...orderAddress,
    company: 'Exemplu SRL',
    vat_id: 'RO18547290',
    custom_attributesV2: [{ __typename: 'AttributeValue', code: 'registration_number', value: 'J40/1234/2020' }]
  },
  payment_methods: [{ __typename: 'OrderPaymentMethod', name: 'Cash On Delivery', type: 'cashondelivery' }]
};
/** What the session keeps: the number, a guest's token, what the checkout said of the delivery and payment. */
const kept = { number: '000000012', token: '000000012:secret', shippingMethodTitle: 'Sameday - Easybox (Easybox Mega Mall)', paymentTitle: 'Cash On Delivery' };

async function waitForNoStatus() {
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
}

describe('Receipt', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the order and offers a guest an account prefilled from the shipping address', () => {
    const { store } = renderWithProviders(<Receipt />, {
      route: '/en/checkout/receipt',
      preloadedState: { checkout: { ...initialCheckoutState, shippingMethod: 'fancourier', receipt: { order } } }
    });
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText(/Your order number is/)).toHaveTextContent('Your order number is 000000012.');
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

  it('after a reload shows the number at once, then the order read again with its token: lines, totals, addresses, delivery with the locker', async () => {
    saveReceipt(kept);
    const { store } = renderWithProviders(<Receipt />, {
      route: '/en/checkout/receipt',
      mocks: [{ request: { query: GetReceiptGuestOrderDocument, variables: { token: kept.token } }, result: { data: { guestOrderByToken: backEndOrder } } }]
    });
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('000000012');
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
    expect(await screen.findByText('2 × Whey 2270 g')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('(Flavour: Vanilla)')).toBeInTheDocument();
    expect(screen.getByText('Sameday - Easybox (Easybox Mega Mall)')).toBeInTheDocument();
    expect(screen.getByText('Cash On Delivery')).toBeInTheDocument();
    expect(screen.getByText('Exemplu SRL')).toBeInTheDocument();
    expect(screen.getByText('Trade register no.: J40/1234/2020')).toBeInTheDocument();
    expect(screen.getByText('We sent a confirmation to ana@example.ro.')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('VAT included').nextElementSibling).toHaveTextContent(/24[.,]77/);
    expect(screen.getByRole('link', { name: 'Track your order' })).toBeInTheDocument();
    expect(store.getState().checkout.receipt.order).toMatchObject({ id: 'NDI=', number: '000000012' });
  });

  it("after a reload reads a signed-in customer's order among their orders, by number", async () => {
    saveReceipt({ number: '000000012' });
    renderWithProviders(<Receipt />, {
      route: '/en/checkout/receipt',
      preloadedState: { user: signedInUser() },
      mocks: [
        {
          request: { query: GetReceiptCustomerOrderDocument, variables: { number: '000000012' } },
          result: { data: { customer: { __typename: 'Customer', orders: { __typename: 'CustomerOrders', items: [backEndOrder] } } } }
        }
      ]
    });
    expect(await screen.findByText('2 × Whey 2270 g')).toBeInTheDocument();
    // The order's own delivery title when the session kept none.
    expect(screen.getByText('Sameday - Easybox')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Track your order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/en/order-history');
  });

  it('keeps the number when the order cannot be read again', async () => {
    saveReceipt(kept);
    renderWithProviders(<Receipt />, {
      route: '/en/checkout/receipt',
      mocks: [
        {
          request: { query: GetReceiptGuestOrderDocument, variables: { token: kept.token } },
          result: { errors: [new GraphQLError('Too many requests. Please wait a minute and try again.')] }
        }
      ]
    });
    expect(screen.getByTestId('order-number')).toHaveTextContent('000000012');
    await waitForNoStatus();
    expect(screen.getByTestId('order-number')).toHaveTextContent('000000012');
    expect(screen.queryByRole('heading', { name: 'Items' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an Account' })).toBeInTheDocument();
  });

  it('in a new session says there is no recent order, with links on', () => {
    renderWithProviders(<Receipt />, { route: '/checkout/receipt' });
    expect(screen.getByRole('heading', { name: 'There is no recent order to show.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in to see your orders' })).toHaveAttribute('href', '/sign-in');
  });

  it('builds the create-account path', () => {
    expect(createAccountPath('', { shipping_address: { firstname: 'Ion', lastname: 'Ene', email: 'i@e.ro' } })).toBe(
      '/create-account?email=i%40e.ro&firstName=Ion&lastName=Ene'
    );
  });
});
