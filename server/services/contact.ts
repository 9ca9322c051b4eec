/**
 * contactUs (Magento's ContactGraphQl): checks the form as Magento does, stores the message and queues
 * a mail to the store's contact address (contact/email/recipient_email, else the general store e-mail)
 * with Reply-To semantics left to the relay. Only when contact/contact/enabled is on; rate limited.
 */
import type { RequestContext } from '../domain/context';
import { authorizationError, inputError } from '../domain/errors';
import { insertContactRequest } from '../repositories/contact';
import { isValidEmail } from './customerValidation';
import { escapeHtml, mailLayout, queueMail } from './mail';
import { clientIp, enforceRateLimit } from './rateLimit';
import { configValue, storeConfigValues } from './storeConfig';
import { MESSAGE_MAX, NAME_MAX, TELEPHONE_MAX } from './textLimits';

export interface ContactUsInput {
  name: string;
  email: string;
  comment: string;
  telephone?: string | null;
}

export const CONTACT_UNAVAILABLE_MESSAGE = 'The contact form is unavailable.';

export async function contactUs(ctx: RequestContext, input: ContactUsInput): Promise<{ status: boolean }> {
  const values = await storeConfigValues(ctx, ctx.store.id);
  if (!['1', 'true'].includes(configValue(values, 'contact/contact/enabled', '1'))) throw authorizationError('CONTACT_UNAVAILABLE', CONTACT_UNAVAILABLE_MESSAGE);
  const name = input.name?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  const comment = input.comment?.trim() ?? '';
  const telephone = input.telephone?.trim() || null;
  if (!name) throw inputError('REQUIRED_FIELD_MISSING', 'Enter the Name and try again.', { field: 'name' });
  if (!comment) throw inputError('REQUIRED_FIELD_MISSING', 'Enter the comment and try again.', { field: 'comment' });
  if (!isValidEmail(email)) throw inputError('INVALID_EMAIL', 'The email address is invalid. Verify the email address and try again.', { field: 'email' });
  if (name.length > NAME_MAX || (telephone?.length ?? 0) > TELEPHONE_MAX || comment.length > MESSAGE_MAX) {
    throw inputError('VALUE_TOO_LONG', 'The message is too long.');
  }
  await enforceRateLimit(ctx.db, 'contact', { ip: clientIp(ctx), email });
  const recipient = configValue(values, 'contact/email/recipient_email', '') || configValue(values, 'trans_email/ident_general/email', '');
  await ctx.db.transaction(async (tx) => {
    await insertContactRequest(tx, { storeId: ctx.store.id, name, email, telephone, comment });
    if (recipient) {
      const subject = `Contact form: ${name}`;
      await queueMail(tx, {
        to: recipient,
        template: 'contact_email_email_template',
        subject,
        storeId: ctx.store.id,
        html: mailLayout(subject,
          `<p><strong>Name:</strong> ${escapeHtml(name)}<br><strong>E-mail:</strong> ${escapeHtml(email)}<br>` +
          `<strong>Telephone:</strong> ${escapeHtml(telephone ?? '-')}</p><p>${escapeHtml(comment).replace(/\n/g, '<br>')}</p>`),
        text: `Name: ${name}\nE-mail: ${email}\nTelephone: ${telephone ?? '-'}\n\n${comment}\n`
      });
    }
  });
  return { status: true };
}
