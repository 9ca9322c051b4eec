/** Orders, their items and addresses, order numbers, and the reward points ledger. */
import type { Queryable } from '../db/client';

export interface OrderAddressData {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region_id: number | null;
  region_code: string | null;
  region: string | null;
  postcode: string | null;
  country_id: string;
  telephone: string | null;
  vat_id: string | null;
  /** A company's trade-register number (the address's custom attribute registration_number). */
  registration_number: string | null;
}

export interface OrderItemData {
  product_id: number | null;
  parent_product_id: number | null;
  sku: string;
  parent_sku: string | null;
  name: string;
  url_key: string | null;
  product_type: string;
  quantity: number;
  price_incl_tax: number;
  price_excl_tax: number;
  row_total_incl_tax: number;
  row_total_excl_tax: number;
  tax_percent: number;
  tax_amount: number;
  discount_amount: number;
  selected_options: Array<{ label: string; value: string }>;
}

/** An order's money, as its invoice repeats it (repositories/salesDocuments.ts). */
export interface OrderTotals {
  subtotal_excl_tax: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_excl_tax: number;
  shipping_incl_tax: number;
  tax_amount: number;
  grand_total: number;
  taxes: Array<{ rate: number; title: string; amount: number }>;
}

export interface OrderData extends OrderTotals {
  increment_id: string;
  quote_id: number;
  store_id: number;
  customer_id: number | null;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  state: string;
  status: string;
  currency: string;
  coupon_code: string | null;
  discount_label: string | null;
  shipping_carrier_code: string;
  shipping_method_code: string;
  shipping_description: string;
  pickup_location_code: string | null;
  parcel_locker_code: string | null;
  payment: Record<string, unknown>;
  total_qty: number;
  reward_points: number;
  /** My GNC Rewards points that paid part of the order, and the lei they paid. */
  reward_points_used: number;
  reward_amount: number;
}

export interface OrderRow extends OrderData {
  order_id: number;
  customer_is_guest: boolean;
  created_at: string;
  updated_at: string;
}

export interface OrderItemRow extends OrderItemData {
  item_id: number;
  order_id: number;
}

export interface OrderAddressRow extends OrderAddressData {
  order_id: number;
  address_type: 'shipping' | 'billing';
}

/** The next order number of a store view; the row lock serialises concurrent checkouts of the store. */
export async function nextOrderNumber(db: Queryable, storeId: number): Promise<string> {
  const row = await db.one<{ last_value: number }>(
    `INSERT INTO sales_sequence (store_id, last_value) VALUES ($1, 1)
     ON CONFLICT (store_id) DO UPDATE SET last_value = sales_sequence.last_value + 1 RETURNING last_value`,
    [storeId]
  );
  const value = String(Number(row!.last_value)).padStart(9, '0');
  return storeId === 1 ? value : `${storeId}${value.slice(1)}`;
}

const MONEY_COLUMNS = ['subtotal_excl_tax', 'subtotal_incl_tax', 'discount_amount', 'shipping_excl_tax', 'shipping_incl_tax', 'tax_amount', 'grand_total', 'reward_amount'] as const;
const ITEM_MONEY = ['price_incl_tax', 'price_excl_tax', 'row_total_incl_tax', 'row_total_excl_tax', 'tax_percent', 'tax_amount', 'discount_amount'] as const;

export async function insertOrder(db: Queryable, order: OrderData, items: OrderItemData[], addresses: { shipping: OrderAddressData; billing: OrderAddressData }): Promise<number> {
  const row = await db.one<{ order_id: number }>(
    `INSERT INTO sales_order (increment_id, quote_id, store_id, customer_id, customer_email, customer_firstname, customer_lastname,
       customer_is_guest, state, status, currency, coupon_code, discount_label, subtotal_excl_tax, subtotal_incl_tax, discount_amount,
       shipping_excl_tax, shipping_incl_tax, tax_amount, grand_total, taxes, shipping_carrier_code, shipping_method_code,
       shipping_description, pickup_location_code, parcel_locker_code, payment, total_qty, reward_points, reward_points_used, reward_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29,
       $30, $31)
     RETURNING order_id`,
    [order.increment_id, order.quote_id, order.store_id, order.customer_id, order.customer_email, order.customer_firstname,
      order.customer_lastname, order.customer_id === null, order.state, order.status, order.currency, order.coupon_code,
      order.discount_label, order.subtotal_excl_tax, order.subtotal_incl_tax, order.discount_amount, order.shipping_excl_tax,
      order.shipping_incl_tax, order.tax_amount, order.grand_total, JSON.stringify(order.taxes), order.shipping_carrier_code,
      order.shipping_method_code, order.shipping_description, order.pickup_location_code, order.parcel_locker_code,
      JSON.stringify(order.payment), order.total_qty, order.reward_points, order.reward_points_used, order.reward_amount]
  );
  const orderId = Number(row!.order_id);
  for (const item of items) {
    await db.query(
      `INSERT INTO sales_order_item (order_id, product_id, parent_product_id, sku, parent_sku, name, url_key, product_type, quantity,
         price_incl_tax, price_excl_tax, row_total_incl_tax, row_total_excl_tax, tax_percent, tax_amount, discount_amount, selected_options)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [orderId, item.product_id, item.parent_product_id, item.sku, item.parent_sku, item.name, item.url_key, item.product_type,
        item.quantity, item.price_incl_tax, item.price_excl_tax, item.row_total_incl_tax, item.row_total_excl_tax, item.tax_percent,
        item.tax_amount, item.discount_amount, JSON.stringify(item.selected_options)]
    );
  }
  for (const [type, a] of Object.entries(addresses)) {
    await db.query(
      `INSERT INTO sales_order_address (order_id, address_type, firstname, lastname, company, street, city, region_id, region_code,
         region, postcode, country_id, telephone, vat_id, registration_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [orderId, type, a.firstname, a.lastname, a.company, a.street, a.city, a.region_id, a.region_code, a.region, a.postcode,
        a.country_id, a.telephone, a.vat_id, a.registration_number]
    );
  }
  return orderId;
}

const ORDER_COLUMNS = `order_id, increment_id, quote_id, store_id, customer_id, customer_email, customer_firstname, customer_lastname,
  customer_is_guest, state, status, currency, coupon_code, discount_label, subtotal_excl_tax, subtotal_incl_tax, discount_amount,
  shipping_excl_tax, shipping_incl_tax, tax_amount, grand_total, taxes, shipping_carrier_code, shipping_method_code,
  shipping_description, pickup_location_code, parcel_locker_code, payment, total_qty, reward_points, reward_points_used, reward_amount,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS updated_at`;

function toOrder(row: Record<string, unknown>): OrderRow {
  const order = { ...(row as unknown as OrderRow), order_id: Number(row.order_id) };
  for (const column of MONEY_COLUMNS) order[column] = Number(row[column]);
  order.taxes = (row.taxes as OrderRow['taxes']).map((t) => ({ ...t, amount: Number(t.amount) }));
  return order;
}

export interface OrderQuery {
  customerId: number;
  /** The store views to look in; null: all. */
  storeIds: readonly number[] | null;
  numberEq?: string | null;
  numberMatch?: string | null;
  /** order_date from/to: created_at (UTC, 'YYYY-MM-DD[ HH:MM[:SS]]') at or after / at or before. */
  createdFrom?: string | null;
  createdTo?: string | null;
  grandTotalFrom?: number | null;
  grandTotalTo?: number | null;
  /** status eq / in: the order's status code. */
  statusIn?: readonly string[] | null;
  sortField: 'increment_id' | 'created_at';
  sortDirection: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

export async function listCustomerOrders(db: Queryable, q: OrderQuery): Promise<{ rows: OrderRow[]; total: number }> {
  const where = ['customer_id = $1'];
  const params: unknown[] = [q.customerId];
  if (q.storeIds) {
    params.push(q.storeIds);
    where.push(`store_id = ANY($${params.length}::int[])`);
  }
  if (q.numberEq != null) {
    params.push(q.numberEq);
    where.push(`increment_id = $${params.length}`);
  }
  if (q.numberMatch != null) {
    params.push(`%${q.numberMatch.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`increment_id LIKE $${params.length}`);
  }
  const condition = (value: unknown, sql: (param: string) => string) => {
    if (value == null) return;
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  condition(q.createdFrom, (p) => `created_at >= (${p}::timestamp AT TIME ZONE 'UTC')`);
  condition(q.createdTo, (p) => `created_at <= (${p}::timestamp AT TIME ZONE 'UTC')`);
  condition(q.grandTotalFrom, (p) => `grand_total >= ${p}::numeric`);
  condition(q.grandTotalTo, (p) => `grand_total <= ${p}::numeric`);
  condition(q.statusIn, (p) => `status = ANY(${p}::text[])`);
  const whereSql = where.join(' AND ');
  const order = `${q.sortField === 'increment_id' ? 'increment_id' : 'created_at'} ${q.sortDirection === 'ASC' ? 'ASC' : 'DESC'}, order_id ${q.sortDirection === 'ASC' ? 'ASC' : 'DESC'}`;
  const rows = await db.query(`SELECT ${ORDER_COLUMNS} FROM sales_order WHERE ${whereSql} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, q.limit, q.offset]);
  const count = await db.one<{ total: number }>(`SELECT count(*)::int AS total FROM sales_order WHERE ${whereSql}`, params);
  return { rows: rows.map(toOrder), total: Number(count?.total ?? 0) };
}

/** When the customer placed their first order in these store views (null: all), as ORDER_COLUMNS' created_at. */
export async function firstCustomerOrderDate(db: Queryable, customerId: number, storeIds: readonly number[] | null): Promise<string | null> {
  const row = await db.one<{ first: string | null }>(
    `SELECT to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS first FROM sales_order
      WHERE customer_id = $1 AND ($2::int[] IS NULL OR store_id = ANY($2::int[]))`,
    [customerId, storeIds]
  );
  return row?.first ?? null;
}

export async function findOrderById(db: Queryable, orderId: number): Promise<OrderRow | undefined> {
  const row = await db.one(`SELECT ${ORDER_COLUMNS} FROM sales_order WHERE order_id = $1`, [orderId]);
  return row ? toOrder(row) : undefined;
}

export async function findOrderByNumber(db: Queryable, incrementId: string): Promise<OrderRow | undefined> {
  const row = await db.one(`SELECT ${ORDER_COLUMNS} FROM sales_order WHERE increment_id = $1`, [incrementId]);
  return row ? toOrder(row) : undefined;
}

export async function listOrderItems(db: Queryable, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (!orderIds.length) return [];
  const rows = await db.query('SELECT * FROM sales_order_item WHERE order_id = ANY ($1::int[]) ORDER BY order_id, item_id', [orderIds]);
  return rows.map((row) => {
    const item = { ...(row as unknown as OrderItemRow), item_id: Number(row.item_id), order_id: Number(row.order_id), quantity: Number(row.quantity) };
    for (const column of ITEM_MONEY) item[column] = Number(row[column]);
    return item;
  });
}

export async function listOrderAddresses(db: Queryable, orderIds: readonly number[]): Promise<OrderAddressRow[]> {
  if (!orderIds.length) return [];
  const rows = await db.query<OrderAddressRow & Record<string, unknown>>('SELECT * FROM sales_order_address WHERE order_id = ANY ($1::int[])', [orderIds]);
  return rows.map((r) => ({ ...r, order_id: Number(r.order_id), country_id: r.country_id.trim() }));
}

/** Guest orders placed with this e-mail, now owned by the customer; returns them. */
export async function assignGuestOrders(
  db: Queryable,
  email: string,
  customerId: number,
  cartIds: readonly string[]
): Promise<Array<{ order_id: number; reward_points: number; increment_id: string; state: string }>> {
  const rows = await db.query<{ order_id: number; reward_points: number; increment_id: string; state: string }>(
    `UPDATE sales_order o SET customer_id = $2, updated_at = now()
       FROM quote q
      WHERE o.quote_id = q.quote_id AND q.masked_id = ANY($3::text[])
        AND o.customer_id IS NULL AND lower(o.customer_email) = lower($1)
      RETURNING o.order_id, o.reward_points, o.increment_id, o.state`,
    [email.trim(), customerId, [...cartIds]]
  );
  return rows.map((r) => ({ ...r, order_id: Number(r.order_id), reward_points: Number(r.reward_points) }));
}

// ------------------------------------------------------------------ reward points

export interface RewardHistoryRow {
  history_id: number;
  points: number;
  reason: string;
  order_number: string | null;
  created_at: string;
  balance_after: number;
}

/** What a ledger row is: points an order earned, spent on an order, or given back when it was canceled. */
export type RewardEntryKind = 'earned' | 'spent' | 'refunded';

/** Adds a ledger row; false when the order already has one of that kind. */
export async function insertRewardPoints(
  db: Queryable, customerId: number, orderId: number | null, points: number, reason: string, kind: RewardEntryKind = 'earned'
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO reward_points_history (customer_id, order_id, points, reason, kind) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (order_id, kind) DO NOTHING RETURNING history_id`,
    [customerId, orderId, points, reason, kind]
  );
  return rows.length === 1;
}

/** Holds the customer's row until the transaction ends: two orders cannot spend the same points. */
export async function lockCustomerRewards(db: Queryable, customerId: number): Promise<void> {
  await db.query('SELECT customer_id FROM customer WHERE customer_id = $1 FOR UPDATE', [customerId]);
}

export async function setOrderStatus(db: Queryable, orderId: number, state: string, status: string): Promise<void> {
  await db.query('UPDATE sales_order SET state = $2, status = $3, updated_at = now() WHERE order_id = $1', [orderId, state, status]);
}

/** Points of the customer's orders not credited yet (awaiting payment; canceled orders earn none). */
export async function pendingRewardPoints(db: Queryable, customerId: number): Promise<number> {
  const row = await db.one<{ pending: number }>(
    `SELECT coalesce(sum(o.reward_points), 0)::int AS pending FROM sales_order o
      WHERE o.customer_id = $1 AND o.state <> 'canceled' AND o.reward_points > 0
        AND NOT EXISTS (SELECT 1 FROM reward_points_history h WHERE h.order_id = o.order_id AND h.kind = 'earned')`,
    [customerId]
  );
  return Number(row?.pending ?? 0);
}

/** Of these orders, the ones whose points have been credited. */
export async function creditedOrderIds(db: Queryable, orderIds: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ order_id: number }>(
    "SELECT order_id FROM reward_points_history WHERE order_id = ANY ($1::int[]) AND kind = 'earned'",
    [orderIds]
  );
  return new Set(rows.map((row) => Number(row.order_id)));
}

export async function rewardBalance(db: Queryable, customerId: number): Promise<number> {
  const row = await db.one<{ balance: number }>('SELECT coalesce(sum(points), 0)::int AS balance FROM reward_points_history WHERE customer_id = $1', [customerId]);
  return Number(row?.balance ?? 0);
}

export async function listRewardHistory(db: Queryable, customerId: number, limit: number, offset: number): Promise<{ rows: RewardHistoryRow[]; total: number }> {
  const rows = await db.query<RewardHistoryRow & Record<string, unknown>>(
    `SELECT h.history_id, h.points, h.reason, o.increment_id AS order_number,
            to_char(h.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
            (sum(h.points) OVER (ORDER BY h.history_id))::int AS balance_after
       FROM reward_points_history h LEFT JOIN sales_order o ON o.order_id = h.order_id
      WHERE h.customer_id = $1 ORDER BY h.history_id DESC LIMIT $2 OFFSET $3`,
    [customerId, limit, offset]
  );
  const count = await db.one<{ total: number }>('SELECT count(*)::int AS total FROM reward_points_history WHERE customer_id = $1', [customerId]);
  return { rows: rows.map((r) => ({ ...r, points: Number(r.points), balance_after: Number(r.balance_after) })), total: Number(count?.total ?? 0) };
}

// ------------------------------------------------------------------ customers (read only; the customer domain owns the tables)

export async function findCustomerContact(db: Queryable, customerId: number): Promise<{ email: string; firstname: string; lastname: string } | undefined> {
  return db.one<{ email: string; firstname: string; lastname: string }>(
    'SELECT email, firstname, lastname FROM customer WHERE customer_id = $1',
    [customerId]
  );
}

/** An address of the customer's address book, only if it is theirs. */
export async function findCustomerAddress(db: Queryable, addressId: number, customerId: number) {
  const row = await db.one<{
    firstname: string; lastname: string; company: string | null; street: string[]; city: string; region_id: number | null;
    region_code: string | null; region: string | null; postcode: string | null; country_id: string; telephone: string; vat_id: string | null;
  }>(
    `SELECT firstname, lastname, company, street, city, region_id, region_code, region, postcode, country_id, telephone, vat_id
       FROM customer_address WHERE address_id = $1 AND customer_id = $2`,
    [addressId, customerId]
  );
  return row ? { ...row, country_id: row.country_id.trim() } : undefined;
}

// ------------------------------------------------------------------ guest order lookup

export interface LookedUpOrder {
  order: OrderRow;
  /** The billing address's last name (what guestOrder compares). */
  billingLastname: string | null;
  /** The secret id of the cart the order was placed from (the order token is derived from it). */
  quoteMaskedId: string | null;
}

/** An order by its number, only if placed in one of these store views, with what its lookup checks. */
export async function findOrderForLookup(db: Queryable, incrementId: string, storeIds: readonly number[]): Promise<LookedUpOrder | undefined> {
  const row = await db.one<Record<string, unknown>>(
    `SELECT ${ORDER_COLUMNS},
       (SELECT a.lastname FROM sales_order_address a WHERE a.order_id = sales_order.order_id AND a.address_type = 'billing') AS lookup_billing_lastname,
       (SELECT q.masked_id FROM quote q WHERE q.quote_id = sales_order.quote_id) AS lookup_quote_masked_id
     FROM sales_order WHERE increment_id = $1 AND store_id = ANY($2::int[])`,
    [incrementId, [...storeIds]]
  );
  if (!row) return undefined;
  const { lookup_billing_lastname: billingLastname, lookup_quote_masked_id: quoteMaskedId, ...order } = row;
  return { order: toOrder(order), billingLastname: (billingLastname as string | null) ?? null, quoteMaskedId: (quoteMaskedId as string | null)?.trim() ?? null };
}

/** The secret id of the cart an order was placed from. */
export async function findOrderQuoteMaskedId(db: Queryable, orderId: number): Promise<string | null> {
  const row = await db.one<{ masked_id: string }>('SELECT q.masked_id FROM sales_order o JOIN quote q ON q.quote_id = o.quote_id WHERE o.order_id = $1', [orderId]);
  return row?.masked_id.trim() ?? null;
}
