/**
 * /dev/outbox: the mails the application queued (mail_outbox), for development and browser tests.
 *
 *   GET /dev/outbox             HTML list, newest first (?to=<e-mail> filters)
 *   GET /dev/outbox.json        the same as JSON (?to=, ?limit=)
 *   GET /dev/outbox/:id         one mail: headers, text (links clickable) and the HTML source
 *   GET /dev/outbox/:id/html    the mail's HTML as the recipient would see it (scripts blocked by CSP)
 *
 * Registered only when config.devOutbox is on (the embedded demo store outside production, or
 * STOREFRONT_DEV_OUTBOX=1 on a staging box). Everything printed is HTML-escaped.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { findOutboxMail, listOutboxMails, type OutboxMailRow } from '../repositories/outbox';
import { escapeHtml } from '../services/mail';
import { hasUnsafeCharacter } from '../services/unsafeText';

export interface DevOutboxOptions {
  db: Db;
  /** From config.devOutbox (server/config.ts reads NODE_ENV and STOREFRONT_DEV_OUTBOX). */
  enabled: boolean;
}


const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse}' +
    'td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>' +
    `</head><body>${body}</body></html>`;
}

/** Text with its http(s) and root-relative links made clickable, everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+|(?<=\s|^)\/[^\s<>"]*\?[^\s<>"]+)/)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

const summary = (mail: OutboxMailRow) => ({
  id: mail.mail_id,
  to: mail.to_email,
  subject: mail.subject,
  template: mail.template,
  store_id: mail.store_id,
  created_at: new Date(mail.created_at).toISOString()
});

export default async function devOutboxPlugin(app: FastifyInstance, options: DevOutboxOptions): Promise<void> {
  if (!options.enabled) return;
  const { db } = options;

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/dev/outbox')) reply.header('cache-control', 'no-store');
  });

  const limitOf = (raw: unknown) => Math.min(500, Math.max(1, Number.parseInt(String(raw ?? '100'), 10) || 100));
  /** The ?to= filter: one address (a repeated or unstorable one filters nothing out: no mail matches it). */
  const recipientOf = (raw: unknown): string | undefined => {
    const text = (Array.isArray(raw) ? String(raw[0] ?? '') : typeof raw === 'string' ? raw : '').trim();
    return text ? text : undefined;
  };

  app.get('/dev/outbox.json', async (request) => {
    const query = request.query as { to?: unknown; limit?: unknown };
    const to = recipientOf(query.to);
    const mails = to && hasUnsafeCharacter(to) ? [] : await listOutboxMails(db, { to, limit: limitOf(query.limit) });
    return { items: mails.map((mail) => ({ ...summary(mail), text: mail.text, html: mail.html })) };
  });

  app.get('/dev/outbox', async (request, reply) => {
    const query = request.query as { to?: unknown; limit?: unknown };
    const to = recipientOf(query.to);
    const mails = to && hasUnsafeCharacter(to) ? [] : await listOutboxMails(db, { to, limit: limitOf(query.limit) });
    const rows = mails
      .map((mail) => `<tr><td><a href="/dev/outbox/${mail.mail_id}">${mail.mail_id}</a></td><td>${escapeHtml(summary(mail).created_at)}</td>` +
        `<td>${escapeHtml(mail.to_email)}</td><td><a href="/dev/outbox/${mail.mail_id}">${escapeHtml(mail.subject)}</a></td><td>${escapeHtml(mail.template)}</td></tr>`)
      .join('');
    reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8');
    return page('Outbox', `<h1>Outbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>` +
      (mails.length
        ? `<table><thead><tr><th>#</th><th>Queued</th><th>To</th><th>Subject</th><th>Template</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No mails.</p>'));
  });

  const mailOf = async (raw: string) => (/^\d{1,9}$/.test(raw) ? findOutboxMail(db, Number(raw)) : undefined);

  app.get('/dev/outbox/:id', async (request, reply) => {
    const mail = await mailOf((request.params as { id: string }).id);
    reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8');
    if (!mail) return reply.code(404).send(page('Not found', '<h1>No such mail</h1><p><a href="/dev/outbox">Outbox</a></p>'));
    const s = summary(mail);
    return page(mail.subject, '<p><a href="/dev/outbox">← Outbox</a></p>' +
      `<h1>${escapeHtml(mail.subject)}</h1>` +
      `<table><tr><th>To</th><td>${escapeHtml(s.to)}</td></tr><tr><th>Template</th><td>${escapeHtml(s.template)}</td></tr>` +
      `<tr><th>Store</th><td>${escapeHtml(String(s.store_id ?? ''))}</td></tr><tr><th>Queued</th><td>${escapeHtml(s.created_at)}</td></tr></table>` +
      `<h2>Text</h2><pre>${linkify(mail.text)}</pre>` +
      `<h2>HTML</h2><p><a href="/dev/outbox/${mail.mail_id}/html">Open as HTML</a></p><pre>${escapeHtml(mail.html)}</pre>`);
  });

  app.get('/dev/outbox/:id/html', async (request, reply) => {
    const mail = await mailOf((request.params as { id: string }).id);
    if (!mail) return reply.code(404).type('text/plain').send('No such mail');
    // The mail's own HTML, but with no scripts, forms or external requests allowed.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox allow-popups allow-top-navigation-by-user-activation");
    return reply.type('text/html; charset=utf-8').send(mail.html);
  });
}
