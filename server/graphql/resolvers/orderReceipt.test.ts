/**
 * The receipt's way to the order, on Magento 2.4.7's own calls: the payment information through REST
 * (set-payment-information: the cart is ready, nothing is ordered yet), then GraphQL placeOrder, whose
 * orderV2 is the order the receipt shows (number, token, lines, totals, addresses). After a reload a
 * guest reads it again with its token (guestOrderByToken), a customer among their orders by number.
 */
import { testAppForFile } from '../../../test/helpers/server';
import { addToCart, agreementIds, customerCartId, gql, pickSimple, prepareGuestCheckout, rest } from '../../../test/helpers/sales';
import { createAccount } from '../../services/customer.testkit';
import { ORDER_NOT_LOCATED_MESSAGE, ORDER_SIGN_IN_MESSAGE } from '../../services/guestOrder';

const t = testAppForFile();

const ORDER_FIELDS = `number email status
  items { product_sku quantity_ordered product_sale_price { value currency } }
  total { grand_total { value currency } }
  shipping_address { firstname city postcode }
  payment_methods { type }`;
const PLACE_ORDER = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { token ${ORDER_FIELDS} } errors { code message } } }`;
const BY_TOKEN = `query($token: String!) { guestOrderByToken(input: { token: $token }) { ${ORDER_FIELDS} } }`;
const CUSTOMER_ORDER = `query($number: String!) { customer { orders(filter: { number: { eq: $number } }) { total_count items { ${ORDER_FIELDS} } } } }`;

const firstError = (res: { errors?: Array<{ message: string; extensions?: { category?: string } }> }) =>
  res.errors?.[0] ? { message: res.errors[0].message, category: res.errors[0].extensions?.category } : undefined;

const restAddress = {
  firstname: 'Ion', lastname: 'Ionescu', street: ['Bd. Eroilor nr. 5'], city: 'Cluj-Napoca', region_code: 'CJ',
  postcode: '400129', country_id: 'RO', telephone: '+40 744 000 111', email: 'ion@example.com'
};

/** A guest cart through the storefront's REST calls up to the payment, ready to be ordered. */
async function guestCartReady(store = 'default', agreements?: number[]): Promise<{ cartId: string; sku: string; payment: { status: number; body: unknown } }> {
  const product = await pickSimple(t.db, 'reduced');
  const cartId = (await gql(t.app, 'mutation { createEmptyCart }', {}, { store })).data!.createEmptyCart as string;
  await gql(t.app, `mutation($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 2 }]) { cart { id } } }`, { c: cartId, s: product.sku }, { store });
  const shipping = await rest(t.app, `/rest/V1/guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: restAddress, billing_address: restAddress, shipping_carrier_code: 'fancourier', shipping_method_code: 'standard' }
  }, { store });
  expect(shipping.status).toBe(200);
  const payment = await rest(t.app, `/rest/V1/guest-carts/${cartId}/set-payment-information`, {
    cartId, email: 'ion@example.com', billingAddress: restAddress,
    paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: agreements ?? (await agreementIds(t.app, store)) } }
  }, { store });
  return { cartId, sku: product.sku, payment };
}

const orderCount = async () => Number((await t.db.one<{ n: string }>('SELECT count(*) AS n FROM sales_order'))!.n);

test('a guest: set-payment-information orders nothing; placeOrder answers the order the receipt shows, the one in the database and the e-mail', async () => {
  const before = await orderCount();
  const { cartId, sku, payment } = await guestCartReady();
  expect(payment).toEqual({ status: 200, body: true });
  expect(await orderCount()).toBe(before);

  const placed = await gql(t.app, PLACE_ORDER, { id: cartId }, { store: 'default' });
  expect(placed.errors).toBeUndefined();
  const order = placed.data!.placeOrder.orderV2;
  expect(placed.data!.placeOrder.errors).toEqual([]);
  const row = await t.db.one<{ increment_id: string; grand_total: string }>('SELECT increment_id, grand_total FROM sales_order WHERE increment_id = $1', [order.number]);
  expect(order.number).toMatch(/^0\d{8}$/);
  // In the view it was placed in (its status label in Romanian).
  expect(order).toMatchObject({
    email: 'ion@example.com',
    status: 'În așteptare',
    items: [{ product_sku: sku, quantity_ordered: 2, product_sale_price: { currency: 'RON' } }],
    total: { grand_total: { value: Number(row!.grand_total), currency: 'RON' } },
    shipping_address: { firstname: 'Ion', city: 'Cluj-Napoca', postcode: '400129' },
    payment_methods: [{ type: 'cashondelivery' }]
  });
  expect(order.token).toMatch(new RegExp(`^${order.number}:`));
  const mail = await t.db.one<{ subject: string }>("SELECT subject FROM mail_outbox WHERE to_email = 'ion@example.com' ORDER BY mail_id DESC LIMIT 1");
  expect(mail!.subject).toContain(`#${order.number}`);

  // The receipt page reloaded: the same order through its token.
  const { token, ...shown } = order;
  const again = await gql(t.app, BY_TOKEN, { token }, { store: 'default' });
  expect(again.errors).toBeUndefined();
  expect(again.data!.guestOrderByToken).toEqual(shown);
  // A made-up token opens nothing.
  expect(firstError(await gql(t.app, BY_TOKEN, { token: `${order.number}:${'A'.repeat(43)}` }))).toEqual({
    message: ORDER_NOT_LOCATED_MESSAGE, category: 'graphql-no-such-entity'
  });
});

test('the English store view numbers its orders 2xxxxxxxx', async () => {
  const { cartId } = await guestCartReady('en_storeview');
  const order = (await gql(t.app, PLACE_ORDER, { id: cartId }, { store: 'en_storeview' })).data!.placeOrder.orderV2;
  expect(order.number).toMatch(/^2\d{8}$/);
  expect(order.status).toBe('Pending');
});

test('set-payment-information refuses without the checkout agreements, and the cart is not ordered', async () => {
  const before = await orderCount();
  const { payment } = await guestCartReady('en_storeview', []);
  expect(payment.status).toBe(400);
  expect(payment.body).toMatchObject({ message: expect.stringMatching(/terms and conditions/) });
  expect(await orderCount()).toBe(before);
});

test("a customer's receipt: placed the same way, read again among their orders by number, not as a guest's", async () => {
  const account = await createAccount(t.app);
  const cartId = await customerCartId(t.app, account.token);
  await addToCart(t.app, cartId, (await pickSimple(t.db, 'standard')).sku, 1, { token: account.token });
  await prepareGuestCheckout(t.app, cartId, { code: 'cashondelivery' }, { token: account.token });
  const payment = await rest(t.app, '/rest/V1/carts/mine/set-payment-information', {
    paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: await agreementIds(t.app, 'default') } }
  }, { token: account.token });
  expect(payment).toEqual({ status: 200, body: true });
  const placed = await gql(t.app, PLACE_ORDER, { id: cartId }, { token: account.token });
  expect(placed.errors).toBeUndefined();
  const { token, ...order } = placed.data!.placeOrder.orderV2;
  expect(order.email).toBe(account.email);

  const own = await gql(t.app, CUSTOMER_ORDER, { number: order.number }, { token: account.token });
  expect(own.data!.customer.orders).toEqual({ total_count: 1, items: [order] });
  // Nobody else finds it among theirs; its token is no way around signing in.
  const other = await createAccount(t.app);
  expect((await gql(t.app, CUSTOMER_ORDER, { number: order.number }, { token: other.token })).data!.customer.orders.items).toEqual([]);
  expect(firstError(await gql(t.app, BY_TOKEN, { token }))).toEqual({ message: ORDER_SIGN_IN_MESSAGE, category: 'graphql-authorization' });
});
