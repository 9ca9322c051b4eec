/** Carts (quote), their items and addresses, and coupons. */
import type { Queryable } from '../db/client';
import type { OrderAddressData } from './order';

export interface QuoteRow {
  quote_id: number;
  masked_id: string;
  store_id: number;
  customer_id: number | null;
  is_active: boolean;
  email: string | null;
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method_code: string | null;
  payment_nonce: string | null;
  payment_public_hash: string | null;
  payment_save_card: boolean;
  /** The customer's My GNC Rewards points pay part of the cart. */
  use_reward_points: boolean;
  version: number;
}

export interface QuoteItemRow {
  item_id: number;
  quote_id: number;
  product_id: number;
  parent_product_id: number | null;
  quantity: number;
}

/** A cart's address: the address an order keeps, with where it came from and the delivery point. */
export interface QuoteAddressRow extends OrderAddressData {
  quote_id: number;
  address_type: 'shipping' | 'billing';
  customer_address_id: number | null;
  customer_notes: string | null;
  pickup_location_code: string | null;
  parcel_locker_code: string | null;
  same_as_shipping: boolean;
}

export type QuoteAddressInput = Omit<QuoteAddressRow, 'quote_id' | 'address_type'>;

export interface CouponRow {
  coupon_id: number;
  code: string;
  discount_type: 'by_percent' | 'cart_fixed';
  discount_amount: number;
  min_subtotal: number;
  labels: Record<string, string>;
  from_date: string | null;
  to_date: string | null;
  is_active: boolean;
  uses_per_coupon: number | null;
  times_used: number;
}

const QUOTE_COLUMNS = `quote_id, masked_id, store_id, customer_id, is_active, email, coupon_code, shipping_carrier_code,
  shipping_method_code, payment_method_code, payment_nonce, payment_public_hash, payment_save_card, use_reward_points, version`;

export async function insertQuote(db: Queryable, maskedId: string, storeId: number, customerId: number | null): Promise<QuoteRow> {
  const row = await db.one<QuoteRow & Record<string, unknown>>(
    `INSERT INTO quote (masked_id, store_id, customer_id) VALUES ($1, $2, $3) RETURNING ${QUOTE_COLUMNS}`,
    [maskedId, storeId, customerId]
  );
  return row!;
}

export async function findQuoteByMaskedId(db: Queryable, maskedId: string, forUpdate = false): Promise<QuoteRow | undefined> {
  return db.one<QuoteRow & Record<string, unknown>>(
    `SELECT ${QUOTE_COLUMNS} FROM quote WHERE masked_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [maskedId]
  );
}

export async function findQuoteById(db: Queryable, quoteId: number, forUpdate = false): Promise<QuoteRow | undefined> {
  return db.one<QuoteRow & Record<string, unknown>>(
    `SELECT ${QUOTE_COLUMNS} FROM quote WHERE quote_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [quoteId]
  );
}

export async function findActiveQuoteOfCustomer(db: Queryable, customerId: number): Promise<QuoteRow | undefined> {
  return db.one<QuoteRow & Record<string, unknown>>(
    `SELECT ${QUOTE_COLUMNS} FROM quote WHERE customer_id = $1 AND is_active`,
    [customerId]
  );
}

export type QuoteChanges = Partial<Pick<QuoteRow,
  'store_id' | 'customer_id' | 'is_active' | 'email' | 'coupon_code' | 'shipping_carrier_code' | 'shipping_method_code' |
  'payment_method_code' | 'payment_nonce' | 'payment_public_hash' | 'payment_save_card' | 'use_reward_points'>>;

const QUOTE_CHANGE_COLUMNS = new Set([
  'store_id', 'customer_id', 'is_active', 'email', 'coupon_code', 'shipping_carrier_code', 'shipping_method_code',
  'payment_method_code', 'payment_nonce', 'payment_public_hash', 'payment_save_card', 'use_reward_points'
]);

/** Updates some columns and bumps the version (every change of what placeOrder converts). */
export async function updateQuote(db: Queryable, quoteId: number, changes: QuoteChanges): Promise<void> {
  const entries = Object.entries(changes).filter(([column]) => QUOTE_CHANGE_COLUMNS.has(column));
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  await db.query(
    `UPDATE quote SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE quote_id = $1`,
    [quoteId, ...entries.map(([, value]) => value)]
  );
}

export async function touchQuote(db: Queryable, quoteId: number): Promise<void> {
  await db.query('UPDATE quote SET version = version + 1, updated_at = now() WHERE quote_id = $1', [quoteId]);
}

/** Deactivates an active cart; false when it was not active any more (someone else converted it). */
export async function deactivateQuote(db: Queryable, quoteId: number): Promise<boolean> {
  const rows = await db.query('UPDATE quote SET is_active = false, updated_at = now() WHERE quote_id = $1 AND is_active RETURNING quote_id', [quoteId]);
  return rows.length === 1;
}

// ------------------------------------------------------------------ items

const itemOf = (row: Record<string, unknown>): QuoteItemRow => ({
  item_id: Number(row.item_id),
  quote_id: Number(row.quote_id),
  product_id: Number(row.product_id),
  parent_product_id: row.parent_product_id === null ? null : Number(row.parent_product_id),
  quantity: Number(row.quantity)
});

export async function listQuoteItems(db: Queryable, quoteIds: readonly number[]): Promise<QuoteItemRow[]> {
  if (!quoteIds.length) return [];
  const rows = await db.query(
    'SELECT item_id, quote_id, product_id, parent_product_id, quantity FROM quote_item WHERE quote_id = ANY ($1::int[]) ORDER BY quote_id, item_id',
    [quoteIds]
  );
  return rows.map(itemOf);
}

export async function insertQuoteItem(db: Queryable, quoteId: number, productId: number, parentProductId: number | null, quantity: number): Promise<QuoteItemRow> {
  const row = await db.one(
    `INSERT INTO quote_item (quote_id, product_id, parent_product_id, quantity) VALUES ($1, $2, $3, $4)
     RETURNING item_id, quote_id, product_id, parent_product_id, quantity`,
    [quoteId, productId, parentProductId, quantity]
  );
  return itemOf(row!);
}

export async function setQuoteItemQuantity(db: Queryable, itemId: number, quantity: number): Promise<void> {
  await db.query('UPDATE quote_item SET quantity = $2, updated_at = now() WHERE item_id = $1', [itemId, quantity]);
}

export async function deleteQuoteItem(db: Queryable, itemId: number): Promise<void> {
  await db.query('DELETE FROM quote_item WHERE item_id = $1', [itemId]);
}

// ------------------------------------------------------------------ addresses

const ADDRESS_COLUMNS = `quote_id, address_type, customer_address_id, firstname, lastname, company, street, city, region_id,
  region_code, region, postcode, country_id, telephone, vat_id, registration_number, customer_notes, pickup_location_code, parcel_locker_code,
  same_as_shipping`;

export async function listQuoteAddresses(db: Queryable, quoteIds: readonly number[]): Promise<QuoteAddressRow[]> {
  if (!quoteIds.length) return [];
  const rows = await db.query<QuoteAddressRow & Record<string, unknown>>(
    `SELECT ${ADDRESS_COLUMNS} FROM quote_address WHERE quote_id = ANY ($1::int[])`,
    [quoteIds]
  );
  return rows.map((r) => ({ ...r, country_id: r.country_id.trim() }));
}

export async function upsertQuoteAddress(db: Queryable, quoteId: number, type: 'shipping' | 'billing', a: QuoteAddressInput): Promise<void> {
  await db.query(
    `INSERT INTO quote_address (quote_id, address_type, customer_address_id, firstname, lastname, company, street, city, region_id,
       region_code, region, postcode, country_id, telephone, vat_id, registration_number, customer_notes, pickup_location_code, parcel_locker_code,
       same_as_shipping)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     ON CONFLICT (quote_id, address_type) DO UPDATE SET customer_address_id = EXCLUDED.customer_address_id,
       firstname = EXCLUDED.firstname, lastname = EXCLUDED.lastname, company = EXCLUDED.company, street = EXCLUDED.street,
       city = EXCLUDED.city, region_id = EXCLUDED.region_id, region_code = EXCLUDED.region_code, region = EXCLUDED.region,
       postcode = EXCLUDED.postcode, country_id = EXCLUDED.country_id, telephone = EXCLUDED.telephone, vat_id = EXCLUDED.vat_id,
       registration_number = EXCLUDED.registration_number, customer_notes = EXCLUDED.customer_notes, pickup_location_code = EXCLUDED.pickup_location_code,
       parcel_locker_code = EXCLUDED.parcel_locker_code, same_as_shipping = EXCLUDED.same_as_shipping`,
    [quoteId, type, a.customer_address_id, a.firstname, a.lastname, a.company, a.street, a.city, a.region_id, a.region_code,
      a.region, a.postcode, a.country_id, a.telephone, a.vat_id, a.registration_number, a.customer_notes, a.pickup_location_code, a.parcel_locker_code,
      a.same_as_shipping]
  );
}

// ------------------------------------------------------------------ coupons

export async function findCouponByCode(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const row = await db.one(
    `SELECT coupon_id, code, discount_type, discount_amount, min_subtotal, labels, from_date::text AS from_date,
            to_date::text AS to_date, is_active, uses_per_coupon, times_used
       FROM sales_coupon WHERE lower(code) = lower($1)`,
    [code]
  );
  if (!row) return undefined;
  return { ...(row as unknown as CouponRow), discount_amount: Number(row.discount_amount), min_subtotal: Number(row.min_subtotal) };
}

/** Counts one use; false when the coupon has no uses left (checked and counted in one statement). */
export async function useCoupon(db: Queryable, couponId: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sales_coupon SET times_used = times_used + 1
      WHERE coupon_id = $1 AND (uses_per_coupon IS NULL OR times_used < uses_per_coupon) RETURNING coupon_id`,
    [couponId]
  );
  return rows.length === 1;
}
