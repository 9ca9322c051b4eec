/**
 * Moving an order along after checkout, without an admin panel (`npm run order -- --status shipped
 * 000000005`): paid, shipped, complete or canceled. Each change is one transaction that also credits
 * the order's reward points once it is paid (a card order was paid when placed; cash on delivery when
 * it is complete; bank transfer when marked paid), puts a canceled order's stock back, and queues a
 * status mail to the shopper in the order's language. A paid order gets its invoice and a shipped
 * (or complete) one its shipment, with the parcel's tracking number when given (salesDocuments.ts).
 * Each change is written to the order's status history; complete marks the goods delivered, which
 * starts the withdrawal period (services/withdrawal.ts).
 */
import type { Db, Queryable } from '../db/client';
import { inputError, noSuchEntityError } from '../domain/errors';
import { findOrderByNumber, insertRewardPoints, listOrderItems, setOrderStatus, type OrderRow } from '../repositories/order';
import { returnStock } from '../repositories/cartStock';
import { forgetSharedRows } from './catalogRows';
import { findStoreViewById } from '../repositories/stores';
import { escapeHtml, mailLayout, queueMail } from './mail';
import { isPaidState, ORDER_STATUS_LABELS } from './order';
import { checkedTrackingNumber, invoiceOrder, shipOrder } from './salesDocuments';
import { insertStatusHistory, markDelivered } from '../repositories/withdrawal';

/** The steps a shopper is told about: each a Magento state and status. */
export const ORDER_STEPS = {
  paid: { state: 'processing', status: 'processing' },
  shipped: { state: 'processing', status: 'shipped' },
  complete: { state: 'complete', status: 'complete' },
  canceled: { state: 'canceled', status: 'canceled' }
} as const;
export type OrderStep = keyof typeof ORDER_STEPS;

/** From each status, where an order may go next (Magento's order flow; complete and canceled are final). */
const NEXT: Record<string, readonly OrderStep[]> = {
  pending: ['paid', 'shipped', 'complete', 'canceled'],
  processing: ['shipped', 'complete'],
  shipped: ['complete'],
  complete: [],
  canceled: []
};


/** Cash on delivery is paid when the parcel is handed over: shipped is not paid yet. */
function paidAfter(order: OrderRow, step: OrderStep): boolean {
  if (step === 'canceled') return false;
  if (step === 'shipped') return isPaidState(order.state) || order.payment.method !== 'cashondelivery';
  return true;
}

export interface StatusChange {
  number: string;
  from: string;
  to: string;
  creditedPoints: number;
  mailedTo: string;
  /** The invoice and shipment numbers written by this change (null: none written). */
  invoice: string | null;
  shipment: string | null;
}

/**
 * Changes an order's status; `origin` (the store's public URL, PUBLIC_BASE_URL) makes the mail's link to
 * the order absolute, `trackingNumber` is the parcel's (kept on the shipment). Refuses a change the
 * order flow does not allow, with the statuses it does.
 */
export async function changeOrderStatus(
  db: Db,
  number: string,
  step: OrderStep,
  options: { origin?: string; trackingNumber?: string | null } = {}
): Promise<StatusChange> {
  const order = await findOrderByNumber(db, number.trim());
  if (!order) throw noSuchEntityError('ORDER_NOT_FOUND', `There is no order with the number "${number}".`);
  const allowed = NEXT[order.status] ?? [];
  if (!allowed.includes(step)) {
    throw inputError('ORDER_STATUS_NOT_ALLOWED', `Order ${order.increment_id} is ${order.status}: it can become ${allowed.join(', ') || 'nothing else'}, not ${step}.`);
  }
  const target = ORDER_STEPS[step];
  const trackingNumber = checkedTrackingNumber(options.trackingNumber);
  if (trackingNumber && step !== 'shipped' && step !== 'complete') {
    throw inputError('ORDER_STATUS_NOT_ALLOWED', `A tracking number goes with a shipment: give it with --status shipped or complete, not ${step}.`);
  }
  const store = await findStoreViewById(db, order.store_id);
  return db.transaction(async (tx) => {
    await setOrderStatus(tx, order.order_id, target.state, target.status);
    // Complete: the goods are delivered, and the withdrawal period runs from now (services/withdrawal.ts).
    if (step === 'complete') await markDelivered(tx, order.order_id);
    let creditedPoints = 0;
    const paid = paidAfter(order, step);
    if (paid && target.state !== 'canceled' && order.customer_id !== null && order.reward_points > 0) {
      creditedPoints = (await insertRewardPoints(tx, order.customer_id, order.order_id, order.reward_points, `Order #${order.increment_id}`)) ? order.reward_points : 0;
    }
    // Magento invoices a paid order and ships a shipped one (each once, whole).
    const invoice = paid ? await invoiceOrder(tx, order) : null;
    const shipment = step === 'shipped' || step === 'complete' ? await shipOrder(tx, order, trackingNumber) : null;
    if (step === 'canceled') {
      // A product deleted since keeps no stock to return.
      for (const item of await listOrderItems(tx, [order.order_id])) if (item.product_id !== null) await returnStock(tx, item.product_id, item.quantity);
      forgetSharedRows();
      // The points that paid part of it go back to the customer.
      if (order.customer_id !== null && order.reward_points_used > 0) {
        await insertRewardPoints(tx, order.customer_id, order.order_id, order.reward_points_used, `Given back: order #${order.increment_id} canceled`, 'refunded');
      }
    }
    const locale = store?.locale ?? 'ro_RO';
    const orderLink = order.customer_id !== null && options.origin ? `${options.origin}${store?.pathPrefix ? `/${store.pathPrefix}` : ''}/order/${order.increment_id}` : null;
    await queueStatusMail(tx, order, target.status, locale, orderLink);
    await insertStatusHistory(tx, {
      orderId: order.order_id, status: target.status, customerNotified: true,
      comment: [invoice && `Invoice ${invoice}.`, shipment && `Shipment ${shipment}${trackingNumber ? `, tracking ${trackingNumber}` : ''}.`].filter(Boolean).join(' ') || null
    });
    return { number: order.increment_id, from: order.status, to: target.status, creditedPoints, mailedTo: order.customer_email, invoice, shipment };
  });
}

const STATUS_TEXTS: Record<string, { ro: string; en: string }> = {
  processing: { ro: 'Am primit plata și pregătim coletul.', en: 'We have received your payment and are packing your parcel.' },
  shipped: { ro: 'Coletul a plecat spre tine.', en: 'Your parcel is on its way.' },
  complete: { ro: 'Comanda a fost livrată. Îți mulțumim!', en: 'Your order has been delivered. Thank you!' },
  canceled: { ro: 'Comanda a fost anulată.', en: 'Your order has been canceled.' }
};

async function queueStatusMail(tx: Queryable, order: OrderRow, status: string, locale: string, orderLink: string | null): Promise<void> {
  const ro = locale === 'ro_RO';
  const label = ORDER_STATUS_LABELS[status]?.[locale] ?? status;
  const subject = ro ? `Comanda #${order.increment_id}: ${label}` : `Order #${order.increment_id}: ${label}`;
  const greeting = ro ? `Bună, ${order.customer_firstname}!` : `Hello ${order.customer_firstname},`;
  const text = STATUS_TEXTS[status]?.[ro ? 'ro' : 'en'] ?? label;
  const linkText = orderLink ? `${ro ? 'Vezi comanda' : 'See the order'}: ${orderLink}` : null;
  await queueMail(tx, {
    to: order.customer_email,
    template: 'sales_email_order_status',
    subject,
    text: [greeting, '', text, ...(linkText ? ['', linkText] : [])].join('\n'),
    html: mailLayout(subject, `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(text)}</p>` + (orderLink ? `<p><a href="${escapeHtml(orderLink)}">${escapeHtml(ro ? 'Vezi comanda' : 'See the order')}</a></p>` : '')),
    storeId: order.store_id
  });
}
