/**
 * Request rate limits for the abuse-prone operations: sign-in (generateCustomerToken), password reset
 * requests, the contact form, and the answers that tell whether an e-mail address has an account or a
 * subscription (isEmailAvailable, subscribeEmailToNewsletter), which a bot could otherwise walk
 * through a list of addresses with, and the guest order lookup (guestOrder), which one could walk
 * through order numbers with, and the withdrawal function (requestOrderWithdrawal), which looks orders up
 * the same way. Each action is limited per client IP and per e-mail address, in
 * fixed one-minute windows counted in the database (rate_limit_counter), so replicas behind a load
 * balancer share one count. Over the limit, the mutation answers an input error RATE_LIMITED
 * (RATE_LIMIT_MESSAGE) before doing any work.
 */
import type { Queryable } from '../db/client';
import { DomainError } from '../domain/errors';
import { countHit, deleteOldWindows } from '../repositories/rateLimit';

export type RateLimitedAction = 'sign-in' | 'password-reset' | 'contact' | 'account-lookup' | 'order-lookup' | 'withdrawal';

export interface RateLimit {
  /** Requests allowed per window for one IP, and for one e-mail address. */
  perIp: number;
  perEmail: number;
  windowMs: number;
}

// Per e-mail limits stop guessing at one account; per IP limits are looser because many shoppers share
// one address (offices, mobile carriers' NAT) and would otherwise lock each other out.
export const RATE_LIMITS: Record<RateLimitedAction, RateLimit> = {
  'sign-in': { perIp: 60, perEmail: 10, windowMs: 60_000 },
  'password-reset': { perIp: 30, perEmail: 3, windowMs: 60_000 },
  contact: { perIp: 30, perEmail: 5, windowMs: 60_000 },
  'account-lookup': { perIp: 30, perEmail: 10, windowMs: 60_000 },
  // guestOrder / guestOrderByToken: a shopper needs a few tries at most; a bot walking order numbers is stopped.
  'order-lookup': { perIp: 20, perEmail: 10, windowMs: 60_000 },
  // requestOrderWithdrawal: the same lookup by number, e-mail and name; a shopper sends it once or twice.
  withdrawal: { perIp: 10, perEmail: 10, windowMs: 60_000 }
};

/** The client's address (Fastify honours X-Forwarded-For behind a proxy: trustProxy). */
export function clientIp(ctx: { clientIp?: string | null }): string | null {
  return ctx.clientIp ?? null;
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

export class RateLimitError extends DomainError {
  constructor() {
    super('RATE_LIMITED', 'input', RATE_LIMIT_MESSAGE);
  }
}

let lastCleanup = 0;

/**
 * Counts one request of `action` from `ip` for `email` (either may be missing) and throws
 * RateLimitError once a limit is exceeded within the current window.
 */
export async function enforceRateLimit(
  db: Queryable,
  action: RateLimitedAction,
  keys: { ip?: string | null; email?: string | null },
  now: Date = new Date(),
  limits: RateLimit = RATE_LIMITS[action]
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / limits.windowMs) * limits.windowMs);
  const checks: [string, number][] = [];
  if (keys.ip) checks.push([`${action}:ip:${keys.ip}`, limits.perIp]);
  if (keys.email) checks.push([`${action}:email:${keys.email.trim().toLowerCase()}`, limits.perEmail]);
  let exceeded = false;
  for (const [bucket, limit] of checks) {
    const hits = await countHit(db, bucket, windowStart);
    if (hits > limit) exceeded = true;
  }
  // Old windows are swept now and then rather than on every request.
  if (now.getTime() - lastCleanup > 10 * 60_000) {
    lastCleanup = now.getTime();
    await deleteOldWindows(db, new Date(now.getTime() - 60 * 60_000));
  }
  if (exceeded) throw new RateLimitError();
}
