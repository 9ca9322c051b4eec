/**
 * Checkout: guest e-mail, shipping and billing addresses (checked against the directory), delivery
 * and payment methods, and placeOrder — one transaction that re-checks the cart, takes the stock,
 * authorises the card, writes the order and closes the cart.
 */
import type { Queryable } from '../db/client';
import { inputError, noSuchEntityError, type ErrorCode } from '../domain/errors';
import {
  deactivateQuote, findCouponByCode, findQuoteById, updateQuote, upsertQuoteAddress, useCoupon,
  type QuoteAddressInput, type QuoteAddressRow, type QuoteRow
} from '../repositories/cart';
import { findCustomerAddress, findCustomerContact } from '../repositories/order';
import { findCountry, listRegionsByCountries } from '../repositories/directory';
import { findParcelLocker, findPickupLocation } from '../repositories/shipping';
import { findPaymentToken } from '../repositories/payment';
import { findOrderById, insertOrder, insertRewardPoints, lockCustomerRewards, nextOrderNumber, rewardBalance, type OrderAddressData, type OrderItemData } from '../repositories/order';
import { invoiceOrder } from './salesDocuments';
import {
  cartState, CART_NOT_ACTIVE_MESSAGE, getCartForUser, reloadQuote, selectedConfigurableOptions, type CartState, type Ctx, type EstimatedQuote
} from './cart';
import { availableShippingMethods, describeRate, findRate, rateServes, type ShippingMethodOption } from './shipping';
import {
  authorizeWithNonce, authorizeWithToken, availablePaymentMethods, BANK_TRANSFER, bankTransferAccountOf, CARD, CARD_VAULT, PAYMENT_NOT_AVAILABLE_MESSAGE, paymentTitle, PaymentFailedError,
  requireUsableNonce, saveCard, type Authorization
} from './payment';
import { OUT_OF_STOCK_ORDER_MESSAGE, reserveStock } from './stock';
import { rewardRatesOf, type RewardRates } from './storeConfig';
import { contractMailContext, sendOrderConfirmation, type DeliveryPoint } from './orderConfirmation';
import { createCustomerAddress, customerAddresses } from './address';
import { requireCustomer } from './customerAuth';
import { findCustomerById } from '../repositories/customer';
import { normalizeSearchText } from './searchText';
import { NAME_MAX } from './textLimits';
import { vatTitle } from './vat';

export const INVALID_EMAIL_MESSAGE = 'Invalid email format';
export const SHIPPING_ADDRESS_MISSING_MESSAGE = 'The shipping address is missing. Set the address and try again.';
export const SHIPPING_METHOD_MISSING_MESSAGE = 'The shipping method is missing. Select the shipping method and try again.';
export const PAYMENT_METHOD_MISSING_MESSAGE = 'Enter a valid payment method and try again.';
export const GUEST_EMAIL_MISSING_MESSAGE = 'Guest email for cart is missing.';
export const LOCKER_REQUIRED_MESSAGE = 'Choose a parcel locker for this delivery method (parcel_locker_code).';
export const PICKUP_REQUIRED_MESSAGE = 'Choose the shop to pick the order up from (pickup_location_code).';

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

// ---------------------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------------------

export async function setGuestEmail(ctx: Ctx, maskedId: string, email: string): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  if (quote.customer_id !== null) throw inputError('NOT_ALLOWED_FOR_CUSTOMER', 'The request is not allowed for logged in customers');
  const trimmed = (email ?? '').trim();
  if (!trimmed) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "email" is missing', { field: 'email' });
  if (!isValidEmail(trimmed)) throw inputError('INVALID_EMAIL', INVALID_EMAIL_MESSAGE, { field: 'email' });
  await updateQuote(ctx.db, quote.quote_id, { email: trimmed });
  return reloadQuote(ctx, quote.quote_id);
}

// ---------------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------------

/** CartAddressInput as GraphQL and REST give it (REST's region_code / country_id are mapped before). */
export interface AddressInput {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: Array<string | null> | string | null;
  city?: string | null;
  region?: string | null;
  region_code?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  vat_id?: string | null;
  /** Magento's custom attributes of the address; the store knows `registration_number` (a company's trade-register number). */
  custom_attributes?: ReadonlyArray<{ attribute_code?: string | null; value?: unknown } | null> | null;
  /** Signed-in customers: also keep this address in their address book. */
  save_in_address_book?: boolean | null;
}

/** The address custom attribute that holds a company's trade-register number (Nr. Reg. Com.). */
export const REGISTRATION_NUMBER = 'registration_number';

/** A custom attribute's value; other codes than the store's are passed over, as Magento does with attributes it does not know. */
function customAttribute(input: AddressInput, code: string): unknown {
  return input.custom_attributes?.find((attribute) => attribute?.attribute_code === code)?.value;
}

// `field` as Magento's message names it (countryId, regionId); `inputField` as CartAddressInput does.
const missing = (field: string, inputField = field) =>
  inputError('REQUIRED_FIELD_MISSING', `"${field}" is required. Enter and try again.`, { field: inputField });
const invalid = (value: unknown, field: string, inputField = field, hint = '') =>
  inputError('INVALID_FIELD_VALUE', `Invalid value of "${String(value)}" provided for the ${field} field.${hint}`, { field: inputField });

/**
 * The courier needs a phone number it can dial. Checked when the order is placed, not when an address
 * is set: Magento takes any text there, and clients send placeholders for estimates (PWA Studio's cart
 * page prices delivery with telephone "telephone").
 */
export function checkOrderTelephone(telephone: string | null): void {
  const value = telephone ?? '';
  if (!/^\+?[0-9][0-9 ().-]{5,19}$/.test(value) || value.replace(/\D/g, '').length < 6) {
    throw invalid(value, 'telephone', 'telephone', ' Enter a phone number such as 0721 234 567 or +40 721 234 567.');
  }
}

/** Validates an address: required fields, country and county from the directory, the RO postcode format. */
export async function normaliseAddress(db: Queryable, input: AddressInput): Promise<Omit<QuoteAddressInput, 'customer_notes' | 'pickup_location_code' | 'parcel_locker_code' | 'same_as_shipping' | 'customer_address_id'>> {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const firstname = text(input.firstname);
  const lastname = text(input.lastname);
  const city = text(input.city);
  const street = (Array.isArray(input.street) ? input.street : [input.street]).map(text).filter(Boolean);
  const countryCode = text(input.country_code).toUpperCase();
  const telephone = text(input.telephone);
  const postcode = text(input.postcode);
  if (!firstname) throw missing('firstname');
  if (!lastname) throw missing('lastname');
  if (!street.length) throw missing('street');
  if (!city) throw missing('city');
  if (!countryCode) throw missing('countryId', 'country_code');
  if (!telephone) throw missing('telephone');
  const company = text(input.company);
  const vatId = text(input.vat_id);
  const registrationNumber = text(customAttribute(input, REGISTRATION_NUMBER));
  if ([firstname, lastname, city, company, vatId, registrationNumber, ...street].some((field) => field.length > NAME_MAX) || street.length > 4) {
    throw inputError('VALUE_TOO_LONG', 'An address field is too long: names, city and each street line take at most 255 characters, and at most 4 street lines.');
  }
  const country = await findCountry(db, countryCode);
  if (!country) throw invalid(countryCode, 'countryId', 'country_code');
  const regions = (await listRegionsByCountries(db, [countryCode])).get(countryCode) ?? [];
  let region: { region_id: number; code: string; default_name: string } | null = null;
  if (regions.length) {
    const wanted = text(input.region_code) || text(input.region);
    // A number in `region` is a region id, as Magento reads it (PWA Studio's Venia sends it there).
    const regionId = input.region_id ?? (/^\d+$/.test(wanted) && !text(input.region_code) ? Number(wanted) : null);
    if (regionId != null) {
      region = regions.find((r) => r.region_id === regionId) ?? null;
      if (!region) throw invalid(regionId, 'regionId', input.region_id != null ? 'region_id' : 'region');
    } else if (wanted) {
      const key = normalizeSearchText(wanted);
      region = regions.find((r) => r.code.toUpperCase() === wanted.toUpperCase() || normalizeSearchText(r.default_name) === key) ?? null;
      if (!region) throw invalid(wanted, 'region');
    } else {
      throw missing('regionId', 'region');
    }
  }
  if (countryCode === 'RO') {
    if (!postcode) throw missing('postcode');
    if (!/^\d{6}$/.test(postcode)) throw invalid(postcode, 'postcode', 'postcode', ' A Romanian postcode has 6 digits, for example 010011.');
  }
  return {
    firstname,
    lastname,
    company: company || null,
    street,
    city,
    region_id: region?.region_id ?? null,
    region_code: region?.code ?? null,
    region: region?.default_name ?? (text(input.region) || null),
    postcode: postcode || null,
    country_id: countryCode,
    telephone,
    vat_id: vatId || null,
    registration_number: registrationNumber || null
  };
}

export interface ShippingAddressRequest {
  customer_address_id?: number | null;
  address?: AddressInput | null;
  customer_notes?: string | null;
  pickup_location_code?: string | null;
  parcel_locker_code?: string | null;
}

async function addressFromRequest(ctx: Ctx, quote: QuoteRow, request: { customer_address_id?: number | null; address?: AddressInput | null }) {
  if (request.customer_address_id != null) {
    if (quote.customer_id === null) throw inputError('CUSTOMER_NOT_AUTHORIZED', 'The current customer is not allowed to use the address book: sign in first.');
    const saved = await findCustomerAddress(ctx.db, request.customer_address_id, quote.customer_id);
    if (!saved) throw noSuchEntityError('ADDRESS_NOT_FOUND', `Could not find a address with ID "${request.customer_address_id}"`);
    return { ...(await normaliseAddress(ctx.db, { ...saved, country_code: saved.country_id })), customer_address_id: request.customer_address_id };
  }
  if (!request.address) throw inputError('REQUIRED_FIELD_MISSING', 'The shipping address must contain either "customer_address_id" or "address".', { field: 'address' });
  const address = await normaliseAddress(ctx.db, request.address);
  const saved = request.address.save_in_address_book && quote.customer_id !== null ? await saveInAddressBook(ctx, address) : null;
  return { ...address, customer_address_id: saved };
}

/**
 * "Save in address book" at checkout: the address joins the customer's book (reusing an identical saved
 * one), and becomes the default shipping and billing address when the customer has none yet.
 */
async function saveInAddressBook(ctx: Ctx, address: Awaited<ReturnType<typeof normaliseAddress>>): Promise<number> {
  const customerId = await requireCustomer(ctx);
  const customer = await findCustomerById(ctx.db, customerId);
  const same = (await customerAddresses(ctx, customer!)).find(
    (saved) =>
      saved.firstname === address.firstname && saved.lastname === address.lastname && saved.city === address.city &&
      saved.postcode === address.postcode && saved.country_id === address.country_id && saved.telephone === address.telephone &&
      saved.region_id === address.region_id && saved.street.join('\n') === address.street.join('\n')
  );
  if (same) return same.address_id;
  const created = await createCustomerAddress(ctx, {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    region: { region_id: address.region_id, region_code: address.region_code, region: address.region },
    postcode: address.postcode,
    country_code: address.country_id,
    telephone: address.telephone,
    vat_id: address.vat_id,
    default_shipping: !customer?.default_shipping,
    default_billing: !customer?.default_billing
  });
  return created.address_id;
}

async function checkDeliveryPoints(ctx: Ctx, request: ShippingAddressRequest): Promise<{ pickup: string | null; locker: string | null }> {
  const pickup = request.pickup_location_code?.trim() || null;
  const locker = request.parcel_locker_code?.trim() || null;
  if (pickup && !(/^\d+$/.test(pickup) && (await findPickupLocation(ctx.db, Number(pickup), ctx.store.id)))) {
    throw noSuchEntityError('DELIVERY_POINT_NOT_FOUND', `Could not find a pickup location with code "${pickup}"`);
  }
  if (locker && !(await findParcelLocker(ctx.db, locker))) throw noSuchEntityError('DELIVERY_POINT_NOT_FOUND', `Could not find a parcel locker with code "${locker}"`);
  return { pickup, locker };
}

export async function setShippingAddress(ctx: Ctx, maskedId: string, requests: readonly ShippingAddressRequest[]): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  if (requests.length > 1) throw inputError('INVALID_INPUT', 'You cannot specify multiple shipping addresses.');
  const request = requests[0];
  if (!request) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "shipping_addresses" is missing', { field: 'shipping_addresses' });
  const address = await addressFromRequest(ctx, quote, request);
  const { pickup, locker } = await checkDeliveryPoints(ctx, request);
  await ctx.db.transaction(async (tx) => {
    await upsertQuoteAddress(tx, quote.quote_id, 'shipping', {
      ...address, customer_notes: request.customer_notes ?? null, pickup_location_code: pickup, parcel_locker_code: locker, same_as_shipping: false
    });
    // A billing address marked "same as shipping" follows the shipping address.
    await tx.query(
      `UPDATE quote_address b SET firstname = s.firstname, lastname = s.lastname, company = s.company, street = s.street, city = s.city,
         region_id = s.region_id, region_code = s.region_code, region = s.region, postcode = s.postcode, country_id = s.country_id,
         telephone = s.telephone, vat_id = s.vat_id, registration_number = s.registration_number
        FROM quote_address s WHERE b.quote_id = $1 AND b.address_type = 'billing' AND b.same_as_shipping
          AND s.quote_id = b.quote_id AND s.address_type = 'shipping'`,
      [quote.quote_id]
    );
    await updateQuote(tx, quote.quote_id, {});
  });
  return reloadQuote(ctx, quote.quote_id);
}

export interface BillingAddressRequest {
  customer_address_id?: number | null;
  address?: AddressInput | null;
  same_as_shipping?: boolean | null;
  use_for_shipping?: boolean | null;
}

export async function setBillingAddress(ctx: Ctx, maskedId: string, request: BillingAddressRequest): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  const state = await cartState(ctx, quote);
  if (request.same_as_shipping) {
    const shipping = state.shippingAddress;
    if (!shipping) throw inputError('SHIPPING_ADDRESS_MISSING', 'Could not use the "same_as_shipping" option, because the shipping address has not been set.');
    await upsertQuoteAddress(ctx.db, quote.quote_id, 'billing', { ...shipping, customer_notes: null, pickup_location_code: null, parcel_locker_code: null, same_as_shipping: true });
  } else {
    const address = await addressFromRequest(ctx, quote, request);
    await upsertQuoteAddress(ctx.db, quote.quote_id, 'billing', { ...address, customer_notes: null, pickup_location_code: null, parcel_locker_code: null, same_as_shipping: false });
    if (request.use_for_shipping) {
      await upsertQuoteAddress(ctx.db, quote.quote_id, 'shipping', {
        ...address, customer_notes: null, pickup_location_code: state.shippingAddress?.pickup_location_code ?? null,
        parcel_locker_code: state.shippingAddress?.parcel_locker_code ?? null, same_as_shipping: false
      });
    }
  }
  await updateQuote(ctx.db, quote.quote_id, {});
  return reloadQuote(ctx, quote.quote_id);
}

// ---------------------------------------------------------------------------------------------------
// Delivery and payment methods
// ---------------------------------------------------------------------------------------------------

function deliveryPointProblem(rateDeliveryPoint: string | null, address: QuoteAddressRow): string | null {
  if (rateDeliveryPoint === 'parcel_locker' && !address.parcel_locker_code) return LOCKER_REQUIRED_MESSAGE;
  if (rateDeliveryPoint === 'pickup_location' && !address.pickup_location_code) return PICKUP_REQUIRED_MESSAGE;
  return null;
}

/**
 * Magento 2.4.7's estimateShippingMethods: the methods and prices a cart would get at an address given
 * only by country (and region), without changing the cart. The cart page's delivery estimate.
 */
export async function estimateShippingMethods(
  ctx: Ctx,
  maskedId: string,
  address: { country_code?: string | null; region?: { region_code?: string | null } | null }
): Promise<ShippingMethodOption[]> {
  const quote = await getCartForUser(ctx, maskedId);
  const country = address?.country_code?.trim().toUpperCase();
  if (!country) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "country_code" is missing', { field: 'country_code' });
  const state = await cartState(ctx, quote);
  const totals = state.totals;
  if (!state.items.length) return [];
  return availableShippingMethods(ctx, { country_id: country, region_code: address.region?.region_code?.trim() || null }, totals.subtotalInclTax - totals.discount);
}

/**
 * Magento 2.4.7's estimateTotals: the cart priced as if shipped to an address given by country (region,
 * postcode) with the given method (none: no delivery charge), by the cart's own totals code; the cart
 * itself is not changed.
 */
export async function estimateTotals(
  ctx: Ctx,
  maskedId: string,
  address: { country_code?: string | null; region?: { region_code?: string | null; region_id?: number | null } | null } | null | undefined,
  method: { carrier_code?: string | null; method_code?: string | null } | null | undefined
): Promise<EstimatedQuote> {
  const quote = await getCartForUser(ctx, maskedId);
  const country = address?.country_code?.trim().toUpperCase();
  if (!country) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "country_code" is missing', { field: 'country_code' });
  let regionCode = address?.region?.region_code?.trim() || null;
  const regionId = address?.region?.region_id ?? null;
  if (!regionCode && regionId !== null) {
    regionCode = ((await listRegionsByCountries(ctx.db, [country])).get(country) ?? []).find((r) => r.region_id === regionId)?.code ?? null;
  }
  const carrier = method?.carrier_code?.trim();
  const code = method?.method_code?.trim();
  return {
    ...quote,
    estimate: { address: { country_id: country, region_code: regionCode }, method: carrier && code ? { carrier_code: carrier, method_code: code } : null }
  };
}

export async function setShippingMethod(ctx: Ctx, maskedId: string, methods: ReadonlyArray<{ carrier_code: string; method_code: string }>): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  if (methods.length > 1) throw inputError('INVALID_INPUT', 'You cannot specify multiple shipping methods.');
  const method = methods[0];
  if (!method) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "shipping_methods" is missing', { field: 'shipping_methods' });
  const state = await cartState(ctx, quote);
  if (!state.shippingAddress) throw inputError('SHIPPING_ADDRESS_MISSING', SHIPPING_ADDRESS_MISSING_MESSAGE);
  const rate = await findRate(ctx, method.carrier_code?.trim(), method.method_code?.trim());
  if (!rate || !rateServes(rate, state.shippingAddress)) {
    throw inputError('SHIPPING_METHOD_UNAVAILABLE', `Carrier with such method not found: ${method.carrier_code}, ${method.method_code}`);
  }
  // A method with a delivery point (pickup shop, parcel locker) may be chosen before the point, as
  // Magento's in-store pickup allows; the point is required when the order is placed (prepareOrder).
  await updateQuote(ctx.db, quote.quote_id, { shipping_carrier_code: rate.carrier_code, shipping_method_code: rate.method_code });
  return reloadQuote(ctx, quote.quote_id);
}

export interface PaymentMethodRequest {
  code: string;
  purchase_order_number?: string | null;
  sandboxcard?: { payment_method_nonce?: string | null; is_active_payment_token_enabler?: boolean | null } | null;
  sandboxcard_cc_vault?: { public_hash?: string | null } | null;
}

export async function setPaymentMethod(ctx: Ctx, maskedId: string, request: PaymentMethodRequest): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  const code = (request.code ?? '').trim();
  if (!code) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "code" for "payment_method" is missing.', { field: 'code' });
  const methods = await availablePaymentMethods(ctx, quote.customer_id);
  if (!methods.some((m) => m.code === code)) throw inputError('PAYMENT_METHOD_UNAVAILABLE', PAYMENT_NOT_AVAILABLE_MESSAGE);
  let nonce: string | null = null;
  let publicHash: string | null = null;
  let saveCardForLater = false;
  if (code === CARD) {
    nonce = request.sandboxcard?.payment_method_nonce?.trim() || null;
    await requireUsableNonce(ctx.db, nonce);
    saveCardForLater = Boolean(request.sandboxcard?.is_active_payment_token_enabler) && quote.customer_id !== null;
  } else if (code === CARD_VAULT) {
    publicHash = request.sandboxcard_cc_vault?.public_hash?.trim() || null;
    if (!publicHash) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "public_hash" for "payment_method" is missing.', { field: 'public_hash' });
    const token = await findPaymentToken(ctx.db, publicHash);
    if (!token || token.customer_id !== quote.customer_id) throw noSuchEntityError('STORED_CARD_NOT_FOUND', 'The stored card could not be found.');
  }
  await updateQuote(ctx.db, quote.quote_id, {
    payment_method_code: code, payment_nonce: nonce, payment_public_hash: publicHash, payment_save_card: saveCardForLater
  });
  return reloadQuote(ctx, quote.quote_id);
}

// ---------------------------------------------------------------------------------------------------
// Placing the order
// ---------------------------------------------------------------------------------------------------

/** placeOrder's refusal: Magento's wrapper text around the reason, with the reason's code. */
const unable = (code: ErrorCode, reason: string) => inputError(code, `Unable to place order: ${reason}`);

/** Whether a moment falls on a Saturday or Sunday in a time zone. */
function isWeekend(at: Date, timezone: string): boolean {
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: timezone }).format(at);
  return day === 'Sat' || day === 'Sun';
}

/**
 * The points an order's grand total earns: one for every whole `currencyPerPoint` lei, times the
 * weekend multiplier for an order placed on a Saturday or Sunday (store time).
 */
export function rewardPointsFor(grandTotal: number, rates: RewardRates, placedAt: Date = new Date()): number {
  const points = Math.floor(grandTotal / rates.currencyPerPoint + 1e-9);
  return isWeekend(placedAt, rates.timezone) ? Math.floor(points * rates.weekendMultiplier) : points;
}

function orderAddress(a: QuoteAddressRow): OrderAddressData {
  return {
    firstname: a.firstname, lastname: a.lastname, company: a.company, street: a.street, city: a.city, region_id: a.region_id,
    region_code: a.region_code, region: a.region, postcode: a.postcode, country_id: a.country_id, telephone: a.telephone, vat_id: a.vat_id,
    registration_number: a.registration_number
  };
}

/** Everything placeOrder checks before it opens the transaction; the order as it will be written. */
/** Where the parcel goes when it is not the address: the chosen locker or shop, as the shopper reads it. */
async function deliveryPointOf(ctx: Ctx, address: QuoteAddressRow): Promise<DeliveryPoint | null> {
  if (address.parcel_locker_code) {
    const locker = await findParcelLocker(ctx.db, address.parcel_locker_code);
    return locker ? { kind: 'locker', name: locker.name, address: `${locker.street}, ${locker.city}` } : null;
  }
  if (address.pickup_location_code && /^\d+$/.test(address.pickup_location_code)) {
    const shop = await findPickupLocation(ctx.db, Number(address.pickup_location_code), ctx.store.id);
    return shop ? { kind: 'shop', name: shop.name, address: `${shop.street}, ${shop.city}` } : null;
  }
  return null;
}

async function prepareOrder(ctx: Ctx, quote: QuoteRow, state: CartState) {
  if (!state.items.length) throw unable('CART_EMPTY', 'The cart does not contain any products.');
  const customer = quote.customer_id !== null ? await findCustomerContact(ctx.db, quote.customer_id) : null;
  const email = customer?.email ?? quote.email;
  if (!email) throw inputError('GUEST_EMAIL_MISSING', GUEST_EMAIL_MISSING_MESSAGE);
  const shipping = state.shippingAddress;
  if (!shipping) throw unable('SHIPPING_ADDRESS_MISSING', SHIPPING_ADDRESS_MISSING_MESSAGE);
  const rate = await findRate(ctx, quote.shipping_carrier_code, quote.shipping_method_code);
  if (!rate || !rateServes(rate, shipping)) throw unable('SHIPPING_METHOD_MISSING', SHIPPING_METHOD_MISSING_MESSAGE);
  const pointProblem = deliveryPointProblem(rate.delivery_point, shipping);
  if (pointProblem) throw unable('DELIVERY_POINT_REQUIRED', pointProblem);
  const billing = state.billingAddress;
  if (!billing) throw unable('BILLING_ADDRESS_MISSING', 'The billing address is missing. Set the address and try again.');
  checkOrderTelephone(shipping.telephone);
  checkOrderTelephone(billing.telephone);
  if (!quote.payment_method_code) throw unable('PAYMENT_METHOD_MISSING', PAYMENT_METHOD_MISSING_MESSAGE);
  if (state.items.some((i) => i.product.stock_status !== 'IN_STOCK' || i.row.quantity > i.product.quantity)) throw unable('PRODUCT_OUT_OF_STOCK', OUT_OF_STOCK_ORDER_MESSAGE);
  const totals = state.totals;
  const method = describeRate(ctx, rate, totals.subtotalInclTax - totals.discount);
  const items: OrderItemData[] = [];
  for (const item of state.items) {
    const line = totals.lines.find((l) => l.key === item.row.item_id)!;
    const options = await selectedConfigurableOptions(ctx, item);
    items.push({
      product_id: item.product.id,
      parent_product_id: item.parent?.id ?? null,
      sku: item.product.sku,
      parent_sku: item.parent?.sku ?? null,
      name: item.parent?.name ?? item.product.name,
      url_key: item.parent?.url_key ?? item.product.url_key,
      product_type: item.parent ? 'configurable' : 'simple',
      quantity: item.row.quantity,
      price_incl_tax: line.priceInclTax,
      price_excl_tax: line.priceExclTax,
      row_total_incl_tax: line.rowTotalInclTax,
      row_total_excl_tax: line.rowTotalExclTax,
      tax_percent: line.taxRate,
      tax_amount: line.taxAmount,
      discount_amount: line.discount,
      selected_options: options.map((o) => ({ label: o.option_label, value: o.value_label }))
    });
  }
  return {
    deliveryPoint: await deliveryPointOf(ctx, shipping),
    email,
    firstname: customer?.firstname ?? billing.firstname,
    lastname: customer?.lastname ?? billing.lastname,
    rate,
    shippingDescription: `${method.carrierTitle} - ${method.methodTitle}`,
    items,
    addresses: { shipping: orderAddress(shipping), billing: orderAddress(billing) },
    taxes: totals.taxes.map((t) => ({ rate: t.rate, title: vatTitle(t.rate, ctx.store.locale), amount: t.amount }))
  };
}

export interface PlacedOrder {
  orderId: number;
  number: string;
}

/**
 * Converts the cart into an order, all or nothing: stock is taken with conditional updates (no
 * overselling however many checkouts race), the card is authorised, the order written and the cart
 * closed in one transaction. Any failure — a declined card included — rolls everything back, so the
 * cart stays active and can be ordered again.
 */
export async function placeOrder(ctx: Ctx, maskedId: string): Promise<PlacedOrder> {
  const quote = await getCartForUser(ctx, maskedId);
  const state = await cartState(ctx, quote);
  const prepared = await prepareOrder(ctx, quote, state);
  const totals = state.totals;
  // Magento keeps the transfer instructions on the order's payment: the mail and the account show the
  // account as it was when the order was placed. (Read before the transaction holds the connection; the
  // version check inside makes sure the cart's payment method is still the one read here.)
  const bankAccount = quote.payment_method_code === BANK_TRANSFER ? await bankTransferAccountOf(ctx) : null;
  const rates = await rewardRatesOf(ctx);
  // The confirmation mail is the contract: it names the trader (the store's config, read here too).
  const mailContext = await contractMailContext(ctx);
  const customerId = quote.customer_id;
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = await findQuoteById(tx, quote.quote_id, true);
      if (!locked || !locked.is_active) throw noSuchEntityError('CART_INACTIVE', CART_NOT_ACTIVE_MESSAGE);
      if (locked.version !== quote.version) throw unable('CART_CHANGED', 'The cart was changed while the order was being placed. Review the cart and try again.');
      if (!(await reserveStock(tx, state.items.map((i) => ({ productId: i.product.id, quantity: i.row.quantity }))))) {
        throw unable('PRODUCT_OUT_OF_STOCK', OUT_OF_STOCK_ORDER_MESSAGE);
      }
      const coupon = totals.appliedCoupon ? await findCouponByCode(tx, totals.appliedCoupon.code) : undefined;
      if (coupon && !(await useCoupon(tx, coupon.coupon_id))) throw unable('COUPON_INVALID', "The coupon code isn't valid. Verify the code and try again.");
      // The points the cart uses must still be there: another order may have spent them meanwhile.
      if (totals.rewardPointsUsed > 0 && customerId !== null) {
        await lockCustomerRewards(tx, customerId);
        if ((await rewardBalance(tx, customerId)) < totals.rewardPointsUsed) {
          throw unable('REWARD_POINTS_UNAVAILABLE', 'Your reward points balance changed. Review the order and try again.');
        }
      }
      let authorization: Authorization | null = null;
      if (locked.payment_method_code === CARD) authorization = await authorizeWithNonce(tx, locked.payment_nonce ?? '');
      if (locked.payment_method_code === CARD_VAULT) authorization = await authorizeWithToken(tx, customerId ?? 0, locked.payment_public_hash ?? '');
      const paid = authorization !== null;
      const number = await nextOrderNumber(tx, ctx.store.id);
      const rewardPoints = rewardPointsFor(totals.grandTotal, rates);
      const orderId = await insertOrder(tx, {
        increment_id: number,
        quote_id: quote.quote_id,
        store_id: ctx.store.id,
        customer_id: customerId,
        customer_email: prepared.email,
        customer_firstname: prepared.firstname,
        customer_lastname: prepared.lastname,
        state: paid ? 'processing' : 'new',
        status: paid ? 'processing' : 'pending',
        currency: ctx.currency,
        coupon_code: totals.appliedCoupon?.code ?? null,
        discount_label: totals.appliedCoupon?.label ?? null,
        subtotal_excl_tax: totals.subtotalExclTax,
        subtotal_incl_tax: totals.subtotalInclTax,
        discount_amount: totals.discount,
        shipping_excl_tax: totals.shippingExclTax,
        shipping_incl_tax: totals.shippingInclTax,
        tax_amount: totals.taxTotal,
        grand_total: totals.grandTotal,
        taxes: prepared.taxes,
        shipping_carrier_code: prepared.rate.carrier_code,
        shipping_method_code: prepared.rate.method_code,
        shipping_description: prepared.shippingDescription,
        pickup_location_code: state.shippingAddress?.pickup_location_code ?? null,
        parcel_locker_code: state.shippingAddress?.parcel_locker_code ?? null,
        payment: {
          method: locked.payment_method_code,
          title: paymentTitle(locked.payment_method_code!, ctx.store.locale),
          ...(authorization ? { brand: authorization.card.brand, last4: authorization.card.last4, transaction_id: authorization.transactionId } : {}),
          ...(bankAccount ? { bank_account: bankAccount } : {})
        },
        total_qty: totals.totalQuantity,
        reward_points: rewardPoints,
        reward_points_used: totals.rewardPointsUsed,
        reward_amount: totals.rewardAmount
      }, prepared.items, prepared.addresses);
      if (totals.rewardPointsUsed > 0 && customerId !== null) {
        await insertRewardPoints(tx, customerId, orderId, -totals.rewardPointsUsed, `Spent on order #${number}`, 'spent');
      }
      // A card order is paid when it is placed: Magento invoices it at once (capture).
      if (paid) await invoiceOrder(tx, (await findOrderById(tx, orderId))!);
      // Points are earned once the order is paid: a card order now, the others when marked paid (orderStatus).
      if (paid && customerId !== null && rewardPoints > 0) await insertRewardPoints(tx, customerId, orderId, rewardPoints, `Order #${number}`);
      if (authorization && customerId !== null && locked.payment_method_code === CARD && locked.payment_save_card) {
        await saveCard(tx, customerId, authorization.card);
      }
      if (!(await deactivateQuote(tx, quote.quote_id))) throw noSuchEntityError('CART_INACTIVE', CART_NOT_ACTIVE_MESSAGE);
      if (customerId === null) ctx.session.placedGuestOrderCartIds.push(quote.masked_id);
      await sendOrderConfirmation(tx, mailContext, orderId, prepared.deliveryPoint);
      return { orderId, number };
    });
  } catch (error) {
    if (error instanceof PaymentFailedError) throw unable(error.code, error.message);
    throw error;
  }
}
