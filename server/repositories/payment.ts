/** Sandbox card nonces and vaulted payment tokens. */
import type { Queryable } from '../db/client';

export type CardOutcome = 'approve' | 'decline' | 'error';

export interface CardData {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: CardOutcome;
}

export interface NonceRow extends CardData {
  nonce_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface PaymentTokenRow extends CardData {
  token_id: number;
  customer_id: number;
  public_hash: string;
  payment_method_code: string;
  type: string;
  gateway_token: string;
  created_at: string;
}

export async function insertNonce(db: Queryable, nonceHash: string, card: CardData, expiresAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO payment_nonce (nonce_hash, brand, last4, exp_month, exp_year, outcome, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [nonceHash, card.brand, card.last4, card.exp_month, card.exp_year, card.outcome, expiresAt.toISOString()]
  );
}

export async function findNonce(db: Queryable, nonceHash: string): Promise<NonceRow | undefined> {
  return db.one<NonceRow & Record<string, unknown>>(
    'SELECT nonce_hash, brand, last4, exp_month, exp_year, outcome, expires_at, used_at FROM payment_nonce WHERE nonce_hash = $1',
    [nonceHash]
  );
}

/** Marks an unused nonce used; false when it was used already. */
export async function consumeNonce(db: Queryable, nonceHash: string): Promise<boolean> {
  const rows = await db.query('UPDATE payment_nonce SET used_at = now() WHERE nonce_hash = $1 AND used_at IS NULL RETURNING nonce_hash', [nonceHash]);
  return rows.length === 1;
}

const TOKEN_COLUMNS = `token_id, customer_id, public_hash, payment_method_code, type, gateway_token, brand, last4, exp_month, exp_year,
  outcome, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at`;

export async function listPaymentTokens(db: Queryable, customerId: number): Promise<PaymentTokenRow[]> {
  return db.query<PaymentTokenRow & Record<string, unknown>>(
    `SELECT ${TOKEN_COLUMNS} FROM payment_token WHERE customer_id = $1 AND is_active ORDER BY token_id`,
    [customerId]
  );
}

export async function findPaymentToken(db: Queryable, publicHash: string): Promise<PaymentTokenRow | undefined> {
  return db.one<PaymentTokenRow & Record<string, unknown>>(
    `SELECT ${TOKEN_COLUMNS} FROM payment_token WHERE public_hash = $1 AND is_active`,
    [publicHash]
  );
}

/** Saves a card for a customer; the same card saved again keeps its first token. */
export async function insertPaymentToken(
  db: Queryable, customerId: number, publicHash: string, methodCode: string, gatewayToken: string, card: CardData
): Promise<void> {
  await db.query(
    `INSERT INTO payment_token (customer_id, public_hash, payment_method_code, gateway_token, brand, last4, exp_month, exp_year, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (customer_id, brand, last4, exp_month, exp_year) WHERE is_active DO NOTHING`,
    [customerId, publicHash, methodCode, gatewayToken, card.brand, card.last4, card.exp_month, card.exp_year, card.outcome]
  );
}

/** Deactivates a customer's token; false when the customer has no such token. */
export async function deactivatePaymentToken(db: Queryable, customerId: number, publicHash: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE payment_token SET is_active = false WHERE customer_id = $1 AND public_hash = $2 AND is_active RETURNING token_id',
    [customerId, publicHash]
  );
  return rows.length === 1;
}
