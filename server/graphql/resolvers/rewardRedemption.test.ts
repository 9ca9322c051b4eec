/** My GNC Rewards redemption: applyRewardPointsToCart / removeRewardPointsFromCart, the order and the ledger. */
import { testAppForFile } from '../../../test/helpers/server';
import { addToCart, gql, pickSimple, prepareGuestCheckout, type GqlResult } from '../../../test/helpers/sales';
import { createAccount } from '../../services/customer.testkit';
import { changeOrderStatus } from '../../services/orderStatus';
import { rewardRates, storeConfigValues } from '../../services/storeConfig';

const t = testAppForFile();
const RO = { store: 'default' };

const APPLY = `mutation($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { applied_reward_points { points money { value currency } } prices { grand_total { value } discounts { label amount { value } } } } } }`;
const REMOVE = `mutation($id: ID!) { removeRewardPointsFromCart(cartId: $id) { cart { applied_reward_points { points } prices { grand_total { value } } } } }`;
const BALANCE = `{ customer { reward_points { balance { points } balance_history(pageSize: 5) { points_change change_reason } } } }`;
const codeOf = (res: GqlResult) => res.errors?.[0]?.extensions?.code;

async function customerWithPoints(points: number) {
  const account = await createAccount(t.app);
  const customer = (await t.db.one<{ customer_id: number }>('SELECT customer_id FROM customer WHERE email = $1', [account.email]))!;
  if (points) await t.db.query("INSERT INTO reward_points_history (customer_id, points, reason) VALUES ($1, $2, 'Welcome')", [customer.customer_id, points]);
  const cartId = (await gql(t.app, 'query { customerCart { id } }', {}, { ...RO, token: account.token })).data!.customerCart.id as string;
  return { account, customerId: customer.customer_id, cartId, token: account.token };
}

test('points pay part of a customer cart, at most half the products, and can be taken off again; guests and empty balances are refused', async () => {
  const product = await pickSimple(t.db, 'reduced');
  const guestCart = (await gql(t.app, 'mutation { createEmptyCart }', {}, RO)).data!.createEmptyCart as string;
  expect(codeOf(await gql(t.app, APPLY, { id: guestCart }, RO))).toBe('CUSTOMER_NOT_AUTHORIZED');
  const poor = await customerWithPoints(0);
  const refused = await gql(t.app, APPLY, { id: poor.cartId }, { ...RO, token: poor.token });
  expect(codeOf(refused)).toBe('REWARD_POINTS_UNAVAILABLE');
  expect(refused.errors?.[0].message).toBe('Nu ai puncte de folosit.');

  const rich = await customerWithPoints(100000);
  await addToCart(t.app, rich.cartId, product.sku, 1, { ...RO, token: rich.token });
  const before = (await gql(t.app, 'query($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } } }', { id: rich.cartId }, { ...RO, token: rich.token })).data!.cart.prices.grand_total.value as number;
  const applied = await gql(t.app, APPLY, { id: rich.cartId }, { ...RO, token: rich.token });
  expect(applied.errors).toBeUndefined();
  // The store's share of the products (rewards/redemption/max_percent), in whole points.
  const rates = rewardRates(await storeConfigValues({ db: t.db, loaders: new Map() }, 1));
  const points = Math.floor((product.price * rates.maxRedeemPercent) / 100 / rates.pointValue + 1e-9);
  const half = Math.round(points * rates.pointValue * 100) / 100;
  expect(applied.data!.applyRewardPointsToCart.cart.applied_reward_points).toEqual({ points, money: { value: half, currency: 'RON' } });
  expect(applied.data!.applyRewardPointsToCart.cart.prices.grand_total.value).toBeCloseTo(before - half, 2);
  // Listed among the cart's discounts too, so that every summary adds up to the grand total.
  expect(applied.data!.applyRewardPointsToCart.cart.prices.discounts).toEqual([{ label: `Puncte My GNC Rewards (${points})`, amount: { value: half } }]);
  const removed = await gql(t.app, REMOVE, { id: rich.cartId }, { ...RO, token: rich.token });
  expect(removed.data!.removeRewardPointsFromCart.cart).toEqual({ applied_reward_points: null, prices: { grand_total: { value: before } } });
});

test('the order spends the points, says so on the order and in the mail, and a canceled order gives them back', async () => {
  const product = await pickSimple(t.db, 'reduced');
  const { cartId, token } = await customerWithPoints(150);
  await addToCart(t.app, cartId, product.sku, 2, { ...RO, token });
  await prepareGuestCheckout(t.app, cartId, { code: 'cashondelivery' }, { ...RO, token });
  expect((await gql(t.app, APPLY, { id: cartId }, { ...RO, token })).data!.applyRewardPointsToCart.cart.applied_reward_points.points).toBe(150);
  const placed = await gql(t.app, `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number
    total { grand_total { value } subtotal_incl_tax { value } shipping_handling { amount_including_tax { value } } discounts { label amount { value } } } } } }`, { id: cartId }, { ...RO, token });
  expect(placed.errors).toBeUndefined();
  const order = placed.data!.placeOrder.orderV2;
  expect(order.total.discounts).toEqual([{ label: 'Puncte My GNC Rewards (150)', amount: { value: 15 } }]);
  expect(order.total.grand_total.value).toBeCloseTo(order.total.subtotal_incl_tax.value + order.total.shipping_handling.amount_including_tax.value - 15, 2);
  const after = (await gql(t.app, BALANCE, {}, { ...RO, token })).data!.customer.reward_points;
  expect(after.balance.points).toBe(0);
  expect(after.balance_history[0]).toEqual({ points_change: -150, change_reason: `Folosite pentru comanda #${order.number}` });
  const [mail] = await t.db.query<{ text: string }>("SELECT text FROM mail_outbox WHERE template = 'sales_email_order_template' ORDER BY mail_id DESC LIMIT 1");
  expect(mail.text).toContain('Puncte My GNC Rewards folosite: 150 (−15,00 lei)');

  await changeOrderStatus(t.db, order.number, 'canceled');
  const back = (await gql(t.app, BALANCE, {}, { ...RO, token })).data!.customer.reward_points;
  expect(back.balance.points).toBe(150);
  expect(back.balance_history[0]).toEqual({ points_change: 150, change_reason: `Returnate: comanda #${order.number} a fost anulată` });
});

test('points spent elsewhere before the order are not spent twice: the order uses what is left', async () => {
  const product = await pickSimple(t.db, 'reduced');
  const { cartId, token, customerId } = await customerWithPoints(150);
  await addToCart(t.app, cartId, product.sku, 1, { ...RO, token });
  await prepareGuestCheckout(t.app, cartId, { code: 'cashondelivery' }, { ...RO, token });
  await gql(t.app, APPLY, { id: cartId }, { ...RO, token });
  // Another order (another tab) spends 100 of them after the points were applied to this cart.
  await t.db.query("INSERT INTO reward_points_history (customer_id, points, reason) VALUES ($1, -100, 'Elsewhere')", [customerId]);
  const PLACE = 'mutation($id: String!) { placeOrder(input: {cart_id: $id}) { orderV2 { number total { discounts { label } } } } }';
  const placed = await gql(t.app, PLACE, { id: cartId }, { ...RO, token });
  // The order reads the balance afresh (and holds it in its transaction): the 50 points left are what it uses.
  expect(placed.errors).toBeUndefined();
  expect(placed.data!.placeOrder.orderV2.total.discounts).toEqual([{ label: 'Puncte My GNC Rewards (50)' }]);
  expect((await gql(t.app, BALANCE, {}, { ...RO, token })).data!.customer.reward_points.balance.points).toBe(0);
});
