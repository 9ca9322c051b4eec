/**
 * What reloading /checkout/receipt needs to show the order just placed again: its number, for a guest
 * the order's token (guestOrderByToken; a signed-in customer finds it among their orders by number), and
 * what the checkout said of the delivery and payment chosen. The order itself is read from the back
 * end again, so no address is kept in the browser. Venia has no key for it, so it gets its own key in
 * sessionStorage (same namespace and record format as BrowserPersistence): the token opens the order
 * and belongs to this tab's session only — a later visit, a new tab or another person at a shared
 * computer finds nothing, unlike localStorage where it would outlive the session. A ttl bounds it even
 * when the browser restores a closed session.
 */
import { BrowserPersistence, getSessionStorage, type KeyValueStorage } from '../../api/storage';
import type { ReceiptChoices } from './receiptOrder';

export const RECEIPT_SESSION_KEY = 'checkout_receipt';
/** Seconds a kept receipt is shown after the order. */
export const RECEIPT_TTL_SECONDS = 60 * 60;

export interface KeptReceipt extends ReceiptChoices {
  number: string;
  /** A guest's order token (CustomerOrder.token). */
  token?: string;
}

function persistence(storage?: KeyValueStorage): BrowserPersistence {
  return new BrowserPersistence({ storage: storage ?? getSessionStorage() });
}

export function saveReceipt(receipt: KeptReceipt, storage?: KeyValueStorage): void {
  persistence(storage).setItem(RECEIPT_SESSION_KEY, receipt, RECEIPT_TTL_SECONDS);
}

/** The kept receipt, or null when there is none (new session, expired, unreadable). */
export function readReceipt(storage?: KeyValueStorage): KeptReceipt | null {
  const receipt = persistence(storage).getItem<KeptReceipt>(RECEIPT_SESSION_KEY);
  return receipt && typeof receipt === 'object' && typeof receipt.number === 'string' && receipt.number ? receipt : null;
}

export function forgetReceipt(storage?: KeyValueStorage): void {
  persistence(storage).removeItem(RECEIPT_SESSION_KEY);
}
