/**
 * Checkout agreements (Magento's CheckoutAgreements): the terms and conditions and the privacy policy a
 * shopper accepts before placing an order, when checkout/options/enable_agreements is on. Their texts
 * link the CMS pages. As in Magento, the REST payment-information call refuses an order without the ids
 * of every MANUAL agreement (extension_attributes.agreement_ids).
 */
import type { RequestContext } from '../domain/context';
import { inputError } from '../domain/errors';
import { listActiveCheckoutAgreements } from '../repositories/checkoutAgreements';
import { renderCmsContent } from './cmsContent';
import { configValue, storeConfigValues } from './storeConfig';

type Ctx = Pick<RequestContext, 'db' | 'loaders' | 'store' | 'cache'>;

export const AGREEMENTS_NOT_ACCEPTED_MESSAGE = "The order wasn't placed. First, agree to the terms and conditions, then try placing your order again.";

async function activeAgreements(ctx: Ctx) {
  const enabled = configValue(await storeConfigValues(ctx, ctx.store.id), 'checkout/options/enable_agreements', '0') === '1';
  return enabled ? listActiveCheckoutAgreements(ctx.db, ctx.store.id) : [];
}

/** checkoutAgreements: the store view's active agreements, their content's directives rendered. */
export async function checkoutAgreements(ctx: Ctx) {
  const rows = await activeAgreements(ctx);
  return Promise.all(rows.map(async (row) => ({ ...row, content: row.is_html ? await renderCmsContent(ctx, row.content) : row.content, content_height: null })));
}

/** Refuses an order unless every MANUAL agreement was accepted. */
export async function requireAcceptedAgreements(ctx: Ctx, acceptedIds: ReadonlyArray<number | string>): Promise<void> {
  const accepted = new Set(acceptedIds.map((id) => Number(id)));
  const missing = (await activeAgreements(ctx)).filter((row) => row.mode === 'MANUAL' && !accepted.has(row.agreement_id));
  if (missing.length) throw inputError('AGREEMENTS_NOT_ACCEPTED', AGREEMENTS_NOT_ACCEPTED_MESSAGE);
}
