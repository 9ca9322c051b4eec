/** Explicit RO/EN targets for the store switch (the retailer's custom URL redirect). */
import type { Queryable } from '../db/client';

export interface CustomUrlRedirectRow extends Record<string, unknown> {
  request_path: string;
  rourlredirect: string | null;
  enurlredirect: string | null;
}

export async function findCustomUrlRedirect(db: Queryable, requestPath: string): Promise<CustomUrlRedirectRow | undefined> {
  return db.one<CustomUrlRedirectRow>(
    'SELECT request_path, rourlredirect, enurlredirect FROM custom_url_redirect WHERE request_path = $1',
    [requestPath]
  );
}

export async function saveCustomUrlRedirect(db: Queryable, row: CustomUrlRedirectRow): Promise<void> {
  await db.query(
    `INSERT INTO custom_url_redirect (request_path, rourlredirect, enurlredirect) VALUES ($1, $2, $3)
     ON CONFLICT (request_path) DO UPDATE SET rourlredirect = EXCLUDED.rourlredirect, enurlredirect = EXCLUDED.enurlredirect`,
    [row.request_path, row.rourlredirect, row.enurlredirect]
  );
}
