/**
 * Payment methods and the sandbox card processor.
 *
 * Methods: cashondelivery, banktransfer (offline, order stays 'pending'), sandboxcard (a card
 * tokenised into a single-use nonce by POST /rest/V1/sandbox-card/tokens, authorised when the order
 * is placed) and sandboxcard_cc_vault (a card the customer saved; Magento's vault pattern).
 *
 * The sandbox behaves like a real processor's test mode: 4111 1111 1111 1111 (and any other valid
 * number) is approved, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails with a processing
 * error. The number and CVC are never stored: only the sha256 of the nonce, brand, last 4 and expiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client';
import type { RequestContext } from '../domain/context';
import { DomainError, inputError, noSuchEntityError, type ErrorCode } from '../domain/errors';
import {
  consumeNonce, deactivatePaymentToken, findNonce, findPaymentToken, insertNonce, insertPaymentToken, listPaymentTokens,
  type CardData, type CardOutcome, type PaymentTokenRow
} from '../repositories/payment';
import { bankTransferAccount, storeConfigValues, type BankTransferAccount } from './storeConfig';

export const CASH_ON_DELIVERY = 'cashondelivery';
export const BANK_TRANSFER = 'banktransfer';
export const CARD = 'sandboxcard';
export const CARD_VAULT = 'sandboxcard_cc_vault';

/** A method this store may offer a cart: every one it has a title for (availablePaymentMethods chooses among them). */
const offered = (code: string) => Object.hasOwn(TITLES, code);

/**
 * StoreConfig's Check / Money Order and Zero Subtotal Checkout settings (PaymentGraphQl): neither method
 * is offered here, so enabled is false; the rest are Magento's defaults of those methods (config.xml),
 * which Magento answers whether the method is on or off.
 */
export function offlinePaymentStoreConfig() {
  return {
    check_money_order_enabled: offered('checkmo'),
    check_money_order_title: 'Check / Money order',
    check_money_order_new_order_status: 'pending',
    check_money_order_enable_for_specific_countries: false,
    check_money_order_payment_from_specific_countries: null,
    check_money_order_make_check_payable_to: null,
    check_money_order_send_check_to: null,
    check_money_order_min_order_total: null,
    check_money_order_max_order_total: null,
    check_money_order_sort_order: null,
    zero_subtotal_enabled: offered('free'),
    zero_subtotal_title: 'No Payment Information Required',
    zero_subtotal_new_order_status: 'pending',
    zero_subtotal_payment_action: null,
    zero_subtotal_enable_for_specific_countries: false,
    zero_subtotal_payment_from_specific_countries: null,
    zero_subtotal_sort_order: 1
  };
}

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const CARD_PROCESSOR_ERROR_MESSAGE = 'The card could not be processed because of an error at the payment processor. Please try again.';
export const PAYMENT_NOT_AVAILABLE_MESSAGE = 'The requested Payment Method is not available.';
export const NONCE_INVALID_MESSAGE = 'The payment method nonce is invalid or has expired. Enter the card details again.';
const NONCE_LIFETIME_MS = 30 * 60 * 1000;

const TITLES: Record<string, Record<string, string>> = {
  [CASH_ON_DELIVERY]: { ro_RO: 'Plata ramburs (numerar la livrare)', en_US: 'Cash On Delivery' },
  [BANK_TRANSFER]: { ro_RO: 'Transfer bancar', en_US: 'Bank Transfer Payment' },
  [CARD]: { ro_RO: 'Card de credit sau debit', en_US: 'Credit or Debit Card' },
  [CARD_VAULT]: { ro_RO: 'Card salvat', en_US: 'Stored Cards' }
};

export function paymentTitle(code: string, locale: string): string {
  const titles = TITLES[code];
  return titles ? titles[locale] ?? titles.en_US : code;
}

/** The account bank-transfer orders are paid into, or null when the store view has none (no transfers then). */
export async function bankTransferAccountOf(ctx: Pick<RequestContext, 'db' | 'loaders' | 'store'>): Promise<BankTransferAccount | null> {
  return bankTransferAccount(await storeConfigValues(ctx, ctx.store.id));
}

let sandboxCardOn = true;

/** buildApp sets it from config.sandboxCard: the raw-card sandbox is a test method, never offered in production. */
export function setSandboxCard(enabled: boolean): void {
  sandboxCardOn = enabled;
}

/** Whether the raw-card sandbox (its methods and its tokens endpoint) exists on this server. */
export const isSandboxCardOn = (): boolean => sandboxCardOn;

/**
 * Methods a cart can use: the sandbox card where it is on, bank transfer when the store has an account for
 * it, the vault only for a signed-in customer with a saved card (of the sandbox).
 */
export async function availablePaymentMethods(ctx: Pick<RequestContext, 'db' | 'loaders' | 'store'>, customerId: number | null): Promise<Array<{ code: string; title: string }>> {
  const codes = sandboxCardOn ? [CARD, CASH_ON_DELIVERY] : [CASH_ON_DELIVERY];
  if (await bankTransferAccountOf(ctx)) codes.push(BANK_TRANSFER);
  if (sandboxCardOn && customerId !== null && (await listPaymentTokens(ctx.db, customerId)).length) codes.push(CARD_VAULT);
  return codes.map((code) => ({ code, title: paymentTitle(code, ctx.store.locale) }));
}

// ---------------------------------------------------------------------------------------------------
// Tokenising cards
// ---------------------------------------------------------------------------------------------------

export interface CardInput {
  number: unknown;
  exp_month: unknown;
  exp_year: unknown;
  cvc: unknown;
}

const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string | null {
  if (/^4/.test(digits)) return 'VI';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MC';
  if (/^3[47]/.test(digits)) return 'AE';
  return null;
}

const OUTCOMES: Record<string, CardOutcome> = { '4000000000000002': 'decline', '4000000000000119': 'error' };

/** A card detail the processor refuses; `field` names it (number, exp_month, exp_year, cvc). */
export class CardValidationError extends DomainError {
  constructor(message: string, field: string) {
    super('CARD_INVALID', 'input', message, { field, parameters: { field } });
  }
}

/** Checks a card and returns a single-use nonce for it (the processor's tokenisation call). */
export async function tokenizeCard(db: Queryable, input: CardInput, now = new Date()): Promise<{ nonce: string; details: CardData }> {
  const digits = String(input.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw new CardValidationError('Your card number is invalid.', 'number');
  const brand = brandOf(digits);
  if (!brand) throw new CardValidationError('This card type is not accepted.', 'number');
  const month = Number(input.exp_month);
  let year = Number(input.exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new CardValidationError("Your card's expiration month is invalid.", 'exp_month');
  if (!Number.isInteger(year)) throw new CardValidationError("Your card's expiration year is invalid.", 'exp_year');
  if (year < 100) year += 2000;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (year * 12 + month < thisMonth || year > now.getUTCFullYear() + 20) throw new CardValidationError('Your card has expired.', 'exp_year');
  const cvc = String(input.cvc ?? '');
  if (!(brand === 'AE' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) throw new CardValidationError("Your card's security code is invalid.", 'cvc');
  const details: CardData = { brand, last4: digits.slice(-4), exp_month: month, exp_year: year, outcome: OUTCOMES[digits] ?? 'approve' };
  const nonce = `tok_${randomBytes(24).toString('base64url')}`;
  await insertNonce(db, hashNonce(nonce), details, new Date(now.getTime() + NONCE_LIFETIME_MS));
  return { nonce, details };
}

/** The card behind an unused, unexpired nonce, or null. */
export async function cardOfNonce(db: Queryable, nonce: string): Promise<CardData | null> {
  const row = await findNonce(db, hashNonce(nonce));
  if (!row || row.used_at || new Date(row.expires_at).getTime() <= Date.now()) return null;
  return row;
}

export async function requireUsableNonce(db: Queryable, nonce: string | null | undefined): Promise<CardData> {
  if (!nonce) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "payment_method_nonce" for "payment_method" is missing.', { field: 'payment_method_nonce' });
  const card = await cardOfNonce(db, nonce);
  if (!card) throw inputError('PAYMENT_TOKEN_INVALID', NONCE_INVALID_MESSAGE);
  return card;
}

// ---------------------------------------------------------------------------------------------------
// Authorising a payment (inside the order transaction)
// ---------------------------------------------------------------------------------------------------

/** The processor did not authorise the payment; placeOrder answers it with its code. */
export class PaymentFailedError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string
  ) {
    super(message);
  }
}

export interface Authorization {
  transactionId: string;
  card: CardData;
}

function authorizeCard(card: CardData): Authorization {
  if (card.outcome === 'decline') throw new PaymentFailedError('PAYMENT_DECLINED', CARD_DECLINED_MESSAGE);
  if (card.outcome === 'error') throw new PaymentFailedError('PAYMENT_PROCESSOR_ERROR', CARD_PROCESSOR_ERROR_MESSAGE);
  return { transactionId: `sandbox_${randomBytes(8).toString('hex')}`, card };
}

/**
 * Authorises with a nonce and marks it used. Inside the order transaction: when the card is declined the
 * transaction rolls back, so the nonce stays unused — and stays declined, like the card behind it.
 */
export async function authorizeWithNonce(tx: Queryable, nonce: string): Promise<Authorization> {
  const card = await cardOfNonce(tx, nonce);
  if (!card || !(await consumeNonce(tx, hashNonce(nonce)))) throw new PaymentFailedError('PAYMENT_TOKEN_INVALID', NONCE_INVALID_MESSAGE);
  return authorizeCard(card);
}

export async function authorizeWithToken(tx: Queryable, customerId: number, publicHash: string): Promise<Authorization> {
  const token = await findPaymentToken(tx, publicHash);
  if (!token || token.customer_id !== customerId) throw new PaymentFailedError('STORED_CARD_NOT_FOUND', 'The stored card could not be found.');
  return authorizeCard(token);
}

// ---------------------------------------------------------------------------------------------------
// Vault
// ---------------------------------------------------------------------------------------------------

export async function saveCard(tx: Queryable, customerId: number, card: CardData): Promise<void> {
  const gatewayToken = `vault_${randomBytes(12).toString('hex')}`;
  const publicHash = createHash('sha256').update(`${customerId}:${gatewayToken}`).digest('hex');
  await insertPaymentToken(tx, customerId, publicHash, CARD, gatewayToken, card);
}

const BRAND_NAMES: Record<string, string> = { VI: 'Visa', MC: 'MasterCard', AE: 'American Express' };

/** Magento's PaymentToken output: details is a JSON string as the vault stores it. */
export function paymentTokenOutput(token: PaymentTokenRow) {
  return {
    public_hash: token.public_hash,
    payment_method_code: token.payment_method_code,
    type: token.type,
    details: JSON.stringify({
      type: token.brand,
      brand: BRAND_NAMES[token.brand] ?? token.brand,
      maskedCC: token.last4,
      expirationDate: `${String(token.exp_month).padStart(2, '0')}/${token.exp_year}`
    })
  };
}

export async function customerPaymentTokens(db: Queryable, customerId: number) {
  return { items: (await listPaymentTokens(db, customerId)).map(paymentTokenOutput) };
}

export async function deletePaymentToken(db: Queryable, customerId: number, publicHash: string) {
  if (!(await deactivatePaymentToken(db, customerId, publicHash))) throw noSuchEntityError('STORED_CARD_NOT_FOUND', `No such entity with publicHash = ${publicHash}`);
  return { result: true, customerPaymentTokens: await customerPaymentTokens(db, customerId) };
}
