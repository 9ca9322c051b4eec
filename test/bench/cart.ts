/**
 * Cart and checkout benchmarks for `npm run bench`: latency (median, p95) of addProductsToCart and of
 * placeOrder, through the real GraphQL endpoint (app.inject) on a seeded database. The product used
 * gets a large stock for the run and its own stock back afterwards; the orders placed stay in the
 * benchmark database (they are ordinary guest orders).
 */
import type { FastifyInstance } from 'fastify';

interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface LatencyStats {
  median: number;
  p95: number;
  runs: number;
}

function stats(times: number[]): LatencyStats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
  return { median: at(50), p95: at(95), runs: sorted.length };
}

async function gql(app: FastifyInstance, query: string, variables: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', store: 'default' }, payload: { query, variables } });
  const body = res.json() as { data?: Record<string, any>; errors?: Array<{ message: string }> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${body.errors.map((e) => e.message).join(', ')}`);
  return body.data!;
}

const ADD = `mutation Add($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{sku: $sku, quantity: 1}]) {
  cart { id total_quantity items { uid quantity prices { price { value currency } } product { uid sku name thumbnail { url } } }
    prices { grand_total { value currency } subtotal_excluding_tax { value } subtotal_including_tax { value } } }
  user_errors { code message } } }`;
const PLACE = `mutation Place($cartId: String!) { placeOrder(input: {cart_id: $cartId}) { order { order_number } } }`;
const ADDRESS = { firstname: 'Bench', lastname: 'Mark', street: ['Str. Lipscani nr. 10'], city: 'București', region: 'B', postcode: '030031', country_code: 'RO', telephone: '0721234567' };

const timed = async (fn: () => Promise<unknown>) => {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

/** A simple, sellable product, given a stock the benchmark cannot exhaust; returns how to restore it. */
async function benchProduct(db: Queryable): Promise<{ sku: string; restore: () => Promise<void> }> {
  const [row] = await db.query<{ product_id: number; sku: string; quantity: number; stock_status: string }>(
    `SELECT product_id, sku, quantity, stock_status FROM catalog_product
      WHERE type_id = 'simple' AND parent_id IS NULL AND visibility = 4 AND status = 1 AND stock_status = 'IN_STOCK'
      ORDER BY quantity DESC, product_id LIMIT 1`
  );
  await db.query(`UPDATE catalog_product SET quantity = 1000000 WHERE product_id = $1`, [row.product_id]);
  return {
    sku: row.sku,
    restore: async () => {
      await db.query('UPDATE catalog_product SET quantity = $2, stock_status = $3 WHERE product_id = $1', [row.product_id, row.quantity, row.stock_status]);
    }
  };
}

/** addProductsToCart with the mini-cart fields, on carts of up to 20 adds each. */
export async function addToCartLatency(app: FastifyInstance, db: Queryable, runs = 200): Promise<LatencyStats> {
  const product = await benchProduct(db);
  try {
    const times: number[] = [];
    let cartId = '';
    for (let i = 0; i < runs + 10; i++) {
      if (i % 20 === 0) cartId = (await gql(app, 'mutation { createEmptyCart }')).createEmptyCart as string;
      const ms = await timed(() => gql(app, ADD, { cartId, sku: product.sku }));
      if (i >= 10) times.push(ms); // the first ten warm up
    }
    return stats(times);
  } finally {
    await product.restore();
  }
}

/** placeOrder on a cart ready for it (item, e-mail, address, standard courier, cash on delivery). */
export async function placeOrderLatency(app: FastifyInstance, db: Queryable, runs = 100): Promise<LatencyStats> {
  const product = await benchProduct(db);
  try {
    const times: number[] = [];
    for (let i = 0; i < runs + 5; i++) {
      const cartId = (await gql(app, 'mutation { createEmptyCart }')).createEmptyCart as string;
      await gql(app, ADD, { cartId, sku: product.sku });
      await gql(app, `mutation($id: String!) { setGuestEmailOnCart(input: {cart_id: $id, email: "bench@example.com"}) { cart { id } } }`, { id: cartId });
      await gql(app, `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } } }`, { id: cartId, a: ADDRESS });
      await gql(app, `mutation($id: String!) { setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } } }`, { id: cartId });
      await gql(app, `mutation($id: String!) { setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "fancourier", method_code: "standard"}]}) { cart { id } } }`, { id: cartId });
      await gql(app, `mutation($id: String!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: {code: "cashondelivery"}}) { cart { id } } }`, { id: cartId });
      const ms = await timed(() => gql(app, PLACE, { cartId }));
      if (i >= 5) times.push(ms);
    }
    return stats(times);
  } finally {
    await product.restore();
  }
}
