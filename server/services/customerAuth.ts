/**
 * Who is asking: the customer behind the request's bearer token.
 *
 * Tokens are 32 random bytes (base64url) handed out by generateCustomerToken; the database keeps only
 * their sha256, with an expiry (Magento's default customer token lifetime: 1 hour) and a revoked flag.
 * The answer is cached on the request context, so every resolver of a request may ask again for free.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client';
import type { RequestContext } from '../domain/context';
import { markPrivate } from '../domain/context';
import { authorizationError } from '../domain/errors';
import { findCustomerToken, insertCustomerToken } from '../repositories/customerToken';

export const CUSTOMER_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const CUSTOMER_NOT_AUTHORIZED_MESSAGE = "The current customer isn't authorized.";
/** Magento's customer group "NOT LOGGED IN" (guests). */
export const GUEST_CUSTOMER_GROUP_ID = 0;
/** Magento's customer group "General". */
export const SIGNED_IN_CUSTOMER_GROUP_ID = 1;

type AuthContext = Pick<RequestContext, 'db' | 'bearerToken' | 'cache'> & {
  customerGroupId?: number;
  /** Cached answer of currentCustomerId for this request. */
  customerAuth?: Promise<CustomerIdentity | null>;
};

export interface CustomerIdentity {
  customerId: number;
  tokenId: number;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new bearer token for a customer; returns the token (shown once) and its expiry. */
export async function issueCustomerToken(
  db: Queryable,
  customerId: number,
  now: Date = new Date()
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CUSTOMER_TOKEN_LIFETIME_MS);
  await insertCustomerToken(db, customerId, hashToken(token), expiresAt);
  return { token, expiresAt };
}

async function resolveIdentity(ctx: AuthContext): Promise<CustomerIdentity | null> {
  const token = ctx.bearerToken;
  if (!token) return null;
  const row = await findCustomerToken(ctx.db, hashToken(token));
  if (!row || row.revoked || !row.is_active || new Date(row.expires_at).getTime() <= Date.now()) {
    throw authorizationError('CUSTOMER_NOT_AUTHORIZED', CUSTOMER_NOT_AUTHORIZED_MESSAGE);
  }
  return { customerId: row.customer_id, tokenId: row.token_id };
}

/** The signed-in customer with its token id, null for a guest; an unusable token is an error. */
export async function currentCustomerIdentity(ctx: AuthContext): Promise<CustomerIdentity | null> {
  if (!ctx.customerAuth) ctx.customerAuth = resolveIdentity(ctx);
  const identity = await ctx.customerAuth;
  if (identity) {
    ctx.customerGroupId = SIGNED_IN_CUSTOMER_GROUP_ID;
    markPrivate(ctx);
  }
  return identity;
}

/**
 * The signed-in customer's id, or null for a guest (no Authorization header). An invalid, expired or
 * revoked token throws "The current customer isn't authorized." (graphql-authorization) as Magento.
 */
export async function currentCustomerId(ctx: AuthContext): Promise<number | null> {
  return (await currentCustomerIdentity(ctx))?.customerId ?? null;
}

/** The signed-in customer's id; a guest gets the same error as a bad token. */
export async function requireCustomer(ctx: AuthContext): Promise<number> {
  const id = await currentCustomerId(ctx);
  if (id === null) throw authorizationError('CUSTOMER_NOT_AUTHORIZED', CUSTOMER_NOT_AUTHORIZED_MESSAGE);
  return id;
}
