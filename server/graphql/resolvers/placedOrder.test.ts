/**
 * placedOrder(cart_id): the storefront's way from the REST checkout's answer (the order's entity id) to
 * the order number the shopper is told — only for the cart's owner and only for a while after ordering.
 */
import { testAppForFile } from '../../../test/helpers/server';
import { addToCart, agreementIds, createGuestCart, customerCartId, gql, pickSimple, prepareGuestCheckout, rest } from '../../../test/helpers/sales';
import { createAccount } from '../../services/customer.testkit';
import { noOrderFromCartMessage, PLACED_ORDER_EXPIRED_MESSAGE, PLACED_ORDER_LOOKUP_SECONDS } from '../../services/order';

const t = testAppForFile();

const PLACED_ORDER = `query($id: String!) { placedOrder(cart_id: $id) {
  id number email status
  items { product_sku quantity_ordered }
  total { grand_total { value currency } }
  shipping_address { firstname city postcode } } }`;

const firstError = (res: { errors?: Array<{ message: string; extensions?: { category?: string } }> }) =>
  res.errors?.[0] ? { message: res.errors[0].message, category: res.errors[0].extensions?.category } : undefined;

const restAddress = {
  firstname: 'Ion', lastname: 'Ionescu', street: ['Bd. Eroilor nr. 5'], city: 'Cluj-Napoca', region_code: 'CJ',
  postcode: '400129', country_id: 'RO', telephone: '+40 744 000 111', email: 'ion@example.com'
};

/** A guest order through the storefront's REST calls; answers the cart id and the order (entity) id. */
async function guestRestOrder(store = 'default'): Promise<{ cartId: string; orderId: string; sku: string }> {
  const product = await pickSimple(t.db, 'reduced');
  const cartId = (await gql(t.app, 'mutation { createEmptyCart }', {}, { store })).data!.createEmptyCart as string;
  await gql(t.app, `mutation($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 2 }]) { cart { id } } }`, { c: cartId, s: product.sku }, { store });
  const shipping = await rest(t.app, `/rest/V1/guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: restAddress, billing_address: restAddress, shipping_carrier_code: 'fancourier', shipping_method_code: 'standard' }
  }, { store });
  expect(shipping.status).toBe(200);
  const payment = await rest(t.app, `/rest/V1/guest-carts/${cartId}/payment-information`, {
    cartId, email: 'ion@example.com', billingAddress: restAddress, paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: await agreementIds(t.app, store) } }
  }, { store });
  expect(payment.status).toBe(200);
  return { cartId, orderId: payment.body as string, sku: product.sku };
}

test('the guest who placed the order reads its number with the cart id; it is the number in the database and the e-mail', async () => {
  const { cartId, orderId, sku } = await guestRestOrder();
  const row = await t.db.one<{ increment_id: string; grand_total: string }>('SELECT increment_id, grand_total FROM sales_order WHERE order_id = $1', [Number(orderId)]);
  expect(row!.increment_id).toMatch(/^0\d{8}$/);
  // The REST answer is the entity id, not the number.
  expect(row!.increment_id).not.toBe(orderId);

  // Read in the view it was placed in (its status label in Romanian).
  const res = await gql(t.app, PLACED_ORDER, { id: cartId }, { store: 'default' });
  expect(res.errors).toBeUndefined();
  expect(res.data!.placedOrder).toEqual({
    id: Buffer.from(orderId).toString('base64'),
    number: row!.increment_id,
    email: 'ion@example.com',
    status: 'În așteptare',
    items: [{ product_sku: sku, quantity_ordered: 2 }],
    total: { grand_total: { value: Number(row!.grand_total), currency: 'RON' } },
    shipping_address: { firstname: 'Ion', city: 'Cluj-Napoca', postcode: '400129' }
  });
  const mail = await t.db.one<{ subject: string }>("SELECT subject FROM mail_outbox WHERE to_email = 'ion@example.com' ORDER BY mail_id DESC LIMIT 1");
  expect(mail!.subject).toContain(`#${row!.increment_id}`);
});

test('the English store view numbers its orders 2xxxxxxxx', async () => {
  const { cartId } = await guestRestOrder('en_storeview');
  const res = await gql(t.app, PLACED_ORDER, { id: cartId }, { store: 'en_storeview' });
  expect(res.data!.placedOrder.number).toMatch(/^2\d{8}$/);
  expect(res.data!.placedOrder.status).toBe('Pending');
});

test('a wrong cart id, a cart not ordered yet and an old order each give a clear error', async () => {
  expect(firstError(await gql(t.app, PLACED_ORDER, { id: 'nosuchcart' }))).toEqual({
    message: 'Could not find a cart with ID "nosuchcart"', category: 'graphql-no-such-entity'
  });
  expect(firstError(await gql(t.app, PLACED_ORDER, { id: ' ' }))).toEqual({ message: 'Required parameter "cart_id" is missing', category: 'graphql-input' });

  const open = await createGuestCart(t.app);
  await addToCart(t.app, open, (await pickSimple(t.db, 'reduced')).sku, 1);
  expect(firstError(await gql(t.app, PLACED_ORDER, { id: open }))).toEqual({ message: noOrderFromCartMessage(open), category: 'graphql-no-such-entity' });

  const { cartId, orderId } = await guestRestOrder();
  expect((await gql(t.app, PLACED_ORDER, { id: cartId })).errors).toBeUndefined();
  // Still readable just inside the window, not after it.
  await t.db.query(`UPDATE sales_order SET created_at = now() - make_interval(secs => $2) WHERE order_id = $1`, [Number(orderId), PLACED_ORDER_LOOKUP_SECONDS - 60]);
  expect((await gql(t.app, PLACED_ORDER, { id: cartId })).errors).toBeUndefined();
  await t.db.query(`UPDATE sales_order SET created_at = now() - make_interval(secs => $2) WHERE order_id = $1`, [Number(orderId), PLACED_ORDER_LOOKUP_SECONDS + 60]);
  const expired = await gql(t.app, PLACED_ORDER, { id: cartId });
  expect(firstError(expired)).toEqual({ message: PLACED_ORDER_EXPIRED_MESSAGE, category: 'graphql-authorization' });
  expect(expired.data?.placedOrder ?? null).toBeNull();
});

test("a customer's order is read only by that customer", async () => {
  const account = await createAccount(t.app);
  const cartId = await customerCartId(t.app, account.token);
  await addToCart(t.app, cartId, (await pickSimple(t.db, 'standard')).sku, 1, { token: account.token });
  await prepareGuestCheckout(t.app, cartId, { code: 'cashondelivery' }, { token: account.token });
  const payment = await rest(t.app, '/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: await agreementIds(t.app, 'default') } } }, { token: account.token });
  expect(payment.status).toBe(200);
  const number = (await t.db.one<{ increment_id: string }>('SELECT increment_id FROM sales_order WHERE order_id = $1', [Number(payment.body)]))!.increment_id;

  const own = await gql(t.app, PLACED_ORDER, { id: cartId }, { token: account.token });
  expect(own.errors).toBeUndefined();
  expect(own.data!.placedOrder.number).toBe(number);
  expect(own.data!.placedOrder.email).toBe(account.email);

  const guest = await gql(t.app, PLACED_ORDER, { id: cartId });
  expect(firstError(guest)).toEqual({ message: `The current user cannot perform operations on cart "${cartId}"`, category: 'graphql-authorization' });
  const other = await createAccount(t.app);
  expect(firstError(await gql(t.app, PLACED_ORDER, { id: cartId }, { token: other.token }))?.category).toBe('graphql-authorization');
});
