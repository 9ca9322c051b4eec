/**
 * The receipt of the order just placed, kept for the browser session so reloading /checkout/receipt
 * shows it again. Venia has no key for it, so it gets its own key in sessionStorage (same
 * namespace and record format as BrowserPersistence): the receipt holds the shopper's addresses and
 * belongs to this tab's session only — a later visit, a new tab or another person at a shared computer
 * finds nothing, unlike localStorage where it would outlive the session. A ttl bounds it even when the
 * browser restores a closed session.
 */
import { BrowserPersistence, getSessionStorage, type KeyValueStorage } from '../../api/storage';
import type { ReceiptOrder } from './actions';

export const RECEIPT_SESSION_KEY = 'checkout_receipt';
/** Seconds a kept receipt is shown after the order. */
export const RECEIPT_TTL_SECONDS = 60 * 60;

function persistence(storage?: KeyValueStorage): BrowserPersistence {
  return new BrowserPersistence({ storage: storage ?? getSessionStorage() });
}

export function saveReceipt(order: ReceiptOrder, storage?: KeyValueStorage): void {
  persistence(storage).setItem(RECEIPT_SESSION_KEY, order, RECEIPT_TTL_SECONDS);
}

/** The kept receipt, or null when there is none (new session, expired, unreadable). */
export function readReceipt(storage?: KeyValueStorage): ReceiptOrder | null {
  const order = persistence(storage).getItem<ReceiptOrder>(RECEIPT_SESSION_KEY);
  return order && typeof order === 'object' && typeof order.id === 'string' && order.id ? order : null;
}

export function forgetReceipt(storage?: KeyValueStorage): void {
  persistence(storage).removeItem(RECEIPT_SESSION_KEY);
}
