/**
 * Scale-out on PostgreSQL (issue 32): real server processes (scripts/server-from-source.js) on one
 * Debian PostgreSQL server started for this file (test/helpers/postgres.ts).
 *
 * - Three servers started at the same moment on a fresh database all become ready; exactly one of
 *   them migrates and seeds (the start-up advisory lock), the others wait and serve.
 * - What a shopper does holds whichever process answers: a cart made on A, changed on B, ordered on
 *   C; a token issued by A works on B and C and is revoked on all by signing out on A; the sign-in
 *   lockout and the rate limits count attempts spread over the processes; a price or stock change
 *   written to the database shows on every process within the catalogue cache's interval.
 * - 200 checkouts at once of the last units, spread over the three: none oversold, none lost.
 * - `npm start`'s cluster: WEB_CONCURRENCY workers on one port, a dead one replaced; SIGTERM lets a
 *   request in flight finish and every process exits 0; SHUTDOWN_TIMEOUT bounds a request that never ends.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Db } from './db/client';
import { MIGRATIONS_DIR } from './db/migrate';
import { refreshPriceIndex } from './repositories/catalogIndex';
import { ADDRESS, pickProducts, pickSimple, setStock, type PickedProduct } from '../test/helpers/sales';
import { startPostgres, type TestPostgres } from '../test/helpers/postgres';
import { bareStaticDir, graphql, startServerProcess, waitUntilReady, type GraphqlAnswer, type ServerProcess } from '../test/helpers/serverProcess';

jest.setTimeout(180_000);

const PRODUCTS = 40;
/** services/catalogCache.ts checks the index version at most this often. */
const CACHE_INTERVAL_MS = 5_000;
const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const PASSWORD = 'Parola-Buna1';

let pg: TestPostgres | undefined;
let db: Db | undefined;
let databaseUrl = '';
let mediaDir = '';
let staticDir = '';
let servers: ServerProcess[] = [];

const env = () => ({ DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir, STATIC_DIR: staticDir, SEED_PRODUCTS: String(PRODUCTS) });

beforeAll(async () => {
  // A short idle-in-transaction timeout, as some servers and PgBouncer set: the start-up lock's
  // transaction must survive a first seed that takes longer.
  pg = await startPostgres({ idle_in_transaction_session_timeout: '5s' });
  databaseUrl = await pg.createDatabase('storefront');
  mediaDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-media-'));
  staticDir = bareStaticDir();
  // Three replicas started together on an empty database, one process each.
  servers = await Promise.all(['A', 'B', 'C'].map((name) => startServerProcess(name, { ...env(), WEB_CONCURRENCY: '1' })));
  await Promise.all(servers.map((server) => waitUntilReady(server)));
  db = await openDb({ databaseUrl, poolMax: 4 });
});

afterAll(async () => {
  const exits = await Promise.all(servers.map((server) => server.stop()));
  await db?.close();
  pg?.stop();
  for (const dir of [mediaDir, staticDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  // Every replica shuts down cleanly on SIGTERM.
  expect(exits).toEqual(servers.map(() => ({ code: 0, signal: null })));
});

const [A, B, C] = [0, 1, 2].map((i) => ({ get origin() { return servers[i].origin; } }));

function data(answer: GraphqlAnswer): Record<string, any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  if (answer.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(answer.errors)}`);
  return answer.data!;
}

const firstError = (answer: GraphqlAnswer) => answer.errors?.[0] && { message: answer.errors[0].message, code: answer.errors[0].extensions?.code };

/** Waits, polling every 100 ms, until check() holds; returns how long that took. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The fixed one-minute rate-limit windows: start a counted series early enough in one of them. */
async function awayFromMinuteEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('three servers started at once on a fresh database', () => {
  it('all become ready; exactly one migrated and seeded, the others waited for it', async () => {
    const said = (text: string) => servers.filter((server) => server.messages().some(({ msg }) => msg.startsWith(text))).map((s) => s.name);
    expect(said('migrations applied:')).toHaveLength(1);
    expect(said('seeded: content, catalog, sales')).toEqual(said('migrations applied:'));
    expect(said('another process is migrating or seeding the database: waiting for it').length).toBeGreaterThanOrEqual(1);
    expect(said('storefront ready in')).toHaveLength(3);

    const migrations = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect(await db!.one('SELECT count(*)::int AS n FROM schema_migrations')).toEqual({ n: migrations.length });
    expect(await db!.query('SELECT name FROM seed_state ORDER BY name')).toEqual([{ name: 'catalog' }, { name: 'content' }, { name: 'sales' }]);
    expect(await db!.one('SELECT count(*)::int AS n FROM store')).toEqual({ n: 2 });
    expect(await db!.one("SELECT count(*)::int AS n FROM catalog_product WHERE visibility = 4 AND parent_id IS NULL")).toEqual({ n: expect.any(Number) });

    for (const server of servers) {
      expect(await (await fetch(`${server.origin}/healthz`)).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`${server.origin}/readyz`)).json()).toEqual({ status: 'ok' });
    }
  });
});

describe('a shopper moving between processes', () => {
  let product: PickedProduct;
  beforeAll(async () => {
    product = await pickSimple(db!);
  });

  it('a guest cart made on A is changed on B and ordered on C', async () => {
    const cartId = data(await graphql(A, 'mutation { createEmptyCart }')).createEmptyCart as string;
    const added = data(await graphql(B, `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 3 }]) {
      cart { total_quantity } user_errors { code message } } }`, { id: cartId, sku: product.sku }));
    expect(added.addProductsToCart).toEqual({ cart: { total_quantity: 3 }, user_errors: [] });

    const onC = data(await graphql(C, 'query($id: String!) { cart(cart_id: $id) { total_quantity items { uid quantity product { sku } } } }', { id: cartId }));
    expect(onC.cart.items).toEqual([{ uid: expect.any(String), quantity: 3, product: { sku: product.sku } }]);
    const updated = data(await graphql(A, `mutation($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 2 }] }) {
      cart { total_quantity } } }`, { id: cartId, uid: onC.cart.items[0].uid }));
    expect(updated.updateCartItems.cart.total_quantity).toBe(2);

    data(await graphql(B, `mutation($id: String!, $a: CartAddressInput!) {
      setGuestEmailOnCart(input: { cart_id: $id, email: "ana.multi@example.com" }) { cart { email } }
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } }
      setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } }
      setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "fancourier", method_code: "standard" }] }) { cart { id } }
      setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`, { id: cartId, a: ADDRESS }));

    const placed = data(await graphql(C, 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number items { product_sku quantity_ordered } } } }', { id: cartId }));
    expect(placed.placeOrder.orderV2.items).toEqual([{ product_sku: product.sku, quantity_ordered: 2 }]);
    const order = await db!.one<{ customer_email: string }>('SELECT customer_email FROM sales_order WHERE increment_id = $1', [placed.placeOrder.orderV2.number]);
    expect(order).toEqual({ customer_email: 'ana.multi@example.com' });

    // The ordered cart is closed for every process.
    for (const server of [A, B]) {
      expect(firstError(await graphql(server, 'query($id: String!) { cart(cart_id: $id) { id } }', { id: cartId }))?.code).toBe('CART_INACTIVE');
    }
  });

  it('a token issued by A works on B and C, and signing out on A revokes it on all', async () => {
    const email = `multi.${Date.now()}@example.ro`;
    data(await graphql(A, `mutation($e: String!, $p: String!) { createCustomerV2(input: { firstname: "Ana", lastname: "Popescu", email: $e, password: $p }) { customer { email } } }`, { e: email, p: PASSWORD }));
    const token = data(await graphql(A, 'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: PASSWORD })).generateCustomerToken.token as string;

    expect(data(await graphql(B, '{ customer { email } }', {}, { token })).customer.email).toBe(email);
    const cartId = data(await graphql(C, '{ customerCart { id } }', {}, { token })).customerCart.id as string;
    data(await graphql(B, 'mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }', { id: cartId, sku: product.sku }, { token }));
    expect(data(await graphql(A, '{ customerCart { id total_quantity } }', {}, { token })).customerCart).toEqual({ id: cartId, total_quantity: 1 });

    expect(data(await graphql(A, 'mutation { revokeCustomerToken { result } }', {}, { token })).revokeCustomerToken).toEqual({ result: true });
    for (const server of [A, B, C]) {
      const answer = await graphql(server, '{ customer { email } }', {}, { token });
      expect(answer.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    }
  });

  it('the sign-in lockout counts attempts made at once on all three processes', async () => {
    await awayFromMinuteEnd();
    const email = `locked.${Date.now()}@example.ro`;
    data(await graphql(B, `mutation($e: String!, $p: String!) { createCustomerV2(input: { firstname: "Ion", lastname: "Ionescu", email: $e, password: $p }) { customer { email } } }`, { e: email, p: PASSWORD }));
    const signIn = (server: { origin: string }, password: string, i: number) =>
      graphql(server, 'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: password }, { ip: `10.32.0.${i + 1}` });

    // Seven wrong passwords at once, spread over the processes: five are checked, then the account is locked.
    const wrong = await Promise.all([0, 1, 2, 3, 4, 5, 6].map((i) => signIn([A, B, C][i % 3], `Wrong-Parola${i}`, i)));
    expect(wrong.map((answer) => answer.errors?.[0]?.message)).toEqual(Array(7).fill(SIGN_IN_FAILED));
    const row = await db!.one<{ failures_num: number; lock_expires: Date | null }>('SELECT failures_num, lock_expires FROM customer WHERE email = $1', [email]);
    expect(row!.failures_num).toBe(5);
    expect(new Date(row!.lock_expires!).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    // The right password now fails on every process (the per-address limit of 10 a minute is not reached: 7 + 3).
    for (const [i, server] of [A, B, C].entries()) {
      expect((await signIn(server, PASSWORD, 10 + i)).errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    }
  });

  it('a rate limit counts requests spread over the processes', async () => {
    await awayFromMinuteEnd();
    const email = `reset.${Date.now()}@example.ro`;
    const reset = (server: { origin: string }) => graphql(server, 'mutation($e: String!) { requestPasswordResetEmail(email: $e) }', { e: email });
    // Three password-reset requests per address and minute: one on each process, then the fourth is refused.
    for (const server of [A, B, C]) expect(data(await reset(server)).requestPasswordResetEmail).toBe(true);
    expect(firstError(await reset(A))?.code).toBe('RATE_LIMITED');
    expect(firstError(await reset(B))?.code).toBe('RATE_LIMITED');
  });

  it('a price and a stock change written to the database show on every process within the cache interval', async () => {
    const [target] = await pickProducts(db!, `p.parent_id IS NULL AND p.visibility = 4 AND p.stock_status = 'IN_STOCK' AND p.special_price IS NULL AND p.price > 20 AND p.sku <> '${product.sku}'`);
    const newPrice = Math.round((target.price - 7.5) * 100) / 100;
    const PRICE = `query($sku: String!, $from: String!, $to: String!) {
      bySku: products(filter: { sku: { eq: $sku } }) { items { stock_status price_range { minimum_price { final_price { value } } } } }
      inRange: products(filter: { sku: { eq: $sku }, price: { from: $from, to: $to } }) { total_count } }`;
    const read = async (server: { origin: string }) => {
      const answer = data(await graphql(server, PRICE, { sku: target.sku, from: String(newPrice - 0.01), to: String(newPrice + 0.01) }));
      const item = answer.bySku.items[0];
      return { price: item.price_range.minimum_price.final_price.value as number, stock: item.stock_status as string, inRange: answer.inRange.total_count as number };
    };
    for (const server of [A, B, C]) expect(await read(server)).toEqual({ price: target.price, stock: 'IN_STOCK', inRange: 0 });

    // A price change as an import or the back office writes it: the product, then its listing index.
    await db!.query('UPDATE catalog_product SET special_price = $2 WHERE product_id = $1', [target.product_id, newPrice]);
    expect(await refreshPriceIndex(db!)).toBe(true);
    await setStock(db!, target.product_id, 0);
    for (const server of [A, B, C]) {
      await within(CACHE_INTERVAL_MS + 2_000, `the new price and stock on ${server.origin}`, async () => {
        const seen = await read(server);
        return seen.price === newPrice && seen.inRange === 1 && seen.stock === 'OUT_OF_STOCK';
      });
    }
  });
});

describe('200 checkouts at once of the last units, over three processes', () => {
  it('sells exactly the units in stock: none oversold, none lost', async () => {
    const UNITS = 25;
    const SHOPPERS = 200;
    const [product] = await pickProducts(db!, `p.parent_id IS NULL AND p.visibility = 4 AND p.stock_status = 'IN_STOCK' AND p.quantity >= 5
      AND p.sku NOT IN (SELECT sku FROM sales_order_item)`);
    const cartIds: string[] = [];
    // Carts made and made ready over all three processes, 20 at a time.
    for (let start = 0; start < SHOPPERS; start += 20) {
      cartIds.push(...(await Promise.all(Array.from({ length: Math.min(20, SHOPPERS - start) }, async (_, k) => {
        const server = [A, B, C][(start + k) % 3];
        const id = data(await graphql(server, 'mutation { createEmptyCart }')).createEmptyCart as string;
        data(await graphql([A, B, C][(start + k + 1) % 3], `mutation($id: String!, $sku: String!, $a: CartAddressInput!, $e: String!) {
          addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } }
          setGuestEmailOnCart(input: { cart_id: $id, email: $e }) { cart { email } }
          setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } }
          setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } }
          setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "fancourier", method_code: "standard" }] }) { cart { id } }
          setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "cashondelivery" } }) { cart { id } } }`,
        { id, sku: product.sku, a: ADDRESS, e: `shopper${start + k}@example.com` }));
        return id;
      }))));
    }
    await setStock(db!, product.product_id, UNITS);

    const answers = await Promise.all(cartIds.map((id, i) =>
      graphql([A, B, C][i % 3], 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }', { id })));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const placed = answers.filter((a) => !a.errors).map((a) => a.data!.placeOrder.orderV2.number as string);
    const refused = answers.filter((a) => a.errors);
    expect(placed).toHaveLength(UNITS);
    expect(new Set(refused.map((a) => a.errors![0].extensions?.code))).toEqual(new Set(['PRODUCT_OUT_OF_STOCK']));
    expect(refused).toHaveLength(SHOPPERS - UNITS);

    const stock = await db!.one<{ quantity: number; stock_status: string }>('SELECT quantity, stock_status FROM catalog_product WHERE product_id = $1', [product.product_id]);
    expect(stock).toEqual({ quantity: 0, stock_status: 'OUT_OF_STOCK' });
    const orders = await db!.query<{ increment_id: string; qty: number }>(
      `SELECT o.increment_id, sum(i.quantity)::int AS qty FROM sales_order o JOIN sales_order_item i ON i.order_id = o.order_id
        WHERE i.sku = $1 GROUP BY o.increment_id ORDER BY o.increment_id`, [product.sku]);
    // Every order answered is in the database, once, and nothing else is.
    expect(orders.map((o) => o.increment_id)).toEqual([...placed].sort());
    expect(orders.every((o) => o.qty === 1)).toBe(true);
    const active = await db!.one<{ n: number }>('SELECT count(*)::int AS n FROM quote WHERE is_active AND email LIKE $1', ['shopper%@example.com']);
    expect(active).toEqual({ n: SHOPPERS - UNITS });
  });
});

describe('npm start on PostgreSQL: worker processes on one port', () => {
  /** Starts a POST whose body is sent only when finish() is called: a request in flight. */
  async function requestInFlight(port: number): Promise<{ finish(): void; response: Promise<string> }> {
    const body = JSON.stringify({ query: '{ storeConfig { store_code } }' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    socket.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    const response = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
    // The rest of the body, without half-closing the socket (Node's server drops a request whose client half-closes).
    return { finish: () => socket.write(body.slice(5)), response };
  }

  it('runs WEB_CONCURRENCY workers, replaces one that dies; on SIGTERM a request in flight is answered and every process exits 0', async () => {
    const cluster = await startServerProcess('cluster', { ...env(), WEB_CONCURRENCY: '2' });
    try {
      await waitUntilReady(cluster);
      await within(10_000, 'both workers ready', async () => cluster.messages().some(({ msg }) => /^storefront ready in \d+ ms: 2 workers on port/.test(msg)));
      const workers = new Set(cluster.messages().filter(({ msg }) => /^storefront ready in .*worker \d\)$/.test(msg)).map(({ pid }) => pid));
      expect(workers.size).toBe(2);
      expect(workers.has(cluster.pid)).toBe(false);
      // Both workers found the database migrated and seeded.
      expect(cluster.messages().filter(({ msg }) => msg.startsWith('migrations applied') || msg.startsWith('seeded:'))).toEqual([]);
      const answers = await Promise.all(Array.from({ length: 6 }, () => graphql(cluster, '{ storeConfig { store_code } }')));
      expect(answers.map((a) => a.data?.storeConfig.store_code)).toEqual(Array(6).fill('en_storeview'));

      // A worker that dies is replaced; the port keeps answering meanwhile.
      const [victim] = workers;
      process.kill(victim, 'SIGKILL');
      await within(20_000, 'a replacement worker', async () => cluster.messages().some(({ msg }) => /^storefront ready in .*worker 3\)$/.test(msg)));
      expect(cluster.messages().map(({ msg }) => msg)).toContain(`worker ${victim} stopped (signal SIGKILL): starting another in 0 ms`);
      expect(data(await graphql(cluster, '{ storeConfig { store_code } }')).storeConfig.store_code).toBe('en_storeview');

      const inFlight = await requestInFlight(cluster.port);
      await new Promise((resolve) => setTimeout(resolve, 200));
      process.kill(cluster.pid, 'SIGTERM');
      await within(5_000, 'the workers closing', async () => cluster.messages().filter(({ msg }) => msg.startsWith('SIGTERM: closing (requests in flight')).length === 2);
      inFlight.finish();
      const response = await inFlight.response;
      expect(response).toMatch(/^HTTP\/1\.1 200 /);
      // Answered while closing: the connection is not kept alive.
      expect(response).toMatch(/\r\nconnection: close\r\n/i);
      expect(response).toContain('"store_code":"default"');
      const closingStarted = Date.now();
      expect(await cluster.exited).toEqual({ code: 0, signal: null });
      // Well within SHUTDOWN_TIMEOUT (10 s): nothing was left to wait for.
      expect(Date.now() - closingStarted).toBeLessThan(5_000);
      expect(cluster.messages().filter(({ msg }) => msg === 'closed')).toHaveLength(2);
    } finally {
      await cluster.stop('SIGKILL');
    }
  });

  it('cuts a request that never ends once SHUTDOWN_TIMEOUT has passed', async () => {
    const single = await startServerProcess('single', { ...env(), WEB_CONCURRENCY: '1', SHUTDOWN_TIMEOUT: '1' });
    try {
      await waitUntilReady(single);
      const stuck = await requestInFlight(single.port);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const stopped = Date.now();
      expect(await single.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopped).toBeLessThan(4_000);
      expect(single.messages().map(({ msg }) => msg)).toContain('requests still running after 1 s: closing their connections');
      await stuck.response;
    } finally {
      await single.stop('SIGKILL');
    }
  });
});
