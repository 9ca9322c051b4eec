/** customer and customer_password_reset: accounts, sign-in failure counters, reset tokens. */
import type { Queryable } from '../db/client';

export interface CustomerRow {
  customer_id: number;
  website_id: number;
  store_id: number;
  group_id: number;
  email: string;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  dob: string | null; // YYYY-MM-DD
  gender: number | null;
  taxvat: string | null;
  password_hash: string;
  is_active: boolean;
  failures_num: number;
  first_failure: Date | null;
  lock_expires: Date | null;
  default_billing: number | null;
  default_shipping: number | null;
  created_at: string; // 'YYYY-MM-DD HH:MM:SS' UTC, as Magento prints it
  updated_at: string;
}

const COLUMNS = `customer_id, website_id, store_id, group_id, email, firstname, lastname, middlename, prefix, suffix,
  to_char(dob, 'YYYY-MM-DD') AS dob, gender, taxvat, password_hash, is_active, failures_num, first_failure, lock_expires,
  default_billing, default_shipping,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS updated_at`;

/** The optional parts of a customer's profile, as given at sign-up or changed later. */
interface OptionalProfile {
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  dob?: string | null;
  gender?: number | null;
  taxvat?: string | null;
}

export interface NewCustomer extends OptionalProfile {
  websiteId: number;
  storeId: number;
  email: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
}

/** Inserts an account; returns null when the e-mail is taken on the website (unique index). */
export async function insertCustomer(db: Queryable, c: NewCustomer): Promise<CustomerRow | null> {
  const row = await db.one<CustomerRow & Record<string, unknown>>(
    `INSERT INTO customer (website_id, store_id, email, firstname, lastname, middlename, prefix, suffix, dob, gender, taxvat, password_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (website_id, email) DO NOTHING
     RETURNING ${COLUMNS}`,
    [c.websiteId, c.storeId, c.email, c.firstname, c.lastname, c.middlename ?? null, c.prefix ?? null, c.suffix ?? null,
      c.dob ?? null, c.gender ?? null, c.taxvat ?? null, c.passwordHash]
  );
  return row ?? null;
}

export async function findCustomerById(db: Queryable, customerId: number): Promise<CustomerRow | undefined> {
  return db.one<CustomerRow & Record<string, unknown>>(`SELECT ${COLUMNS} FROM customer WHERE customer_id = $1`, [customerId]);
}

export async function findCustomersByIds(db: Queryable, ids: readonly number[]): Promise<CustomerRow[]> {
  if (!ids.length) return [];
  return db.query<CustomerRow & Record<string, unknown>>(`SELECT ${COLUMNS} FROM customer WHERE customer_id = ANY ($1::int[])`, [ids]);
}

export async function findCustomerByEmail(db: Queryable, websiteId: number, email: string): Promise<CustomerRow | undefined> {
  return db.one<CustomerRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM customer WHERE website_id = $1 AND email = $2`,
    [websiteId, email]
  );
}

/** Profile fields a customer may change; undefined leaves a column as it is. */
export interface CustomerChanges extends OptionalProfile {
  email?: string;
  firstname?: string;
  lastname?: string;
  password_hash?: string;
  default_billing?: number | null;
  default_shipping?: number | null;
}

const CHANGEABLE: readonly (keyof CustomerChanges)[] = [
  'email', 'firstname', 'lastname', 'middlename', 'prefix', 'suffix', 'dob', 'gender', 'taxvat', 'password_hash',
  'default_billing', 'default_shipping'
];

/** Applies the given changes; 'duplicate' when the new e-mail belongs to another account. */
export async function updateCustomer(db: Queryable, customerId: number, changes: CustomerChanges): Promise<'ok' | 'duplicate'> {
  const sets: string[] = [];
  const params: unknown[] = [customerId];
  for (const column of CHANGEABLE) {
    if (changes[column] === undefined) continue;
    params.push(changes[column]);
    sets.push(`${column} = $${params.length}`);
  }
  if (!sets.length) return 'ok';
  if (changes.email !== undefined) {
    const taken = await db.one(
      'SELECT 1 AS taken FROM customer WHERE email = $1 AND customer_id <> $2 AND website_id = (SELECT website_id FROM customer WHERE customer_id = $2)',
      [changes.email, customerId]
    );
    if (taken) return 'duplicate';
  }
  await db.query(`UPDATE customer SET ${sets.join(', ')}, updated_at = now() WHERE customer_id = $1`, params);
  return 'ok';
}

/**
 * Counts a sign-in attempt as failed before its password is checked, unless the account is locked at
 * `now`: one conditional UPDATE, so attempts arriving together (on any number of server processes)
 * each take their own number and no more than `maxFailures` passwords are tried before the lock; the
 * attempt that reaches `maxFailures` sets the lock until `lockUntil`. A lock that has run out starts
 * the count over. A right password then clears the count (clearSignInFailures). Returns the attempt's
 * number, or null when the account is locked (or gone).
 */
export async function claimSignInAttempt(db: Queryable, customerId: number, maxFailures: number, lockUntil: Date, now: Date): Promise<number | null> {
  const row = await db.one<{ failures_num: number }>(
    `UPDATE customer
        SET failures_num = CASE WHEN lock_expires IS NULL THEN failures_num + 1 ELSE 1 END,
            first_failure = CASE WHEN lock_expires IS NULL THEN COALESCE(first_failure, $4::timestamptz) ELSE $4::timestamptz END,
            lock_expires = CASE WHEN (CASE WHEN lock_expires IS NULL THEN failures_num + 1 ELSE 1 END) >= $2 THEN $3::timestamptz ELSE NULL END
      WHERE customer_id = $1 AND (lock_expires IS NULL OR lock_expires <= $4::timestamptz)
      RETURNING failures_num`,
    [customerId, maxFailures, lockUntil, now]
  );
  return row ? row.failures_num : null;
}

/** A right password (or a password reset): failures count from zero again and any lock is lifted. */
export async function clearSignInFailures(db: Queryable, customerId: number): Promise<void> {
  await db.query(
    'UPDATE customer SET failures_num = 0, first_failure = NULL, lock_expires = NULL WHERE customer_id = $1 AND (failures_num > 0 OR lock_expires IS NOT NULL)',
    [customerId]
  );
}

/** Tests and maintenance: set or lift a lock. */
export async function setCustomerLock(db: Queryable, customerId: number, lockExpires: Date | null): Promise<void> {
  await db.query('UPDATE customer SET lock_expires = $2 WHERE customer_id = $1', [customerId, lockExpires]);
}

// ---------------------------------------------------------------------------------------------------
// Password reset tokens
// ---------------------------------------------------------------------------------------------------

export interface PasswordResetRow {
  reset_id: number;
  customer_id: number;
  expires_at: Date;
  used_at: Date | null;
}

export async function insertPasswordReset(db: Queryable, customerId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  // A new request replaces the earlier links, as Magento keeps one rp_token per customer.
  await db.query('UPDATE customer_password_reset SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL', [customerId]);
  await db.query(
    'INSERT INTO customer_password_reset (customer_id, token_hash, expires_at) VALUES ($1, $2, $3)',
    [customerId, tokenHash, expiresAt]
  );
}

export async function findPasswordReset(db: Queryable, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return db.one<PasswordResetRow & Record<string, unknown>>(
    'SELECT reset_id, customer_id, expires_at, used_at FROM customer_password_reset WHERE token_hash = $1',
    [tokenHash]
  );
}

/** Marks a token used; false when another request used it first (single use under concurrency). */
export async function consumePasswordReset(db: Queryable, resetId: number): Promise<boolean> {
  const rows = await db.query('UPDATE customer_password_reset SET used_at = now() WHERE reset_id = $1 AND used_at IS NULL RETURNING reset_id', [resetId]);
  return rows.length === 1;
}

/** Tests: move a reset token's expiry. */
export async function setPasswordResetExpiry(db: Queryable, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.query('UPDATE customer_password_reset SET expires_at = $2 WHERE token_hash = $1', [tokenHash, expiresAt]);
}
