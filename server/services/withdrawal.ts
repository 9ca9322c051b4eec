/**
 * The withdrawal function (Directive 2011/83/EU art. 11a as inserted by Directive (EU) 2023/2673,
 * applicable from 19 June 2026; OUG 34/2014 art. 9-14): a shopper withdraws from an order, whole or some
 * of its items, and the retailer moves the withdrawal along.
 *
 * - The order is found by its number, the e-mail address it was placed with (any case) and the shopper's
 *   name, which must be the billing or the shipping address's, first + last or last + first, whatever
 *   the case, diacritics or punctuation ('popescu ana' is 'Ana Popescu', 'Stefan' is 'Ștefan'). Any
 *   mismatch, or an unknown number, answers one and the same error (ORDER_NOT_FOUND, 'We found no
 *   order with these details.'): nothing tells which detail was wrong. A customer's order is withdrawn
 *   from the same way, signed in or not. Each request counts against the 'withdrawal' rate limit (per
 *   client IP and per e-mail address) before anything is looked up.
 * - The period (legal/withdrawalPeriod.ts): before delivery the shopper may withdraw; from delivery
 *   (the order became complete) to the end of the 14th day after it, Romanian time, later when that
 *   day is not a working day. After it: WITHDRAWAL_PERIOD_ENDED, naming the day it ended in the
 *   view's language. A canceled order: WITHDRAWAL_ORDER_CANCELED.
 * - The items: the order items' uids (CustomerOrder.items[].id), at most the quantity ordered; none:
 *   the whole order.
 * - One request per order: a second one (at once or later) answers the first with already_requested,
 *   records and mails nothing (sales_order_withdrawal.order_id is unique).
 * - Recorded with the time it was received (the clock tests set: setWithdrawalClock), a comment in the
 *   order's status history (npm run order shows it), and acknowledged by e-mail in the order's language
 *   with the date and time it was received, what it covers and what happens next (art. 11a(3); art.
 *   13-14: the goods back within 14 days, to the trader's address; the refund within 14 days, by the
 *   same means of payment, which may wait for the goods).
 * - The retailer moves it: REQUESTED → RECEIVED_BACK (the goods are back) → REFUNDED, or REQUESTED →
 *   REFUNDED (moveWithdrawal, `npm run order -- --withdrawal received|refunded <number>`), each step a
 *   status-history comment and a mail to the shopper.
 */
import type { Db, Queryable } from '../db/client';
import type { RequestContext, StoreView } from '../domain/context';
import { markPrivate, perRequestLoader } from '../domain/context';
import { inputError, noSuchEntityError } from '../domain/errors';
import { isoWithOffset, withdrawalDeadline, withinPeriod, zonedDateTime } from '../legal/withdrawalPeriod';
import { findOrderByNumber, findOrderForLookup, listOrderAddresses, listOrderItems, type OrderItemRow, type OrderRow } from '../repositories/order';
import { findStoreViewById, listStoreViews } from '../repositories/stores';
import {
  insertStatusHistory, insertWithdrawal, listDeliveries, listStatusHistory, listWithdrawals, setWithdrawalStatus, type WithdrawalRow, type WithdrawalStatus
} from '../repositories/withdrawal';
import { encodeUid } from './storeConfig';
import {
  contractLinks, formatLegalDay, formatMailDate, formatMailDateTime, mailBlocksHtml, mailBlocksText, refundText, returnGoodsText, traderBlock, traderIdentity,
  utcTimestamp, type MailBlock, type Trader
} from './legalTexts';
import { escapeHtml, mailLayout, queueMail } from './mail';
import { clientIp, enforceRateLimit } from './rateLimit';

type Ctx = RequestContext;

export const WITHDRAWAL_ORDER_NOT_FOUND_MESSAGE = 'We found no order with these details.';
export const WITHDRAWAL_PERIOD_ENDED_MESSAGE = 'The withdrawal period for order %1 ended on %2.';
export const WITHDRAWAL_ORDER_CANCELED_MESSAGE = 'Order %1 was canceled: there is no contract left to withdraw from.';

// ---------------------------------------------------------------------------------------------------
// The clock
// ---------------------------------------------------------------------------------------------------

let clock: (() => Date) | null = null;

/** Tests set the time requests are received and periods are judged at; null restores the real clock. */
export function setWithdrawalClock(now: (() => Date) | null): void {
  clock = now;
}

const now = (): Date => clock?.() ?? new Date();

// ---------------------------------------------------------------------------------------------------
// An order's withdrawal and period
// ---------------------------------------------------------------------------------------------------

interface WithdrawalFacts {
  deliveredAt: Date | null;
  withdrawal: WithdrawalRow | null;
}

/** When the order was delivered and its withdrawal, batched over the orders of a request. */
function withdrawalFacts(ctx: Pick<Ctx, 'db' | 'loaders'>, orderId: number): Promise<WithdrawalFacts> {
  return perRequestLoader<number, WithdrawalFacts>(ctx, 'withdrawal.facts', async (ids) => {
    const [deliveries, withdrawals] = await Promise.all([listDeliveries(ctx.db, ids), listWithdrawals(ctx.db, ids)]);
    return ids.map((id) => ({
      deliveredAt: deliveries.find((row) => row.order_id === id)?.delivered_at ?? null,
      withdrawal: withdrawals.find((row) => row.order_id === id) ?? null
    }));
  }).load(orderId);
}

/** CustomerOrder.withdrawal: the order's withdrawal request, if any. */
export async function orderWithdrawal(ctx: Pick<Ctx, 'db' | 'loaders'>, order: Pick<OrderRow, 'order_id'>): Promise<WithdrawalRow | null> {
  return (await withdrawalFacts(ctx, order.order_id)).withdrawal;
}

/** CustomerOrder.withdrawal_deadline: the period's last day, null until the goods are delivered. */
export async function orderWithdrawalDeadline(ctx: Pick<Ctx, 'db' | 'loaders'>, order: Pick<OrderRow, 'order_id'>): Promise<string | null> {
  const { deliveredAt } = await withdrawalFacts(ctx, order.order_id);
  return deliveredAt ? withdrawalDeadline(deliveredAt) : null;
}

/** CustomerOrder.withdrawal_open: not canceled, not withdrawn from yet, and before delivery or within the period. */
export async function orderWithdrawalOpen(ctx: Pick<Ctx, 'db' | 'loaders'>, order: Pick<OrderRow, 'order_id' | 'state'>): Promise<boolean> {
  if (order.state === 'canceled') return false;
  const { deliveredAt, withdrawal } = await withdrawalFacts(ctx, order.order_id);
  if (withdrawal) return false;
  return deliveredAt === null || withinPeriod(withdrawalDeadline(deliveredAt), now());
}

/** OrderWithdrawal as GraphQL answers it. */
export const withdrawalOutput = (row: WithdrawalRow) => ({
  number: row.increment_id,
  requested_at: isoWithOffset(row.requested_at),
  status: row.status,
  whole_order: row.whole_order,
  items: row.items.map((item) => ({ product_name: item.name, product_sku: item.sku, quantity: item.quantity }))
});

// ---------------------------------------------------------------------------------------------------
// The request
// ---------------------------------------------------------------------------------------------------

export interface OrderWithdrawalInput {
  order_number?: string | null;
  email?: string | null;
  name?: string | null;
  items?: ReadonlyArray<{ order_item_uid?: string | null; quantity?: number | null }> | null;
}

const notFound = () => inputError('ORDER_NOT_FOUND', WITHDRAWAL_ORDER_NOT_FOUND_MESSAGE);

/** A name as compared: no diacritics, no case, words apart by single spaces. */
export const foldName = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}+/gu, '').toLocaleLowerCase('ro-RO').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Whether the name given is the first and last name of one of the order's addresses, in either order. */
function nameMatches(given: string, names: ReadonlyArray<{ firstname: string; lastname: string }>): boolean {
  const folded = foldName(given);
  if (!folded) return false;
  return names.some(({ firstname, lastname }) => folded === foldName(`${firstname} ${lastname}`) || folded === foldName(`${lastname} ${firstname}`));
}

/** The order items' ids of a uid (base64 of the id, as CustomerOrder.items[].id), or null. */
function itemIdOf(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  return /^\d{1,10}$/.test(decoded) && encodeUid(decoded) === uid ? Number(decoded) : null;
}

/** The items withdrawn from with their quantities; the whole order when none are named. */
function chosenItems(order: OrderRow, items: readonly OrderItemRow[], input: OrderWithdrawalInput['items']): { wholeOrder: boolean; items: Array<{ orderItemId: number; quantity: number }> } {
  if (!input?.length) return { wholeOrder: true, items: items.map((item) => ({ orderItemId: item.item_id, quantity: item.quantity })) };
  const quantities = new Map<number, number>();
  for (const entry of input) {
    const uid = (entry.order_item_uid ?? '').trim();
    const item = items.find((candidate) => candidate.item_id === itemIdOf(uid));
    if (!item) throw inputError('WITHDRAWAL_ITEM_NOT_FOUND', 'Order %1 has no item "%2".', { field: 'items', parameters: [order.increment_id, uid.slice(0, 40)] });
    const quantity = entry.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      throw inputError('INVALID_QUANTITY', 'The quantity to withdraw from must be a whole number above 0.', { field: 'items' });
    }
    const total = (quantities.get(item.item_id) ?? 0) + quantity;
    if (total > item.quantity) {
      throw inputError('WITHDRAWAL_QUANTITY_EXCEEDED', 'At most %1 of "%2" can be withdrawn from: that many were ordered.', { field: 'items', parameters: [String(item.quantity), item.name] });
    }
    quantities.set(item.item_id, total);
  }
  const chosen = items.filter((item) => quantities.has(item.item_id)).map((item) => ({ orderItemId: item.item_id, quantity: quantities.get(item.item_id)! }));
  const wholeOrder = items.every((item) => quantities.get(item.item_id) === item.quantity);
  return { wholeOrder, items: chosen };
}

async function websiteStoreIds(ctx: Ctx): Promise<number[]> {
  return (await listStoreViews(ctx.db)).filter((view) => view.websiteId === ctx.store.websiteId).map((view) => view.id);
}

export interface WithdrawalAnswer {
  withdrawal: WithdrawalRow;
  already_requested: boolean;
}

/** requestOrderWithdrawal(input). */
export async function requestOrderWithdrawal(ctx: Ctx, input: OrderWithdrawalInput): Promise<WithdrawalAnswer> {
  markPrivate(ctx);
  const number = (input.order_number ?? '').trim().replace(/^#/, '');
  const email = (input.email ?? '').trim().toLowerCase();
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  await enforceRateLimit(ctx.db, 'withdrawal', { ip: clientIp(ctx), email: email || null });
  if (!number || number.length > 32 || !email || !name) throw notFound();
  const found = await findOrderForLookup(ctx.db, number, await websiteStoreIds(ctx));
  if (!found || found.order.customer_email.trim().toLowerCase() !== email) throw notFound();
  const order = found.order;
  if (!nameMatches(name, await listOrderAddresses(ctx.db, [order.order_id]))) throw notFound();

  // Only now, with every detail right, does the answer say anything about the order.
  const facts = await withdrawalFacts(ctx, order.order_id);
  if (facts.withdrawal) return { withdrawal: facts.withdrawal, already_requested: true };
  if (order.state === 'canceled') throw inputError('WITHDRAWAL_ORDER_CANCELED', WITHDRAWAL_ORDER_CANCELED_MESSAGE, { parameters: [order.increment_id] });
  const receivedAt = now();
  if (facts.deliveredAt) {
    const deadline = withdrawalDeadline(facts.deliveredAt);
    if (!withinPeriod(deadline, receivedAt)) {
      throw inputError('WITHDRAWAL_PERIOD_ENDED', WITHDRAWAL_PERIOD_ENDED_MESSAGE, { parameters: [order.increment_id, formatLegalDay(deadline, ctx.store.locale)] });
    }
  }
  const items = await listOrderItems(ctx.db, [order.order_id]);
  const chosen = chosenItems(order, items, input.items);

  // The acknowledgement is in the order's language and names its trader: read before the transaction.
  const orderStore = (await findStoreViewById(ctx.db, order.store_id)) ?? ctx.store;
  const trader = await traderIdentity(ctx, orderStore);
  const reference = `${order.increment_id}-R1`;
  const answer = await ctx.db.transaction(async (tx): Promise<WithdrawalAnswer> => {
    const id = await insertWithdrawal(tx, {
      orderId: order.order_id,
      incrementId: reference,
      wholeOrder: chosen.wholeOrder,
      consumerName: name,
      consumerEmail: email,
      storeId: ctx.store.id,
      requestedAt: receivedAt,
      items: chosen.items
    });
    const [recorded] = await listWithdrawals(tx, [order.order_id]);
    // Another request of the same order got in first: it is the answer, and it was mailed already.
    if (id === null) return { withdrawal: recorded, already_requested: true };
    const covered = recorded.whole_order ? 'the whole order' : recorded.items.map((item) => `${item.quantity} × ${item.sku}`).join(', ');
    await insertStatusHistory(tx, {
      orderId: order.order_id,
      status: order.status,
      entityName: 'withdrawal',
      customerNotified: true,
      comment: `Withdrawal ${reference} requested by ${name} <${email}> (${covered}); acknowledgement mailed.`
    });
    const mail = withdrawalAcknowledgementMail({ order, withdrawal: recorded, store: orderStore, trader, origin: ctx.origin });
    await queueMail(tx, { to: email, template: 'sales_order_withdrawal', ...mail, storeId: orderStore.id });
    return { withdrawal: recorded, already_requested: false };
  });
  ctx.loaders.delete('withdrawal.facts');
  return answer;
}

// ---------------------------------------------------------------------------------------------------
// The acknowledgement
// ---------------------------------------------------------------------------------------------------

const itemText = (item: WithdrawalRow['items'][number], locale: string) =>
  `${item.quantity} × ${item.name}${item.selected_options.length ? ` (${item.selected_options.map((o) => `${o.label}: ${o.value}`).join(', ')})` : ''}, ${locale === 'ro_RO' ? 'cod' : 'SKU'} ${item.sku}`;

/**
 * The acknowledgement on a durable medium (art. 11a(3)): what the shopper sent (name, e-mail, order,
 * items), the date and time it was received in Romanian time, and what happens next with its dates.
 */
export function withdrawalAcknowledgementMail(input: { order: OrderRow; withdrawal: WithdrawalRow; store: StoreView; trader: Trader; origin: string }): { subject: string; text: string; html: string } {
  const { order, withdrawal, store, trader, origin } = input;
  const locale = store.locale;
  const ro = locale === 'ro_RO';
  const number = order.increment_id;
  const receivedAt = formatMailDateTime(withdrawal.requested_at, locale);
  // The goods go back, and the refund is made, within 14 days of the withdrawal (legal/withdrawalPeriod.ts).
  const byDay = withdrawalDeadline(withdrawal.requested_at);
  const payment = order.payment as { title?: string; method?: string };
  const subject = ro ? `Am primit retragerea ta din comanda #${number}` : `We have received your withdrawal from order #${number}`;
  const greeting = ro ? `Bună, ${order.customer_firstname}!` : `Hello ${order.customer_firstname},`;
  const intro = ro
    ? `Am primit pe ${receivedAt} (ora României) declarația ta de retragere din contract pentru comanda #${number}. Retragerea este înregistrată: păstrează acest e-mail ca dovadă.`
    : `We received your statement withdrawing from the contract of order #${number} on ${receivedAt} (Romanian time). Your withdrawal is recorded: keep this e-mail as proof.`;
  const request: MailBlock = {
    heading: ro ? 'Ce ne-ai transmis' : 'What you sent us',
    lines: [
      `${ro ? 'Referința retragerii' : 'Withdrawal reference'}: ${withdrawal.increment_id}`,
      `${ro ? 'Primită pe' : 'Received on'}: ${receivedAt} (${ro ? 'ora României' : 'Romanian time'})`,
      `${ro ? 'Comanda' : 'Order'}: #${number} ${ro ? 'din' : 'of'} ${formatMailDate(utcTimestamp(order.created_at), locale)}`,
      `${ro ? 'Nume' : 'Name'}: ${withdrawal.consumer_name}`,
      `E-mail: ${withdrawal.consumer_email}`,
      `${ro ? 'Te retragi din' : 'Withdrawing from'}: ${withdrawal.whole_order ? (ro ? 'întreaga comandă' : 'the whole order') : ro ? 'produsele de mai jos' : 'the items below'}`,
      ...withdrawal.items.map((item) => `– ${itemText(item, locale)}`)
    ]
  };
  const next: MailBlock = {
    heading: ro ? 'Ce urmează' : 'What happens next',
    lines: [returnGoodsText(trader, locale, byDay), refundText(locale, { byDay, paymentTitle: payment.title ?? payment.method ?? null, someItems: !withdrawal.whole_order })]
  };
  const links = contractLinks(origin, store, number);
  const documents: MailBlock = ro
    ? { heading: 'Documente', lines: [`Termenii și condițiile: ${links.terms}`] }
    : { heading: 'Documents', lines: [`Terms and conditions: ${links.terms}`] };
  const blocks = [request, next, traderBlock(trader, locale), documents];
  return {
    subject,
    text: [greeting, '', intro, '', mailBlocksText(blocks)].join('\n'),
    html: mailLayout(subject, `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${mailBlocksHtml(blocks)}`)
  };
}

// ---------------------------------------------------------------------------------------------------
// The retailer: moving a withdrawal along, and what npm run order prints
// ---------------------------------------------------------------------------------------------------

export const WITHDRAWAL_STEPS = {
  received: { status: 'RECEIVED_BACK', from: ['REQUESTED'] },
  refunded: { status: 'REFUNDED', from: ['REQUESTED', 'RECEIVED_BACK'] }
} as const satisfies Record<string, { status: Exclude<WithdrawalStatus, 'REQUESTED'>; from: readonly WithdrawalStatus[] }>;
export type WithdrawalStep = keyof typeof WITHDRAWAL_STEPS;

export interface WithdrawalChange {
  number: string;
  reference: string;
  from: WithdrawalStatus;
  to: WithdrawalStatus;
  mailedTo: string;
}

async function orderAndWithdrawal(db: Queryable, number: string): Promise<{ order: OrderRow; withdrawal: WithdrawalRow }> {
  const order = await findOrderByNumber(db, number.trim());
  if (!order) throw noSuchEntityError('ORDER_NOT_FOUND', `There is no order with the number "${number}".`);
  const [withdrawal] = await listWithdrawals(db, [order.order_id]);
  if (!withdrawal) throw noSuchEntityError('ORDER_NOT_FOUND', `Order ${order.increment_id} has no withdrawal request.`);
  return { order, withdrawal };
}

const STEP_TEXTS: Record<WithdrawalStep, { comment: string; ro: (n: string) => string; en: (n: string) => string }> = {
  received: {
    comment: 'goods received back',
    ro: (n) => `Am primit înapoi produsele din comanda #${n} de care te-ai retras. Rambursarea urmează în termenul din confirmarea retragerii.`,
    en: (n) => `We have received back the goods of order #${n} you withdrew from. The refund follows within the time stated when we acknowledged your withdrawal.`
  },
  refunded: {
    comment: 'refunded',
    ro: (n) => `Ți-am rambursat suma pentru retragerea din comanda #${n}, prin aceeași metodă de plată pe care ai folosit-o la comandă.`,
    en: (n) => `We have refunded you for your withdrawal from order #${n}, by the same means of payment you used for the order.`
  }
};

/**
 * Moves an order's withdrawal (the goods are back; the refund is made), with a status-history comment
 * and a mail to the shopper in the order's language. Refuses a step the withdrawal's status does not allow.
 */
export async function moveWithdrawal(db: Db, number: string, step: WithdrawalStep, at: Date = new Date()): Promise<WithdrawalChange> {
  const { order, withdrawal } = await orderAndWithdrawal(db, number);
  const target = WITHDRAWAL_STEPS[step];
  if (!(target.from as readonly WithdrawalStatus[]).includes(withdrawal.status)) {
    throw inputError('ORDER_STATUS_NOT_ALLOWED', `Withdrawal ${withdrawal.increment_id} is ${withdrawal.status}: it cannot become ${target.status}.`);
  }
  const store = await findStoreViewById(db, order.store_id);
  const locale = store?.locale ?? 'ro_RO';
  const ro = locale === 'ro_RO';
  return db.transaction(async (tx) => {
    if (!(await setWithdrawalStatus(tx, withdrawal.withdrawal_id, target.status, target.from, at))) {
      throw inputError('ORDER_STATUS_NOT_ALLOWED', `Withdrawal ${withdrawal.increment_id} changed meanwhile: run the command again.`);
    }
    await insertStatusHistory(tx, {
      orderId: order.order_id, status: order.status, entityName: 'withdrawal', customerNotified: true,
      comment: `Withdrawal ${withdrawal.increment_id}: ${STEP_TEXTS[step].comment}.`
    });
    const subject = ro ? `Retragerea din comanda #${order.increment_id}` : `Your withdrawal from order #${order.increment_id}`;
    const greeting = ro ? `Bună, ${order.customer_firstname}!` : `Hello ${order.customer_firstname},`;
    const body = STEP_TEXTS[step][ro ? 'ro' : 'en'](order.increment_id);
    await queueMail(tx, {
      to: withdrawal.consumer_email,
      template: 'sales_order_withdrawal_update',
      subject,
      text: [greeting, '', body, '', `${ro ? 'Referința retragerii' : 'Withdrawal reference'}: ${withdrawal.increment_id}`].join('\n'),
      html: mailLayout(subject, `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(`${ro ? 'Referința retragerii' : 'Withdrawal reference'}: ${withdrawal.increment_id}`)}</p>`),
      storeId: order.store_id
    });
    return { number: order.increment_id, reference: withdrawal.increment_id, from: withdrawal.status, to: target.status, mailedTo: withdrawal.consumer_email };
  });
}

/** Romanian time, as the retailer reads it: '2026-12-05 14:32'. */
const retailerTime = (instant: Date) => {
  const zoned = zonedDateTime(instant);
  return `${zoned.day} ${String(zoned.hour).padStart(2, '0')}:${String(zoned.minute).padStart(2, '0')}`;
};

/**
 * What `npm run order` prints about an order (English, Romanian time): its status, delivery and
 * withdrawal period, its withdrawal with the items, and its status history.
 */
export async function describeOrder(db: Db, number: string, at: Date = now()): Promise<string[]> {
  const order = await findOrderByNumber(db, number.trim());
  if (!order) throw noSuchEntityError('ORDER_NOT_FOUND', `There is no order with the number "${number}".`);
  const [[delivery], [withdrawal], history] = await Promise.all([
    listDeliveries(db, [order.order_id]), listWithdrawals(db, [order.order_id]), listStatusHistory(db, order.order_id)
  ]);
  const deadline = delivery?.delivered_at ? withdrawalDeadline(delivery.delivered_at) : null;
  const period = order.state === 'canceled'
    ? 'canceled: no withdrawal'
    : deadline
      ? `withdrawal period until ${deadline} (${withinPeriod(deadline, at) ? 'open' : 'ended'})`
      : 'not delivered: withdrawal open';
  const lines = [
    `order ${order.increment_id}: ${order.status}, placed ${retailerTime(utcTimestamp(order.created_at))}` +
      (delivery?.delivered_at ? `, delivered ${retailerTime(delivery.delivered_at)}` : '') + `; ${period}`
  ];
  if (withdrawal) {
    lines.push(
      `withdrawal ${withdrawal.increment_id}: ${withdrawal.status}, received ${retailerTime(withdrawal.requested_at)} from ${withdrawal.consumer_name} <${withdrawal.consumer_email}>` +
        (withdrawal.received_back_at ? `, goods back ${retailerTime(withdrawal.received_back_at)}` : '') +
        (withdrawal.refunded_at ? `, refunded ${retailerTime(withdrawal.refunded_at)}` : '') +
        `; ${withdrawal.whole_order ? 'whole order' : 'some items'}:`,
      ...withdrawal.items.map((item) => `  ${item.quantity} × ${item.name} (${item.sku})`)
    );
    if (withdrawal.status !== 'REFUNDED') {
      const next = (Object.keys(WITHDRAWAL_STEPS) as WithdrawalStep[]).filter((step) => (WITHDRAWAL_STEPS[step].from as readonly WithdrawalStatus[]).includes(withdrawal.status));
      lines.push(`  next: ${next.map((step) => `npm run order -- --withdrawal ${step} ${order.increment_id}`).join(' | ')}`);
    }
  }
  if (history.length) {
    lines.push('history:', ...history.map((entry) => `  ${retailerTime(entry.created_at)}  ${entry.status}${entry.comment ? `  ${entry.comment}` : ''}${entry.is_customer_notified ? '  (mailed)' : ''}`));
  }
  return lines;
}
