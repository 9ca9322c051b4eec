/**
 * "Orders and Returns" for shoppers without an account (Magento 2.4.7's SalesGraphQl guestOrder and
 * guestOrderByToken): an order is shown to whoever gives its number with the order's e-mail address and
 * the billing address's last name. As Magento:
 * - details that do not all match, or an unknown number, answer one and the same not-found error, so
 *   an answer never tells which of the three was wrong;
 * - an order that belongs to a customer account is not shown here: "Please login to view the order."
 *   (only once all three match, so that answer tells nothing more either).
 * Unlike Magento (which compares exactly, in the request's store view only), the e-mail and last name
 * are compared trimmed and case-insensitively (shoppers type "popescu" for "Popescu"), and the order may
 * have been placed in any store view of the website (ordered in Romanian, looked up in English).
 *
 * Each lookup counts against the 'order-lookup' rate limit (per client IP, and per e-mail address), so
 * nobody can walk through order numbers.
 *
 * The order's token (CustomerOrder.token) is `<number>:<digest>`, the digest a SHA-256 of the secret id
 * of the cart the order was placed from: only the shopper who placed the order or who was given the
 * token knows it, and it needs no key of its own.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../domain/context';
import { markPrivate } from '../domain/context';
import { authorizationError, noSuchEntityError } from '../domain/errors';
import { findOrderForLookup, findOrderQuoteMaskedId, type LookedUpOrder, type OrderRow } from '../repositories/order';
import { listStoreViews } from '../repositories/stores';
import { clientIp, enforceRateLimit } from './rateLimit';

type Ctx = RequestContext;

export const ORDER_NOT_LOCATED_MESSAGE = "We couldn't locate an order with the information provided.";
export const ORDER_SIGN_IN_MESSAGE = 'Please login to view the order.';

export interface GuestOrderInput {
  number?: string | null;
  email?: string | null;
  lastname?: string | null;
}

const notLocated = () => noSuchEntityError('ORDER_NOT_FOUND', ORDER_NOT_LOCATED_MESSAGE);
const normalized = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

async function websiteStoreIds(ctx: Ctx): Promise<number[]> {
  return (await listStoreViews(ctx.db)).filter((view) => view.websiteId === ctx.store.websiteId).map((view) => view.id);
}

async function lookUp(ctx: Ctx, number: string): Promise<LookedUpOrder | undefined> {
  if (!number || number.length > 32) return undefined;
  return findOrderForLookup(ctx.db, number, await websiteStoreIds(ctx));
}

/** A customer's order is theirs to see signed in. */
function guestsOnly(order: OrderRow): OrderRow {
  if (order.customer_id !== null) throw authorizationError('ORDER_SIGN_IN_REQUIRED', ORDER_SIGN_IN_MESSAGE);
  return order;
}

/** guestOrder(input: { number, email, lastname }). */
export async function guestOrder(ctx: Ctx, input: GuestOrderInput): Promise<OrderRow> {
  markPrivate(ctx);
  const number = (input.number ?? '').trim();
  const email = normalized(input.email);
  const lastname = normalized(input.lastname);
  await enforceRateLimit(ctx.db, 'order-lookup', { ip: clientIp(ctx), email: email || null });
  if (!number || !email || !lastname) throw notLocated();
  const found = await lookUp(ctx, number);
  if (!found || normalized(found.order.customer_email) !== email || normalized(found.billingLastname) !== lastname) throw notLocated();
  return guestsOnly(found.order);
}

const digestOf = (maskedId: string) => createHash('sha256').update(`guest-order-token:${maskedId}`).digest('base64url');

/** CustomerOrder.token. */
export async function orderToken(ctx: Pick<Ctx, 'db'>, order: OrderRow): Promise<string> {
  const maskedId = await findOrderQuoteMaskedId(ctx.db, order.order_id);
  // Every order is placed from a cart; without one (imported data) the token opens nothing.
  return maskedId ? `${order.increment_id}:${digestOf(maskedId)}` : '';
}

/** guestOrderByToken(input: { token }). */
export async function guestOrderByToken(ctx: Ctx, token: string): Promise<OrderRow> {
  markPrivate(ctx);
  await enforceRateLimit(ctx.db, 'order-lookup', { ip: clientIp(ctx) });
  const [number, digest, ...rest] = (token ?? '').trim().split(':');
  if (!number || !digest || rest.length) throw notLocated();
  const found = await lookUp(ctx, number);
  if (!found?.quoteMaskedId) throw notLocated();
  const expected = Buffer.from(digestOf(found.quoteMaskedId));
  const given = Buffer.from(digest);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notLocated();
  return guestsOnly(found.order);
}
