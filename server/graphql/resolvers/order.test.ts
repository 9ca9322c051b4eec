/** A signed-in checkout, order history, reorder, reward points, saved cards, and guest orders joining a new account. */
import { testAppForFile } from '../../../test/helpers/server';
import { addToCart, gql, pickSimple, PLACE_ORDER, prepareGuestCheckout, tokenizeCard, type GqlResult } from '../../../test/helpers/sales';
import { createAccount } from '../../services/customer.testkit';
import { attachGuestOrdersToCustomer } from '../../services/order';
import { rewardPointsFor } from '../../services/checkout';
import { changeOrderStatus } from '../../services/orderStatus';
import { rewardRates, storeConfigValues } from '../../services/storeConfig';

const t = testAppForFile();

const firstError = (res: { errors?: Array<{ message: string; extensions?: { category?: string } }> }) =>
  res.errors?.[0] ? { message: res.errors[0].message, category: res.errors[0].extensions?.category } : undefined;
const ORDERS = `query($filter: CustomerOrdersFilterInput, $page: Int, $size: Int) { customer { orders(filter: $filter, currentPage: $page, pageSize: $size) {
  total_count page_info { current_page page_size total_pages }
  items { id number order_date status total { grand_total { value } subtotal { value } total_shipping { value } total_tax { value } discounts { amount { value } } }
    items { product_name product_sku product_url_key quantity_ordered product_sale_price { value } selected_options { label value } }
    shipping_address { firstname city region postcode country_code } billing_address { lastname } shipping_method payment_methods { name type additional_data { name value } } } } } }`;

async function customerCheckout(token: string, sku: string, quantity: number, payment: Record<string, unknown> = { code: 'cashondelivery' }) {
  const cartId = (await gql(t.app, 'query { customerCart { id } }', {}, { token })).data!.customerCart.id as string;
  const added = await addToCart(t.app, cartId, sku, quantity, { token });
  if (added.errors) throw new Error(added.errors[0].message);
  await prepareGuestCheckout(t.app, cartId, payment, { token });
  return { cartId, placed: await gql(t.app, PLACE_ORDER, { id: cartId }, { token }) };
}

test('a signed-in customer checks out, sees the order in the history, earns points and can reorder', async () => {
  const account = await createAccount(t.app);
  const product = await pickSimple(t.db, 'standard');
  const { cartId, placed } = await customerCheckout(account.token, product.sku, 2);
  expect(placed.errors).toBeUndefined();
  const number = placed.data!.placeOrder.order.order_number as string;
  const grandTotal = placed.data!.placeOrder.orderV2.total.grand_total.value as number;
  // The ordered cart is closed; customerCart is a new, empty one.
  const next = (await gql(t.app, 'query { customerCart { id total_quantity } }', {}, { token: account.token })).data!.customerCart;
  expect(next.id).not.toBe(cartId);
  expect(next.total_quantity).toBe(0);

  const history = await gql(t.app, ORDERS, {}, { token: account.token });
  expect(history.errors).toBeUndefined();
  const orders = history.data!.customer.orders;
  expect(orders.total_count).toBe(1);
  expect(orders.items[0]).toMatchObject({
    number, status: 'Pending', shipping_method: expect.stringContaining('FAN Courier'),
    shipping_address: { firstname: 'Ana', city: 'București', region: 'București', postcode: '030031', country_code: 'RO' },
    payment_methods: [{ name: 'Cash On Delivery', type: 'cashondelivery', additional_data: [] }],
    items: [{ product_sku: product.sku, quantity_ordered: 2, product_sale_price: { value: product.price }, selected_options: [] }]
  });
  expect(orders.items[0].total.grand_total.value).toBe(grandTotal);
  expect(orders.items[0].order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect((await gql(t.app, ORDERS, { filter: { number: { eq: number } } }, { token: account.token })).data!.customer.orders.total_count).toBe(1);
  expect((await gql(t.app, ORDERS, { filter: { number: { eq: '999999999' } } }, { token: account.token })).data!.customer.orders.total_count).toBe(0);
  expect((await gql(t.app, ORDERS, { filter: { number: { match: number.slice(-3) } } }, { token: account.token })).data!.customer.orders.items[0].number).toBe(number);

  const REWARDS = `query { customer { reward_points { balance { points money { value currency } } pending { points }
    balance_history(pageSize: 10) { points_change change_reason balance { points } } balance_history_total_count
    exchange_rates { earning { currency_amount points } redemption { currency_amount points } } } } }`;
  const rates = rewardRates(await storeConfigValues({ db: t.db, loaders: new Map() }, 2));
  const points = rewardPointsFor(grandTotal, rates);
  expect(points).toBeGreaterThan(0);
  // Cash on delivery: the points wait until the order is paid, at delivery.
  const pending = await gql(t.app, REWARDS, {}, { token: account.token });
  expect(pending.data!.customer.reward_points).toEqual({
    balance: { points: 0, money: { value: 0, currency: 'RON' } },
    pending: { points },
    balance_history: [],
    balance_history_total_count: 0,
    exchange_rates: { earning: { currency_amount: rates.currencyPerPoint, points: 1 }, redemption: { currency_amount: 1, points: 1 / rates.pointValue } }
  });
  await changeOrderStatus(t.db, number, 'shipped');
  expect((await gql(t.app, REWARDS, {}, { token: account.token })).data!.customer.reward_points.pending).toEqual({ points });
  expect((await changeOrderStatus(t.db, number, 'complete')).creditedPoints).toBe(points);
  const rewards = await gql(t.app, REWARDS, {}, { token: account.token });
  expect(rewards.data!.customer.reward_points).toMatchObject({
    balance: { points, money: { value: Math.round(points * rates.pointValue * 100) / 100, currency: 'RON' } },
    pending: { points: 0 },
    balance_history: [{ points_change: points, change_reason: `Order #${number}`, balance: { points } }],
    balance_history_total_count: 1
  });
  // The reason in the language of the view the account is read in.
  const roRewards = await gql(t.app, 'query { customer { reward_points { balance_history(pageSize: 10) { change_reason } } } }', {}, { token: account.token, store: 'default' });
  expect(roRewards.data!.customer.reward_points.balance_history).toEqual([{ change_reason: `Comanda #${number}` }]);

  const reorder = await gql(t.app, `mutation($n: String!) { reorderItems(orderNumber: $n) { cart { total_quantity items { product { sku } quantity } } userInputErrors { code message path } } }`, { n: number }, { token: account.token });
  expect(reorder.errors).toBeUndefined();
  expect(reorder.data!.reorderItems).toEqual({ cart: { total_quantity: 2, items: [{ product: { sku: product.sku }, quantity: 2 }] }, userInputErrors: [] });

  // Another customer and a guest can see or reorder none of it.
  const other = await createAccount(t.app);
  expect((await gql(t.app, ORDERS, {}, { token: other.token })).data!.customer.orders.total_count).toBe(0);
  expect(firstError(await gql(t.app, `mutation($n: String!) { reorderItems(orderNumber: $n) { cart { id } } }`, { n: number }, { token: other.token }))).toEqual({
    message: `Order number "${number}" doesn't belong to the current customer`, category: 'graphql-input'
  });
  expect(firstError(await gql(t.app, `mutation($n: String!) { reorderItems(orderNumber: $n) { cart { id } } }`, { n: number }))?.category).toBe('graphql-authorization');
  expect(firstError(await gql(t.app, 'query { customerCart { id } }'))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
});

test('a saved card: vaulted as brand, last 4 and expiry only, usable again, private to its owner, deletable', async () => {
  const account = await createAccount(t.app);
  const product = await pickSimple(t.db, 'reduced');
  const nonce = await tokenizeCard(t.app, '4111111111111111');
  const { placed } = await customerCheckout(account.token, product.sku, 1, { code: 'sandboxcard', sandboxcard: { payment_method_nonce: nonce, is_active_payment_token_enabler: true } });
  expect(placed.errors).toBeUndefined();
  const tokens = await gql(t.app, 'query { customerPaymentTokens { items { public_hash payment_method_code type details } } }', {}, { token: account.token });
  expect(tokens.data!.customerPaymentTokens.items).toHaveLength(1);
  const token = tokens.data!.customerPaymentTokens.items[0];
  expect(token).toMatchObject({ payment_method_code: 'sandboxcard', type: 'card' });
  expect(JSON.parse(token.details)).toEqual({ type: 'VI', brand: 'Visa', maskedCC: '1111', expirationDate: `12/${new Date().getFullYear() + 3}` });
  const rows = JSON.stringify(await t.db.query('SELECT * FROM payment_token'));
  expect(rows).not.toContain('4111111111111111');

  // Pay again with the saved card.
  const second = await customerCheckout(account.token, product.sku, 1, { code: 'sandboxcard_cc_vault', sandboxcard_cc_vault: { public_hash: token.public_hash } });
  expect(second.placed.errors).toBeUndefined();

  const other = await createAccount(t.app);
  expect((await gql(t.app, 'query { customerPaymentTokens { items { public_hash } } }', {}, { token: other.token })).data!.customerPaymentTokens.items).toEqual([]);
  const steal = await gql(t.app, 'mutation($h: String!) { deletePaymentToken(public_hash: $h) { result } }', { h: token.public_hash }, { token: other.token });
  expect(firstError(steal)?.category).toBe('graphql-no-such-entity');
  expect(firstError(await gql(t.app, 'query { customerPaymentTokens { items { public_hash } } }'))?.category).toBe('graphql-authorization');
  const deleted = await gql(t.app, 'mutation($h: String!) { deletePaymentToken(public_hash: $h) { result customerPaymentTokens { items { public_hash } } } }', { h: token.public_hash }, { token: account.token });
  expect(deleted.data!.deletePaymentToken).toEqual({ result: true, customerPaymentTokens: { items: [] } });
});

/** A GraphQL POST as a browser sends it, with its cookies; the answer and the cookie it sets. */
async function browserGql(query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', store: 'en_storeview', ...(cookie ? { cookie } : {}) },
    payload: { query, variables }
  });
  const setCookie = response.headers['set-cookie'];
  return { body: response.json() as GqlResult, setCookie: typeof setCookie === 'string' ? setCookie : undefined };
}

const CREATE_CUSTOMER = 'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }';

async function signIn(email: string) {
  const signed = await gql(t.app, 'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: 'Parola-Sigura-2026!' });
  return signed.data!.generateCustomerToken.token as string;
}

test('a guest order joins the account created afterwards in the browser that placed it, with its points; an e-mail address alone takes over nothing', async () => {
  const product = await pickSimple(t.db, 'standard');
  const cartId = (await gql(t.app, 'mutation { createEmptyCart }')).data!.createEmptyCart as string;
  await addToCart(t.app, cartId, product.sku, 1);
  await prepareGuestCheckout(t.app, cartId);
  const placed = await browserGql(PLACE_ORDER, { id: cartId });
  const number = placed.body.data!.placeOrder.order.order_number as string;
  // The answer remembers the order in the browser: HttpOnly, the cart id only.
  expect(placed.setCookie).toMatch(new RegExp(`^gnc_guest_orders=${cartId}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax$`));
  const cookie = placed.setCookie!.split(';')[0];
  const email = `guest.${Date.now()}@example.ro`;
  await t.db.query('UPDATE sales_order SET customer_email = $1 WHERE increment_id = $2', [email, number]);
  const input = { firstname: 'Ana', lastname: 'Popescu', password: 'Parola-Sigura-2026!' };

  // Someone else who knows the e-mail address registers with it first: the order stays a guest order.
  const stranger = await browserGql(CREATE_CUSTOMER, { input: { ...input, email } });
  expect(stranger.body.errors).toBeUndefined();
  const strangerToken = await signIn(email);
  const strangerOrders = await gql(t.app, ORDERS, {}, { token: strangerToken });
  expect(strangerOrders.data!.customer.orders.items.map((o: { number: string }) => o.number)).not.toContain(number);
  expect((await t.db.one<{ customer_id: number | null }>('SELECT customer_id FROM sales_order WHERE increment_id = $1', [number]))!.customer_id).toBeNull();

  // The shopper's own browser, with another address: nothing joins either.
  const other = await browserGql(CREATE_CUSTOMER, { input: { ...input, email: `other.${email}` } }, cookie);
  expect(other.body.errors).toBeUndefined();
  expect((await t.db.one<{ customer_id: number | null }>('SELECT customer_id FROM sales_order WHERE increment_id = $1', [number]))!.customer_id).toBeNull();

  // The browser that placed the order, with the order's address: the order and its points join the account.
  await t.db.query('UPDATE customer SET email = $1 WHERE email = $2', [`taken.${email}`, email]);
  const own = await browserGql(CREATE_CUSTOMER, { input: { ...input, email } }, cookie);
  expect(own.body.errors).toBeUndefined();
  const token = await signIn(email);
  const history = await gql(t.app, ORDERS, {}, { token });
  expect(history.data!.customer.orders.items.map((o: { number: string }) => o.number)).toContain(number);
  // Cash on delivery, not paid yet: its points wait.
  const earned = rewardPointsFor(placed.body.data!.placeOrder.orderV2.total.grand_total.value, rewardRates(await storeConfigValues({ db: t.db, loaders: new Map() }, 2)));
  const points = await gql(t.app, 'query { customer { reward_points { balance { points } pending { points } } } }', {}, { token });
  expect(points.data!.customer.reward_points).toEqual({ balance: { points: 0 }, pending: { points: earned } });
  const customer = (await t.db.one<{ customer_id: number }>('SELECT customer_id FROM customer WHERE email = $1', [email]))!;
  // Attaching twice changes nothing.
  expect(await attachGuestOrdersToCustomer(t.db, email, customer.customer_id, [cartId])).toEqual([]);
});

test('the order confirmation mail is written to the outbox with the order', async () => {
  const product = await pickSimple(t.db, 'reduced');
  const cartId = (await gql(t.app, 'mutation { createEmptyCart }')).data!.createEmptyCart as string;
  await addToCart(t.app, cartId, product.sku, 1);
  await prepareGuestCheckout(t.app, cartId);
  const number = (await gql(t.app, PLACE_ORDER, { id: cartId })).data!.placeOrder.order.order_number;
  const mail = await t.db.one<{ subject: string; template: string; text: string }>("SELECT subject, template, text FROM mail_outbox WHERE subject LIKE $1", [`%${number}%`]);
  expect(mail).toMatchObject({ subject: `Your order #${number} has been received`, template: 'sales_email_order_template' });
  expect(mail!.text).toMatch(/^ {2}1 × RON \d+\.\d{2} = RON \d+\.\d{2} \(VAT \d+%\)$/m);
  expect(mail!.text).toContain('Grand total:');

  // In the Romanian view the mail writes prices as the Romanian storefront does: "… lei".
  const roCart = (await gql(t.app, 'mutation { createEmptyCart }', {}, { store: 'default' })).data!.createEmptyCart as string;
  await addToCart(t.app, roCart, product.sku, 1, { store: 'default' });
  await prepareGuestCheckout(t.app, roCart, { code: 'cashondelivery' }, { store: 'default' });
  const roNumber = (await gql(t.app, PLACE_ORDER, { id: roCart }, { store: 'default' })).data!.placeOrder.order.order_number;
  const roMail = await t.db.one<{ text: string }>('SELECT text FROM mail_outbox WHERE subject LIKE $1', [`%${roNumber}%`]);
  expect(roMail!.text).toMatch(/^ {2}1 × \d+,\d{2} lei = \d+,\d{2} lei \(TVA \d+%\)$/m);
  expect(roMail!.text).toMatch(/^Total: [\d.]+,\d{2} lei$/m);
  expect(roMail!.text).not.toContain('RON');
});

test('orders across the views of the website (scope WEBSITE), with the subtotal including VAT', async () => {
  const account = await createAccount(t.app);
  const product = await pickSimple(t.db, 'standard');
  const { placed } = await customerCheckout(account.token, product.sku, 1);
  expect(placed.errors).toBeUndefined();
  const number = placed.data!.placeOrder.order.order_number as string;
  const query = `query($scope: ScopeTypeEnum) { customer { orders(scope: $scope) { total_count items { number status total { subtotal_incl_tax { value } subtotal_excl_tax { value } subtotal { value } } } } } }`;
  // Placed in the English view (the helpers' default), read in the Romanian one.
  const ro = (scope?: string) => gql(t.app, query, scope ? { scope } : {}, { token: account.token, store: 'default' });
  // Magento's default scope is the request's store view: the English order is not there.
  expect((await ro()).data!.customer.orders.total_count).toBe(0);
  expect((await ro('STORE')).data!.customer.orders.total_count).toBe(0);
  for (const scope of ['WEBSITE', 'GLOBAL']) {
    const orders = (await ro(scope)).data!.customer.orders;
    expect(orders.total_count).toBe(1);
    // Read in the Romanian view: the status in Romanian.
    expect(orders.items[0]).toMatchObject({ number, status: 'În așteptare' });
    const total = orders.items[0].total;
    expect(total.subtotal_incl_tax.value).toBeCloseTo(product.price, 2);
    expect(total.subtotal_excl_tax.value).toBe(total.subtotal.value);
    expect(total.subtotal_excl_tax.value).toBeLessThan(total.subtotal_incl_tax.value);
  }
  const en = await gql(t.app, query, { scope: 'WEBSITE' }, { token: account.token });
  expect(en.data!.customer.orders.items[0].status).toBe('Pending');
});

test('an order placed on a Saturday or Sunday (store time) earns the weekend multiplier', () => {
  const rates = { currencyPerPoint: 10, pointValue: 0.1, weekendMultiplier: 2, timezone: 'Europe/Bucharest', maxRedeemPercent: 50 };
  expect(rewardPointsFor(216.99, rates, new Date('2026-11-27T21:30:00Z'))).toBe(21); // Friday 23:30 in Bucharest
  expect(rewardPointsFor(216.99, rates, new Date('2026-11-27T22:30:00Z'))).toBe(42); // Saturday 00:30
  expect(rewardPointsFor(216.99, rates, new Date('2026-11-29T21:59:00Z'))).toBe(42); // Sunday 23:59
  expect(rewardPointsFor(216.99, rates, new Date('2026-11-29T22:00:00Z'))).toBe(21); // Monday 00:00
  expect(rewardPointsFor(9.99, rates, new Date('2026-11-28T12:00:00Z'))).toBe(0);
});

test('Magento 2.4.7 order fields: available_actions, customer_info, order_status_change_date, date_of_first_order, and the order_date / grand_total / status filters', async () => {
  const account = await createAccount(t.app, { firstname: 'Ioana', lastname: 'Marin' });
  const product = await pickSimple(t.db, 'standard');
  const first = (await customerCheckout(account.token, product.sku, 1)).placed.data!.placeOrder.order.order_number as string;
  const second = (await customerCheckout(account.token, product.sku, 3)).placed.data!.placeOrder.order.order_number as string;
  await t.db.query(`UPDATE sales_order SET created_at = '2026-01-10 08:00:00+00', updated_at = '2026-01-12 09:30:00+00' WHERE increment_id = $1`, [first]);
  await t.db.query(`UPDATE sales_order SET status = 'processing', updated_at = '2026-02-01 10:00:00+00' WHERE increment_id = $1`, [second]);
  const [{ total: firstTotal }, { total: secondTotal }] = await t.db.query<{ total: string }>(
    'SELECT grand_total::text AS total FROM sales_order WHERE increment_id = ANY($1) ORDER BY created_at', [[first, second]]
  );
  const Q = `query ($filter: CustomerOrdersFilterInput) { customer { orders(filter: $filter) { total_count date_of_first_order
    items { number available_actions order_status_change_date customer_info { firstname lastname middlename prefix suffix } } } } }`;
  const numbers = async (filter: Record<string, unknown>) => {
    const res = await gql(t.app, Q, { filter }, { token: account.token });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return (res.data!.customer.orders.items as Array<{ number: string }>).map((o) => o.number);
  };
  const all = await gql(t.app, Q, {}, { token: account.token });
  expect(all.data!.customer.orders).toEqual({
    total_count: 2,
    date_of_first_order: '2026-01-10 08:00:00',
    items: [
      { number: second, available_actions: ['REORDER'], order_status_change_date: '2026-02-01 10:00:00', customer_info: { firstname: 'Ioana', lastname: 'Marin', middlename: null, prefix: null, suffix: null } },
      { number: first, available_actions: ['REORDER'], order_status_change_date: '2026-01-12 09:30:00', customer_info: { firstname: 'Ioana', lastname: 'Marin', middlename: null, prefix: null, suffix: null } }
    ]
  });
  expect(await numbers({ order_date: { from: '2026-01-01', to: '2026-01-31 23:59:59' } })).toEqual([first]);
  expect(await numbers({ order_date: { from: '2026-01-11' } })).toEqual([second]);
  expect(await numbers({ grand_total: { from: secondTotal } })).toEqual([second]);
  expect(await numbers({ grand_total: { to: firstTotal } })).toEqual([first]);
  expect(await numbers({ grand_total: { from: String(Number(secondTotal) + 1) } })).toEqual([]);
  expect(await numbers({ status: { eq: 'processing' } })).toEqual([second]);
  expect(await numbers({ status: { in: ['pending', 'processing'] } })).toEqual([second, first]);
  expect(await numbers({ status: { eq: 'Processing' } })).toEqual([]);
  // The first order's date stays whatever the filter.
  const filtered = await gql(t.app, Q, { filter: { status: { eq: 'processing' } } }, { token: account.token });
  expect(filtered.data!.customer.orders.date_of_first_order).toBe('2026-01-10 08:00:00');
  expect(firstError(await gql(t.app, Q, { filter: { order_date: { from: 'yesterday' } } }, { token: account.token }))).toEqual({
    message: 'Invalid value of "yesterday" provided for the order_date field.', category: 'graphql-input'
  });
  // An order on hold cannot be reordered.
  await t.db.query(`UPDATE sales_order SET state = 'holded' WHERE increment_id = $1`, [first]);
  expect((await gql(t.app, Q, { filter: { number: { eq: first } } }, { token: account.token })).data!.customer.orders.items[0].available_actions).toEqual([]);
});

test('order cancellation is off: StoreConfig says so, cancelOrder answers Magento\'s error after its checks', async () => {
  const config = await gql(t.app, '{ storeConfig { order_cancellation_enabled order_cancellation_reasons { description } } }');
  expect(config.data!.storeConfig).toEqual({ order_cancellation_enabled: false, order_cancellation_reasons: [] });
  const owner = await createAccount(t.app);
  const intruder = await createAccount(t.app);
  const product = await pickSimple(t.db, 'standard');
  await customerCheckout(owner.token, product.sku, 1);
  const orderId = (await gql(t.app, '{ customer { orders { items { id } } } }', {}, { token: owner.token })).data!.customer.orders.items[0].id as string;
  const CANCEL = 'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { error errorV2 { code message } order { number } } }';
  const cancel = (input: Record<string, unknown>, token?: string) => gql(t.app, CANCEL, { input }, token ? { token } : {});
  expect((await cancel({ order_id: orderId, reason: 'Other' }, owner.token)).data!.cancelOrder).toEqual({
    error: 'Order cancellation is not enabled for requested store.',
    errorV2: { code: 'ORDER_CANCELLATION_DISABLED', message: 'Order cancellation is not enabled for requested store.' },
    order: null
  });
  expect((await cancel({ order_id: orderId, reason: 'Other' }, intruder.token)).data!.cancelOrder).toEqual({
    error: 'Current user is not authorized to cancel this order',
    errorV2: { code: 'UNAUTHORISED', message: 'Current user is not authorized to cancel this order' },
    order: null
  });
  expect((await cancel({ order_id: Buffer.from('99999999').toString('base64'), reason: 'Other' }, owner.token)).data!.cancelOrder.errorV2).toEqual({
    code: 'ORDER_NOT_FOUND', message: "The entity that was requested doesn't exist. Verify the entity and try again."
  });
  expect(firstError(await cancel({ order_id: orderId, reason: '' }, owner.token))).toEqual({
    message: 'Required parameter "reason" is missing or incorrect.', category: 'graphql-input'
  });
  expect(firstError(await cancel({ order_id: orderId, reason: 'Other' }))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  const CONFIRM = 'mutation ($input: ConfirmCancelOrderInput!) { confirmCancelOrder(input: $input) { errorV2 { code } order { number } } }';
  expect((await gql(t.app, CONFIRM, { input: { order_id: orderId, confirmation_key: 'k' } })).data!.confirmCancelOrder).toEqual({
    errorV2: { code: 'ORDER_CANCELLATION_DISABLED' }, order: null
  });
  const REQUEST = 'mutation ($input: GuestOrderCancelInput!) { requestGuestOrderCancel(input: $input) { errorV2 { code } } }';
  expect(firstError(await gql(t.app, REQUEST, { input: { token: 'nope:nope', reason: 'Other' } }))).toEqual({
    message: "We couldn't locate an order with the information provided.", category: 'graphql-no-such-entity'
  });
  const status = await t.db.one<{ state: string }>('SELECT state FROM sales_order WHERE order_id = $1', [Number(Buffer.from(orderId, 'base64').toString())]);
  expect(status!.state).not.toBe('canceled');
});
