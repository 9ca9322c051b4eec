/** Invoices and shipments of orders (Magento's sales_invoice, sales_shipment, their items and tracks). */
import type { Queryable } from '../db/client';
import type { OrderTotals } from './order';

export type SalesDocumentType = 'invoice' | 'shipment' | 'creditmemo';

/**
 * Magento's increment ids: nine digits per store view, the first replaced by the store id past the
 * first store (000000001 for store 1, 200000001 for store 2). Orders, invoices and shipments alike.
 */
export function formatIncrementId(storeId: number, value: number): string {
  const digits = String(value).padStart(9, '0');
  return storeId === 1 ? digits : `${storeId}${digits.slice(1)}`;
}

/** The next number of a document type in a store view; the row lock serialises concurrent writers. */
export async function nextDocumentNumber(db: Queryable, type: SalesDocumentType, storeId: number): Promise<string> {
  const row = await db.one<{ last_value: number }>(
    `INSERT INTO sales_document_sequence (entity_type, store_id, last_value) VALUES ($1, $2, 1)
     ON CONFLICT (entity_type, store_id) DO UPDATE SET last_value = sales_document_sequence.last_value + 1 RETURNING last_value`,
    [type, storeId]
  );
  return formatIncrementId(storeId, Number(row!.last_value));
}

/** An invoice of a whole order carries the order's totals. */
export type InvoiceTotals = OrderTotals;

export interface InvoiceRow extends InvoiceTotals {
  invoice_id: number;
  order_id: number;
  store_id: number;
  increment_id: string;
  created_at: string;
}

export interface ShipmentRow {
  shipment_id: number;
  order_id: number;
  store_id: number;
  increment_id: string;
  total_qty: number;
  created_at: string;
}

/** An invoice or shipment line: which order item, how many. */
export interface DocumentItemRow {
  document_id: number;
  item_id: number;
  order_item_id: number;
  quantity: number;
}

export interface ShipmentTrackRow {
  shipment_id: number;
  carrier_code: string;
  title: string;
  track_number: string;
}

const INVOICE_MONEY = ['subtotal_excl_tax', 'subtotal_incl_tax', 'discount_amount', 'shipping_excl_tax', 'shipping_incl_tax', 'tax_amount', 'grand_total'] as const;
const UTC = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS ${column}`;

/**
 * Writes the order's invoice for the given lines, unless the order has one (an order is invoiced whole,
 * once); returns its id, or null when there already was one.
 */
export async function insertInvoice(
  db: Queryable,
  invoice: { orderId: number; storeId: number; incrementId: string; totals: InvoiceTotals; items: ReadonlyArray<{ orderItemId: number; quantity: number }> }
): Promise<number | null> {
  const t = invoice.totals;
  const row = await db.one<{ invoice_id: number }>(
    `INSERT INTO sales_invoice (order_id, store_id, increment_id, subtotal_excl_tax, subtotal_incl_tax, discount_amount, shipping_excl_tax,
       shipping_incl_tax, tax_amount, grand_total, taxes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (order_id) DO NOTHING RETURNING invoice_id`,
    [invoice.orderId, invoice.storeId, invoice.incrementId, t.subtotal_excl_tax, t.subtotal_incl_tax, t.discount_amount, t.shipping_excl_tax,
      t.shipping_incl_tax, t.tax_amount, t.grand_total, JSON.stringify(t.taxes)]
  );
  if (!row) return null;
  const invoiceId = Number(row.invoice_id);
  for (const item of invoice.items) {
    await db.query('INSERT INTO sales_invoice_item (invoice_id, order_item_id, quantity) VALUES ($1, $2, $3)', [invoiceId, item.orderItemId, item.quantity]);
  }
  return invoiceId;
}

/** Writes the order's shipment (one per order) with its lines and tracking number; null when it had one. */
export async function insertShipment(
  db: Queryable,
  shipment: {
    orderId: number;
    storeId: number;
    incrementId: string;
    items: ReadonlyArray<{ orderItemId: number; quantity: number }>;
    track: { carrierCode: string; title: string; number: string } | null;
  }
): Promise<number | null> {
  const totalQty = shipment.items.reduce((sum, item) => sum + item.quantity, 0);
  const row = await db.one<{ shipment_id: number }>(
    `INSERT INTO sales_shipment (order_id, store_id, increment_id, total_qty) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id) DO NOTHING RETURNING shipment_id`,
    [shipment.orderId, shipment.storeId, shipment.incrementId, totalQty]
  );
  if (!row) return null;
  const shipmentId = Number(row.shipment_id);
  for (const item of shipment.items) {
    await db.query('INSERT INTO sales_shipment_item (shipment_id, order_item_id, quantity) VALUES ($1, $2, $3)', [shipmentId, item.orderItemId, item.quantity]);
  }
  if (shipment.track) {
    await db.query('INSERT INTO sales_shipment_track (shipment_id, carrier_code, title, track_number) VALUES ($1, $2, $3, $4)', [
      shipmentId, shipment.track.carrierCode, shipment.track.title, shipment.track.number
    ]);
  }
  return shipmentId;
}

export async function hasInvoice(db: Queryable, orderId: number): Promise<boolean> {
  return Boolean(await db.one('SELECT 1 FROM sales_invoice WHERE order_id = $1', [orderId]));
}

export async function hasShipment(db: Queryable, orderId: number): Promise<boolean> {
  return Boolean(await db.one('SELECT 1 FROM sales_shipment WHERE order_id = $1', [orderId]));
}

export async function listInvoices(db: Queryable, orderIds: readonly number[]): Promise<InvoiceRow[]> {
  if (!orderIds.length) return [];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT invoice_id, order_id, store_id, increment_id, subtotal_excl_tax, subtotal_incl_tax, discount_amount, shipping_excl_tax,
            shipping_incl_tax, tax_amount, grand_total, taxes, ${UTC('created_at')}
       FROM sales_invoice WHERE order_id = ANY($1::int[]) ORDER BY invoice_id`,
    [[...orderIds]]
  );
  return rows.map((row) => {
    const invoice = { ...(row as unknown as InvoiceRow), invoice_id: Number(row.invoice_id), order_id: Number(row.order_id), store_id: Number(row.store_id) };
    for (const column of INVOICE_MONEY) invoice[column] = Number(row[column]);
    invoice.taxes = (row.taxes as InvoiceRow['taxes']).map((tax) => ({ ...tax, amount: Number(tax.amount) }));
    return invoice;
  });
}

export async function listShipments(db: Queryable, orderIds: readonly number[]): Promise<ShipmentRow[]> {
  if (!orderIds.length) return [];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT shipment_id, order_id, store_id, increment_id, total_qty, ${UTC('created_at')}
       FROM sales_shipment WHERE order_id = ANY($1::int[]) ORDER BY shipment_id`,
    [[...orderIds]]
  );
  return rows.map((row) => ({
    ...(row as unknown as ShipmentRow),
    shipment_id: Number(row.shipment_id),
    order_id: Number(row.order_id),
    store_id: Number(row.store_id),
    total_qty: Number(row.total_qty)
  }));
}

export async function listInvoiceItems(db: Queryable, invoiceIds: readonly number[]): Promise<DocumentItemRow[]> {
  if (!invoiceIds.length) return [];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT invoice_id AS document_id, invoice_item_id AS item_id, order_item_id, quantity
       FROM sales_invoice_item WHERE invoice_id = ANY($1::int[]) ORDER BY invoice_item_id`,
    [[...invoiceIds]]
  );
  return rows.map(documentItem);
}

export async function listShipmentItems(db: Queryable, shipmentIds: readonly number[]): Promise<DocumentItemRow[]> {
  if (!shipmentIds.length) return [];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT shipment_id AS document_id, shipment_item_id AS item_id, order_item_id, quantity
       FROM sales_shipment_item WHERE shipment_id = ANY($1::int[]) ORDER BY shipment_item_id`,
    [[...shipmentIds]]
  );
  return rows.map(documentItem);
}

const documentItem = (row: Record<string, unknown>): DocumentItemRow => ({
  document_id: Number(row.document_id),
  item_id: Number(row.item_id),
  order_item_id: Number(row.order_item_id),
  quantity: Number(row.quantity)
});

export async function listShipmentTracks(db: Queryable, shipmentIds: readonly number[]): Promise<ShipmentTrackRow[]> {
  if (!shipmentIds.length) return [];
  const rows = await db.query<ShipmentTrackRow & Record<string, unknown>>(
    'SELECT shipment_id, carrier_code, title, track_number FROM sales_shipment_track WHERE shipment_id = ANY($1::int[]) ORDER BY track_id',
    [[...shipmentIds]]
  );
  return rows.map((row) => ({ ...row, shipment_id: Number(row.shipment_id) }));
}

/** How many units of each order item are invoiced and shipped (OrderItemInterface.quantity_*). */
export async function listDocumentQuantities(
  db: Queryable,
  orderItemIds: readonly number[]
): Promise<Array<{ order_item_id: number; invoiced: number; shipped: number }>> {
  if (!orderItemIds.length) return [];
  const rows = await db.query<{ order_item_id: number; invoiced: number; shipped: number }>(
    `SELECT i.item_id AS order_item_id,
            coalesce((SELECT sum(quantity) FROM sales_invoice_item v WHERE v.order_item_id = i.item_id), 0)::int AS invoiced,
            coalesce((SELECT sum(quantity) FROM sales_shipment_item s WHERE s.order_item_id = i.item_id), 0)::int AS shipped
       FROM unnest($1::int[]) AS i(item_id)`,
    [[...orderItemIds]]
  );
  return rows.map((row) => ({ order_item_id: Number(row.order_item_id), invoiced: Number(row.invoiced), shipped: Number(row.shipped) }));
}

/** The states of orders (an item's status follows its order's cancellation). */
export async function listOrderStates(db: Queryable, orderIds: readonly number[]): Promise<Array<{ order_id: number; state: string }>> {
  if (!orderIds.length) return [];
  const rows = await db.query<{ order_id: number; state: string }>('SELECT order_id, state FROM sales_order WHERE order_id = ANY($1::int[])', [[...orderIds]]);
  return rows.map((row) => ({ order_id: Number(row.order_id), state: row.state }));
}
