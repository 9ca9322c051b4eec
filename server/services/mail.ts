/**
 * Outgoing mail. Mails are written to the mail_outbox table inside the caller's transaction (so a
 * rolled-back order sends nothing); delivery is a relay's job, and in development /dev/outbox shows them.
 *
 *   await queueMail(db, { to, template: 'sales_order_confirmation', subject, html, text, storeId });
 */
import type { Queryable } from '../db/client';
import { insertOutboxMail, type NewOutboxMail } from '../repositories/outbox';

/** A mail as the outbox keeps it; its template is Magento's identifier (customer_welcome, contact_form…). */
export type MailMessage = NewOutboxMail;

/** Queues one mail; returns its outbox id. */
export async function queueMail(db: Queryable, mail: MailMessage): Promise<number> {
  return insertOutboxMail(db, { ...mail, to: mail.to.trim().toLowerCase() });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** A minimal HTML mail layout around already-escaped body HTML. */
export function mailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#222">${bodyHtml}</body></html>`;
}
