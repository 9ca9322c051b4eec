// What the shopper decided about cookies, as kept in browser storage.
// This module is in the first-load bundle (the mount reads it to decide whether the banner is needed
// right away), so it stays tiny: no React, no imports beyond the storage types.
import { storageKeys, type BrowserPersistence } from '../../api/storage';

/** Cookie categories a shopper may opt in to; the server (server/datalayer.ts) knows the same names. */
export const OPTIONAL_CONSENT_CATEGORIES = ['preferences', 'analytics', 'marketing'] as const;
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];

/** Sent first with every acceptance: the server records that consent was given at all. */
export const CONSENT_GRANTED_MARKER = 'cookieConsentGranted';

/**
 * Which optional categories were accepted, in the same BrowserPersistence namespace as cookieAccept.
 * Not one of Venia's storage keys: Venia stores only whether a choice was made; the consent-gated script
 * loader also needs to know which categories it may load on later visits.
 */
export const ACCEPTED_CATEGORIES_KEY = 'cookieConsentCategories';

export function isOptionalConsentCategory(name: unknown): name is OptionalConsentCategory {
  return typeof name === 'string' && (OPTIONAL_CONSENT_CATEGORIES as readonly string[]).includes(name);
}

/** Known categories only, in the canonical order, without duplicates. */
export function normalizeCategories(names: readonly unknown[]): OptionalConsentCategory[] {
  return OPTIONAL_CONSENT_CATEGORIES.filter((category) => names.includes(category));
}

/**
 * True when the shopper has accepted, accepted all or declined. The banner shows when cookieAccept is
 * unset or 'false'; both the JSON value true and the string 'true' (older Venia builds
 * stored the string) count as a decision made.
 */
export function isConsentGiven(storage: Pick<BrowserPersistence, 'getItem'>): boolean {
  const value = storage.getItem<unknown>(storageKeys.cookieAccept);
  return value === true || value === 'true';
}

export function storeCookieAccept(storage: Pick<BrowserPersistence, 'setItem'>, accepted: boolean): void {
  storage.setItem(storageKeys.cookieAccept, accepted);
}

export function readAcceptedCategories(storage: Pick<BrowserPersistence, 'getItem'>): OptionalConsentCategory[] {
  const value = storage.getItem<unknown>(ACCEPTED_CATEGORIES_KEY);
  return Array.isArray(value) ? normalizeCategories(value) : [];
}

export function storeAcceptedCategories(
  storage: Pick<BrowserPersistence, 'setItem'>,
  categories: readonly OptionalConsentCategory[]
): void {
  storage.setItem(ACCEPTED_CATEGORIES_KEY, normalizeCategories(categories));
}
