/**
 * Placing an order of the demo store in one call, with what a test needs of it: products and
 * quantities, a coupon, the delivery method and its locker or shop, the payment method, a company's
 * billing address, a guest or a customer, either store view. The confirmation mail and the withdrawal
 * tests read the orders it places.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';
import { ADDRESS, addToCart, customerCartId, gql, PLACE_ORDER } from './sales';

export interface TestOrder {
  products: ReadonlyArray<{ sku: string; quantity: number }>;
  store?: string;
  /** A customer's order (their cart); else a guest's, with `email`. */
  token?: string;
  email?: string;
  coupon?: string;
  /** carrier/method, 'fancourier/standard' unless told. */
  method?: string;
  locker?: string;
  pickup?: string;
  payment?: Record<string, unknown>;
  /** The shipping address's fields over ADDRESS. */
  address?: Record<string, unknown>;
  /** A billing address of its own (fields over ADDRESS), else the same as shipping. */
  billing?: Record<string, unknown>;
}

async function step(app: FastifyInstance, query: string, variables: Record<string, unknown>, options: { token?: string; store?: string }) {
  const res = await gql(app, query, variables, options);
  if (res.errors) throw new Error(`${query.slice(0, 70)}: ${res.errors[0].message}`);
  return res;
}

/** Places the order; its number. */
export async function placeTestOrder(app: FastifyInstance, order: TestOrder): Promise<string> {
  const options = { token: order.token, store: order.store ?? 'en_storeview' };
  const id = order.token ? await customerCartId(app, order.token, options) : ((await step(app, 'mutation { createEmptyCart }', {}, options)).data!.createEmptyCart as string);
  for (const product of order.products) {
    const added = await addToCart(app, id, product.sku, product.quantity, options);
    if (added.errors || added.data!.addProductsToCart.user_errors.length) throw new Error(`adding ${product.sku}: ${JSON.stringify(added.errors ?? added.data!.addProductsToCart.user_errors)}`);
  }
  if (!order.token) {
    await step(app, 'mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: {cart_id: $id, email: $e}) { cart { email } } }', { id, e: order.email ?? 'ana@example.com' }, options);
  }
  await step(app, `mutation($id: String!, $a: CartAddressInput!, $pickup: String, $locker: String) { setShippingAddressesOnCart(input: {cart_id: $id,
    shipping_addresses: [{address: $a, pickup_location_code: $pickup, parcel_locker_code: $locker}]}) { cart { id } } }`,
  { id, a: { ...ADDRESS, ...order.address }, pickup: order.pickup ?? null, locker: order.locker ?? null }, options);
  if (order.billing) {
    await step(app, 'mutation($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: {cart_id: $id, billing_address: {address: $a}}) { cart { id } } }', { id, a: { ...ADDRESS, ...order.billing } }, options);
  } else {
    await step(app, 'mutation($id: String!) { setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } } }', { id }, options);
  }
  const [carrier, method] = (order.method ?? 'fancourier/standard').split('/');
  await step(app, 'mutation($id: String!, $c: String!, $m: String!) { setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: $c, method_code: $m}]}) { cart { id } } }', { id, c: carrier, m: method }, options);
  if (order.coupon) await step(app, 'mutation($id: String!, $c: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: $c}) { cart { id } } }', { id, c: order.coupon }, options);
  await step(app, 'mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: $p}) { cart { id } } }', { id, p: order.payment ?? { code: 'cashondelivery' } }, options);
  const placed = await step(app, PLACE_ORDER, { id }, options);
  return placed.data!.placeOrder.orderV2.number as string;
}

/** The newest mail of a template to an address. */
export async function lastMailTo(db: Db, to: string, template: string) {
  const mail = await db.one<{ subject: string; text: string; html: string; store_id: number }>(
    'SELECT subject, text, html, store_id FROM mail_outbox WHERE to_email = lower($1) AND template = $2 ORDER BY mail_id DESC LIMIT 1', [to, template]
  );
  if (!mail) throw new Error(`no ${template} mail to ${to}`);
  return mail;
}
