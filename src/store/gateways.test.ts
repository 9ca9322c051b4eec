import { createApolloClient } from '../api/apollo/createApolloClient';
import { createRestClient } from '../api/rest';
import { BrowserPersistence, MemoryStorage } from '../api/storage';
import { createFakeFetch, type RecordedRequest } from '../api/testing/fakeFetch';
import { createCartGateway } from './cart/gateway';
import { createCheckoutGateway } from './checkout/gateway';
import { createUserGateway } from './user/gateway';

function operationOf(request: RecordedRequest): { name: string; variables: Record<string, unknown> } {
  if (request.init.method === 'GET') {
    const url = new URL(request.url, 'http://shop.test');
    return { name: url.searchParams.get('operationName') ?? '', variables: JSON.parse(url.searchParams.get('variables') ?? '{}') };
  }
  const body = JSON.parse(request.init.body as string);
  return { name: body.operationName ?? '', variables: body.variables ?? {} };
}

const cart = { __typename: 'Cart', id: 'c1', total_quantity: 0, prices: null, items: [] };

function setup(answers: Record<string, unknown>) {
  const fake = createFakeFetch((request) => {
    if (request.url.startsWith('/rest/')) return { body: 'true' };
    const { name } = operationOf(request);
    return { body: answers[name] ?? { data: null, errors: [{ message: `no answer for ${name}` }] } };
  });
  const client = createApolloClient({
    storage: new BrowserPersistence({ storage: new MemoryStorage() }),
    cacheStorage: false,
    fetch: fake.fetch,
    getStoreCode: () => 'default',
    isOnline: () => false
  });
  return { fake, client };
}

describe('gateways', () => {
  it('cart gateway speaks Magento cart operations', async () => {
    const { client, fake } = setup({
      createEmptyCart: { data: { cartId: 'c1' } },
      getCartDetails: { data: { cart } },
      addProductsToCart: { data: { addProductsToCart: { __typename: 'AddProductsToCartOutput', cart, user_errors: [{ __typename: 'Error', code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }] } } },
      updateCartItem: { data: { updateCartItems: { __typename: 'UpdateCartItemsOutput', cart } } },
      removeCartItem: { data: { removeItemFromCart: { __typename: 'RemoveItemFromCartOutput', cart } } }
    });
    const gateway = createCartGateway(client);
    await expect(gateway.createCart()).resolves.toBe('c1');
    await expect(gateway.fetchCartDetails('c1')).resolves.toMatchObject({ id: 'c1' });
    await expect(gateway.addItem('c1', { sku: 'W1', quantity: 1 })).resolves.toMatchObject({ id: 'c1' });
    await gateway.updateItemQuantity('c1', 'i1', 2);
    await gateway.removeItem('c1', 'i1');
    expect(fake.requests.map((request) => `${request.init.method} ${operationOf(request).name}`)).toEqual([
      'POST createEmptyCart',
      'GET getCartDetails',
      'POST addProductsToCart',
      'POST updateCartItem',
      'POST removeCartItem'
    ]);
    expect(operationOf(fake.requests[2]).variables).toEqual({ cartId: 'c1', cartItem: { sku: 'W1', quantity: 1 } });
    expect(operationOf(fake.requests[4]).variables).toEqual({ cartId: 'c1', itemId: 'i1' });
  });

  it('cart gateway fails an add on other user errors', async () => {
    const { client } = setup({
      addProductsToCart: { data: { addProductsToCart: { __typename: 'AddProductsToCartOutput', cart, user_errors: [{ __typename: 'Error', code: 'UNDEFINED', message: 'Product that you are trying to add is not available.' }] } } }
    });
    await expect(createCartGateway(client).addItem('c1', { sku: 'X', quantity: 1 })).rejects.toThrow(
      'Product that you are trying to add is not available.'
    );
  });

  it('user gateway fetches the customer and revokes the token', async () => {
    const { client, fake } = setup({
      getCustomerDetails: { data: { customer: { __typename: 'Customer', email: 'a@b.ro', firstname: 'Ana', lastname: 'Pop', is_subscribed: false } } },
      revokeCustomerToken: { data: { revokeCustomerToken: { __typename: 'RevokeCustomerTokenOutput', result: true } } }
    });
    const gateway = createUserGateway(client);
    await expect(gateway.fetchUserDetails()).resolves.toMatchObject({ firstname: 'Ana' });
    await gateway.revokeToken();
    await gateway.clearCache();
    expect((client.extract() as Record<string, unknown>)['Customer:{}']).toBeUndefined();
    expect(fake.requests.map((request) => operationOf(request).name)).toEqual(['getCustomerDetails', 'revokeCustomerToken']);
  });

  it('checkout gateway uses guest and mine REST endpoints', async () => {
    const { client, fake } = setup({
      setShippingAddress: {
        data: {
          setShippingAddressesOnCart: {
            __typename: 'SetShippingAddressesOnCartOutput',
            cart: {
              __typename: 'Cart',
              id: 'c1',
              shipping_addresses: [
                {
                  __typename: 'ShippingCartAddress',
                  available_shipping_methods: [
                    { __typename: 'AvailableShippingMethod', carrier_code: 'fan', carrier_title: 'Fan', method_code: 'std', method_title: 'Standard', amount: { __typename: 'Money', currency: 'RON', value: 15 } }
                  ]
                }
              ]
            }
          }
        }
      }
    });
    const rest = createRestClient({ fetch: fake.fetch });
    const gateway = createCheckoutGateway({ client, rest });
    const address = { firstname: 'A', lastname: 'P', street: ['S'], city: 'C', postcode: '1', telephone: '2', country_id: 'US', region_code: 'CA', region_id: 12 };
    await expect(gateway.setShippingAddress('c1', address)).resolves.toEqual([
      expect.objectContaining({ carrier_code: 'fan', method_code: 'std' })
    ]);
    const method = { carrier_code: 'fan', carrier_title: 'Fan', method_code: 'std', code: 'fan', title: 'Fan' };
    await gateway.saveShippingInformation({ cartId: 'c1', isSignedIn: false, billingAddress: address, shippingAddress: address, shippingMethod: method });
    await gateway.setPaymentInformation({ cartId: 'c1', isSignedIn: true, billingAddress: address, paymentMethod: { code: 'braintree', data: { nonce: 'n' } } });
    await gateway.setPaymentInformation({ cartId: 'c1', isSignedIn: false, billingAddress: address, email: 'a@b.ro', paymentMethod: { code: 'checkmo', data: null } });
    const restRequests = fake.requests.filter((request) => request.url.startsWith('/rest/'));
    // The payment information only (Magento's set-payment-information): the order is placed with GraphQL placeOrder.
    expect(restRequests.map((request) => request.url)).toEqual([
      '/rest/V1/guest-carts/c1/shipping-information',
      '/rest/V1/carts/mine/set-payment-information',
      '/rest/V1/guest-carts/c1/set-payment-information'
    ]);
    expect(JSON.parse(restRequests[0].init.body as string).addressInformation).toMatchObject({ shipping_carrier_code: 'fan', shipping_method_code: 'std' });
    expect(JSON.parse(restRequests[1].init.body as string)).toMatchObject({
      cartId: 'c1',
      paymentMethod: { method: 'braintree', additional_data: { payment_method_nonce: 'n' } }
    });
  });

  it('checkout gateway offers only the methods that can be chosen, and a price only with its value and currency', async () => {
    const method = (code: string | null, value: number | null) => ({
      __typename: 'AvailableShippingMethod',
      carrier_code: 'fan',
      carrier_title: 'Fan',
      method_code: code,
      method_title: null,
      amount: { __typename: 'Money', currency: 'RON', value }
    });
    const { client } = setup({
      getShippingMethods: {
        data: {
          cart: {
            __typename: 'Cart',
            id: 'c1',
            shipping_addresses: [{ __typename: 'ShippingCartAddress', available_shipping_methods: [method('std', 15), method(null, 10), null, method('free', null)] }]
          }
        }
      }
    });
    const gateway = createCheckoutGateway({ client, rest: createRestClient({ fetch: jest.fn() }) });
    await expect(gateway.getShippingMethods('c1')).resolves.toEqual([
      { carrier_code: 'fan', carrier_title: 'Fan', method_code: 'std', method_title: null, amount: { currency: 'RON', value: 15 } },
      { carrier_code: 'fan', carrier_title: 'Fan', method_code: 'free', method_title: null, amount: null }
    ]);
  });

  it('checkout gateway sends the pickup shop / locker with the address and card extras with the payment', async () => {
    const { client, fake } = setup({});
    const rest = createRestClient({ fetch: fake.fetch });
    const gateway = createCheckoutGateway({ client, rest });
    const address = { firstname: 'A', lastname: 'P', street: ['S'], city: 'C', postcode: '010011', telephone: '0721234567', country_id: 'RO', region_code: 'B' };
    const pickup = { carrier_code: 'instore', carrier_title: 'Pickup', method_code: 'pickup', code: 'instore', title: 'Pickup', pickup_location_code: '3' };
    await gateway.saveShippingInformation({ cartId: 'c1', isSignedIn: false, billingAddress: address, shippingAddress: address, shippingMethod: pickup });
    await gateway.setPaymentInformation({
      cartId: 'c1',
      isSignedIn: true,
      billingAddress: address,
      paymentMethod: { code: 'sandboxcard', data: { nonce: 'tok', is_active_payment_token_enabler: true, last4: '1111' } }
    });
    await gateway.setPaymentInformation({ cartId: 'c1', isSignedIn: true, billingAddress: address, paymentMethod: { code: 'sandboxcard_cc_vault', data: { public_hash: 'h1' } } });
    const bodies = fake.requests.filter((request) => request.url.startsWith('/rest/')).map((request) => JSON.parse(request.init.body as string));
    expect(bodies[0].addressInformation.shipping_address).toMatchObject({ city: 'C', extension_attributes: { pickup_location_code: '3' } });
    expect(bodies[0].addressInformation.billing_address.extension_attributes).toBeUndefined();
    expect(bodies[1].paymentMethod).toEqual({
      method: 'sandboxcard',
      additional_data: { payment_method_nonce: 'tok', is_active_payment_token_enabler: true },
      extension_attributes: { agreement_ids: [] }
    });
    expect(bodies[2].paymentMethod.additional_data).toMatchObject({ public_hash: 'h1' });
  });
});
