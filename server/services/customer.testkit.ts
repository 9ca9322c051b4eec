/** Test helpers for the customer domain's tests (not a test file itself). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { setPasswordResetExpiry } from '../repositories/customer';
import { listOutboxMails } from '../repositories/outbox';
import { hashResetToken } from './customer';

export interface GqlOptions {
  token?: string | null;
  store?: string;
  ip?: string;
  variables?: Record<string, unknown>;
}

export interface GqlResult {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  errors?: { message: string; extensions?: { category?: string } }[];
}

let ipCounter = 0;
/** A fresh client address per call unless one is given, so rate limits only bite where a test wants. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

/** In the English view unless told: its messages are Magento's own English texts (the Romanian view translates them). */
export async function gql(app: FastifyInstance, query: string, options: GqlOptions = {}): Promise<GqlResult> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    store: options.store ?? 'en_storeview',
    'x-forwarded-for': options.ip ?? nextIp()
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables: options.variables ?? {} } });
  return res.json() as GqlResult;
}

/** The first error's message and category, for compact assertions. */
export const firstError = (result: GqlResult) =>
  result.errors?.[0] ? { message: result.errors[0].message, category: result.errors[0].extensions?.category } : undefined;

let accountCounter = 0;
export const STRONG_PASSWORD = 'Parola-Buna1';

export interface TestAccount {
  email: string;
  password: string;
  token: string;
}

/** Creates an account through createCustomerV2 and signs it in. */
export async function createAccount(app: FastifyInstance, overrides: Record<string, unknown> = {}, store = 'default'): Promise<TestAccount> {
  const email = (overrides.email as string) ?? `client${++accountCounter}.${Date.now()}@example.ro`;
  const password = (overrides.password as string) ?? STRONG_PASSWORD;
  const created = await gql(app, `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
    store,
    variables: { input: { firstname: 'Ana', lastname: 'Popescu', email, password, ...overrides } }
  });
  if (created.errors) throw new Error(`createCustomerV2 failed: ${JSON.stringify(created.errors)}`);
  const signed = await gql(app, `mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`, {
    store,
    variables: { e: email, p: password }
  });
  if (signed.errors) throw new Error(`generateCustomerToken failed: ${JSON.stringify(signed.errors)}`);
  return { email: email.toLowerCase(), password, token: signed.data.generateCustomerToken.token };
}

export async function mailsTo(db: Db, to: string) {
  return listOutboxMails(db, { to });
}

/** Moves the expiry of a password reset token given in clear (as read from the mail). */
export async function setPasswordResetExpiryByToken(db: Db, token: string, expiresAt: Date): Promise<void> {
  await setPasswordResetExpiry(db, hashResetToken(token), expiresAt);
}

/**
 * The rate limits count in fixed one-minute windows: a test whose requests straddle a minute boundary
 * would start a fresh count half-way. Called in a describe, it holds the clock (Date only; timers stay
 * real) at the start of the next minute while each of its tests runs.
 */
export function holdClockPerRateLimitWindow(): void {
  beforeEach(() => {
    const startOfMinute = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
    jest.useFakeTimers({
      now: startOfMinute,
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout']
    });
  });
  afterEach(() => jest.useRealTimers());
}
