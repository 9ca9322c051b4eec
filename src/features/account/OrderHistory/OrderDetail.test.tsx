import { screen, within } from '@testing-library/react';

import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import OrderDetail from './OrderDetail';
import { GetCustomerOrderDocument } from './orderHistory.generated';

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
  telephone: '0721 234 567',
  company: null,
  vat_id: null,
  custom_attributesV2: []
};
const item = (id: string, name: string, quantity: number, price: number, options: Array<[string, string]> = []) => ({
  __typename: 'OrderItem',
  id,
  product_name: name,
  product_sku: `SKU-${id}`,
  product_url_key: null,
  quantity_ordered: quantity,
  product_sale_price: money(price),
  selected_options: options.map(([label, value]) => ({ __typename: 'OrderItemOption', label, value }))
});
const ORDER = {
  __typename: 'CustomerOrder',
  id: 'NDI=',
  number: '000000042',
  order_date: '2025-03-01 10:00:00',
  status: 'Processing',
  carrier: 'FAN Courier',
  shipping_method: 'FAN Courier - Standard delivery',
  reward_points_earned: 29,
  reward_points_pending: 0,
  total: {
    __typename: 'OrderTotal',
    subtotal_incl_tax: money(314.97),
    grand_total: money(294.96),
    shipping_handling: { __typename: 'ShippingHandling', amount_including_tax: money(19.99) },
    total_tax: money(25.1),
    taxes: [
      { __typename: 'TaxItem', amount: money(10), rate: 11, title: 'VAT 11%' },
      { __typename: 'TaxItem', amount: money(15.1), rate: 21, title: 'VAT 21%' }
    ],
    discounts: [{ __typename: 'Discount', amount: money(40), label: 'WELCOME10' }]
  },
  items: [item('MQ==', 'Whey Protein 2270 g', 2, 149.99, [['Flavour', 'Vanilla']]), item('Mg==', 'GNC Mega Men', 1, 14.99)],
  shipping_address: address,
  billing_address: address,
  payment_methods: [{ __typename: 'OrderPaymentMethod', name: 'Cash On Delivery', type: 'cashondelivery', additional_data: [] }]
};

function renderOrder(order: typeof ORDER) {
  renderWithProviders(<OrderDetail orderNumber="000000042" />, {
    route: '/en/order/000000042',
    preloadedState: { user: signedInUser() },
    mocks: [
      {
        request: { query: GetCustomerOrderDocument, variables: { number: '000000042' } },
        result: { data: { customer: { __typename: 'Customer', orders: { __typename: 'CustomerOrders', items: [order] } } } }
      }
    ]
  });
}

describe('OrderDetail (the account’s order page)', () => {
  it('says an unpaid order’s points are pending, not earned', async () => {
    renderOrder({ ...ORDER, status: 'Pending', reward_points_earned: 0, reward_points_pending: 29 });
    expect(await screen.findByText('Reward points pending')).toBeInTheDocument();
    expect(screen.getByText('Reward points pending').nextElementSibling).toHaveTextContent('29, added once the order is paid');
    expect(screen.queryByText('Reward points earned')).not.toBeInTheDocument();
  });

  it('says a free delivery is free, as the receipt and the order mail do (not 0.00)', async () => {
    renderOrder({ ...ORDER, total: { ...ORDER.total, shipping_handling: { __typename: 'ShippingHandling', amount_including_tax: money(0) } } });
    expect((await screen.findByText('Shipping')).nextElementSibling).toHaveTextContent(/^Free$/);
  });

  it('shows a paid order’s points as earned', async () => {
    renderOrder(ORDER);
    expect(await screen.findByText('Reward points earned')).toBeInTheDocument();
    expect(screen.getByText('Reward points earned').nextElementSibling).toHaveTextContent('29');
    expect(screen.queryByText('Reward points pending')).not.toBeInTheDocument();
  });

  it('shows each line with VAT as its sale price × quantity ordered, its options, and the order’s totals', async () => {
    renderOrder(ORDER);
    const lines = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Whey Protein 2270 g');
    expect(lines[0]).toHaveTextContent('Flavour: Vanilla');
    expect(lines[0]).toHaveTextContent('Qty: 2');
    expect(lines[0]).toHaveTextContent(/299[.,]98/);
    expect(lines[1]).toHaveTextContent('Qty: 1');
    expect(lines[1]).toHaveTextContent(/14[.,]99/);
    const row = (label: string) => screen.getByText(label).nextElementSibling;
    expect(row('Subtotal')).toHaveTextContent(/314[.,]97/);
    expect(row('WELCOME10')).toHaveTextContent(/-.*40[.,]00/);
    expect(row('Shipping')).toHaveTextContent(/19[.,]99/);
    // The VAT by rate, as the invoice states it.
    expect(row('VAT 11% included')).toHaveTextContent(/10[.,]00/);
    expect(row('VAT 21% included')).toHaveTextContent(/15[.,]10/);
    expect(row('Grand total')).toHaveTextContent(/294[.,]96/);
  });
});
