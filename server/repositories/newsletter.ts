/** newsletter_subscriber: one row per e-mail per website, linked to an account when there is one. */
import type { Queryable } from '../db/client';

/** Magento's Subscriber statuses. */
export const SUBSCRIBER_STATUS = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUS)[keyof typeof SUBSCRIBER_STATUS];

export interface SubscriberRow {
  subscriber_id: number;
  store_id: number;
  customer_id: number | null;
  email: string;
  status: SubscriberStatus;
}

export async function findSubscriberByEmail(db: Queryable, websiteId: number, email: string): Promise<SubscriberRow | undefined> {
  return db.one<SubscriberRow & Record<string, unknown>>(
    'SELECT subscriber_id, store_id, customer_id, email, status FROM newsletter_subscriber WHERE website_id = $1 AND email = $2',
    [websiteId, email]
  );
}

export async function findSubscribersByCustomers(db: Queryable, customerIds: readonly number[]): Promise<SubscriberRow[]> {
  if (!customerIds.length) return [];
  return db.query<SubscriberRow & Record<string, unknown>>(
    'SELECT subscriber_id, store_id, customer_id, email, status FROM newsletter_subscriber WHERE customer_id = ANY ($1::int[])',
    [customerIds]
  );
}

/** Sets the status of an e-mail (creating the row), linking it to the account when one is given. */
export async function saveSubscriber(
  db: Queryable,
  s: { websiteId: number; storeId: number; email: string; customerId: number | null; status: SubscriberStatus }
): Promise<void> {
  await db.query(
    `INSERT INTO newsletter_subscriber (website_id, store_id, email, customer_id, status)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (website_id, email) DO UPDATE
       SET status = EXCLUDED.status, store_id = EXCLUDED.store_id,
           customer_id = COALESCE(EXCLUDED.customer_id, newsletter_subscriber.customer_id),
           change_status_at = now()`,
    [s.websiteId, s.storeId, s.email, s.customerId, s.status]
  );
}

/**
 * A new account takes over the subscription its address made as a guest (Magento's newsletter
 * CustomerPlugin does the same): the row is linked, its status kept.
 */
export async function linkGuestSubscriber(db: Queryable, websiteId: number, email: string, customerId: number): Promise<void> {
  await db.query('UPDATE newsletter_subscriber SET customer_id = $3 WHERE website_id = $1 AND email = $2 AND customer_id IS NULL', [
    websiteId,
    email,
    customerId
  ]);
}

/**
 * After an e-mail change the customer's subscription follows the account to the new address. One row an
 * address: where the new address was subscribed by a guest, the customer's own row (their choice) wins
 * and the guest's goes; a customer without a row takes the guest's over, as a new account does.
 */
export async function moveCustomerSubscription(db: Queryable, customerId: number, newEmail: string): Promise<void> {
  await db.query(
    `DELETE FROM newsletter_subscriber guest WHERE guest.email = $2 AND guest.customer_id IS NULL
       AND EXISTS (SELECT 1 FROM newsletter_subscriber own WHERE own.customer_id = $1 AND own.website_id = guest.website_id)`,
    [customerId, newEmail]
  );
  await db.query('UPDATE newsletter_subscriber SET email = $2 WHERE customer_id = $1', [customerId, newEmail]);
  await db.query(
    `UPDATE newsletter_subscriber SET customer_id = $1 WHERE email = $2 AND customer_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM newsletter_subscriber own WHERE own.customer_id = $1)`,
    [customerId, newEmail]
  );
}
