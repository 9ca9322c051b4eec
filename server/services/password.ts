/**
 * Password hashing (scrypt from node:crypto) and Magento's password policy.
 *
 * Stored form: "scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>" — the parameters travel with the
 * hash, so they can be raised later and old hashes still verify (needsRehash tells when to upgrade).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { inputError } from '../domain/errors';

export const MIN_PASSWORD_LENGTH = 8;
export const REQUIRED_CHARACTER_CLASSES = 3;
/** Magento refuses passwords longer than 256 characters (and scrypt should not hash megabytes). */
export const MAX_PASSWORD_LENGTH = 256;

/** 2^15 rounds, 8 blocks, 1 lane: ~32 MB and a few tens of ms per hash. */
const CURRENT = { N: 32768, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * options.N! * options.r! * 2 }, (error, key) =>
      error ? reject(error) : resolve(key)
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, CURRENT);
  return ['scrypt', CURRENT.N, CURRENT.r, CURRENT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const expected = Buffer.from(parts[5], 'base64url');
  const actual = await scrypt(password, Buffer.from(parts[4], 'base64url'), { N, r, p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`scrypt$${CURRENT.N}$${CURRENT.r}$${CURRENT.p}$`);
}

/** How many of the four classes (lower case, upper case, digits, special characters) a password uses. */
export function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u].filter((re) => re.test(password)).length;
}

export interface PasswordPolicy {
  minLength: number;
  requiredClasses: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: MIN_PASSWORD_LENGTH, requiredClasses: REQUIRED_CHARACTER_CLASSES };

/** Magento's AccountManagement::checkPasswordStrength, with its messages (input errors PASSWORD_POLICY). */
export function assertPasswordStrength(password: string, email: string | null, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw inputError('PASSWORD_POLICY', `Please enter a password with at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  if (password.trim() !== password) {
    throw inputError('PASSWORD_POLICY', "The password can't begin or end with a space. Verify the password and try again.");
  }
  if (password.length < policy.minLength) {
    throw inputError('PASSWORD_POLICY', `The password needs at least ${policy.minLength} characters. Create a new password and try again.`);
  }
  if (characterClasses(password) < policy.requiredClasses) {
    throw inputError(
      'PASSWORD_POLICY',
      `Minimum of different classes of characters in password is ${policy.requiredClasses}. ` +
        'Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'
    );
  }
  if (email && password.toLowerCase() === email.toLowerCase()) {
    throw inputError('PASSWORD_POLICY', "The password can't be the same as the email address. Create a new password and try again.");
  }
}
