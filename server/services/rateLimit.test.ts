/** The rate limiter on a migrated database, with an injected clock. */
import type { Db } from '../db/client';
import { createTestDb } from '../../test/helpers/server';
import { enforceRateLimit, RATE_LIMIT_MESSAGE } from './rateLimit';

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDb({ seed: false }));
});
afterAll(() => db.close());

const limits = { perIp: 3, perEmail: 2, windowMs: 60_000 };

test('counts per IP and per e-mail within a window, and starts over in the next window', async () => {
  const t0 = new Date('2025-03-01T10:00:05Z');
  await enforceRateLimit(db, 'sign-in', { ip: '1.1.1.1', email: 'A@x.ro' }, t0, limits);
  await enforceRateLimit(db, 'sign-in', { ip: '1.1.1.2', email: 'a@x.ro' }, t0, limits);
  // Third request for the same e-mail (case-insensitive) in the window.
  await expect(enforceRateLimit(db, 'sign-in', { ip: '1.1.1.3', email: 'a@X.ro' }, t0, limits)).rejects.toThrow(RATE_LIMIT_MESSAGE);
  // Per IP: two more from 1.1.1.1 with other e-mails reach its limit of 3 on the fourth.
  await enforceRateLimit(db, 'sign-in', { ip: '1.1.1.1', email: 'b@x.ro' }, t0, limits);
  await enforceRateLimit(db, 'sign-in', { ip: '1.1.1.1', email: 'c@x.ro' }, t0, limits);
  await expect(enforceRateLimit(db, 'sign-in', { ip: '1.1.1.1', email: 'd@x.ro' }, t0, limits)).rejects.toThrow(RATE_LIMIT_MESSAGE);
  // Other actions have their own counters.
  await enforceRateLimit(db, 'contact', { ip: '1.1.1.1', email: 'a@x.ro' }, t0, limits);
  // The next minute is a new window.
  const t1 = new Date('2025-03-01T10:01:00Z');
  await enforceRateLimit(db, 'sign-in', { ip: '1.1.1.1', email: 'a@x.ro' }, t1, limits);
});

test('a request without IP or e-mail is only counted on what it has', async () => {
  const now = new Date('2025-03-01T11:00:00Z');
  for (let i = 0; i < 3; i += 1) await enforceRateLimit(db, 'password-reset', { ip: null, email: `e${i}@x.ro` }, now, limits);
  await expect(enforceRateLimit(db, 'password-reset', { ip: '2.2.2.2', email: null }, now, limits)).resolves.toBeUndefined();
});
