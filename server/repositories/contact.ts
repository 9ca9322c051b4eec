/** contact_request: messages sent through the contact form. */
import type { Queryable } from '../db/client';

export interface NewContactRequest {
  storeId: number;
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
}

export async function insertContactRequest(db: Queryable, request: NewContactRequest): Promise<number> {
  const row = await db.one<{ contact_id: number }>(
    `INSERT INTO contact_request (store_id, name, email, telephone, comment) VALUES ($1, $2, $3, $4, $5) RETURNING contact_id`,
    [request.storeId, request.name, request.email, request.telephone, request.comment]
  );
  return row!.contact_id;
}

export async function listContactRequests(db: Queryable, limit = 50) {
  return db.query<{ contact_id: number; store_id: number; name: string; email: string; telephone: string | null; comment: string }>(
    'SELECT contact_id, store_id, name, email, telephone, comment FROM contact_request ORDER BY contact_id DESC LIMIT $1',
    [limit]
  );
}
