// The checkout as a guest, by role and label, against mocked GraphQL (Apollo) and REST (fetch): the
// field messages on bad input, the delivery choice, a declined card that keeps the cart and lets the
// shopper pay again, and the receipt made of the order placeOrder answers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';

import { createFakeFetch, type RecordedRequest } from '../../../api/testing/fakeFetch';
import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { initialCartState } from '../../../store/cart/reducer';
import { createCartGateway } from '../../../store/cart/gateway';
import { PlaceOrderDocument, SetGuestEmailOnCartDocument, SetShippingAddressDocument } from '../../../store/checkout/checkout.generated';
import { readReceipt } from '../../../store/checkout/receiptStorage';
import { cartDetails, cartItem, fakeCartGateway } from '../../cart/testing';
import {
  GetCheckoutRegionsDocument,
  GetCheckoutTotalsDocument,
  GetParcelLockersDocument,
  GetPickupShopsDocument,
  IsEmailAvailableDocument
} from '../checkout.generated';
import CheckoutPage from './CheckoutPage';

jest.mock('../../../store/cart/gateway', () => ({ createCartGateway: jest.fn() }));

const EMAIL = 'ana.pop@example.ro';
const line = cartItem({ uid: 'a', quantity: 2, product: { uid: 'p-a', name: 'Whey Protein 2270 g', sku: 'W-1', url_key: 'whey', thumbnail: { url: '/a.jpg' }, variants: null } });
const money = (value: number) => ({ __typename: 'Money', currency: 'RON', value });

const method = (carrier: string, code: string, carrierTitle: string, title: string, price: number) => ({
  __typename: 'AvailableShippingMethod',
  carrier_code: carrier,
  carrier_title: carrierTitle,
  method_code: code,
  method_title: title,
  amount: money(price)
});
const METHODS = [
  method('fancourier', 'standard', 'FAN Courier', 'Standard delivery', 19.99),
  method('instore', 'pickup', 'In-store pickup', 'Pick up at the chosen GNC shop', 0)
];

function mocks(setAddressCalls: Array<Record<string, unknown>>) {
  return [
    {
      request: { query: GetCheckoutRegionsDocument, variables: { countryId: 'RO' } },
      maxUsageCount: 10,
      result: {
        data: {
          country: {
            __typename: 'Country',
            id: 'RO',
            available_regions: [
              { __typename: 'Region', id: 278, code: 'B', name: 'București' },
              { __typename: 'Region', id: 290, code: 'CJ', name: 'Cluj' }
            ]
          }
        }
      }
    },
    {
      // The ordered cart, then the new one the page sees before it moves on to the receipt.
      request: { query: GetCheckoutTotalsDocument, variables: ({ cartId }: { cartId: string }) => cartId === 'cart-1' || cartId === 'cart-2' },
      maxUsageCount: 50,
      result: ({ cartId }: { cartId: string }) => ({
        data: {
          cart: {
            __typename: 'Cart',
            id: cartId,
            email: null,
            prices: {
              __typename: 'CartPrices',
              grand_total: money(200),
              subtotal_including_tax: money(200),
              discounts: null,
              applied_taxes: [{ __typename: 'CartTaxItem', amount: money(19.82) }]
            },
            shipping_addresses: [],
            available_payment_methods: [
              { __typename: 'AvailablePaymentMethod', code: 'sandboxcard', title: 'Credit or debit card' },
              { __typename: 'AvailablePaymentMethod', code: 'cashondelivery', title: 'Cash on delivery' }
            ]
          }
        }
      })
    },
    {
      request: { query: IsEmailAvailableDocument, variables: { email: EMAIL } },
      result: { data: { isEmailAvailable: { __typename: 'IsEmailAvailableOutput', is_email_available: true } } }
    },
    {
      // At the contact step, and again with the address.
      request: { query: SetGuestEmailOnCartDocument, variables: { cartId: 'cart-1', email: EMAIL } },
      maxUsageCount: 2,
      result: { data: { setGuestEmailOnCart: { __typename: 'SetGuestEmailOnCartOutput', cart: { __typename: 'Cart', id: 'cart-1', email: EMAIL } } } }
    },
    {
      request: { query: SetShippingAddressDocument, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        setAddressCalls.push(variables);
        return {
          data: {
            setShippingAddressesOnCart: {
              __typename: 'SetShippingAddressesOnCartOutput',
              cart: { __typename: 'Cart', id: 'cart-1', shipping_addresses: [{ __typename: 'ShippingCartAddress', available_shipping_methods: METHODS }] }
            }
          }
        };
      }
    },
    {
      request: { query: GetPickupShopsDocument },
      maxUsageCount: 10,
      result: {
        data: {
          MpStoreLocatorLocations: {
            __typename: 'MpStoreLocatorLocationsOutput',
            items: [{ __typename: 'MpStoreLocatorLocation', location_id: '7', name: 'GNC AFI Cotroceni', city: 'București', street: 'Bd. Vasile Milea 4', store_ids: '0' }]
          }
        }
      }
    },
    {
      request: { query: GetParcelLockersDocument, variables: { regionCode: 'B' } },
      maxUsageCount: 10,
      result: { data: { parcelLockers: [] } }
    },
    {
      // The declined card: the card processor refuses at order time.
      request: { query: PlaceOrderDocument, variables: { cartId: 'cart-1' } },
      result: { errors: [new GraphQLError('Unable to place order: Your card was declined.')] }
    },
    {
      request: { query: PlaceOrderDocument, variables: { cartId: 'cart-1' } },
      result: { data: { placeOrder: { __typename: 'PlaceOrderOutput', orderV2: PLACED_ORDER, errors: [] } } }
    }
  ];
}

const orderAddress = {
  __typename: 'OrderAddress',
  firstname: 'Ana',
  lastname: 'Pop',
  street: ['Str. Lipscani 12'],
  city: 'București',
  region: 'București',
  postcode: '030031',
  country_code: 'RO',
  telephone: '0721 234 567',
  company: null,
  vat_id: null,
  custom_attributesV2: []
};
/** The order placeOrder answers: what the receipt shows. */
const PLACED_ORDER = {
  __typename: 'CustomerOrder',
  id: btoa('42'),
  number: '000000012',
  token: '000000012:secret',
  email: EMAIL,
  carrier: 'FAN Courier',
  shipping_method: 'FAN Courier - Standard delivery',
  items: [
    {
      __typename: 'OrderItem',
      id: 'MQ==',
      product_name: 'Whey Protein 2270 g',
      product_sku: 'W-1',
      quantity_ordered: 2,
      product_sale_price: money(100),
      selected_options: []
    }
  ],
  total: {
    __typename: 'OrderTotal',
    subtotal_incl_tax: money(200),
    discounts: [],
    total_tax: { __typename: 'Money', value: 21.17 },
    shipping_handling: { __typename: 'ShippingHandling', amount_including_tax: { __typename: 'Money', value: 19.99 } },
    grand_total: money(219.99)
  },
  shipping_address: orderAddress,
  billing_address: {
    ...orderAddress,
    company: 'Exemplu SRL',
    vat_id: 'RO18547290',
    custom_attributesV2: [{ __typename: 'AttributeValue', code: 'registration_number', value: 'J40/1234/2020' }]
  },
  payment_methods: [{ __typename: 'OrderPaymentMethod', name: 'Credit or debit card', type: 'sandboxcard' }]
};

/** The REST side: shipping information, card tokens, the payment information. */
function restServer() {
  return createFakeFetch(({ url, init }: RecordedRequest) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    if (url.endsWith('/rest/V1/guest-carts/cart-1/shipping-information')) {
      return { body: { payment_methods: [{ code: 'cashondelivery', title: 'Cash on delivery' }], totals: { grand_total: 219.99 } } };
    }
    if (url.endsWith('/rest/V1/sandbox-card/tokens')) {
      const last4 = String(body.number).slice(-4);
      return { body: { nonce: `nonce-${last4}`, details: { type: 'VI', last4, exp_month: 12, exp_year: 2030 } } };
    }
    if (url.endsWith('/rest/V1/guest-carts/cart-1/set-payment-information')) return { body: 'true' };
    return { status: 404, statusText: 'Not Found', body: { message: `No route ${url}` } };
  });
}

function step(id: string): HTMLElement {
  const section = document.querySelector<HTMLElement>(`section[data-step="${id}"]`);
  if (!section) throw new Error(`no step ${id}`);
  return section;
}

describe('CheckoutPage (guest)', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('checks each step, takes the order after a declined card, and shows the order number', async () => {
    window.sessionStorage.clear();
    // jsdom does not lay out; the declined payment is brought into view.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    const rest = restServer();
    globalThis.fetch = rest.fetch;
    const cartGateway = fakeCartGateway({ createCart: jest.fn(async () => 'cart-2') });
    jest.mocked(createCartGateway).mockReturnValue(cartGateway);
    const setAddressCalls: Array<Record<string, unknown>> = [];
    const { store, location } = renderWithProviders(<CheckoutPage />, {
      route: '/en/checkout',
      mocks: mocks(setAddressCalls),
      preloadedState: { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails([line]) } }
    });
    expect(screen.getByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Order summary' })).getByText('2 × Whey Protein 2270 g')).toBeInTheDocument();

    // Contact: required, then a valid address.
    const contact = within(step('contact'));
    await user.click(contact.getByRole('button', { name: 'Continue' }));
    const email = contact.getByRole('textbox', { name: 'Email' });
    expect(await contact.findByText('This is a required field.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    await user.type(email, 'ana.pop@');
    expect(contact.getByText('Please enter a valid email address (Ex: johndoe@domain.com).')).toBeInTheDocument();
    await user.type(email, 'example.ro');
    expect(contact.queryByText(/Please enter a valid email/)).not.toBeInTheDocument();
    await user.click(contact.getByRole('button', { name: 'Continue' }));

    // Shipping address: every field says what it needs.
    const address = within(step('address'));
    await user.click(await address.findByRole('button', { name: 'Continue' }));
    expect(await address.findAllByText('This is a required field.')).toHaveLength(6);
    expect(address.getByText('Choose a county.')).toBeInTheDocument();
    expect(address.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await user.type(address.getByRole('textbox', { name: 'First name' }), 'Ana');
    await user.type(address.getByRole('textbox', { name: 'Last name' }), 'Pop');
    await user.type(address.getByRole('textbox', { name: 'Street and number' }), 'Str. Lipscani 12');
    await user.selectOptions(address.getByRole('combobox', { name: 'County' }), 'B');
    await user.type(address.getByRole('textbox', { name: 'City' }), 'București');
    await user.type(address.getByRole('textbox', { name: 'Postcode' }), '0300');
    await user.type(address.getByRole('textbox', { name: 'Phone' }), '12345');
    expect(address.getByText('Enter a postcode of 6 digits, such as 010011.')).toBeInTheDocument();
    expect(address.getByText('Enter a phone number such as 0721 234 567 or +40 721 234 567.')).toBeInTheDocument();
    expect(address.queryByText('This is a required field.')).not.toBeInTheDocument();
    await user.type(address.getByRole('textbox', { name: 'Postcode' }), '31');
    await user.clear(address.getByRole('textbox', { name: 'Phone' }));
    await user.type(address.getByRole('textbox', { name: 'Phone' }), '0721 234 567');
    await user.click(address.getByRole('button', { name: 'Continue' }));

    // Shipping method: pickup needs a shop; then the courier.
    const shipping = within(step('shippingMethod'));
    await user.click(await shipping.findByRole('radio', { name: /Pick up at the chosen GNC shop/ }));
    await user.click(shipping.getByRole('button', { name: 'Continue' }));
    expect(await shipping.findByText('Choose the shop you will pick the order up from.')).toBeInTheDocument();
    expect(shipping.getByRole('combobox', { name: 'Shop to pick up from' })).toHaveFocus();
    await user.click(shipping.getByRole('radio', { name: /Standard delivery/ }));
    expect(shipping.queryByRole('combobox', { name: 'Shop to pick up from' })).not.toBeInTheDocument();
    await user.click(shipping.getByRole('button', { name: 'Continue' }));
    expect(setAddressCalls).toEqual([
      {
        cartId: 'cart-1',
        firstname: 'Ana',
        lastname: 'Pop',
        street: ['Str. Lipscani 12'],
        city: 'București',
        region_code: 'B',
        region_id: 278,
        postcode: '030031',
        telephone: '0721 234 567',
        country_id: 'RO',
        save_in_address_book: false
      }
    ]);

    // Billing: at the shipping address, the invoice for a company whose tax id is checked.
    const billing = within(step('billing'));
    expect(await billing.findByRole('checkbox', { name: 'Billing address same as shipping address' })).toBeChecked();
    expect(billing.getByRole('radio', { name: 'An individual' })).toBeChecked();
    expect(billing.queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument();
    await user.click(billing.getByRole('radio', { name: 'A company' }));
    await user.click(billing.getByRole('button', { name: 'Continue' }));
    expect(billing.getByRole('textbox', { name: 'Company name' })).toHaveFocus();
    await user.type(billing.getByRole('textbox', { name: 'Company name' }), 'Exemplu SRL');
    await user.type(billing.getByRole('textbox', { name: 'Tax id (CUI)' }), 'RO18547291');
    await user.tab();
    expect(billing.getByText("Enter the company's tax id (CUI), such as RO18547290 or 18547290.")).toBeInTheDocument();
    await user.clear(billing.getByRole('textbox', { name: 'Tax id (CUI)' }));
    await user.type(billing.getByRole('textbox', { name: 'Tax id (CUI)' }), 'ro 18547290');
    await user.type(billing.getByRole('textbox', { name: /Trade register no\./ }), 'J40/1234/2020');
    await user.click(billing.getByRole('button', { name: 'Continue' }));
    expect(await within(step('billing')).findByText('Exemplu SRL')).toBeInTheDocument();
    expect(within(step('billing')).getByText('Tax id (CUI): RO18547290')).toBeInTheDocument();

    // Payment by card: the number is checked, then the declined card.
    const payment = within(step('payment'));
    await user.click(await payment.findByRole('radio', { name: /Credit or debit card/ }));
    await user.type(payment.getByRole('textbox', { name: 'Card number' }), '4000');
    await user.type(payment.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/30');
    await user.type(payment.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(payment.getByRole('button', { name: 'Review order' }));
    expect(await payment.findByText('Enter the 16-digit card number.')).toBeInTheDocument();
    await user.type(payment.getByRole('textbox', { name: 'Card number' }), '000000000002');
    expect(payment.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    await user.click(payment.getByRole('button', { name: 'Review order' }));

    const placeOrder = await within(step('review')).findByRole('button', { name: 'Order with obligation to pay' });
    await user.click(placeOrder);
    const declined = await within(step('payment')).findByRole('alert');
    expect(declined).toHaveTextContent('Unable to place order: Your card was declined.');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    // The cart is intact and nothing was left half done.
    expect(store.getState().cart.cartId).toBe('cart-1');
    expect(store.getState().cart.details?.items).toHaveLength(1);
    expect(cartGateway.createCart).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/en/checkout');
    expect(screen.getByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();

    // Pay again with the good card, without reloading.
    const again = within(step('payment'));
    await user.click(again.getByRole('radio', { name: /Credit or debit card/ }));
    await user.type(again.getByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
    await user.type(again.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/30');
    await user.type(again.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(again.getByRole('button', { name: 'Review order' }));
    await user.click(await within(step('review')).findByRole('button', { name: 'Order with obligation to pay' }));

    await waitFor(() => expect(location().pathname).toBe('/en/checkout/receipt'));
    const orderPosts = rest.requests.filter((request) => request.url.endsWith('/set-payment-information'));
    expect(orderPosts).toHaveLength(2);
    expect(JSON.parse(String(orderPosts[0].init.body))).toMatchObject({ paymentMethod: { additional_data: { payment_method_nonce: 'nonce-0002' } } });
    expect(JSON.parse(String(orderPosts[1].init.body))).toMatchObject({
      cartId: 'cart-1',
      email: EMAIL,
      paymentMethod: { method: 'sandboxcard', additional_data: { payment_method_nonce: 'nonce-1111' } },
      billingAddress: {
        firstname: 'Ana',
        city: 'București',
        company: 'Exemplu SRL',
        vat_id: 'RO18547290',
        custom_attributes: [{ attribute_code: 'registration_number', value: 'J40/1234/2020' }]
      }
    });
    // The receipt is the order placeOrder answered, with the card as the checkout described it.
    const receipt = store.getState().checkout.receipt.order;
    expect(receipt).toMatchObject({
      id: btoa('42'),
      number: '000000012',
      email: EMAIL,
      paymentTitle: 'Credit or debit card •••• 1111',
      shippingMethodTitle: 'FAN Courier - Standard delivery',
      billing_address: { company: 'Exemplu SRL', vat_id: 'RO18547290', registration_number: 'J40/1234/2020' },
      totals: { subtotal: 200, shipping: 19.99, tax: 21.17, grandTotal: 219.99 }
    });
    expect(receipt.items).toEqual([{ name: 'Whey Protein 2270 g', sku: 'W-1', uid: expect.any(String), quantity: 2, options: [], rowTotal: { currency: 'RON', value: 200 } }]);
    // Its number and token kept for the session (a reload reads the order again), the cart replaced by a new one.
    expect(readReceipt()).toMatchObject({ number: '000000012', token: '000000012:secret' });
    expect(store.getState().cart.cartId).toBe('cart-2');
  }, 60_000);

  it('keeps the e-mail a guest gave across a reload, and offers a sign-in that comes back to the checkout', async () => {
    window.sessionStorage.clear();
    jest.mocked(createCartGateway).mockReturnValue(fakeCartGateway());
    // The cart has the e-mail (set at the contact step before the reload); it belongs to an account.
    const reloaded = mocks([]).map((mock) => {
      if (mock.request.query === GetCheckoutTotalsDocument) {
        const answer = mock.result as (variables: { cartId: string }) => { data: { cart: Record<string, unknown> } };
        return { ...mock, result: (variables: { cartId: string }) => ({ data: { cart: { ...answer(variables).data.cart, email: EMAIL } } }) };
      }
      if (mock.request.query === IsEmailAvailableDocument) return { ...mock, result: { data: { isEmailAvailable: { __typename: 'IsEmailAvailableOutput', is_email_available: false } } } };
      return mock;
    });
    renderWithProviders(<CheckoutPage />, {
      route: '/en/checkout',
      mocks: reloaded,
      preloadedState: { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails([line]) } }
    });
    const contact = within(step('contact'));
    expect(await contact.findByText(EMAIL)).toBeInTheDocument();
    // The address step is next, without asking for the e-mail again.
    expect(await within(step('address')).findByRole('textbox', { name: 'First name' })).toBeInTheDocument();

    // Changing it to an address with an account: the sign-in link returns to the checkout.
    const user = userEvent.setup();
    await user.click(contact.getByRole('button', { name: /Edit/ }));
    await user.click(await contact.findByRole('button', { name: 'Continue' }));
    const signIn = await contact.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/en/sign-in?return=%2Fen%2Fcheckout');
  });
});
