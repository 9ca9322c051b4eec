/** guestOrder and guestOrderByToken (Magento 2.4.7's "Orders and Returns"): matching, errors, scope, rate limit. */
import { testAppForFile } from '../../../test/helpers/server';
import { addToCart, createGuestCart, customerCartId, gql as salesGql, pickSimple, PLACE_ORDER, prepareGuestCheckout } from '../../../test/helpers/sales';
import { createAccount, gql, holdClockPerRateLimitWindow } from '../../services/customer.testkit';
import { RATE_LIMIT_MESSAGE, RATE_LIMITS } from '../../services/rateLimit';

const t = testAppForFile();

const LOOKUP = `query($input: GuestOrderInformationInput!) { guestOrder(input: $input) {
  number status token email billing_address { lastname } shipping_address { firstname city }
  items { product_sku quantity_ordered } total { grand_total { value } }
  payment_methods { type additional_data { name value } } } }`;
const BY_TOKEN = `query($token: String!) { guestOrderByToken(input: { token: $token }) { number status } }`;

interface AnsweredError {
  message: string;
  extensions?: { category?: string; code?: string };
}
const errorOf = (res: { errors?: AnsweredError[] }) => {
  const error = res.errors?.[0];
  return error ? { message: error.message, category: error.extensions?.category, code: error.extensions?.code } : undefined;
};

const NOT_LOCATED = { message: "We couldn't locate an order with the information provided.", category: 'graphql-no-such-entity', code: 'ORDER_NOT_FOUND' };

/** A guest order placed in a store view (guest e-mail ana@example.com, billing last name Popescu). */
async function placeGuestOrder(store: string, payment: Record<string, unknown> = { code: 'cashondelivery' }) {
  const product = await pickSimple(t.db);
  const cartId = await createGuestCart(t.app);
  const added = await addToCart(t.app, cartId, product.sku, 1, { store });
  if (added.errors) throw new Error(added.errors[0].message);
  await prepareGuestCheckout(t.app, cartId, payment, { store });
  const placed = await salesGql(t.app, PLACE_ORDER, { id: cartId }, { store });
  if (placed.errors) throw new Error(placed.errors[0].message);
  return { number: placed.data!.placeOrder.orderV2.number as string, sku: product.sku };
}

test('the order, for its number with the e-mail and billing last name (trimmed, any case), in every view of the website', async () => {
  const { number, sku } = await placeGuestOrder('default');
  const en = await gql(t.app, LOOKUP, { variables: { input: { number, email: ' ANA@Example.com ', lastname: 'popescu ' } } });
  expect(en.errors).toBeUndefined();
  expect(en.data.guestOrder).toMatchObject({
    number, status: 'Pending', email: 'ana@example.com', billing_address: { lastname: 'Popescu' },
    shipping_address: { firstname: 'Ana', city: 'București' }, items: [{ product_sku: sku, quantity_ordered: 1 }]
  });
  expect(en.data.guestOrder.total.grand_total.value).toBeGreaterThan(0);
  const ro = await gql(t.app, LOOKUP, { store: 'default', variables: { input: { number, email: 'ana@example.com', lastname: 'Popescu' } } });
  expect(ro.data.guestOrder).toMatchObject({ number, status: 'În așteptare' });
});

test('one answer for a wrong last name, a wrong e-mail, an unknown or empty number: nothing tells which was wrong', async () => {
  const { number } = await placeGuestOrder('en_storeview');
  const cases = [
    { number, email: 'ana@example.com', lastname: 'Ionescu' },
    { number, email: 'other@example.com', lastname: 'Popescu' },
    { number: '999999999', email: 'ana@example.com', lastname: 'Popescu' },
    { number: ' ', email: 'ana@example.com', lastname: 'Popescu' },
    { number, email: 'ana@example.com', lastname: '' }
  ];
  for (const input of cases) {
    const res = await gql(t.app, LOOKUP, { variables: { input } });
    expect(res.data).toBeNull();
    expect(errorOf(res)).toEqual(NOT_LOCATED);
  }
  // In Romanian, the same code with the message translated.
  const ro = await gql(t.app, LOOKUP, { store: 'default', variables: { input: { number, email: 'ana@example.com', lastname: 'Ionescu' } } });
  expect(errorOf(ro)).toEqual({ ...NOT_LOCATED, message: 'Nu am găsit nicio comandă cu aceste date.' });
});

test("a customer's order is not shown to a guest, as Magento: sign in to see it", async () => {
  const account = await createAccount(t.app);
  const product = await pickSimple(t.db);
  const cartId = await customerCartId(t.app, account.token);
  await addToCart(t.app, cartId, product.sku, 1, { token: account.token });
  await prepareGuestCheckout(t.app, cartId, { code: 'cashondelivery' }, { token: account.token });
  const number = (await salesGql(t.app, PLACE_ORDER, { id: cartId }, { token: account.token })).data!.placeOrder.orderV2.number as string;
  const res = await gql(t.app, LOOKUP, { variables: { input: { number, email: account.email, lastname: 'Popescu' } } });
  expect(errorOf(res)).toEqual({ message: 'Please login to view the order.', category: 'graphql-authorization', code: 'ORDER_SIGN_IN_REQUIRED' });
  // With a wrong detail, the same answer as any unknown order.
  expect(errorOf(await gql(t.app, LOOKUP, { variables: { input: { number, email: account.email, lastname: 'Ionescu' } } }))).toEqual(NOT_LOCATED);
});

test('a bank transfer awaiting payment carries where to pay; the answer is never cached publicly', async () => {
  const { number } = await placeGuestOrder('default', { code: 'banktransfer' });
  const res = await gql(t.app, LOOKUP, { variables: { input: { number, email: 'ana@example.com', lastname: 'Popescu' } } });
  const [payment] = res.data.guestOrder.payment_methods;
  expect(payment.type).toBe('banktransfer');
  const data = Object.fromEntries(payment.additional_data.map((entry: { name: string; value: string }) => [entry.name, entry.value]));
  expect(data).toMatchObject({ reference: number, iban: expect.stringMatching(/^RO/) });
  const overGet = await t.app.inject({
    method: 'GET', url: '/graphql', headers: { store: 'en_storeview', 'x-forwarded-for': '10.96.0.9' },
    query: { query: LOOKUP, variables: JSON.stringify({ input: { number, email: 'ana@example.com', lastname: 'Popescu' } }) }
  });
  expect(overGet.statusCode).toBe(200);
  expect(overGet.headers['cache-control']).toBe('private, no-store');
});

test('guestOrderByToken: the token of the order opens it; a forged or altered one does not', async () => {
  const { number } = await placeGuestOrder('en_storeview');
  const looked = await gql(t.app, LOOKUP, { variables: { input: { number, email: 'ana@example.com', lastname: 'Popescu' } } });
  const token = looked.data.guestOrder.token as string;
  expect(token.startsWith(`${number}:`)).toBe(true);
  expect((await gql(t.app, BY_TOKEN, { variables: { token } })).data.guestOrderByToken).toEqual({ number, status: 'Pending' });
  for (const forged of [`${number}:${'A'.repeat(43)}`, `${number}:`, number, `${token}x`, '', `000000001:${token.split(':')[1]}`]) {
    expect(errorOf(await gql(t.app, BY_TOKEN, { variables: { token: forged } }))).toEqual(NOT_LOCATED);
  }
});

describe('rate limit', () => {
  holdClockPerRateLimitWindow();

  test('20 lookups a minute per client IP, whatever the details; then even the right ones wait', async () => {
    const { number } = await placeGuestOrder('en_storeview');
    const ip = '10.95.0.1';
    expect(RATE_LIMITS['order-lookup'].perIp).toBe(20);
    for (let i = 0; i < RATE_LIMITS['order-lookup'].perIp; i += 1) {
      const walk = await gql(t.app, LOOKUP, { ip, variables: { input: { number: String(100000000 + i), email: `walk${i}@example.ro`, lastname: 'Popescu' } } });
      expect(errorOf(walk)?.code).toBe('ORDER_NOT_FOUND');
    }
    const right = { number, email: 'ana@example.com', lastname: 'Popescu' };
    expect(errorOf(await gql(t.app, LOOKUP, { ip, variables: { input: right } }))).toEqual({ message: RATE_LIMIT_MESSAGE, category: 'graphql-input', code: 'RATE_LIMITED' });
    expect(errorOf(await gql(t.app, BY_TOKEN, { ip, variables: { token: `${number}:x` } }))?.code).toBe('RATE_LIMITED');
    // Another client is not affected.
    expect((await gql(t.app, LOOKUP, { ip: '10.95.0.2', variables: { input: right } })).data.guestOrder.number).toBe(number);
  });
});
