/**
 * Newsletter subscriptions (Magento's NewsletterGraphQl): subscribeEmailToNewsletter for anyone,
 * Customer.is_subscribed and updateCustomerV2(is_subscribed) for the signed-in customer. The store does
 * not ask for confirmation (newsletter/subscription/confirm = 0), so a subscription is SUBSCRIBED at once.
 */
import type { Queryable } from '../db/client';
import type { RequestContext, StoreView } from '../domain/context';
import { perRequestLoader } from '../domain/context';
import { inputError } from '../domain/errors';
import type { CustomerRow } from '../repositories/customer';
import { findCustomerByEmail } from '../repositories/customer';
import {
  findSubscriberByEmail, findSubscribersByCustomers, saveSubscriber, SUBSCRIBER_STATUS, type SubscriberStatus
} from '../repositories/newsletter';
import { currentCustomerId } from './customerAuth';
import { isValidEmail, normalizeEmail } from './customerValidation';
import { clientIp, enforceRateLimit } from './rateLimit';
import { configValue, storeConfigValues } from './storeConfig';

export type SubscriptionStatusesEnum = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

const STATUS_NAMES: Record<SubscriberStatus, SubscriptionStatusesEnum> = {
  1: 'SUBSCRIBED',
  2: 'NOT_ACTIVE',
  3: 'UNSUBSCRIBED',
  4: 'UNCONFIRMED'
};

/** Subscribes or unsubscribes an account's own e-mail. */
export async function setCustomerSubscription(db: Queryable, store: StoreView, customer: CustomerRow, subscribed: boolean): Promise<void> {
  await saveSubscriber(db, {
    websiteId: customer.website_id,
    storeId: store.id,
    email: customer.email,
    customerId: customer.customer_id,
    status: subscribed ? SUBSCRIBER_STATUS.SUBSCRIBED : SUBSCRIBER_STATUS.UNSUBSCRIBED
  });
}

/** Customer.is_subscribed, batched per request. */
export function isCustomerSubscribed(ctx: Pick<RequestContext, 'db' | 'loaders'>, customerId: number): Promise<boolean> {
  return perRequestLoader<number, boolean>(ctx, 'customer.subscription', async (ids) => {
    const rows = await findSubscribersByCustomers(ctx.db, ids);
    const subscribed = new Set(rows.filter((r) => r.status === SUBSCRIBER_STATUS.SUBSCRIBED).map((r) => r.customer_id));
    return ids.map((id) => subscribed.has(id));
  }).load(customerId);
}

export async function subscribeEmailToNewsletter(ctx: RequestContext, email: string): Promise<{ status: SubscriptionStatusesEnum }> {
  const raw = email?.trim() ?? '';
  if (!raw) throw inputError('REQUIRED_FIELD_MISSING', 'You must specify an email address to subscribe to a newsletter.', { field: 'email' });
  if (!isValidEmail(raw)) throw inputError('INVALID_EMAIL', 'Enter a valid email address.', { field: 'email' });
  const normalized = normalizeEmail(raw);
  const values = await storeConfigValues(ctx, ctx.store.id);
  if (configValue(values, 'newsletter/general/active', '1') === '0') throw inputError('NEWSLETTER_UNAVAILABLE', 'The newsletter is not available.');
  const customerId = await currentCustomerId(ctx);
  // Its answers tell whether an address has an account or a subscription: rate limited.
  await enforceRateLimit(ctx.db, 'account-lookup', { ip: clientIp(ctx), email: raw });
  if (customerId === null && configValue(values, 'newsletter/subscription/allow_guest_subscribe', '1') === '0') {
    throw inputError('GUEST_SUBSCRIPTION_NOT_ALLOWED', 'Guests can not subscribe to the newsletter. You must create an account to subscribe.');
  }
  const owner = await findCustomerByEmail(ctx.db, ctx.store.websiteId, normalized);
  if (owner && owner.customer_id !== customerId) throw inputError('SUBSCRIPTION_FAILED', 'Cannot create a newsletter subscription.');
  const existing = await findSubscriberByEmail(ctx.db, ctx.store.websiteId, normalized);
  if (existing?.status === SUBSCRIBER_STATUS.SUBSCRIBED) throw inputError('ALREADY_SUBSCRIBED', 'This email address is already subscribed.');
  const needsConfirmation = customerId === null && configValue(values, 'newsletter/subscription/confirm', '0') === '1';
  const status = needsConfirmation ? SUBSCRIBER_STATUS.NOT_ACTIVE : SUBSCRIBER_STATUS.SUBSCRIBED;
  await saveSubscriber(ctx.db, { websiteId: ctx.store.websiteId, storeId: ctx.store.id, email: normalized, customerId: owner?.customer_id ?? null, status });
  if (owner) ctx.loaders.get('customer.subscription')?.clear(owner.customer_id);
  return { status: STATUS_NAMES[status] };
}
