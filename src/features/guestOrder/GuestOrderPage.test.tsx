import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

import { renderWithProviders } from '../../app/testing/renderWithProviders';
import GuestOrderPage from './GuestOrderPage';
import { GuestOrderDocument } from './guestOrder.generated';

// Typing with user-event is slow on a busy machine.
jest.setTimeout(30000);

const INPUT = { number: '000000042', email: 'ana@example.com', lastname: 'Popescu' };
const money = (value: number) => ({ __typename: 'Money', value, currency: 'RON' });
const address = {
  __typename: 'OrderAddress',
  firstname: 'Ana',
  lastname: 'Popescu',
  street: ['Str. Lipscani nr. 10'],
  city: 'București',
  region: 'București',
  postcode: '030031',
  country_code: 'RO',
  telephone: '0721 234 567'
};
const ORDER = {
  __typename: 'CustomerOrder',
  id: 'NDI=',
  number: '000000042',
  order_date: '2025-03-01 10:00:00',
  status: 'Pending',
  carrier: 'FAN Courier',
  shipping_method: 'FAN Courier - Standard delivery',
  total: {
    __typename: 'OrderTotal',
    subtotal_incl_tax: money(216.99),
    grand_total: money(236.98),
    shipping_handling: { __typename: 'ShippingHandling', amount_including_tax: money(19.99) },
    total_tax: money(20.53),
    taxes: [{ __typename: 'TaxItem', amount: money(20.53), rate: 21, title: 'VAT 21%' }],
    discounts: []
  },
  items: [
    {
      __typename: 'OrderItem',
      id: 'MQ==',
      product_name: 'GNC Mega Men',
      product_sku: 'GNC-MM',
      product_url_key: 'gnc-mega-men',
      quantity_ordered: 3,
      product_sale_price: money(72.33),
      selected_options: [{ __typename: 'OrderItemOption', label: 'Size', value: '90 tablets' }]
    }
  ],
  shipping_address: address,
  billing_address: address,
  payment_methods: [
    {
      __typename: 'OrderPaymentMethod',
      name: 'Bank Transfer Payment',
      type: 'banktransfer',
      additional_data: [
        { __typename: 'KeyValue', name: 'instructions', value: 'Pay within 5 days.' },
        { __typename: 'KeyValue', name: 'beneficiary', value: 'Vitalis SRL' },
        { __typename: 'KeyValue', name: 'iban', value: 'RO49 AAAA 1B31 0075 9384 0000' },
        { __typename: 'KeyValue', name: 'bank', value: 'Banca Transilvania' },
        { __typename: 'KeyValue', name: 'reference', value: '000000042' }
      ]
    }
  ]
};

const lookup = (input: typeof INPUT, answer: { data?: unknown; errors?: GraphQLError[] }): MockLink.MockedResponse => ({
  request: { query: GuestOrderDocument, variables: { input } },
  result: answer as MockLink.MockedResponse['result']
});
const coded = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

async function fill(user: ReturnType<typeof userEvent.setup>, input: typeof INPUT) {
  await user.type(screen.getByRole('textbox', { name: 'Order number' }), input.number);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), input.email);
  await user.type(screen.getByRole('textbox', { name: 'Billing last name' }), input.lastname);
}

describe('GuestOrderPage', () => {
  it('asks for the three details before looking anything up', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestOrderPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the order' }));
    expect(await screen.findByRole('textbox', { name: 'Order number' })).toHaveAccessibleDescription('For example 000000012 This is a required field.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This is a required field.');
    expect(screen.getByRole('textbox', { name: 'Billing last name' })).toHaveAccessibleDescription('This is a required field.');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address (Ex: johndoe@domain.com).');
  });

  it('says clearly when the details do not match, keeping what was typed', async () => {
    const user = userEvent.setup();
    const wrong = { ...INPUT, lastname: 'Ionescu' };
    renderWithProviders(<GuestOrderPage />, { mocks: [lookup(wrong, { errors: [coded("We couldn't locate an order with the information provided.", 'ORDER_NOT_FOUND')] })] });
    await fill(user, wrong);
    await user.click(screen.getByRole('button', { name: 'Show the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/We could not find an order with these details\. Check the order number, the e-mail address and the last name/);
    expect(screen.getByRole('textbox', { name: 'Billing last name' })).toHaveValue('Ionescu');
  });

  it("sends an account's order to sign-in, coming back to the order", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestOrderPage />, { mocks: [lookup(INPUT, { errors: [coded('Please login to view the order.', 'ORDER_SIGN_IN_REQUIRED')] })] });
    await fill(user, INPUT);
    await user.click(screen.getByRole('button', { name: 'Show the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order was placed from an account. Sign in to see it.');
    expect(screen.getByRole('link', { name: 'Sign in to see the order' })).toHaveAttribute('href', '/sign-in?return=%2Forder%2F000000042');
  });

  it('shows the order: status, items and totals with VAT, addresses, delivery once, payment and where to pay', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestOrderPage />, { mocks: [lookup(INPUT, { data: { guestOrder: ORDER } })] });
    await fill(user, { ...INPUT, number: '#000000042 ' });
    await user.click(screen.getByRole('button', { name: 'Show the order' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Order #000000042' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    const items = screen.getByRole('list');
    expect(within(items).getByRole('link', { name: 'GNC Mega Men' })).toHaveAttribute('href', '/gnc-mega-men.html');
    expect(within(items).getByText('Size: 90 tablets')).toBeInTheDocument();
    expect(within(items).getByText('Qty: 3')).toBeInTheDocument();
    // The line with VAT: its sale price × the quantity ordered.
    expect(within(items).getByRole('listitem')).toHaveTextContent(/216[.,]99/);
    expect(within(screen.getByRole('region', { name: 'Shipping address' })).getByText('Str. Lipscani nr. 10')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Shipping method' })).getByText('FAN Courier - Standard delivery')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment method' })).getByText('Bank Transfer Payment')).toBeInTheDocument();
    expect(screen.getByText('RO49 AAAA 1B31 0075 9384 0000')).toBeInTheDocument();
    expect(screen.getByText('VAT 21% included').nextElementSibling).toHaveTextContent(/20[.,]53/);
    expect(screen.getByText('Grand total').nextElementSibling).toHaveTextContent(/236[.,]98/);

    await user.click(screen.getByRole('button', { name: 'Look up another order' }));
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('000000042');
  });
});
