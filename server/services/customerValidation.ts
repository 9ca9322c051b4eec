/** Input checks shared by the customer, newsletter and contact services. */

/**
 * A pragmatic e-mail check (what Magento's EmailAddress validator accepts in practice): one @, a local
 * part without spaces, a dotted domain of letters, digits and hyphens, at most 254 characters.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false;
  const match = /^([^\s@"(),:;<>[\\\]]+)@([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+)$/i.exec(value);
  if (!match) return false;
  const [, local, domain] = match;
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return /\.[a-z]{2,}$/i.test(domain) || /\.xn--[a-z0-9-]+$/i.test(domain);
}

/** E-mails are compared and stored lower case. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/** A trimmed string, or null for missing / blank. */
export function textOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

/** 'YYYY-MM-DD' for a valid calendar date given as YYYY-MM-DD (optionally with a time part), else null. */
export function isoDateOrNull(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${match[1]}-${match[2]}-${match[3]}`;
}
