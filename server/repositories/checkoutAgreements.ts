/** Checkout agreements (Magento's checkout_agreement), per store view. */
import type { Queryable } from '../db/client';

export interface CheckoutAgreementRow extends Record<string, unknown> {
  agreement_id: number;
  name: string;
  content: string;
  checkbox_text: string;
  is_html: boolean;
  mode: 'AUTO' | 'MANUAL';
}

export async function listActiveCheckoutAgreements(db: Queryable, storeId: number): Promise<CheckoutAgreementRow[]> {
  return db.query<CheckoutAgreementRow>(
    `SELECT agreement_id, name, content, checkbox_text, is_html, mode FROM checkout_agreement
      WHERE store_id = $1 AND is_active ORDER BY sort_order, agreement_id`,
    [storeId]
  );
}

export async function insertCheckoutAgreement(db: Queryable, row: Omit<CheckoutAgreementRow, 'agreement_id'> & { store_id: number; sort_order: number }): Promise<void> {
  await db.query(
    `INSERT INTO checkout_agreement (store_id, name, content, checkbox_text, is_html, mode, sort_order) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.store_id, row.name, row.content, row.checkbox_text, row.is_html, row.mode, row.sort_order]
  );
}
