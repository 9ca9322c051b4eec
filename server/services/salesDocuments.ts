/**
 * Invoices and shipments (Magento's sales documents): an order is invoiced, whole, when it is paid (a
 * card order when it is placed; cash on delivery and bank transfer when `npm run order` marks it paid or
 * complete) and shipped, whole, when it is marked shipped or complete. Each document is numbered per
 * store view as Magento numbers them (000000001, ... ; 200000001, ... in store 2) and written in the
 * transaction that changes the order. CustomerOrder.invoices / shipments read them back.
 */
import type { Queryable } from '../db/client';
import type { RequestContext } from '../domain/context';
import { perRequestLoader } from '../domain/context';
import { inputError } from '../domain/errors';
import { listOrderItems, type OrderRow } from '../repositories/order';
import {
  hasInvoice, hasShipment, insertInvoice, insertShipment, listDocumentQuantities, listOrderStates, listInvoiceItems, listInvoices, listShipmentItems, listShipments, listShipmentTracks,
  nextDocumentNumber, type DocumentItemRow, type InvoiceRow, type ShipmentRow, type ShipmentTrackRow
} from '../repositories/salesDocuments';

type Ctx = Pick<RequestContext, 'db' | 'loaders'>;

/** The carrier's name of an order's delivery ("FAN Courier" of "FAN Courier - Standard delivery"). */
export const orderCarrierTitle = (order: Pick<OrderRow, 'shipping_description'>): string => order.shipping_description.split(' - ')[0];

export const TRACKING_NUMBER_MAX = 255;

/** The order's invoice for all its items at the order's totals; nothing when it has one. Returns its number. */
export async function invoiceOrder(tx: Queryable, order: OrderRow): Promise<string | null> {
  // Checked first so that an order invoiced already takes no number (Magento's numbers have no gaps).
  if (await hasInvoice(tx, order.order_id)) return null;
  const items = await listOrderItems(tx, [order.order_id]);
  const incrementId = await nextDocumentNumber(tx, 'invoice', order.store_id);
  const invoiceId = await insertInvoice(tx, {
    orderId: order.order_id,
    storeId: order.store_id,
    incrementId,
    totals: {
      subtotal_excl_tax: order.subtotal_excl_tax,
      subtotal_incl_tax: order.subtotal_incl_tax,
      // What the order's grand total is after: the coupon and the reward points that paid part of it.
      discount_amount: Math.round((order.discount_amount + (order.reward_amount ?? 0)) * 100) / 100,
      shipping_excl_tax: order.shipping_excl_tax,
      shipping_incl_tax: order.shipping_incl_tax,
      tax_amount: order.tax_amount,
      grand_total: order.grand_total,
      taxes: order.taxes
    },
    items: items.map((item) => ({ orderItemId: item.item_id, quantity: item.quantity }))
  });
  return invoiceId === null ? null : incrementId;
}

/** The tracking number as given to `npm run order -- --tracking`: trimmed, not blank, not too long. */
export function checkedTrackingNumber(value: string | null | undefined): string | null {
  if (value == null) return null;
  const number = value.trim();
  if (!number) throw inputError('INVALID_FIELD_VALUE', 'The tracking number is empty.', { field: 'tracking' });
  if (number.length > TRACKING_NUMBER_MAX) throw inputError('VALUE_TOO_LONG', `The tracking number is longer than ${TRACKING_NUMBER_MAX} characters.`, { field: 'tracking' });
  return number;
}

/** The order's shipment of all its items, with the parcel's tracking number if given; nothing when it has one. */
export async function shipOrder(tx: Queryable, order: OrderRow, trackingNumber: string | null = null): Promise<string | null> {
  if (await hasShipment(tx, order.order_id)) return null;
  const items = await listOrderItems(tx, [order.order_id]);
  const incrementId = await nextDocumentNumber(tx, 'shipment', order.store_id);
  const shipmentId = await insertShipment(tx, {
    orderId: order.order_id,
    storeId: order.store_id,
    incrementId,
    items: items.map((item) => ({ orderItemId: item.item_id, quantity: item.quantity })),
    track: trackingNumber ? { carrierCode: order.shipping_carrier_code, title: orderCarrierTitle(order), number: trackingNumber } : null
  });
  return shipmentId === null ? null : incrementId;
}

// ---------------------------------------------------------------------------------------------------
// Reading, batched per request
// ---------------------------------------------------------------------------------------------------

const byKey = <T, K>(ids: readonly K[], rows: readonly T[], key: (row: T) => K): T[][] => ids.map((id) => rows.filter((row) => key(row) === id));

export function orderInvoices(ctx: Ctx, orderId: number): Promise<InvoiceRow[]> {
  return perRequestLoader<number, InvoiceRow[]>(ctx, 'sales.invoices', async (ids) => byKey(ids, await listInvoices(ctx.db, ids), (r) => r.order_id)).load(orderId);
}

export function orderShipments(ctx: Ctx, orderId: number): Promise<ShipmentRow[]> {
  return perRequestLoader<number, ShipmentRow[]>(ctx, 'sales.shipments', async (ids) => byKey(ids, await listShipments(ctx.db, ids), (r) => r.order_id)).load(orderId);
}

export function invoiceItems(ctx: Ctx, invoiceId: number): Promise<DocumentItemRow[]> {
  return perRequestLoader<number, DocumentItemRow[]>(ctx, 'sales.invoiceItems', async (ids) => byKey(ids, await listInvoiceItems(ctx.db, ids), (r) => r.document_id)).load(invoiceId);
}

export function shipmentItems(ctx: Ctx, shipmentId: number): Promise<DocumentItemRow[]> {
  return perRequestLoader<number, DocumentItemRow[]>(ctx, 'sales.shipmentItems', async (ids) => byKey(ids, await listShipmentItems(ctx.db, ids), (r) => r.document_id)).load(shipmentId);
}

export function shipmentTracks(ctx: Ctx, shipmentId: number): Promise<ShipmentTrackRow[]> {
  return perRequestLoader<number, ShipmentTrackRow[]>(ctx, 'sales.shipmentTracks', async (ids) => byKey(ids, await listShipmentTracks(ctx.db, ids), (r) => r.shipment_id)).load(shipmentId);
}

/** Units of an order item invoiced and shipped so far. */
export function orderItemDocumentQuantities(ctx: Ctx, orderItemId: number): Promise<{ invoiced: number; shipped: number }> {
  return perRequestLoader<number, { invoiced: number; shipped: number }>(ctx, 'sales.documentQuantities', async (ids) => {
    const rows = await listDocumentQuantities(ctx.db, ids);
    return ids.map((id) => rows.find((row) => row.order_item_id === id) ?? { invoiced: 0, shipped: 0 });
  }).load(orderItemId);
}

export interface OrderItemProgress {
  status: string;
  invoiced: number;
  shipped: number;
  canceled: number;
}

/** Where an order item stands: its status and the units invoiced, shipped and canceled. */
export async function orderItemProgress(ctx: Ctx, item: { item_id: number; order_id: number; quantity: number }): Promise<OrderItemProgress> {
  const [quantities, state] = await Promise.all([
    orderItemDocumentQuantities(ctx, item.item_id),
    perRequestLoader<number, string | null>(ctx, 'sales.orderStates', async (ids) => {
      const rows = await listOrderStates(ctx.db, ids);
      return ids.map((id) => rows.find((row) => row.order_id === id)?.state ?? null);
    }).load(item.order_id)
  ]);
  const canceled = state === 'canceled' ? item.quantity - quantities.invoiced : 0;
  return { status: orderItemStatus(item.quantity, quantities, state ?? ''), ...quantities, canceled };
}

/**
 * Magento's order item status (Magento\Sales\Model\Order\Item::getStatusId), for an item ordered whole:
 * Canceled with its order, Shipped once all its units are shipped, Invoiced once all are invoiced,
 * else Ordered.
 */
export function orderItemStatus(ordered: number, quantities: { invoiced: number; shipped: number }, orderState: string): string {
  if (orderState === 'canceled') return 'Canceled';
  if (quantities.shipped >= ordered && ordered > 0) return 'Shipped';
  if (quantities.invoiced >= ordered && ordered > 0) return 'Invoiced';
  return 'Ordered';
}
