import { BrowserPersistence, MemoryStorage } from '../../api/storage';
import type { CartGateway } from '../cart/asyncActions';
import { initialCartState } from '../cart/reducer';
import { createStore } from '../index';
import { checkoutActions, type BillingAddress, type CheckoutAddress, type ShippingMethod } from './actions';
import { clearCheckoutDataFromStorage } from './checkoutStorage';
import {
  beginCheckout,
  formatAddress,
  resetCheckout,
  resetReceipt,
  restoreReceipt,
  getShippingMethods,
  submitBillingAddress,
  submitOrder,
  submitPaymentMethod,
  submitShippingAddress,
  submitShippingMethod,
  type CheckoutGateway
} from './asyncActions';
import type { ReceiptOrderFieldsFragment } from './checkout.generated';
import { createCheckoutGateway, toRestAddress } from './gateway';
import { checkoutReducer, initialCheckoutState } from './reducer';
import { RECEIPT_SESSION_KEY, readReceipt, saveReceipt } from './receiptStorage';

const init = { type: '@@INIT' };
const regions = [
  { id: 280, code: 'BV', name: 'Brașov' },
  { id: 290, code: 'CJ', name: 'Cluj' }
];
const address: CheckoutAddress = {
  firstname: 'Ana',
  lastname: 'Pop',
  street: ['Str. Lunga 1'],
  city: 'Brasov',
  region_code: 'BV',
  postcode: '500001',
  telephone: '0712345678',
  country_id: 'RO',
  email: 'ana@example.ro'
};
const method: ShippingMethod = { carrier_code: 'fan', carrier_title: 'Fan Courier', method_code: 'standard', code: 'fan', title: 'Fan Courier' };

describe('checkout reducer', () => {
  it('starts with the spec shape', () => {
    expect(checkoutReducer(undefined, init)).toEqual({
      availableShippingMethods: [],
      billingAddress: null,
      shippingAddress: null,
      shippingMethod: '',
      shippingTitle: '',
      paymentCode: '',
      paymentData: null,
      receipt: { order: {} },
      isSubmitting: false,
      editing: null,
      billingAddressError: null,
      shippingAddressError: null,
      shippingMethodError: null,
      paymentMethodError: null,
      orderError: null
    });
  });

  it.each([
    ['billingAddress', 'billingAddressError'],
    ['shippingAddress', 'shippingAddressError'],
    ['paymentMethod', 'paymentMethodError'],
    ['shippingMethod', 'shippingMethodError'],
    ['order', 'orderError']
  ] as const)('%s: submit busies and clears the error, reject stores it', (step, errorKey) => {
    const failed = { ...initialCheckoutState, [errorKey]: new Error('old') };
    const submitting = checkoutReducer(failed, checkoutActions[step].submit());
    expect(submitting).toMatchObject({ isSubmitting: true, [errorKey]: null });
    const error = new Error('new');
    expect(checkoutReducer(submitting, checkoutActions[step].reject(error))).toMatchObject({ isSubmitting: false, [errorKey]: error });
  });

  it('a new payment clears the refusal of the last order', () => {
    const refused = { ...initialCheckoutState, orderError: new Error('Card declined') };
    expect(checkoutReducer(refused, checkoutActions.paymentMethod.submit())).toMatchObject({ orderError: null, isSubmitting: true });
  });

  it('accept clears busy and stores the value', () => {
    const busy = { ...initialCheckoutState, isSubmitting: true };
    expect(checkoutReducer(busy, checkoutActions.billingAddress.accept({ sameAsShippingAddress: true }))).toMatchObject({
      isSubmitting: false,
      billingAddress: { sameAsShippingAddress: true }
    });
    expect(checkoutReducer(busy, checkoutActions.shippingAddress.accept({ address, availableShippingMethods: [method] }))).toMatchObject({
      isSubmitting: false,
      shippingAddress: address,
      availableShippingMethods: [method]
    });
    expect(checkoutReducer(busy, checkoutActions.paymentMethod.accept({ code: 'braintree', data: { nonce: 'n1' } }))).toMatchObject({
      isSubmitting: false,
      paymentCode: 'braintree',
      paymentData: { nonce: 'n1' }
    });
    expect(checkoutReducer(busy, checkoutActions.shippingMethod.accept(method))).toMatchObject({
      isSubmitting: false,
      shippingMethod: 'fan',
      shippingTitle: 'Fan Courier'
    });
    expect(checkoutReducer(busy, checkoutActions.order.accept({ id: '000123' }))).toMatchObject({
      isSubmitting: false,
      receipt: { order: { id: '000123' } }
    });
  });

  it('begins with saved data, edits, fetches methods and handles the receipt', () => {
    let state = checkoutReducer(undefined, checkoutActions.begin({ shippingAddress: address, paymentCode: 'checkmo' }));
    expect(state).toMatchObject({ shippingAddress: address, paymentCode: 'checkmo' });
    state = checkoutReducer(state, checkoutActions.edit('address'));
    expect(state.editing).toBe('address');
    state = checkoutReducer(state, checkoutActions.getShippingMethods.receive([method]));
    expect(state.availableShippingMethods).toEqual([method]);
    expect(checkoutReducer(state, checkoutActions.getShippingMethods.receive(new Error('x'))).availableShippingMethods).toEqual([method]);
    state = checkoutReducer(state, checkoutActions.receipt.setOrder({ id: '9' }));
    expect(state.receipt).toEqual({ order: { id: '9' } });
    const reset = checkoutReducer(state, checkoutActions.reset());
    expect(reset).toEqual({ ...initialCheckoutState, receipt: { order: { id: '9' } } });
    expect(checkoutReducer(reset, checkoutActions.receipt.reset()).receipt).toEqual({ order: {} });
  });
});

const money = (value: number) => ({ __typename: 'Money' as const, value, currency: 'RON' as const });
const orderAddress = {
  __typename: 'OrderAddress' as const,
  firstname: 'Ana',
  lastname: 'Pop',
  street: ['Str. Lunga 1'],
  city: 'Brasov',
  region: 'Brașov',
  postcode: '500001',
  country_code: 'RO' as const,
  telephone: '0712345678',
  company: null,
  vat_id: null,
  custom_attributesV2: []
};
/** The order as placeOrder's orderV2 answers it. */
const placedOrder: ReceiptOrderFieldsFragment = {
  __typename: 'CustomerOrder',
  id: 'MTIz',
  number: '000000123',
  email: 'ana@example.ro',
  carrier: 'Fan Courier',
  shipping_method: 'Fan Courier - Standard',
  items: [
    {
      __typename: 'OrderItem',
      id: 'MQ==',
      product_name: 'Whey 2270 g',
      product_sku: 'W',
      quantity_ordered: 3,
      product_sale_price: money(99.99),
      selected_options: [{ __typename: 'OrderItemOption', label: 'Flavour', value: 'Vanilla' }]
    }
  ],
  total: {
    __typename: 'OrderTotal',
    subtotal_incl_tax: money(299.97),
    discounts: [{ __typename: 'Discount', amount: { __typename: 'Money', value: 30 } }],
    total_tax: { __typename: 'Money', value: 46.85 },
    taxes: [{ __typename: 'TaxItem', amount: { __typename: 'Money', value: 46.85 }, rate: 21, title: 'VAT 21%' }],
    shipping_handling: { __typename: 'ShippingHandling', amount_including_tax: { __typename: 'Money', value: 0 } },
    grand_total: money(269.97)
  },
  shipping_address: orderAddress,
  billing_address: { ...orderAddress, company: 'Exemplu SRL', vat_id: 'RO18547290', custom_attributesV2: [{ __typename: 'AttributeValue', code: 'registration_number', value: 'J40/1234/2020' }] },
  payment_methods: [{ __typename: 'OrderPaymentMethod', name: 'Cash On Delivery', type: 'cashondelivery' }]
};

function setup({ signedIn = false, cartId = 'c1' as string | null } = {}) {
  const storage = new BrowserPersistence({ storage: new MemoryStorage() });
  if (signedIn) storage.setItem('signin_token', 'tok', 3600);
  if (cartId) storage.setItem('cartId', cartId);
  const store = createStore(cartId ? { cart: { ...initialCartState, cartId } } : undefined, { storage });
  const calls: string[] = [];
  const gateway: CheckoutGateway = {
    setGuestEmail: jest.fn(async (id: string, email: string) => calls.push(`email ${id} ${email}`)),
    setShippingAddress: jest.fn(async (id: string) => {
      calls.push(`address ${id}`);
      return [{ carrier_code: 'fan', carrier_title: 'Fan Courier', method_code: 'standard' }];
    }),
    getShippingMethods: jest.fn(async () => []),
    tokenizeCard: jest.fn(async () => ({ nonce: 'n1', brand: 'VI', last4: '1111' })),
    saveShippingInformation: jest.fn(async (request) => calls.push(`shipping-information ${request.isSignedIn ? 'mine' : request.cartId}`)),
    setPaymentInformation: jest.fn(async (request) => calls.push(`set-payment-information ${request.isSignedIn ? 'mine' : request.cartId} ${request.email ?? ''}`)),
    placeOrder: jest.fn(async (id: string) => {
      calls.push(`placeOrder ${id}`);
      return { ...placedOrder, token: '000000123:secret' };
    }),
    findOrder: jest.fn(async () => placedOrder)
  };
  const cartGateway: CartGateway = {
    createCart: jest.fn(async () => 'new-cart'),
    fetchCartDetails: jest.fn(),
    addItem: jest.fn(),
    updateItemQuantity: jest.fn(),
    removeItem: jest.fn()
  };
  return { storage, store, gateway, calls, deps: { gateway, regions, countryId: 'RO', cartDeps: { gateway: cartGateway } } };
}

describe('checkout thunks', () => {
  it.each([
    ['shipping address', (deps: ReturnType<typeof setup>['deps']) => submitShippingAddress(deps, address)],
    ['billing address', (deps: ReturnType<typeof setup>['deps']) => submitBillingAddress(deps, address)],
    ['payment method', () => submitPaymentMethod({ code: 'checkmo', data: null })],
    ['shipping method', (deps: ReturnType<typeof setup>['deps']) => submitShippingMethod(deps, method)],
    ['order', (deps: ReturnType<typeof setup>['deps']) => submitOrder(deps)]
  ])("%s needs a cart id: 'Missing required information: cartId'", async (_step, thunk) => {
    const { store, deps } = setup({ cartId: null });
    await expect(store.dispatch(thunk(deps))).rejects.toThrow('Missing required information: cartId');
    expect(store.getState().checkout.isSubmitting).toBe(false);
  });

  it("rejects a guest's shipping address without email", async () => {
    const { store, deps } = setup();
    const { email: _email, ...withoutEmail } = address;
    await expect(store.dispatch(submitShippingAddress(deps, withoutEmail as CheckoutAddress))).rejects.toThrow(
      'Missing required information: email'
    );
    expect(store.getState().checkout.shippingAddressError?.message).toBe('Missing required information: email');
  });

  it('asks for the methods again for the cart as it is, keeping the known ones when that fails', async () => {
    const { store, deps, gateway, storage } = setup();
    const free = { carrier_code: 'fan', carrier_title: 'Fan Courier', method_code: 'standard', amount: { currency: 'RON', value: 0 } };
    gateway.getShippingMethods = jest.fn(async () => [free]);
    await store.dispatch(getShippingMethods(deps));
    const expected = { ...method, amount: { currency: 'RON', value: 0 } };
    expect(store.getState().checkout.availableShippingMethods).toEqual([expected]);
    expect(storage.getItem('availableShippingMethods')).toEqual([expected]);
    gateway.getShippingMethods = jest.fn(async () => Promise.reject(new Error('offline')));
    await store.dispatch(getShippingMethods(deps));
    expect(store.getState().checkout.availableShippingMethods).toEqual([expected]);
  });

  it('sets the guest email and address, storing the address and available methods', async () => {
    const { store, deps, calls, storage } = setup();
    await store.dispatch(submitShippingAddress(deps, address));
    expect(calls).toEqual(['email c1 ana@example.ro', 'address c1']);
    const expected = { ...address, country_id: 'RO', region_id: 280, region_code: 'BV', region: 'Brașov' };
    expect(store.getState().checkout.shippingAddress).toEqual(expected);
    expect(store.getState().checkout.availableShippingMethods).toEqual([method]);
    expect(storage.getItem('shipping_address')).toEqual(expected);
    expect(storage.getItem('availableShippingMethods')).toEqual([method]);
  });

  it('does not need an email from a signed-in customer', async () => {
    const { store, deps, calls } = setup({ signedIn: true });
    const { email: _email, ...withoutEmail } = address;
    await store.dispatch(submitShippingAddress(deps, withoutEmail as CheckoutAddress));
    expect(calls).toEqual(['address c1']);
  });

  it('stores and rethrows a failing step error', async () => {
    const { store, deps, gateway } = setup();
    gateway.saveShippingInformation = jest.fn(async () => Promise.reject(new Error('Carrier unavailable')));
    await store.dispatch(submitShippingAddress(deps, address));
    await expect(store.dispatch(submitShippingMethod(deps, method))).rejects.toThrow('Carrier unavailable');
    expect(store.getState().checkout.shippingMethodError?.message).toBe('Carrier unavailable');
  });

  it('skips billing when same as shipping and normalises a separate billing address', async () => {
    const { store, deps, storage } = setup();
    await store.dispatch(submitBillingAddress(deps, { sameAsShippingAddress: true }));
    expect(storage.getItem('billing_address')).toEqual({ sameAsShippingAddress: true });
    await store.dispatch(submitBillingAddress(deps, { ...address, region_code: 'CJ' }));
    expect(store.getState().checkout.billingAddress).toMatchObject({ country_id: 'RO', region_id: 290, region: 'Cluj', sameAsShippingAddress: false });
  });

  it('bills a company at the shipping address or at its own, in the shipping information and the order', async () => {
    const company = { company: 'Exemplu SRL', vat_id: 'RO18547290', registration_number: 'J40/1234/2020' };
    const billings: BillingAddress[] = [{ sameAsShippingAddress: true, ...company }, { ...address, region_code: 'CJ', city: 'Cluj-Napoca', ...company }];
    for (const billing of billings) {
      const { store, deps } = setup();
      await store.dispatch(submitShippingAddress(deps, address));
      await store.dispatch(submitBillingAddress(deps, billing));
      await store.dispatch(submitShippingMethod(deps, method));
      await store.dispatch(submitOrder(deps));
      const city = billing.sameAsShippingAddress ? address.city : 'Cluj-Napoca';
      const billed = expect.objectContaining({ ...company, firstname: 'Ana', city });
      expect(deps.gateway.saveShippingInformation).toHaveBeenCalledWith(expect.objectContaining({ billingAddress: billed }));
      expect(deps.gateway.setPaymentInformation).toHaveBeenCalledWith(expect.objectContaining({ billingAddress: billed }));
    }
  });

  it('sends the trade-register number to Magento as the address custom attribute', () => {
    expect(toRestAddress({ ...address, company: 'Exemplu SRL', vat_id: '18547290', registration_number: 'J40/1234/2020' })).toEqual({
      ...address, company: 'Exemplu SRL', vat_id: '18547290', custom_attributes: [{ attribute_code: 'registration_number', value: 'J40/1234/2020' }]
    });
    expect(toRestAddress(address)).toEqual(address);
  });

  it('places the order, keeps the receipt, clears stored data and cart, creates a new cart', async () => {
    const { store, deps, calls, storage } = setup();
    await store.dispatch(submitShippingAddress(deps, address));
    await store.dispatch(submitBillingAddress(deps, { sameAsShippingAddress: true }));
    await store.dispatch(submitShippingMethod(deps, method));
    await store.dispatch(submitPaymentMethod({ code: 'checkmo', data: null }));
    await store.dispatch(submitOrder(deps));
    expect(calls.slice(-3)).toEqual(['shipping-information c1', 'set-payment-information c1 ana@example.ro', 'placeOrder c1']);
    expect(store.getState().checkout.receipt.order).toMatchObject({ id: 'MTIz', number: '000000123', shipping_address: { firstname: 'Ana' } });
    for (const key of ['billing_address', 'shipping_address', 'shippingMethod', 'paymentMethod', 'availableShippingMethods']) {
      expect(storage.getItem(key)).toBeUndefined();
    }
    expect(store.getState().cart.cartId).toBe('new-cart');
    expect(storage.getItem('cartId')).toBe('new-cart');
  });

  it('sends the checkout agreements the shopper accepted with the payment information', async () => {
    const { store, deps } = setup();
    await store.dispatch(submitShippingAddress(deps, address));
    await store.dispatch(submitOrder(deps, {}, [1, 2]));
    expect(deps.gateway.setPaymentInformation).toHaveBeenCalledWith(expect.objectContaining({ cartId: 'c1', agreementIds: [1, 2] }));
  });

  it("makes the receipt of the order the back end placed: lines with VAT, totals, addresses with the company, the shopper's choices", async () => {
    window.sessionStorage.clear();
    const { store, deps } = setup();
    await store.dispatch(submitShippingAddress(deps, address));
    await store.dispatch(submitOrder(deps, { shippingMethodTitle: 'Fan Courier - Standard (Easybox Mall)', paymentTitle: 'Credit or debit card •••• 1111' }));
    expect(store.getState().checkout.receipt.order).toEqual({
      id: 'MTIz',
      number: '000000123',
      email: 'ana@example.ro',
      items: [{ name: 'Whey 2270 g', sku: 'W', uid: 'MQ==', quantity: 3, options: ['Flavour: Vanilla'], rowTotal: { currency: 'RON', value: 299.97 } }],
      totals: { currency: 'RON', subtotal: 299.97, discount: 30, tax: 46.85, taxes: [{ label: 'VAT 21%', rate: 21, amount: 46.85 }], shipping: 0, grandTotal: 269.97 },
      shippingMethodTitle: 'Fan Courier - Standard (Easybox Mall)',
      paymentCode: 'cashondelivery',
      paymentTitle: 'Credit or debit card •••• 1111',
      shipping_address: { firstname: 'Ana', lastname: 'Pop', street: ['Str. Lunga 1'], city: 'Brasov', region: 'Brașov', postcode: '500001', telephone: '0712345678', country_id: 'RO' },
      billing_address: expect.objectContaining({ firstname: 'Ana', company: 'Exemplu SRL', vat_id: 'RO18547290', registration_number: 'J40/1234/2020' })
    });
  });

  it("without the shopper's choices the receipt says the order's delivery and payment", async () => {
    const { store, deps } = setup();
    await store.dispatch(submitShippingAddress(deps, address));
    await store.dispatch(submitOrder(deps));
    expect(store.getState().checkout.receipt.order).toMatchObject({ shippingMethodTitle: 'Fan Courier - Standard', paymentTitle: 'Cash On Delivery' });
  });

  it("keeps a guest's order number and token for the session (sessionStorage, with a ttl), no address", async () => {
    window.sessionStorage.clear();
    const { store, deps, storage } = setup();
    await store.dispatch(submitShippingAddress(deps, address));
    await store.dispatch(submitOrder(deps, { paymentTitle: 'Cash On Delivery' }));
    expect(readReceipt()).toEqual({ number: '000000123', token: '000000123:secret', paymentTitle: 'Cash On Delivery' });
    const record = JSON.parse(window.sessionStorage.getItem(`M2_VENIA_BROWSER_PERSISTENCE__${RECEIPT_SESSION_KEY}`) ?? '{}') as { ttl?: number };
    expect(record.ttl).toBe(3600);
    expect(storage.getItem(RECEIPT_SESSION_KEY)).toBeUndefined();
  });

  it("keeps only a customer's order number: their orders have it", async () => {
    window.sessionStorage.clear();
    const { store, deps } = setup({ signedIn: true });
    await store.dispatch(submitShippingAddress(deps, address));
    await store.dispatch(submitOrder(deps));
    expect(store.getState().user.isSignedIn).toBe(true);
    expect(deps.gateway.setPaymentInformation).toHaveBeenCalledWith(expect.objectContaining({ isSignedIn: true }));
    expect(readReceipt()).toEqual({ number: '000000123' });
  });

  it('keeps the cart when the order is refused, with the reason', async () => {
    window.sessionStorage.clear();
    const { store, deps } = setup();
    deps.gateway.placeOrder = jest.fn(async () => Promise.reject(new Error('Unable to place order: Your card was declined.')));
    await store.dispatch(submitShippingAddress(deps, address));
    await expect(store.dispatch(submitOrder(deps))).rejects.toThrow('Your card was declined.');
    expect(store.getState().checkout.orderError?.message).toBe('Unable to place order: Your card was declined.');
    expect(store.getState().checkout.receipt.order).toEqual({});
    expect(store.getState().cart.cartId).toBe('c1');
    expect(readReceipt()).toBeNull();
  });

  it('after a reload reads the kept order again: a guest with the token, a customer by number; resetReceipt and sign-out forget it', async () => {
    window.sessionStorage.clear();
    const { store, storage, gateway } = setup();
    await expect(store.dispatch(restoreReceipt(gateway))).resolves.toBe(false);
    expect(gateway.findOrder).not.toHaveBeenCalled();
    saveReceipt({ number: '000000123', token: '000000123:secret', shippingMethodTitle: 'Fan Courier - Standard (Easybox Mall)' });
    await expect(store.dispatch(restoreReceipt(gateway))).resolves.toBe(true);
    expect(gateway.findOrder).toHaveBeenCalledWith({ number: '000000123', token: '000000123:secret', isSignedIn: false });
    expect(store.getState().checkout.receipt.order).toMatchObject({ id: 'MTIz', number: '000000123', shippingMethodTitle: 'Fan Courier - Standard (Easybox Mall)' });
    // In state already: not read again.
    await expect(store.dispatch(restoreReceipt(gateway))).resolves.toBe(true);
    expect(gateway.findOrder).toHaveBeenCalledTimes(1);
    store.dispatch(resetReceipt());
    expect(store.getState().checkout.receipt.order).toEqual({});
    expect(readReceipt()).toBeNull();
    saveReceipt({ number: '8' });
    clearCheckoutDataFromStorage(storage);
    expect(readReceipt()).toBeNull();

    const customer = setup({ signedIn: true });
    saveReceipt({ number: '000000123' });
    await customer.store.dispatch(restoreReceipt(customer.gateway));
    expect(customer.gateway.findOrder).toHaveBeenCalledWith({ number: '000000123', token: undefined, isSignedIn: true });
  });

  it('shows nothing more when the kept order cannot be read again', async () => {
    window.sessionStorage.clear();
    const { store, gateway } = setup();
    saveReceipt({ number: '000000123', token: 'expired' });
    gateway.findOrder = jest.fn(async () => Promise.reject(new Error("We couldn't locate an order with the information provided.")));
    await expect(store.dispatch(restoreReceipt(gateway))).resolves.toBe(false);
    expect(store.getState().checkout.receipt.order).toEqual({});
  });

  it('forgets a kept receipt after its ttl', () => {
    window.sessionStorage.clear();
    window.sessionStorage.setItem(
      `M2_VENIA_BROWSER_PERSISTENCE__${RECEIPT_SESSION_KEY}`,
      JSON.stringify({ value: JSON.stringify({ id: '9' }), timeStored: Date.now() - 3601 * 1000, ttl: 3600 })
    );
    expect(readReceipt()).toBeNull();
  });

  it('swallows a failing new cart after the order', async () => {
    const { store, deps } = setup();
    (deps.cartDeps.gateway.createCart as jest.Mock).mockRejectedValue(new Error('down'));
    await store.dispatch(submitShippingAddress(deps, address));
    await expect(store.dispatch(submitOrder(deps))).resolves.toBeUndefined();
    expect(store.getState().checkout.receipt.order.number).toBe('000000123');
    expect(store.getState().cart.cartId).toBeNull();
  });

  it('begins with saved data and resetCheckout closes the drawer', async () => {
    const { store, storage } = setup();
    storage.setItem('shipping_address', address);
    storage.setItem('billing_address', { sameAsShippingAddress: true });
    storage.setItem('shippingMethod', method);
    storage.setItem('paymentMethod', { code: 'checkmo', data: null });
    storage.setItem('availableShippingMethods', [method]);
    store.dispatch(beginCheckout());
    expect(store.getState().checkout).toMatchObject({
      shippingAddress: address,
      billingAddress: { sameAsShippingAddress: true },
      shippingMethod: 'fan',
      shippingTitle: 'Fan Courier',
      paymentCode: 'checkmo',
      availableShippingMethods: [method]
    });
    store.dispatch({ type: 'APP/TOGGLE_DRAWER', payload: 'cart' });
    store.dispatch(resetCheckout());
    expect(store.getState().app).toMatchObject({ drawer: null, overlay: false });
    expect(store.getState().checkout.shippingAddress).toBeNull();
  });

  it('normalises addresses to the store country and its region (county) list, by code or id', () => {
    expect(formatAddress({ region_id: 290 }, regions, 'RO')).toEqual({ region_id: 290, region_code: 'CJ', region: 'Cluj', country_id: 'RO' });
    expect(formatAddress({ region_code: 'CJ' }, regions, 'RO')).toEqual({ region_code: 'CJ', region_id: 290, region: 'Cluj', country_id: 'RO' });
    expect(formatAddress({ region_code: 'ZZ' }, regions, 'RO')).toEqual({ region_code: 'ZZ', country_id: 'RO' });
  });
});

describe('checkout gateway: placing and reading the order', () => {
  function gatewayWith(answers: { mutate?: unknown; query?: unknown }) {
    const mutate = jest.fn(async () => ({ data: answers.mutate }));
    const query = jest.fn(async () => ({ data: answers.query }));
    const client = { mutate, query } as unknown as Parameters<typeof createCheckoutGateway>[0]['client'];
    const rest = {} as Parameters<typeof createCheckoutGateway>[0]['rest'];
    return { gateway: createCheckoutGateway({ client, rest }), mutate, query };
  }

  it("answers placeOrder's orderV2, and a refusal Magento tells in errors as the reason", async () => {
    const placed = { ...placedOrder, token: 't' };
    await expect(gatewayWith({ mutate: { placeOrder: { orderV2: placed, errors: [] } } }).gateway.placeOrder('c1')).resolves.toBe(placed);
    const refused = gatewayWith({ mutate: { placeOrder: { orderV2: null, errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: 'Unable to place order: Some of the products are out of stock.' }] } } });
    await expect(refused.gateway.placeOrder('c1')).rejects.toThrow('Unable to place order: Some of the products are out of stock.');
  });

  it("reads a guest's order by token and a customer's among their orders by number", async () => {
    const guest = gatewayWith({ query: { guestOrderByToken: placedOrder } });
    await expect(guest.gateway.findOrder({ number: '000000123', token: 't', isSignedIn: false })).resolves.toBe(placedOrder);
    expect(guest.query).toHaveBeenCalledWith(expect.objectContaining({ variables: { token: 't' } }));
    await expect(guest.gateway.findOrder({ number: '000000123', isSignedIn: false })).resolves.toBeNull();
    const customer = gatewayWith({ query: { customer: { orders: { items: [placedOrder] } } } });
    await expect(customer.gateway.findOrder({ number: '000000123', isSignedIn: true })).resolves.toBe(placedOrder);
    expect(customer.query).toHaveBeenCalledWith(expect.objectContaining({ variables: { number: '000000123' } }));
    await expect(customer.gateway.findOrder({ number: '000000999', isSignedIn: true })).resolves.toBeNull();
  });

  it('sends a card to the card processor and keeps only its nonce, brand and last digits', async () => {
    const post = jest.fn(async () => ({ nonce: 'nonce-1', details: { type: 'VI', last4: '1111', exp_month: 7, exp_year: 2029 } }));
    const client = {} as Parameters<typeof createCheckoutGateway>[0]['client'];
    const rest = { post } as unknown as Parameters<typeof createCheckoutGateway>[0]['rest'];
    const token = await createCheckoutGateway({ client, rest }).tokenizeCard({ number: '4111111111111111', expMonth: 7, expYear: 2029, cvc: '123' });
    expect(token).toEqual({ nonce: 'nonce-1', brand: 'VI', last4: '1111' });
    expect(post).toHaveBeenCalledWith('/rest/V1/sandbox-card/tokens', { number: '4111111111111111', exp_month: 7, exp_year: 2029, cvc: '123' });
  });
});
