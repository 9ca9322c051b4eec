/**
 * The withdrawal function (requestOrderWithdrawal; CustomerOrder.withdrawal, withdrawal_deadline,
 * withdrawal_open): matching the order, the period in Romanian time, canceled orders, one request per
 * order, items, the acknowledgement mail, the rate limit, and the retailer moving it (npm run order).
 */
import { lastMailTo, placeTestOrder } from '../../../test/helpers/orders';
import { pickProducts, type PickedProduct } from '../../../test/helpers/sales';
import { testAppForFile } from '../../../test/helpers/server';
import { createAccount, gql, holdClockPerRateLimitWindow, type GqlResult } from '../../services/customer.testkit';
import { changeOrderStatus } from '../../services/orderStatus';
import { RATE_LIMIT_MESSAGE, RATE_LIMITS } from '../../services/rateLimit';
import { describeOrder, moveWithdrawal, setWithdrawalClock } from '../../services/withdrawal';

const t = testAppForFile();

const REQUEST = `mutation($input: OrderWithdrawalInput!) { requestOrderWithdrawal(input: $input) {
  already_requested withdrawal { number requested_at status whole_order items { product_name product_sku quantity } } } }`;
const ORDER_FIELDS = 'number withdrawal { number status whole_order requested_at } withdrawal_deadline withdrawal_open items { id product_sku product_name quantity_ordered }';
const GUEST_ORDER = `query($i: GuestOrderInformationInput!) { guestOrder(input: $i) { ${ORDER_FIELDS} } }`;

let reduced: PickedProduct;
let standard: PickedProduct;
beforeAll(async () => {
  [reduced] = await pickProducts(t.db, "p.parent_id IS NULL AND p.visibility = 4 AND p.stock_status = 'IN_STOCK' AND p.quantity >= 50 AND p.special_price IS NULL AND p.tax_class = 'reduced'");
  [standard] = await pickProducts(t.db, "p.parent_id IS NULL AND p.visibility = 4 AND p.stock_status = 'IN_STOCK' AND p.quantity >= 50 AND p.special_price IS NULL AND p.tax_class = 'standard'");
});
afterEach(() => setWithdrawalClock(null));

let orderCounter = 0;
/** A guest order of two lines (2 × a food supplement, 1 × another product) with its own e-mail address. */
async function guestOrder(store = 'default', extra: Parameters<typeof placeTestOrder>[1] extends infer O ? Partial<O> : never = {}) {
  const email = `retragere${++orderCounter}.${Date.now()}@example.com`;
  const number = await placeTestOrder(t.app, { store, email, products: [{ sku: reduced.sku, quantity: 2 }, { sku: standard.sku, quantity: 1 }], ...extra });
  return { number, email };
}

const at = (iso: string) => setWithdrawalClock(() => new Date(iso));

async function withdraw(input: Record<string, unknown>, options: { store?: string; token?: string; ip?: string } = {}): Promise<GqlResult> {
  return gql(t.app, REQUEST, { store: options.store ?? 'default', token: options.token, ip: options.ip, variables: { input } });
}

async function lookUp(number: string, email: string, store = 'default') {
  const res = await gql(t.app, GUEST_ORDER, { store, variables: { i: { number, email, lastname: 'Popescu' } } });
  if (res.errors) throw new Error(res.errors[0].message);
  return res.data.guestOrder;
}

const errorOf = (res: GqlResult) => {
  const error = res.errors?.[0] as { message: string; extensions?: { category?: string; code?: string; field?: string } } | undefined;
  return error && { message: error.message, category: error.extensions?.category, code: error.extensions?.code, ...(error.extensions?.field ? { field: error.extensions.field } : {}) };
};

const countWithdrawals = async (number: string) =>
  Number((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sales_order_withdrawal w JOIN sales_order o USING (order_id) WHERE o.increment_id = $1', [number]))!.n);
const countMails = async (email: string) =>
  Number((await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE to_email = $1 AND template = 'sales_order_withdrawal'", [email]))!.n);

/** Sets when a complete order was delivered, as the period counts from it. */
async function deliveredAt(number: string, deliveredAt: string) {
  await t.db.query('UPDATE sales_order SET delivered_at = $2::timestamptz WHERE increment_id = $1', [number, deliveredAt]);
}

const NOT_FOUND = { message: 'We found no order with these details.', category: 'graphql-input', code: 'ORDER_NOT_FOUND' };

test('a guest withdraws from the whole order: the answer, the order’s fields and the acknowledgement with the date and time received', async () => {
  const { number, email } = await guestOrder();
  expect(await lookUp(number, email)).toMatchObject({ withdrawal: null, withdrawal_deadline: null, withdrawal_open: true });
  at('2026-12-05T12:32:00Z'); // 14:32 in Bucharest
  // The e-mail in any case, the name last name first and without diacritics.
  const res = await withdraw({ order_number: ` ${number} `, email: email.toUpperCase(), name: 'popescu  ANA' });
  expect(res.errors).toBeUndefined();
  expect(res.data.requestOrderWithdrawal).toEqual({
    already_requested: false,
    withdrawal: {
      number: `${number}-R1`, requested_at: '2026-12-05T14:32:00+02:00', status: 'REQUESTED', whole_order: true,
      items: [
        { product_name: expect.any(String), product_sku: reduced.sku, quantity: 2 },
        { product_name: expect.any(String), product_sku: standard.sku, quantity: 1 }
      ]
    }
  });
  expect(await lookUp(number, email, 'en_storeview')).toMatchObject({
    withdrawal: { number: `${number}-R1`, status: 'REQUESTED', whole_order: true, requested_at: '2026-12-05T14:32:00+02:00' },
    withdrawal_deadline: null,
    withdrawal_open: false
  });

  // The acknowledgement, in the order's language: when it was received, what it covers, what happens next.
  const mail = await lastMailTo(t.db, email, 'sales_order_withdrawal');
  expect(mail.subject).toBe(`Am primit retragerea ta din comanda #${number}`);
  expect(mail.text).toContain('Am primit pe 5 decembrie 2026, 14:32 (ora României) declarația ta de retragere din contract');
  expect(mail.text).toContain(`Referința retragerii: ${number}-R1`);
  expect(mail.text).toContain('Primită pe: 5 decembrie 2026, 14:32 (ora României)');
  expect(mail.text).toMatch(new RegExp(`^Comanda: #${number} din \\d{1,2} \\p{L}+ \\d{4}$`, 'mu'));
  expect(mail.text).toContain('Nume: popescu ANA');
  expect(mail.text).toContain(`E-mail: ${email}`);
  expect(mail.text).toContain('Te retragi din: întreaga comandă');
  expect(mail.text).toContain(`– 2 × `);
  expect(mail.text).toContain(`cod ${reduced.sku}`);
  // 14 days from Saturday 5 December end on Saturday 19 December: Monday 21 December.
  expect(mail.text).toContain('în cel mult 14 zile de la data la care ne-ai comunicat retragerea (cel târziu pe 21 decembrie 2026)');
  expect(mail.text).toContain('de la data la care am fost informați despre retragere (cel târziu pe 21 decembrie 2026)');
  expect(mail.text).toContain('aceeași metodă de plată pe care ai folosit-o la comandă (');
  const address = (await t.db.one<{ value: string }>("SELECT value FROM core_config WHERE store_id = 0 AND path = 'general/store_information/street_line1'"))!.value;
  expect(mail.text).toContain(address);
  expect(mail.text).toMatch(/^Termenii și condițiile: https?:\/\/[^/\s]+\/termeni-si-conditii$/m);
  expect(mail.html).toContain('5 decembrie 2026, 14:32');
  expect(await countMails(email)).toBe(1);
});

test('the English view’s order is acknowledged in English; the name may be the shipping address’s', async () => {
  const { number, email } = await guestOrder('en_storeview', { billing: { firstname: 'Ion', lastname: 'Ștefănescu' } });
  at('2026-12-05T12:32:00Z');
  expect(errorOf(await withdraw({ order_number: number, email, name: 'Ana Ionescu' }, { store: 'en_storeview' }))).toEqual(NOT_FOUND);
  expect((await withdraw({ order_number: number, email, name: 'Stefanescu, Ion' }, { store: 'en_storeview' })).errors).toBeUndefined();
  const mail = await lastMailTo(t.db, email, 'sales_order_withdrawal');
  expect(mail.subject).toBe(`We have received your withdrawal from order #${number}`);
  expect(mail.text).toContain(`on 5 Dec 2026, 14:32 (Romanian time)`);
  expect(mail.text).toContain('Received on: 5 Dec 2026, 14:32 (Romanian time)');
  expect(mail.text).toContain('(by 21 Dec 2026 at the latest)');
  expect(mail.text).toMatch(/^Terms and conditions: https?:\/\/[^/\s]+\/en\/termeni-si-conditii$/m);
  // The shipping address's name works as well.
  const other = await guestOrder('en_storeview', { billing: { firstname: 'Ion', lastname: 'Ștefănescu' } });
  expect((await withdraw({ order_number: other.number, email: other.email, name: 'Ana Popescu' }, { store: 'en_storeview' })).errors).toBeUndefined();
});

test('a wrong e-mail, name or number, or a missing detail: one and the same error, nothing recorded or mailed', async () => {
  const { number, email } = await guestOrder();
  const another = await guestOrder();
  for (const input of [
    { order_number: number, email: 'alt@example.com', name: 'Ana Popescu' },
    { order_number: number, email, name: 'Maria Popescu' },
    { order_number: number, email, name: 'Ana' },
    { order_number: number, email, name: '  ' },
    { order_number: another.number, email, name: 'Ana Popescu' },
    { order_number: '999999999', email, name: 'Ana Popescu' },
    { order_number: '', email, name: 'Ana Popescu' }
  ]) {
    const res = await withdraw(input, { store: 'en_storeview' });
    expect(res.data).toEqual({ requestOrderWithdrawal: null });
    expect(errorOf(res)).toEqual(NOT_FOUND);
  }
  expect(errorOf(await withdraw({ order_number: number, email, name: 'Ana Ionescu' }))).toEqual({ ...NOT_FOUND, message: 'Nu am găsit nicio comandă cu aceste date.' });
  expect(await countWithdrawals(number)).toBe(0);
  expect(await countMails(email)).toBe(0);
});

test('a signed-in customer withdraws from their order; customer.orders shows the withdrawal', async () => {
  const account = await createAccount(t.app);
  const number = await placeTestOrder(t.app, { store: 'default', token: account.token, products: [{ sku: reduced.sku, quantity: 1 }] });
  const orders = async () =>
    (await gql(t.app, `query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { ${ORDER_FIELDS} } } } }`, { store: 'default', token: account.token, variables: { n: number } }))
      .data.customer.orders.items[0];
  expect(await orders()).toMatchObject({ withdrawal: null, withdrawal_deadline: null, withdrawal_open: true });
  at('2026-12-05T12:32:00Z');
  const res = await withdraw({ order_number: number, email: account.email, name: 'Ana Popescu' }, { token: account.token });
  expect(res.errors).toBeUndefined();
  expect(res.data.requestOrderWithdrawal).toMatchObject({ already_requested: false, withdrawal: { number: `${number}-R1`, whole_order: true } });
  expect(await orders()).toMatchObject({ withdrawal: { number: `${number}-R1`, status: 'REQUESTED' }, withdrawal_open: false });
  expect(await countMails(account.email)).toBe(1);
});

test('the period: open until 23:59 of its last day in Bucharest, refused from midnight naming the day it ended', async () => {
  const { number, email } = await guestOrder();
  await changeOrderStatus(t.db, number, 'complete');
  // Completing the order marks it delivered now: the period has started.
  expect((await lookUp(number, email)).withdrawal_deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // Delivered Thursday 5 November 2026 at 10:00 in Bucharest: the period ends with Thursday 19 November.
  await deliveredAt(number, '2026-11-05T08:00:00Z');
  at('2026-11-19T21:59:00Z'); // 23:59 in Bucharest
  expect(await lookUp(number, email)).toMatchObject({ withdrawal_deadline: '2026-11-19', withdrawal_open: true });
  at('2026-11-19T22:00:00Z'); // 00:00 on 20 November
  expect(await lookUp(number, email)).toMatchObject({ withdrawal_deadline: '2026-11-19', withdrawal_open: false });
  const input = { order_number: number, email, name: 'Ana Popescu' };
  expect(errorOf(await withdraw(input, { store: 'en_storeview' }))).toEqual({
    message: `The withdrawal period for order ${number} ended on 19 November 2026.`, category: 'graphql-input', code: 'WITHDRAWAL_PERIOD_ENDED'
  });
  expect(errorOf(await withdraw(input))).toEqual({
    message: `Perioada de retragere pentru comanda ${number} s-a încheiat pe 19 noiembrie 2026.`, category: 'graphql-input', code: 'WITHDRAWAL_PERIOD_ENDED'
  });
  expect(await countWithdrawals(number)).toBe(0);
  at('2026-11-19T21:59:59Z');
  const res = await withdraw(input);
  expect(res.errors).toBeUndefined();
  expect(res.data.requestOrderWithdrawal.withdrawal.requested_at).toBe('2026-11-19T23:59:59+02:00');
});

test('before delivery the shopper may withdraw: the period has not started', async () => {
  const { number, email } = await guestOrder();
  await changeOrderStatus(t.db, number, 'shipped');
  at('2027-06-30T10:00:00Z');
  expect(await lookUp(number, email)).toMatchObject({ withdrawal_deadline: null, withdrawal_open: true });
  expect((await withdraw({ order_number: number, email, name: 'Ana Popescu' })).data.requestOrderWithdrawal.already_requested).toBe(false);
});

test('a canceled order is refused clearly', async () => {
  const { number, email } = await guestOrder();
  await changeOrderStatus(t.db, number, 'canceled');
  expect(await lookUp(number, email)).toMatchObject({ withdrawal_open: false });
  expect(errorOf(await withdraw({ order_number: number, email, name: 'Ana Popescu' }, { store: 'en_storeview' }))).toEqual({
    message: `Order ${number} was canceled: there is no contract left to withdraw from.`, category: 'graphql-input', code: 'WITHDRAWAL_ORDER_CANCELED'
  });
  expect(errorOf(await withdraw({ order_number: number, email, name: 'Ana Popescu' }))?.message).toBe(`Comanda ${number} a fost anulată: nu mai există un contract din care să te retragi.`);
  expect(await countWithdrawals(number)).toBe(0);
});

test('a second request answers the first, recording and mailing nothing more; two at once record one', async () => {
  const { number, email } = await guestOrder();
  at('2026-12-05T12:32:00Z');
  const input = { order_number: number, email, name: 'Ana Popescu' };
  const first = (await withdraw(input)).data.requestOrderWithdrawal;
  at('2026-12-06T09:00:00Z');
  const second = (await withdraw({ ...input, items: [{ order_item_uid: 'MQ==', quantity: 1 }] })).data.requestOrderWithdrawal;
  expect(second).toEqual({ ...first, already_requested: true });
  expect(await countWithdrawals(number)).toBe(1);
  expect(await countMails(email)).toBe(1);

  const other = await guestOrder();
  const both = await Promise.all([0, 1].map(() => withdraw({ order_number: other.number, email: other.email, name: 'Ana Popescu' })));
  expect(both.map((res) => res.data.requestOrderWithdrawal.already_requested).sort()).toEqual([false, true]);
  expect(both[0].data.requestOrderWithdrawal.withdrawal).toEqual(both[1].data.requestOrderWithdrawal.withdrawal);
  expect(await countWithdrawals(other.number)).toBe(1);
  expect(await countMails(other.email)).toBe(1);
});

test('items: some of them, at most the quantity ordered, only the order’s own', async () => {
  const { number, email } = await guestOrder();
  const items = (await lookUp(number, email)).items as Array<{ id: string; product_sku: string; quantity_ordered: number }>;
  const supplement = items.find((item) => item.product_sku === reduced.sku)!;
  const base = { order_number: number, email, name: 'Ana Popescu' };
  expect(errorOf(await withdraw({ ...base, items: [{ order_item_uid: supplement.id, quantity: 3 }] }, { store: 'en_storeview' }))).toMatchObject({
    code: 'WITHDRAWAL_QUANTITY_EXCEEDED', field: 'items', category: 'graphql-input', message: expect.stringMatching(/^At most 2 of ".+" can be withdrawn from: that many were ordered\.$/)
  });
  // Twice the same item counts together.
  expect(errorOf(await withdraw({ ...base, items: [{ order_item_uid: supplement.id, quantity: 2 }, { order_item_uid: supplement.id, quantity: 1 }] }))?.code).toBe('WITHDRAWAL_QUANTITY_EXCEEDED');
  expect(errorOf(await withdraw({ ...base, items: [{ order_item_uid: supplement.id, quantity: 0.5 }] }))).toMatchObject({ code: 'INVALID_QUANTITY', field: 'items' });
  expect(errorOf(await withdraw({ ...base, items: [{ order_item_uid: 'OTk5OTk5OQ==', quantity: 1 }] }, { store: 'en_storeview' }))).toMatchObject({
    code: 'WITHDRAWAL_ITEM_NOT_FOUND', field: 'items', message: `Order ${number} has no item "OTk5OTk5OQ==".`
  });
  expect(await countWithdrawals(number)).toBe(0);
  const res = await withdraw({ ...base, items: [{ order_item_uid: supplement.id, quantity: 1 }] });
  expect(res.data.requestOrderWithdrawal.withdrawal).toMatchObject({ whole_order: false, items: [{ product_sku: reduced.sku, quantity: 1 }] });
  const mail = await lastMailTo(t.db, email, 'sales_order_withdrawal');
  expect(mail.text).toContain('Te retragi din: produsele de mai jos');
  expect(mail.text).not.toContain(`cod ${standard.sku}`);
  // Every item in full is the whole order.
  const other = await guestOrder();
  const all = ((await lookUp(other.number, other.email)).items as Array<{ id: string; quantity_ordered: number }>).map((item) => ({ order_item_uid: item.id, quantity: item.quantity_ordered }));
  expect((await withdraw({ order_number: other.number, email: other.email, name: 'Ana Popescu', items: all })).data.requestOrderWithdrawal.withdrawal.whole_order).toBe(true);
});

test('npm run order: the order with its withdrawal and history; the retailer moves the withdrawal, the shopper is told', async () => {
  const { number, email } = await guestOrder();
  await changeOrderStatus(t.db, number, 'complete');
  await deliveredAt(number, '2026-11-05T08:00:00Z');
  at('2026-11-10T08:15:00Z');
  expect((await withdraw({ order_number: number, email, name: 'Ana Popescu' })).errors).toBeUndefined();
  const shown = await describeOrder(t.db, number, new Date('2026-11-10T09:00:00Z'));
  expect(shown[0]).toMatch(new RegExp(`^order ${number}: complete, placed \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}, delivered 2026-11-05 10:00; withdrawal period until 2026-11-19 \\(open\\)$`));
  expect(shown[1]).toBe(`withdrawal ${number}-R1: REQUESTED, received 2026-11-10 10:15 from Ana Popescu <${email}>; whole order:`);
  expect(shown).toContain(`  2 × ${(await lookUp(number, email)).items[0].product_name} (${reduced.sku})`);
  expect(shown).toContain(`  next: npm run order -- --withdrawal received ${number} | npm run order -- --withdrawal refunded ${number}`);
  expect(shown.some((line) => line.includes('complete') && line.includes('(mailed)'))).toBe(true);
  expect(shown.some((line) => line.includes(`Withdrawal ${number}-R1 requested by Ana Popescu <${email}> (the whole order); acknowledgement mailed.`))).toBe(true);

  const received = await moveWithdrawal(t.db, number, 'received', new Date('2026-11-12T10:00:00Z'));
  expect(received).toEqual({ number, reference: `${number}-R1`, from: 'REQUESTED', to: 'RECEIVED_BACK', mailedTo: email });
  expect((await lookUp(number, email)).withdrawal.status).toBe('RECEIVED_BACK');
  const mail = await lastMailTo(t.db, email, 'sales_order_withdrawal_update');
  expect(mail.text).toContain(`Am primit înapoi produsele din comanda #${number}`);
  await expect(moveWithdrawal(t.db, number, 'received')).rejects.toThrow(`Withdrawal ${number}-R1 is RECEIVED_BACK: it cannot become RECEIVED_BACK.`);
  await moveWithdrawal(t.db, number, 'refunded', new Date('2026-11-13T10:00:00Z'));
  expect((await lookUp(number, email)).withdrawal.status).toBe('REFUNDED');
  expect((await lastMailTo(t.db, email, 'sales_order_withdrawal_update')).text).toContain(`Ți-am rambursat suma pentru retragerea din comanda #${number}`);
  const after = await describeOrder(t.db, number, new Date('2026-11-13T11:00:00Z'));
  expect(after[1]).toContain('REFUNDED, received 2026-11-10 10:15');
  expect(after[1]).toContain('goods back 2026-11-12 12:00, refunded 2026-11-13 12:00');
  expect(after.some((line) => line.includes(`Withdrawal ${number}-R1: refunded.`))).toBe(true);
  await expect(moveWithdrawal(t.db, (await guestOrder()).number, 'refunded')).rejects.toThrow('has no withdrawal request');
});

describe('rate limit', () => {
  holdClockPerRateLimitWindow();

  test(`${RATE_LIMITS.withdrawal.perIp} requests a minute per client IP; then even the right one waits`, async () => {
    const { number, email } = await guestOrder();
    const ip = '10.97.0.1';
    for (let i = 0; i < RATE_LIMITS.withdrawal.perIp; i += 1) {
      expect(errorOf(await withdraw({ order_number: String(100000000 + i), email: `walk${i}@example.ro`, name: 'Ana Popescu' }, { ip }))?.code).toBe('ORDER_NOT_FOUND');
    }
    expect(errorOf(await withdraw({ order_number: number, email, name: 'Ana Popescu' }, { ip, store: 'en_storeview' }))).toEqual({
      message: RATE_LIMIT_MESSAGE, category: 'graphql-input', code: 'RATE_LIMITED'
    });
    expect((await withdraw({ order_number: number, email, name: 'Ana Popescu' }, { ip: '10.97.0.2' })).errors).toBeUndefined();
  });
});
