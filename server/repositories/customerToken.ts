/** customer_token: hashed bearer tokens with expiry and revocation. */
import type { Queryable } from '../db/client';

export interface CustomerTokenRow {
  token_id: number;
  customer_id: number;
  expires_at: Date;
  revoked: boolean;
  is_active: boolean;
}

export async function insertCustomerToken(db: Queryable, customerId: number, tokenHash: string, expiresAt: Date): Promise<number> {
  const row = await db.one<{ token_id: number }>(
    `INSERT INTO customer_token (customer_id, token_hash, expires_at) VALUES ($1, $2, $3) RETURNING token_id`,
    [customerId, tokenHash, expiresAt]
  );
  return row!.token_id;
}

/** The token with its customer's active flag (a disabled account's tokens stop working). */
export async function findCustomerToken(db: Queryable, tokenHash: string): Promise<CustomerTokenRow | undefined> {
  const row = await db.one<CustomerTokenRow & Record<string, unknown>>(
    `SELECT t.token_id, t.customer_id, t.expires_at, t.revoked, c.is_active
       FROM customer_token t JOIN customer c ON c.customer_id = t.customer_id
      WHERE t.token_hash = $1`,
    [tokenHash]
  );
  return row ?? undefined;
}

/** Every token of a customer (after a password change or reset, as Magento does). */
export async function revokeAllCustomerTokens(db: Queryable, customerId: number, exceptTokenId?: number): Promise<void> {
  await db.query(
    'UPDATE customer_token SET revoked = true WHERE customer_id = $1 AND revoked = false AND token_id <> $2',
    [customerId, exceptTokenId ?? 0]
  );
}

/** Tests and maintenance: move a token's expiry. */
export async function setCustomerTokenExpiry(db: Queryable, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.query('UPDATE customer_token SET expires_at = $2 WHERE token_hash = $1', [tokenHash, expiresAt]);
}

