/**
 * Customer accounts as Magento 2.4's CustomerGraphQl: create, sign in (tokens), profile, e-mail and
 * password changes, password reset by e-mail. Messages and error categories are Magento's.
 *
 * Decisions:
 * - sign-in lockout: after customer/password/lockout_failures (default 5) failed attempts the account is
 *   locked for customer/password/lockout_threshold minutes (default 10); a locked account gets the same
 *   answer as wrong credentials, as Magento.
 * - password reset links live customer/password/reset_link_expiration_period hours (Magento's default 2),
 *   are single use, and a new request replaces the earlier links. requestPasswordResetEmail answers true
 *   whether or not the e-mail belongs to an account (unlike Magento), so it cannot be used to find
 *   accounts.
 * - revokeCustomerToken revokes every token of the customer (Magento's CustomerTokenService does the
 *   same); a password change or reset also revokes the other tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RequestContext } from '../domain/context';
import { markPrivate, perRequestLoader } from '../domain/context';
import { alreadyExistsError, authenticationError, inputError, noSuchEntityError } from '../domain/errors';
import {
  claimSignInAttempt, clearSignInFailures, consumePasswordReset, findCustomerByEmail, findCustomerById, findCustomersByIds,
  findPasswordReset, insertCustomer, insertPasswordReset, updateCustomer,
  type CustomerChanges, type CustomerRow
} from '../repositories/customer';
import { revokeAllCustomerTokens } from '../repositories/customerToken';
import { linkGuestSubscriber, moveCustomerSubscription } from '../repositories/newsletter';
import { currentCustomerId, currentCustomerIdentity, GUEST_CUSTOMER_GROUP_ID, issueCustomerToken, requireCustomer } from './customerAuth';
import { isoDateOrNull, isValidEmail, normalizeEmail, textOrNull } from './customerValidation';
import { escapeHtml, mailLayout, queueMail } from './mail';
import { setCustomerSubscription } from './newsletter';
import { attachGuestOrdersToCustomer } from './order';
import { assertPasswordStrength, hashPassword, needsRehash, verifyPassword, type PasswordPolicy } from './password';
import { clientIp, enforceRateLimit } from './rateLimit';
import { accountConfirmationRequired, configValue, customerGroupShared, encodeUid, storeConfigValues } from './storeConfig';
import { NAME_MAX } from './textLimits';

export type Ctx = RequestContext & { customerGroupId?: number };

export const SIGN_IN_FAILED_MESSAGE =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const INVALID_LOGIN_MESSAGE = 'Invalid login or password.';
export const DUPLICATE_EMAIL_MESSAGE = 'A customer with the same email address already exists in an associated website.';
export const RESET_PASSWORD_FAILED_MESSAGE = "Cannot set the customer's password";
export const DEFAULT_LOCKOUT_FAILURES = 5;
export const DEFAULT_LOCKOUT_MINUTES = 10;
export const DEFAULT_RESET_LINK_HOURS = 2;

async function settings(ctx: Ctx) {
  const values = await storeConfigValues(ctx, ctx.store.id);
  const int = (path: string, fallback: number) => {
    const n = Number.parseInt(configValue(values, path, ''), 10);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    policy: {
      minLength: int('customer/password/minimum_password_length', 8),
      requiredClasses: Math.min(4, int('customer/password/required_character_classes_number', 3))
    } satisfies PasswordPolicy,
    lockoutFailures: int('customer/password/lockout_failures', DEFAULT_LOCKOUT_FAILURES),
    lockoutMinutes: int('customer/password/lockout_threshold', DEFAULT_LOCKOUT_MINUTES),
    resetLinkHours: int('customer/password/reset_link_expiration_period', DEFAULT_RESET_LINK_HOURS),
    storeName: configValue(values, 'general/store_information/name', 'GNC România'),
    baseUrl: configValue(values, 'web/secure/base_url', '/')
  };
}

// ---------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------

/** A customer by id, batched per request. */
export function loadCustomer(ctx: Ctx, customerId: number): Promise<CustomerRow | null> {
  return perRequestLoader<number, CustomerRow | null>(ctx, 'customer.byId', async (ids) => {
    const rows = await findCustomersByIds(ctx.db, ids);
    const byId = new Map(rows.map((r) => [r.customer_id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }).load(customerId);
}

/** The signed-in customer (the `customer` query). */
export async function currentCustomer(ctx: Ctx): Promise<CustomerRow> {
  const id = await requireCustomer(ctx);
  const row = await loadCustomer(ctx, id);
  if (!row) throw noSuchEntityError('CUSTOMER_NOT_FOUND', `No such entity with customerId = ${id}`);
  return row;
}

/** CustomerGroupStorefront: Magento's uid of a customer group, base64 of its id. */
const customerGroupOutput = (groupId: number) => ({ uid: encodeUid(groupId) });

/** Query.customerGroup: the signed-in customer's group; a guest is in NOT LOGGED IN (0). */
export async function requestCustomerGroup(ctx: Ctx): Promise<{ uid: string }> {
  const id = await currentCustomerId(ctx);
  const row = id === null ? null : await loadCustomer(ctx, id);
  return customerGroupOutput(row?.group_id ?? GUEST_CUSTOMER_GROUP_ID);
}

/** Customer.group, null when the store does not share customer groups with GraphQL. */
export async function customerGroup(ctx: Ctx, customer: CustomerRow): Promise<{ uid: string } | null> {
  return customerGroupShared(await storeConfigValues(ctx, ctx.store.id)) ? customerGroupOutput(customer.group_id) : null;
}

/**
 * Customer.confirmation_status: ACCOUNT_CONFIRMATION_NOT_REQUIRED while the store requires no e-mail
 * confirmation (accounts here are never left unconfirmed, so otherwise ACCOUNT_CONFIRMED).
 */
export async function customerConfirmationStatus(ctx: Ctx): Promise<'ACCOUNT_CONFIRMED' | 'ACCOUNT_CONFIRMATION_NOT_REQUIRED'> {
  return accountConfirmationRequired(await storeConfigValues(ctx, ctx.store.id)) ? 'ACCOUNT_CONFIRMED' : 'ACCOUNT_CONFIRMATION_NOT_REQUIRED';
}

function freshCustomer(ctx: Ctx, customerId: number): Promise<CustomerRow | null> {
  ctx.loaders.get('customer.byId')?.clear(customerId);
  return loadCustomer(ctx, customerId);
}

// ---------------------------------------------------------------------------------------------------
// Input checks
// ---------------------------------------------------------------------------------------------------

function checkedEmail(value: unknown): string {
  const raw = typeof value === 'string' ? value.trim() : '';
  if (!raw) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameters are missing: Email', { field: 'email' });
  if (!isValidEmail(raw)) throw inputError('INVALID_EMAIL', `"${raw}" is not a valid email address.`, { field: 'email' });
  return normalizeEmail(raw);
}

function checkedGender(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === 0) return null;
  if (value === 1 || value === 2 || value === 3) return value;
  throw inputError('INVALID_FIELD_VALUE', `"${String(value)}" is not a valid gender value.`, { field: 'gender' });
}

function checkedDob(input: { date_of_birth?: string | null; dob?: string | null }): string | null | undefined {
  const value = input.date_of_birth !== undefined ? input.date_of_birth : input.dob;
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const iso = isoDateOrNull(value);
  if (!iso || iso > new Date().toISOString().slice(0, 10)) throw inputError('INVALID_FIELD_VALUE', `Invalid value of "${value}" provided for the dob field.`, { field: 'date_of_birth' });
  return iso;
}

/** Name fields: required ones must not be blank ('Required parameters are missing: First Name'). */
function nameChanges(input: CustomerProfileInput, creating: boolean): CustomerChanges {
  const changes: CustomerChanges = {};
  const missing: string[] = [];
  let firstMissing: string | undefined;
  for (const [field, label] of [['firstname', 'First Name'], ['lastname', 'Last Name']] as const) {
    const value = input[field];
    if (value === undefined && !creating) continue;
    const text = textOrNull(value);
    if (!text) {
      missing.push(label);
      firstMissing ??= field;
    } else if (text.length > NAME_MAX) throw inputError('VALUE_TOO_LONG', `${label} is too long.`, { field });
    else changes[field] = text;
  }
  if (missing.length) throw inputError('REQUIRED_FIELD_MISSING', `Required parameters are missing: ${missing.join(', ')}`, { field: firstMissing });
  for (const field of ['middlename', 'prefix', 'suffix', 'taxvat'] as const) {
    if (input[field] !== undefined) changes[field] = textOrNull(input[field]);
  }
  return changes;
}

export interface CustomerProfileInput {
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  taxvat?: string | null;
  date_of_birth?: string | null;
  dob?: string | null;
  gender?: number | null;
  is_subscribed?: boolean | null;
}

export interface CustomerCreateInput extends CustomerProfileInput {
  email: string;
  password?: string | null;
}

// ---------------------------------------------------------------------------------------------------
// Create, sign in, sign out
// ---------------------------------------------------------------------------------------------------

export async function createCustomer(ctx: Ctx, input: CustomerCreateInput): Promise<CustomerRow> {
  const config = await settings(ctx);
  const email = checkedEmail(input.email);
  const changes = nameChanges(input, true);
  const gender = checkedGender(input.gender);
  const dob = checkedDob(input);
  const password = input.password ?? '';
  if (!password) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameters are missing: Password', { field: 'password' });
  assertPasswordStrength(password, email, config.policy);
  const passwordHash = await hashPassword(password);

  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertCustomer(tx, {
      websiteId: ctx.store.websiteId,
      storeId: ctx.store.id,
      email,
      firstname: changes.firstname!,
      lastname: changes.lastname!,
      middlename: changes.middlename,
      prefix: changes.prefix,
      suffix: changes.suffix,
      taxvat: changes.taxvat,
      dob: dob ?? null,
      gender: gender ?? null,
      passwordHash
    });
    if (!row) throw inputError('EMAIL_TAKEN', DUPLICATE_EMAIL_MESSAGE, { field: 'email' });
    // A subscription this address made as a guest (the footer's sign-up) is the account's now: an
    // unticked box on the form does not undo it (the account page does).
    await linkGuestSubscriber(tx, ctx.store.websiteId, email, row.customer_id);
    if (input.is_subscribed) await setCustomerSubscription(tx, ctx.store, row, true);
    // An account created after a guest checkout, in the browser that placed it, takes over those of
    // its guest orders with this e-mail address (an address alone proves nothing).
    await attachGuestOrdersToCustomer(tx, email, row.customer_id, ctx.session.guestOrderCartIds);
    const name = escapeHtml(`${row.firstname} ${row.lastname}`);
    const english = ctx.store.locale.startsWith('en');
    const subject = english ? `Welcome to ${config.storeName}` : `Bine ai venit la ${config.storeName}`;
    const accountUrl = storeUrl(ctx, config.baseUrl, 'sign-in');
    await queueMail(tx, {
      to: email,
      template: 'customer_create_account_email_template',
      subject,
      storeId: ctx.store.id,
      html: mailLayout(subject, english
        ? `<p>Hello ${name},</p><p>Your account at ${escapeHtml(config.storeName)} is ready. Sign in with your e-mail address <strong>${escapeHtml(email)}</strong>.</p><p><a href="${escapeHtml(accountUrl)}">Sign in</a></p>`
        : `<p>Bună, ${name},</p><p>Contul tău ${escapeHtml(config.storeName)} a fost creat. Te autentifici cu adresa de e-mail <strong>${escapeHtml(email)}</strong>.</p><p><a href="${escapeHtml(accountUrl)}">Autentificare</a></p>`),
      text: english
        ? `Hello ${row.firstname} ${row.lastname},\n\nYour account at ${config.storeName} is ready. Sign in with your e-mail address ${email}.\n\n${accountUrl}\n`
        : `Bună, ${row.firstname} ${row.lastname},\n\nContul tău ${config.storeName} a fost creat. Te autentifici cu adresa de e-mail ${email}.\n\n${accountUrl}\n`
    });
    return row;
  });
  return created;
}

/**
 * An absolute link into the store view, for e-mails (a mail client has no page to resolve a relative
 * link against): the configured base URL when it is absolute, else the store's public origin.
 */
function storeUrl(ctx: Ctx, baseUrl: string, path: string): string {
  const absolute = /^https?:\/\//i.test(baseUrl) ? baseUrl : `${ctx.origin}/${baseUrl.replace(/^\/+/, '')}`;
  const base = absolute.endsWith('/') ? absolute : `${absolute}/`;
  return `${base}${ctx.store.pathPrefix ? `${ctx.store.pathPrefix}/` : ''}${path}`;
}

/**
 * Checks a customer's password with Magento's lockout rules: the account locks after lockoutFailures
 * failed attempts. Each attempt is counted as failed before the password is checked (and the count
 * cleared when it is right), in the database, so the limit holds when the attempts come at once or
 * spread over several server processes. Returns 'wrong' for a wrong password, 'locked' for a locked
 * account (its password is not checked).
 */
async function passwordMatches(ctx: Ctx, customer: CustomerRow, password: string): Promise<'ok' | 'wrong' | 'locked'> {
  const config = await settings(ctx);
  const now = Date.now();
  const attempt = await claimSignInAttempt(ctx.db, customer.customer_id, config.lockoutFailures, new Date(now + config.lockoutMinutes * 60_000), new Date(now));
  if (attempt === null) return 'locked';
  if (!(await verifyPassword(password, customer.password_hash))) return 'wrong';
  await clearSignInFailures(ctx.db, customer.customer_id);
  if (needsRehash(customer.password_hash)) {
    await updateCustomer(ctx.db, customer.customer_id, { password_hash: await hashPassword(password) });
  }
  return 'ok';
}

export async function generateCustomerToken(ctx: Ctx, email: string, password: string): Promise<{ token: string }> {
  if (!email?.trim()) throw inputError('REQUIRED_FIELD_MISSING', 'Specify the "email" value.', { field: 'email' });
  if (!password) throw inputError('REQUIRED_FIELD_MISSING', 'Specify the "password" value.', { field: 'password' });
  await enforceRateLimit(ctx.db, 'sign-in', { ip: clientIp(ctx), email });
  const customer = await findCustomerByEmail(ctx.db, ctx.store.websiteId, normalizeEmail(email));
  if (!customer || !customer.is_active) {
    // Spend the time a real check takes, so response times do not tell which e-mails have accounts.
    await verifyPassword(password, DUMMY_HASH);
    throw authenticationError('INVALID_CREDENTIALS', SIGN_IN_FAILED_MESSAGE);
  }
  if ((await passwordMatches(ctx, customer, password)) !== 'ok') throw authenticationError('INVALID_CREDENTIALS', SIGN_IN_FAILED_MESSAGE);
  const { token } = await issueCustomerToken(ctx.db, customer.customer_id);
  return { token };
}

/** A valid scrypt hash of a random password, for constant-time answers to unknown e-mails. */
const DUMMY_HASH = 'scrypt$32768$8$1$' + randomBytes(16).toString('base64url') + '$' + randomBytes(32).toString('base64url');

export async function revokeCustomerToken(ctx: Ctx): Promise<{ result: boolean }> {
  const customerId = await requireCustomer(ctx);
  await revokeAllCustomerTokens(ctx.db, customerId);
  return { result: true };
}

// ---------------------------------------------------------------------------------------------------
// Profile, e-mail, password
// ---------------------------------------------------------------------------------------------------

export async function updateCustomerProfile(ctx: Ctx, input: CustomerProfileInput & { email?: unknown; password?: unknown }): Promise<CustomerRow> {
  const customerId = await requireCustomer(ctx);
  if (!input || Object.keys(input).length === 0) throw inputError('REQUIRED_FIELD_MISSING', '"input" value should be specified', { field: 'input' });
  const changes = nameChanges(input, false);
  const gender = checkedGender(input.gender);
  if (gender !== undefined) changes.gender = gender;
  const dob = checkedDob(input);
  if (dob !== undefined) changes.dob = dob;
  await ctx.db.transaction(async (tx) => {
    await updateCustomer(tx, customerId, changes);
    if (typeof input.is_subscribed === 'boolean') {
      const row = await findCustomerById(tx, customerId);
      if (row) await setCustomerSubscription(tx, ctx.store, row, input.is_subscribed);
    }
  });
  ctx.loaders.get('customer.subscription')?.clear(customerId);
  return (await freshCustomer(ctx, customerId))!;
}

/**
 * updateCustomer (deprecated; CustomerInput): the profile as updateCustomerV2 changes it, and the e-mail
 * address when it differs, which takes the current password, as Magento 2.4's UpdateCustomerAccount
 * ('Provide the current "password" to change "email".').
 */
export async function updateCustomerLegacy(ctx: Ctx, input: CustomerProfileInput & { email?: string | null; password?: string | null }): Promise<CustomerRow> {
  const customer = await currentCustomer(ctx);
  if (!input || Object.keys(input).length === 0) throw inputError('REQUIRED_FIELD_MISSING', '"input" value should be specified', { field: 'input' });
  const { email, password, ...profile } = input;
  const changesEmail = typeof email === 'string' && email.trim() !== '' && normalizeEmail(email.trim()) !== customer.email;
  if (changesEmail && !password) throw inputError('REQUIRED_FIELD_MISSING', 'Provide the current "password" to change "email".', { field: 'password' });
  if (changesEmail) await updateCustomerEmail(ctx, email!, password!);
  return Object.keys(profile).length ? updateCustomerProfile(ctx, profile) : (await freshCustomer(ctx, customer.customer_id))!;
}

async function checkCurrentPassword(ctx: Ctx, customer: CustomerRow, password: string): Promise<void> {
  const result = await passwordMatches(ctx, customer, password);
  if (result === 'locked') throw authenticationError('ACCOUNT_LOCKED', 'The account is locked.');
  if (result === 'wrong') throw authenticationError('INVALID_CREDENTIALS', INVALID_LOGIN_MESSAGE);
}

export async function updateCustomerEmail(ctx: Ctx, email: string, password: string): Promise<CustomerRow> {
  const customer = await currentCustomer(ctx);
  if (!password) throw inputError('REQUIRED_FIELD_MISSING', 'Provide the current "password" to change "email".', { field: 'password' });
  const newEmail = checkedEmail(email);
  await checkCurrentPassword(ctx, customer, password);
  if (newEmail !== customer.email) {
    await ctx.db.transaction(async (tx) => {
      if ((await updateCustomer(tx, customer.customer_id, { email: newEmail })) === 'duplicate') {
        throw alreadyExistsError('EMAIL_TAKEN', DUPLICATE_EMAIL_MESSAGE, { field: 'email' });
      }
      await moveCustomerSubscription(tx, customer.customer_id, newEmail);
    });
  }
  return (await freshCustomer(ctx, customer.customer_id))!;
}

export async function changeCustomerPassword(ctx: Ctx, currentPassword: string, newPassword: string): Promise<CustomerRow> {
  const customer = await currentCustomer(ctx);
  if (!currentPassword?.trim()) throw inputError('REQUIRED_FIELD_MISSING', 'Specify the "currentPassword" value.', { field: 'currentPassword' });
  if (!newPassword?.trim()) throw inputError('REQUIRED_FIELD_MISSING', 'Specify the "newPassword" value.', { field: 'newPassword' });
  await checkCurrentPassword(ctx, customer, currentPassword);
  const config = await settings(ctx);
  assertPasswordStrength(newPassword, customer.email, config.policy);
  const identity = await currentCustomerIdentity(ctx);
  await ctx.db.transaction(async (tx) => {
    await updateCustomer(tx, customer.customer_id, { password_hash: await hashPassword(newPassword) });
    // Other sessions end; the one that changed the password stays signed in.
    await revokeAllCustomerTokens(tx, customer.customer_id, identity?.tokenId);
  });
  return (await freshCustomer(ctx, customer.customer_id))!;
}

export async function isEmailAvailable(ctx: Ctx, email: string): Promise<{ is_email_available: boolean }> {
  const raw = email?.trim() ?? '';
  if (!raw) throw inputError('REQUIRED_FIELD_MISSING', 'Email must be specified', { field: 'email' });
  if (!isValidEmail(raw)) throw inputError('INVALID_EMAIL', 'Email is invalid', { field: 'email' });
  // Whether an address has an account is the owner's business: never a shared (CDN) answer, and rate limited.
  markPrivate(ctx);
  await enforceRateLimit(ctx.db, 'account-lookup', { ip: clientIp(ctx), email: raw });
  const found = await findCustomerByEmail(ctx.db, ctx.store.websiteId, normalizeEmail(raw));
  return { is_email_available: !found };
}

// ---------------------------------------------------------------------------------------------------
// Password reset
// ---------------------------------------------------------------------------------------------------

export const hashResetToken = (token: string) => createHash('sha256').update(`reset:${token}`).digest('hex');

export async function requestPasswordResetEmail(ctx: Ctx, email: string): Promise<boolean> {
  const raw = email?.trim() ?? '';
  if (!raw) throw inputError('REQUIRED_FIELD_MISSING', 'You must specify an email address.', { field: 'email' });
  if (!isValidEmail(raw)) throw inputError('INVALID_EMAIL', 'The email address has an invalid format.', { field: 'email' });
  await enforceRateLimit(ctx.db, 'password-reset', { ip: clientIp(ctx), email: raw });
  const customer = await findCustomerByEmail(ctx.db, ctx.store.websiteId, normalizeEmail(raw));
  if (!customer || !customer.is_active) return true;
  const config = await settings(ctx);
  const token = randomBytes(32).toString('base64url');
  const link = `${storeUrl(ctx, config.baseUrl, 'customer/account/createPassword')}?token=${encodeURIComponent(token)}`;
  const english = ctx.store.locale.startsWith('en');
  const subject = english ? `Reset your ${config.storeName} password` : `Resetează parola contului ${config.storeName}`;
  const hours = config.resetLinkHours;
  await ctx.db.transaction(async (tx) => {
    await insertPasswordReset(tx, customer.customer_id, hashResetToken(token), new Date(Date.now() + hours * 3_600_000));
    await queueMail(tx, {
      to: customer.email,
      template: 'customer_password_forgot_email_template',
      subject,
      storeId: ctx.store.id,
      html: mailLayout(subject, english
        ? `<p>Hello ${escapeHtml(customer.firstname)},</p><p>We received a request to reset your password. Choose a new one here (the link works once, for ${hours} hours):</p><p><a href="${escapeHtml(link)}">Set a new password</a></p><p>If you did not ask for this, ignore this e-mail.</p>`
        : `<p>Bună, ${escapeHtml(customer.firstname)},</p><p>Am primit o cerere de resetare a parolei. Alege o parolă nouă aici (linkul funcționează o singură dată, ${hours} ore):</p><p><a href="${escapeHtml(link)}">Setează o parolă nouă</a></p><p>Dacă nu ai cerut asta, ignoră acest e-mail.</p>`),
      text: english
        ? `Hello ${customer.firstname},\n\nSet a new password here (the link works once, for ${hours} hours):\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`
        : `Bună, ${customer.firstname},\n\nAlege o parolă nouă aici (linkul funcționează o singură dată, ${hours} ore):\n${link}\n\nDacă nu ai cerut asta, ignoră acest e-mail.\n`
    });
  });
  return true;
}

export async function resetPassword(ctx: Ctx, email: string, resetPasswordToken: string, newPassword: string): Promise<boolean> {
  const raw = email?.trim() ?? '';
  if (!raw) throw inputError('REQUIRED_FIELD_MISSING', 'You must specify an email address.', { field: 'email' });
  if (!isValidEmail(raw)) throw inputError('INVALID_EMAIL', 'The email address has an invalid format.', { field: 'email' });
  if (!resetPasswordToken?.trim()) throw inputError('REQUIRED_FIELD_MISSING', 'resetPasswordToken must be specified', { field: 'resetPasswordToken' });
  if (!newPassword?.trim()) throw inputError('REQUIRED_FIELD_MISSING', 'Specify the "newPassword" value.', { field: 'newPassword' });
  const customer = await findCustomerByEmail(ctx.db, ctx.store.websiteId, normalizeEmail(raw));
  if (!customer) throw inputError('PASSWORD_RESET_LINK_INVALID', RESET_PASSWORD_FAILED_MESSAGE);
  const reset = await findPasswordReset(ctx.db, hashResetToken(resetPasswordToken.trim()));
  // Unknown, someone else's, used and expired tokens all get Magento's one answer.
  if (!reset || reset.customer_id !== customer.customer_id || reset.used_at || new Date(reset.expires_at).getTime() <= Date.now()) {
    throw inputError('PASSWORD_RESET_LINK_INVALID', RESET_PASSWORD_FAILED_MESSAGE);
  }
  const config = await settings(ctx);
  assertPasswordStrength(newPassword, customer.email, config.policy);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumePasswordReset(tx, reset.reset_id))) throw inputError('PASSWORD_RESET_LINK_INVALID', RESET_PASSWORD_FAILED_MESSAGE);
    await updateCustomer(tx, customer.customer_id, { password_hash: passwordHash });
    await clearSignInFailures(tx, customer.customer_id);
    await revokeAllCustomerTokens(tx, customer.customer_id);
  });
  return true;
}
