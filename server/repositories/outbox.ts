/** mail_outbox: mails written by the application, read by a relay, /dev/outbox and tests. */
import type { Queryable } from '../db/client';

export interface OutboxMailRow {
  mail_id: number;
  store_id: number | null;
  to_email: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  created_at: Date;
  sent_at: Date | null;
}

export interface NewOutboxMail {
  to: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  storeId?: number | null;
}

export async function insertOutboxMail(db: Queryable, mail: NewOutboxMail): Promise<number> {
  const row = await db.one<{ mail_id: number }>(
    `INSERT INTO mail_outbox (store_id, to_email, template, subject, html, text)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING mail_id`,
    [mail.storeId ?? null, mail.to, mail.template, mail.subject, mail.html, mail.text]
  );
  return row!.mail_id;
}

/** Newest first; optionally only the mails to one address. */
export async function listOutboxMails(db: Queryable, options: { to?: string; limit?: number } = {}): Promise<OutboxMailRow[]> {
  return db.query<OutboxMailRow & Record<string, unknown>>(
    `SELECT mail_id, store_id, to_email, template, subject, html, text, created_at, sent_at
       FROM mail_outbox
      WHERE ($1::text IS NULL OR to_email = lower($1))
      ORDER BY mail_id DESC
      LIMIT $2`,
    [options.to ?? null, options.limit ?? 100]
  );
}

export async function findOutboxMail(db: Queryable, mailId: number): Promise<OutboxMailRow | undefined> {
  return db.one<OutboxMailRow & Record<string, unknown>>(
    `SELECT mail_id, store_id, to_email, template, subject, html, text, created_at, sent_at
       FROM mail_outbox WHERE mail_id = $1`,
    [mailId]
  );
}
