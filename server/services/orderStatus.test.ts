/** Moving orders along: allowed steps, reward points once paid, stock back on cancel, status mails in the order's language. */
import { testAppForFile } from '../../test/helpers/server';
import { addToCart, customerCartId, gql, pickSimple, PLACE_ORDER, prepareGuestCheckout, tokenizeCard } from '../../test/helpers/sales';
import { createAccount } from './customer.testkit';
import { changeOrderStatus } from './orderStatus';

const t = testAppForFile();

async function order(payment: Record<string, unknown>, options: { token?: string; store?: string } = {}) {
  const product = await pickSimple(t.db, 'reduced');
  const cartId = options.token
    ? await customerCartId(t.app, options.token, options)
    : ((await gql(t.app, 'mutation { createEmptyCart }', {}, options)).data!.createEmptyCart as string);
  await addToCart(t.app, cartId, product.sku, 2, options);
  await prepareGuestCheckout(t.app, cartId, payment, options);
  const placed = await gql(t.app, PLACE_ORDER, { id: cartId }, options);
  if (placed.errors) throw new Error(placed.errors[0].message);
  return { number: placed.data!.placeOrder.order.order_number as string, product };
}

const balance = async (token: string) =>
  (await gql(t.app, 'query { customer { reward_points { balance { points } pending { points } } } }', {}, { token })).data!.customer.reward_points;
/** The order's points as the account's order page reads them. */
const orderPoints = async (token: string, number: string) =>
  (
    await gql(
      t.app,
      'query ($number: String!) { customer { orders(filter: { number: { eq: $number } }, scope: WEBSITE) { items { reward_points_earned reward_points_pending } } } }',
      { number },
      { token }
    )
  ).data!.customer.orders.items[0];
const lastMail = async (to: string) =>
  (await t.db.one<{ subject: string; text: string; template: string }>('SELECT subject, text, template FROM mail_outbox WHERE to_email = $1 ORDER BY mail_id DESC LIMIT 1', [to]))!;

test('a card order earns its points when placed; a bank transfer when marked paid, with a mail each step', async () => {
  const account = await createAccount(t.app);
  const nonce = await tokenizeCard(t.app, '4111111111111111');
  const card = await order({ code: 'sandboxcard', sandboxcard: { payment_method_nonce: nonce } }, { token: account.token });
  const afterCard = await balance(account.token);
  expect(afterCard.balance.points).toBeGreaterThan(0);
  expect(afterCard.pending.points).toBe(0);
  expect(await orderPoints(account.token, card.number)).toEqual({ reward_points_earned: afterCard.balance.points, reward_points_pending: 0 });

  const { number } = await order({ code: 'banktransfer' }, { token: account.token });
  const waiting = await balance(account.token);
  expect(waiting.balance.points).toBe(afterCard.balance.points);
  expect(waiting.pending.points).toBeGreaterThan(0);
  // Not paid yet: the order page says pending, not earned.
  expect(await orderPoints(account.token, number)).toEqual({ reward_points_earned: 0, reward_points_pending: waiting.pending.points });
  const paid = await changeOrderStatus(t.db, number, 'paid', { origin: 'https://gnc.example' });
  expect(paid).toMatchObject({ number, from: 'pending', to: 'processing', creditedPoints: waiting.pending.points, mailedTo: account.email });
  expect(await balance(account.token)).toEqual({ balance: { points: afterCard.balance.points + waiting.pending.points }, pending: { points: 0 } });
  expect(await orderPoints(account.token, number)).toEqual({ reward_points_earned: waiting.pending.points, reward_points_pending: 0 });
  // The English view's order: the mail in English, with an absolute link to the order.
  const mail = await lastMail(account.email);
  expect(mail.template).toBe('sales_email_order_status');
  expect(mail.subject).toBe(`Order #${number}: Processing`);
  expect(mail.text).toContain('We have received your payment');
  expect(mail.text).toContain(`See the order: https://gnc.example/en/order/${number}`);
  // Shipping and completing a paid order credit nothing more.
  expect((await changeOrderStatus(t.db, number, 'shipped')).creditedPoints).toBe(0);
  expect((await lastMail(account.email)).subject).toBe(`Order #${number}: Shipped`);
  expect((await changeOrderStatus(t.db, number, 'complete')).creditedPoints).toBe(0);
  await expect(changeOrderStatus(t.db, number, 'canceled')).rejects.toThrow(`Order ${number} is complete: it can become nothing else, not canceled.`);
  // A canceled order never earns its points, nor keeps them pending.
  const canceled = await order({ code: 'banktransfer' }, { token: account.token });
  await changeOrderStatus(t.db, canceled.number, 'canceled');
  expect(await orderPoints(account.token, canceled.number)).toEqual({ reward_points_earned: 0, reward_points_pending: 0 });
});

test('a canceled order gives its stock back and earns nothing; the Romanian view writes in Romanian; unknown orders are refused', async () => {
  const email = 'ana@example.com';
  const { number, product } = await order({ code: 'cashondelivery' }, { store: 'default' });
  const stock = async () => Number((await t.db.one<{ quantity: number }>('SELECT quantity FROM catalog_product WHERE sku = $1', [product.sku]))!.quantity);
  const before = await stock();
  const canceled = await changeOrderStatus(t.db, number, 'canceled');
  expect(canceled).toMatchObject({ to: 'canceled', creditedPoints: 0 });
  expect(await stock()).toBe(before + 2);
  const mail = await lastMail(email);
  expect(mail.subject).toBe(`Comanda #${number}: Anulată`);
  expect(mail.text).toContain('Comanda a fost anulată.');
  // A guest has no account page to link to.
  expect(mail.text).not.toContain('Vezi comanda');
  await expect(changeOrderStatus(t.db, number, 'paid')).rejects.toThrow(`Order ${number} is canceled: it can become nothing else, not paid.`);
  await expect(changeOrderStatus(t.db, '999999999', 'paid')).rejects.toThrow('There is no order with the number "999999999".');
});
