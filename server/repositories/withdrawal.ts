/**
 * Withdrawal requests of orders (sales_order_withdrawal and its items), when orders were delivered, and
 * the orders' status history (sales_order_status_history), which the retailer reads in `npm run order`.
 */
import type { Queryable } from '../db/client';

export type WithdrawalStatus = 'REQUESTED' | 'RECEIVED_BACK' | 'REFUNDED';

export interface WithdrawalItemRow {
  order_item_id: number;
  quantity: number;
  name: string;
  sku: string;
  selected_options: Array<{ label: string; value: string }>;
}

export interface WithdrawalRow {
  withdrawal_id: number;
  order_id: number;
  increment_id: string;
  status: WithdrawalStatus;
  whole_order: boolean;
  consumer_name: string;
  consumer_email: string;
  store_id: number | null;
  requested_at: Date;
  received_back_at: Date | null;
  refunded_at: Date | null;
  items: WithdrawalItemRow[];
}

/** A timestamptz as an exact UTC instant the driver cannot shift: text, read back with new Date(). */
const instant = (column: string, alias = column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${alias}`;
const toDate = (value: unknown): Date | null => (typeof value === 'string' ? new Date(value) : null);

const WITHDRAWAL_COLUMNS = `w.withdrawal_id, w.order_id, w.increment_id, w.status, w.whole_order, w.consumer_name, w.consumer_email, w.store_id,
  ${instant('w.requested_at', 'requested_at')}, ${instant('w.received_back_at', 'received_back_at')}, ${instant('w.refunded_at', 'refunded_at')}`;

async function withItems(db: Queryable, rows: Record<string, unknown>[]): Promise<WithdrawalRow[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => Number(row.withdrawal_id));
  const items = await db.query<Record<string, unknown>>(
    `SELECT wi.withdrawal_id, wi.order_item_id, wi.quantity, i.name, i.sku, i.selected_options
       FROM sales_order_withdrawal_item wi JOIN sales_order_item i ON i.item_id = wi.order_item_id
      WHERE wi.withdrawal_id = ANY($1::int[]) ORDER BY wi.withdrawal_id, wi.order_item_id`,
    [ids]
  );
  return rows.map((row) => ({
    withdrawal_id: Number(row.withdrawal_id),
    order_id: Number(row.order_id),
    increment_id: row.increment_id as string,
    status: row.status as WithdrawalStatus,
    whole_order: Boolean(row.whole_order),
    consumer_name: row.consumer_name as string,
    consumer_email: row.consumer_email as string,
    store_id: row.store_id === null ? null : Number(row.store_id),
    requested_at: toDate(row.requested_at)!,
    received_back_at: toDate(row.received_back_at),
    refunded_at: toDate(row.refunded_at),
    items: items
      .filter((item) => Number(item.withdrawal_id) === Number(row.withdrawal_id))
      .map((item) => ({
        order_item_id: Number(item.order_item_id),
        quantity: Number(item.quantity),
        name: item.name as string,
        sku: item.sku as string,
        selected_options: item.selected_options as WithdrawalItemRow['selected_options']
      }))
  }));
}

/** The withdrawal requests of these orders (at most one each). */
export async function listWithdrawals(db: Queryable, orderIds: readonly number[]): Promise<WithdrawalRow[]> {
  if (!orderIds.length) return [];
  const rows = await db.query(`SELECT ${WITHDRAWAL_COLUMNS} FROM sales_order_withdrawal w WHERE w.order_id = ANY($1::int[])`, [[...orderIds]]);
  return withItems(db, rows);
}

export interface NewWithdrawal {
  orderId: number;
  incrementId: string;
  wholeOrder: boolean;
  consumerName: string;
  consumerEmail: string;
  storeId: number;
  requestedAt: Date;
  items: ReadonlyArray<{ orderItemId: number; quantity: number }>;
}

/**
 * Records a withdrawal request with its items; null when the order has one already (the unique order_id:
 * of two requests at once, one is recorded and the other finds it).
 */
export async function insertWithdrawal(db: Queryable, withdrawal: NewWithdrawal): Promise<number | null> {
  const row = await db.one<{ withdrawal_id: number }>(
    `INSERT INTO sales_order_withdrawal (order_id, increment_id, whole_order, consumer_name, consumer_email, store_id, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)
     ON CONFLICT DO NOTHING RETURNING withdrawal_id`,
    [withdrawal.orderId, withdrawal.incrementId, withdrawal.wholeOrder, withdrawal.consumerName, withdrawal.consumerEmail, withdrawal.storeId,
      withdrawal.requestedAt.toISOString()]
  );
  if (!row) return null;
  const id = Number(row.withdrawal_id);
  for (const item of withdrawal.items) {
    await db.query('INSERT INTO sales_order_withdrawal_item (withdrawal_id, order_item_id, quantity) VALUES ($1, $2, $3)', [id, item.orderItemId, item.quantity]);
  }
  return id;
}

/** Moves a withdrawal to a status, noting when; false when it was not in one of `from`. */
export async function setWithdrawalStatus(
  db: Queryable, withdrawalId: number, status: Exclude<WithdrawalStatus, 'REQUESTED'>, from: readonly WithdrawalStatus[], at: Date
): Promise<boolean> {
  const column = status === 'RECEIVED_BACK' ? 'received_back_at' : 'refunded_at';
  const rows = await db.query(
    `UPDATE sales_order_withdrawal SET status = $2, ${column} = $4::timestamptz WHERE withdrawal_id = $1 AND status = ANY($3::text[]) RETURNING withdrawal_id`,
    [withdrawalId, status, [...from], at.toISOString()]
  );
  return rows.length === 1;
}

// ------------------------------------------------------------------ delivery

export interface DeliveryRow {
  order_id: number;
  /** When the goods were delivered: the order became complete (null: not delivered yet). */
  delivered_at: Date | null;
}

/** When these orders were delivered; an order completed before delivered_at was kept counts from its last change. */
export async function listDeliveries(db: Queryable, orderIds: readonly number[]): Promise<DeliveryRow[]> {
  if (!orderIds.length) return [];
  const rows = await db.query<Record<string, unknown>>(
    `SELECT order_id, ${instant(`coalesce(delivered_at, CASE WHEN state = 'complete' THEN updated_at END)`, 'delivered_at')}
       FROM sales_order WHERE order_id = ANY($1::int[])`,
    [[...orderIds]]
  );
  return rows.map((row) => ({ order_id: Number(row.order_id), delivered_at: toDate(row.delivered_at) }));
}

/** Notes that the order's goods were delivered now (once: a later change keeps the first time). */
export async function markDelivered(db: Queryable, orderId: number): Promise<void> {
  await db.query('UPDATE sales_order SET delivered_at = coalesce(delivered_at, now()) WHERE order_id = $1', [orderId]);
}

// ------------------------------------------------------------------ status history

export interface StatusHistoryRow {
  history_id: number;
  status: string;
  comment: string | null;
  entity_name: 'order' | 'withdrawal';
  is_customer_notified: boolean;
  created_at: Date;
}

export async function insertStatusHistory(
  db: Queryable,
  entry: { orderId: number; status: string; comment?: string | null; entityName?: 'order' | 'withdrawal'; customerNotified?: boolean }
): Promise<void> {
  await db.query(
    'INSERT INTO sales_order_status_history (order_id, status, comment, entity_name, is_customer_notified) VALUES ($1, $2, $3, $4, $5)',
    [entry.orderId, entry.status, entry.comment ?? null, entry.entityName ?? 'order', entry.customerNotified ?? false]
  );
}

/** An order's status history, oldest first. */
export async function listStatusHistory(db: Queryable, orderId: number): Promise<StatusHistoryRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT history_id, status, comment, entity_name, is_customer_notified, ${instant('created_at')}
       FROM sales_order_status_history WHERE order_id = $1 ORDER BY history_id`,
    [orderId]
  );
  return rows.map((row) => ({
    history_id: Number(row.history_id),
    status: row.status as string,
    comment: (row.comment as string | null) ?? null,
    entity_name: row.entity_name as StatusHistoryRow['entity_name'],
    is_customer_notified: Boolean(row.is_customer_notified),
    created_at: toDate(row.created_at)!
  }));
}
