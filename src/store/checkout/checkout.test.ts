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
    savePaymentInformation: jest.fn(async (request) => {
      calls.push(`payment-information ${request.isSignedIn ? 'mine' : request.cartId} ${request.email ?? ''}`);
      return '000000123';
    })
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
      expect(deps.gateway.savePaymentInformation).toHaveBeenCalledWith(expect.objectContaining({ billingAddress: billed }));
      expect(store.getState().checkout.receipt.order.billing_address).toEqual(billed);
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
    expect(calls.slice(-2)).toEqual(['shipping-information c1', 'payment-information c1 ana@example.ro']);
    expect(store.getState().checkout.receipt.order).toMatchObject({ id: '000000123', shipping_address: { firstname: 'Ana' } });
    for (const key of ['billing_address', 'shipping_address', 'shippingMethod', 'paymentMethod', 'availableShippingMethods']) {
      expect(storage.getItem(key)).toBeUndefined();
    }
    expect(store.getState().cart.cartId).toBe('new-cart');
    expect(storage.getItem('cartId')).toBe('new-cart');
  });

  it('sends the checkout agreements the shopper accepted with the order', async () => {
    const { store, deps } = setup();
    await store.dispatch(submitShippingAddress(deps, address));
    await store.dispatch(submitOrder(deps, {}, [1, 2]));
    expect(deps.gateway.savePaymentInformation).toHaveBeenCalledWith(expect.objectContaining({ cartId: 'c1', agreementIds: [1, 2] }));
  });

  it('gives the receipt the order number the back end tells for the cart, and keeps it for the session', async () => {
    window.sessionStorage.clear();
    const { store, deps, storage } = setup();
    deps.gateway.findOrderNumber = jest.fn(async () => '000000012');
    await store.dispatch(submitShippingAddress(deps, address));
    await store.dispatch(submitOrder(deps, { email: 'ana@example.ro', paymentTitle: 'Cash On Delivery' }));
    expect(deps.gateway.findOrderNumber).toHaveBeenCalledWith({ cartId: 'c1', orderId: '000000123', isSignedIn: false });
    const order = store.getState().checkout.receipt.order;
    expect(order).toMatchObject({ id: '000000123', number: '000000012', email: 'ana@example.ro', paymentTitle: 'Cash On Delivery', shipping_address: { firstname: 'Ana' } });
    // Kept in sessionStorage (not localStorage) under its own key, with a ttl.
    expect(readReceipt()).toEqual(order);
    const record = JSON.parse(window.sessionStorage.getItem(`M2_VENIA_BROWSER_PERSISTENCE__${RECEIPT_SESSION_KEY}`) ?? '{}') as { ttl?: number };
    expect(record.ttl).toBe(3600);
    expect(storage.getItem(RECEIPT_SESSION_KEY)).toBeUndefined();
  });

  it('shows the order id when the number cannot be found (a back end without the lookup)', async () => {
    window.sessionStorage.clear();
    const { store, deps } = setup();
    deps.gateway.findOrderNumber = jest.fn(async () => Promise.reject(new Error('Cannot query field "placedOrder" on type "Query".')));
    await store.dispatch(submitShippingAddress(deps, address));
    await store.dispatch(submitOrder(deps));
    expect(store.getState().checkout.receipt.order.id).toBe('000000123');
    expect(store.getState().checkout.receipt.order.number).toBeUndefined();
    expect(store.getState().cart.cartId).toBe('new-cart');
  });

  it('restores the kept receipt after a reload; resetReceipt and sign-out forget it', () => {
    window.sessionStorage.clear();
    const { store, storage } = setup();
    expect(store.dispatch(restoreReceipt())).toBe(false);
    expect(store.getState().checkout.receipt.order).toEqual({});
    saveReceipt({ id: '7', number: '000000007' });
    expect(store.dispatch(restoreReceipt())).toBe(true);
    expect(store.getState().checkout.receipt.order).toEqual({ id: '7', number: '000000007' });
    store.dispatch(resetReceipt());
    expect(store.getState().checkout.receipt.order).toEqual({});
    expect(readReceipt()).toBeNull();
    saveReceipt({ id: '8' });
    clearCheckoutDataFromStorage(storage);
    expect(readReceipt()).toBeNull();
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
    expect(store.getState().checkout.receipt.order.id).toBe('000000123');
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

describe('checkout gateway: the order number', () => {
  function gatewayWith(answers: Array<unknown>) {
    const query = jest.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return { data: next };
    });
    const client = { query } as unknown as Parameters<typeof createCheckoutGateway>[0]['client'];
    const rest = {} as Parameters<typeof createCheckoutGateway>[0]['rest'];
    return { gateway: createCheckoutGateway({ client, rest }), query };
  }

  it('reads it with the cart id, only when the order is the one placed', async () => {
    const { gateway } = gatewayWith([{ placedOrder: { id: 'NDI=', number: '000000012' } }]);
    await expect(gateway.findOrderNumber?.({ cartId: 'c1', orderId: '42', isSignedIn: false })).resolves.toBe('000000012');
    const other = gatewayWith([{ placedOrder: { id: 'OTk=', number: '000000099' } }]);
    await expect(other.gateway.findOrderNumber?.({ cartId: 'c1', orderId: '42', isSignedIn: false })).resolves.toBeNull();
  });

  it("without the lookup (a plain Magento): a guest gets null, a customer's number comes from their orders", async () => {
    const missing = new Error('Cannot query field "placedOrder" on type "Query".');
    const guest = gatewayWith([missing]);
    await expect(guest.gateway.findOrderNumber?.({ cartId: 'c1', orderId: '42', isSignedIn: false })).resolves.toBeNull();
    expect(guest.query).toHaveBeenCalledTimes(1);
    const customer = gatewayWith([missing, { customer: { orders: { items: [{ id: 'NDE=', number: '000000011' }, { id: 'NDI=', number: '000000012' }] } } }]);
    await expect(customer.gateway.findOrderNumber?.({ cartId: 'c1', orderId: '42', isSignedIn: true })).resolves.toBe('000000012');
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
