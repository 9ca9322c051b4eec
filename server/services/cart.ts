/**
 * Carts as Magento's QuoteGraphQl sees them: masked ids, who may use which cart, items (simple and
 * configurable), quantities and stock, coupons, merging on sign-in, and the cart state every Cart
 * field resolver reads (items with their products, addresses, totals), computed once per request and
 * cart version.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client';
import type { RequestContext } from '../domain/context';
import { markPrivate } from '../domain/context';
import { alreadyExistsError, authorizationError, inputError, noSuchEntityError, type ErrorCode } from '../domain/errors';
import {
  deactivateQuote, deleteQuoteItem, findActiveQuoteOfCustomer, findCouponByCode, findQuoteById, findQuoteByMaskedId,
  insertQuote, insertQuoteItem, listQuoteAddresses, listQuoteItems, setQuoteItemQuantity, touchQuote, updateQuote,
  type CouponRow, type QuoteAddressRow, type QuoteItemRow, type QuoteRow
} from '../repositories/cart';
import { findProductIdsBySkus } from '../repositories/catalogProducts';
import { rewardBalance } from '../repositories/order';
import {
  encodeUid, loadProducts, productVariants, storeLabel, variantSelectedOptions, type ProductRecord, type SelectedConfigurableOption,
  type VariantRecord
} from './catalog';
import { catalogToday, finalPrice } from './catalogPrice';
import { computeCartTotals, type CartTotals, type TotalsCoupon } from './cartTotals';
import { currentCustomerId, requireCustomer } from './customerAuth';
import { findRate, ratePrice, rateServes } from './shipping';
import { rewardRatesOf } from './storeConfig';
import { cartItemErrors, MAX_CART_QUANTITY, MAX_QTY_MESSAGE, quantityInputProblem, stockProblem } from './stock';
import { vatRatePercent } from './vat';

export type Ctx = RequestContext;

export const MASKED_ID_LENGTH = 32;
const MASK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const cartNotFoundMessage = (maskedId: string) => `Could not find a cart with ID "${maskedId}"`;
export const cartForbiddenMessage = (maskedId: string) => `The current user cannot perform operations on cart "${maskedId}"`;
export const CART_NOT_ACTIVE_MESSAGE = "The cart isn't active.";
export const COUPON_INVALID_MESSAGE = "The coupon code isn't valid. Verify the code and try again.";
export const COUPON_ALREADY_APPLIED_MESSAGE = 'A coupon is already applied to the cart. Please remove it to apply another';
export const productNotFoundMessage = (sku: string) => `Could not find a product with SKU "${sku}"`;
export const CHOOSE_OPTIONS_MESSAGE = 'You need to choose options for your item.';

/** A random 32-character id (62 symbols, rejection sampling keeps them uniform). */
export function newMaskedId(): string {
  let id = '';
  while (id.length < MASKED_ID_LENGTH) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && id.length < MASKED_ID_LENGTH) id += MASK_ALPHABET[byte % 62];
    }
  }
  return id;
}

export const cartItemUid = (itemId: number) => encodeUid(itemId);

/** The item id inside a cart item uid (base64 of the id) or a plain numeric id. */
export function parseCartItemId(uid: string | number | null | undefined): number | null {
  if (uid === null || uid === undefined) return null;
  if (typeof uid === 'number') return Number.isInteger(uid) && uid > 0 ? uid : null;
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  if (/^\d+$/.test(decoded) && encodeUid(decoded) === uid) return Number(decoded);
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Creating and finding carts
// ---------------------------------------------------------------------------------------------------

async function createQuote(db: Queryable, storeId: number, customerId: number | null, requestedId?: string | null): Promise<QuoteRow> {
  if (requestedId != null) {
    if (!/^[A-Za-z0-9]{32}$/.test(requestedId)) throw inputError('INVALID_FIELD_VALUE', 'Cart ID length should be 32 characters.', { field: 'cart_id' });
    if (await findQuoteByMaskedId(db, requestedId)) throw alreadyExistsError('CART_ALREADY_EXISTS', `Cart with ID "${requestedId}" already exists.`);
    return insertQuote(db, requestedId, storeId, customerId);
  }
  return insertQuote(db, newMaskedId(), storeId, customerId);
}

/** The customer's active cart, created when there is none (customerCart, createEmptyCart for a customer). */
export async function customerActiveCart(ctx: Ctx, customerId: number): Promise<QuoteRow> {
  const existing = await findActiveQuoteOfCustomer(ctx.db, customerId);
  if (existing) return switchStore(ctx, existing);
  try {
    return await insertQuote(ctx.db, newMaskedId(), ctx.store.id, customerId);
  } catch (error) {
    // Two requests creating the customer's cart at once: the unique index lets one win; use its cart.
    const winner = await findActiveQuoteOfCustomer(ctx.db, customerId);
    if (winner) return winner;
    throw error;
  }
}

/** createGuestCart: always a guest cart; a signed-in customer uses customerCart. */
export async function createGuestCart(ctx: Ctx, requestedId?: string | null): Promise<QuoteRow> {
  markPrivate(ctx);
  if ((await currentCustomerId(ctx)) !== null) throw inputError('NOT_ALLOWED_FOR_CUSTOMER', 'Use `Query.customerCart` for logged in customer.');
  return createQuote(ctx.db, ctx.store.id, null, requestedId);
}

/** createEmptyCart: a new guest cart, or the signed-in customer's active cart. */
export async function createEmptyCart(ctx: Ctx, requestedId?: string | null): Promise<QuoteRow> {
  markPrivate(ctx);
  const customerId = await currentCustomerId(ctx);
  if (customerId !== null) return customerActiveCart(ctx, customerId);
  return createQuote(ctx.db, ctx.store.id, null, requestedId);
}

/** Magento moves a cart to the store view it is used from (the shopper switched language). */
async function switchStore(ctx: Ctx, quote: QuoteRow): Promise<QuoteRow> {
  if (quote.store_id === ctx.store.id) return quote;
  await updateQuote(ctx.db, quote.quote_id, { store_id: ctx.store.id });
  return { ...quote, store_id: ctx.store.id, version: quote.version + 1 };
}

/**
 * The cart behind a masked id, if the caller may use it (Magento's GetCartForUser): unknown id →
 * no-such-entity; a customer's cart reached by a guest or by another customer, or a guest cart used
 * with a customer token → authorization; an ordered cart → "The cart isn't active."
 */
export async function getCartForUser(ctx: Ctx, maskedId: string | null | undefined, options: { allowInactive?: boolean } = {}): Promise<QuoteRow> {
  markPrivate(ctx);
  const id = (maskedId ?? '').trim();
  if (!id) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "cart_id" is missing', { field: 'cart_id' });
  const customerId = await currentCustomerId(ctx);
  const quote = await findQuoteByMaskedId(ctx.db, id);
  if (!quote) throw noSuchEntityError('CART_NOT_FOUND', cartNotFoundMessage(id));
  if ((quote.customer_id ?? null) !== customerId) throw authorizationError('CART_FORBIDDEN', cartForbiddenMessage(id));
  if (!quote.is_active && !options.allowInactive) throw noSuchEntityError('CART_INACTIVE', CART_NOT_ACTIVE_MESSAGE);
  return switchStore(ctx, quote);
}

export async function reloadQuote(ctx: Ctx, quoteId: number): Promise<QuoteRow> {
  const quote = await findQuoteById(ctx.db, quoteId);
  if (!quote) throw noSuchEntityError('CART_NOT_FOUND', 'The cart no longer exists.');
  return quote;
}

// ---------------------------------------------------------------------------------------------------
// Cart state: items with products, addresses, totals
// ---------------------------------------------------------------------------------------------------

export interface CartItemState {
  row: QuoteItemRow;
  /** The simple product sold (the variant of a configurable item). */
  product: ProductRecord;
  /** The configurable product the variant was chosen from. */
  parent: ProductRecord | null;
  unitPrice: number;
  taxRate: number;
}

export interface CartState {
  quote: QuoteRow;
  items: CartItemState[];
  shippingAddress: QuoteAddressRow | null;
  billingAddress: QuoteAddressRow | null;
  coupon: CouponRow | null;
  totals: CartTotals;
}

/**
 * A cart priced as if it were shipped to an address given by country, region and postcode, with a
 * method (estimateTotals): the totals change, the cart does not.
 */
export interface CartEstimate {
  address: { country_id: string; region_code: string | null };
  method: { carrier_code: string; method_code: string } | null;
}
export type EstimatedQuote = QuoteRow & { estimate: CartEstimate };

const estimateOf = (quote: QuoteRow): CartEstimate | null => (quote as Partial<EstimatedQuote>).estimate ?? null;

const STATE_CACHE = Symbol('cartStates');
type StateCache = Map<string, Promise<CartState>>;

function stateCache(ctx: Ctx): StateCache {
  const holder = ctx as Ctx & { [STATE_CACHE]?: StateCache };
  holder[STATE_CACHE] ??= new Map();
  return holder[STATE_CACHE];
}

/** Whether a coupon may be used today (active, in its date window, uses left). */
export function couponUsable(coupon: CouponRow, today = catalogToday()): boolean {
  if (!coupon.is_active) return false;
  if (coupon.from_date && coupon.from_date > today) return false;
  if (coupon.to_date && coupon.to_date < today) return false;
  if (coupon.uses_per_coupon !== null && coupon.times_used >= coupon.uses_per_coupon) return false;
  return true;
}

export function totalsCouponOf(coupon: CouponRow | null, storeId: number): TotalsCoupon | null {
  if (!coupon || !couponUsable(coupon)) return null;
  return {
    code: coupon.code,
    type: coupon.discount_type,
    amount: coupon.discount_amount,
    minSubtotal: coupon.min_subtotal,
    label: storeLabel(coupon.labels, storeId) || coupon.code
  };
}

/** The points a customer's cart may use: the balance, at the store's point value and share. */
async function rewardPointsOffer(ctx: Ctx, quote: QuoteRow): Promise<{ balance: number; pointValue: number; maxPercent: number } | null> {
  if (!quote.use_reward_points || quote.customer_id === null) return null;
  const [balance, rates] = await Promise.all([rewardBalance(ctx.db, quote.customer_id), rewardRatesOf(ctx)]);
  return { balance, pointValue: rates.pointValue, maxPercent: rates.maxRedeemPercent };
}

async function buildState(ctx: Ctx, quote: QuoteRow): Promise<CartState> {
  const [rows, addresses, coupon] = await Promise.all([
    listQuoteItems(ctx.db, [quote.quote_id]),
    listQuoteAddresses(ctx.db, [quote.quote_id]),
    quote.coupon_code ? findCouponByCode(ctx.db, quote.coupon_code) : Promise.resolve(undefined)
  ]);
  const productIds = [...new Set(rows.flatMap((r) => (r.parent_product_id ? [r.product_id, r.parent_product_id] : [r.product_id])))];
  const products = new Map((await loadProducts(ctx, productIds)).map((p) => [p.id, p]));
  const today = catalogToday();
  const items: CartItemState[] = [];
  for (const row of rows) {
    const product = products.get(row.product_id);
    const parent = row.parent_product_id ? products.get(row.parent_product_id) ?? null : null;
    // A product disabled since it was added is no longer in the cart, as in Magento.
    if (!product || (row.parent_product_id && !parent)) continue;
    items.push({ row, product, parent, unitPrice: finalPrice(product, today), taxRate: vatRatePercent(product) });
  }
  const shippingAddress = addresses.find((a) => a.address_type === 'shipping') ?? null;
  const billingAddress = addresses.find((a) => a.address_type === 'billing') ?? null;
  // An estimate prices the cart at its address and method instead of the cart's own.
  const estimate = estimateOf(quote);
  const rateAddress = estimate ? estimate.address : shippingAddress;
  const method = estimate ? estimate.method : { carrier_code: quote.shipping_carrier_code, method_code: quote.shipping_method_code };
  const rate = rateAddress && method ? await findRate(ctx, method.carrier_code, method.method_code) : null;
  const usableRate = rate && rateAddress && rateServes(rate, rateAddress) ? rate : null;
  const totals = computeCartTotals({
    lines: items.map((i) => ({ key: i.row.item_id, unitPriceInclTax: i.unitPrice, quantity: i.row.quantity, taxRate: i.taxRate })),
    coupon: totalsCouponOf(coupon ?? null, ctx.store.id),
    shippingPrice: usableRate ? (subtotal) => ratePrice(usableRate, subtotal) : null,
    rewardPoints: await rewardPointsOffer(ctx, quote)
  });
  return { quote, items, shippingAddress, billingAddress, coupon: coupon ?? null, totals };
}

/** The state of a cart at its current version, computed once per request. */
export function cartState(ctx: Ctx, quote: QuoteRow): Promise<CartState> {
  const cache = stateCache(ctx);
  const estimate = estimateOf(quote);
  const key = `${quote.quote_id}:${quote.version}:${quote.store_id}${estimate ? `:${JSON.stringify(estimate)}` : ''}`;
  let state = cache.get(key);
  if (!state) {
    state = buildState(ctx, quote);
    cache.set(key, state);
  }
  return state;
}

// ---------------------------------------------------------------------------------------------------
// Items
// ---------------------------------------------------------------------------------------------------

export interface CartItemRequest {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  /** ConfigurableProductOptionsValues uids (base64 'configurable/<attribute id>/<option id>'). */
  selected_options?: string[] | null;
  entered_options?: Array<{ uid: string; value: string }> | null;
}

export type CartUserErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED' | 'INVALID_PARAMETER_VALUE' | 'REQUIRED_PARAMETER_MISSING';

export interface CartUserError {
  code: CartUserErrorCode;
  /** The error code when the error fails the request (the older add mutations throw the first one). */
  reason: ErrorCode;
  message: string;
  /** Index of the item in the request (Magento reports the path cartItems[i]). */
  index: number;
}

interface ResolvedItem {
  index: number;
  sku: string;
  product: ProductRecord;
  parent: ProductRecord | null;
  quantity: number;
}

function decodeSelectedOption(uid: string): { attributeId: number; optionId: number } | null {
  const match = /^configurable\/(\d+)\/(\d+)$/.exec(Buffer.from(uid, 'base64').toString('utf8'));
  return match ? { attributeId: Number(match[1]), optionId: Number(match[2]) } : null;
}

function variantMatching(variants: VariantRecord[], selected: string[]): VariantRecord | null {
  const wanted = selected.map(decodeSelectedOption);
  if (wanted.some((w) => w === null)) return null;
  return variants.find((v) => wanted.every((w) => v.options.some((o) => o.attribute_id === w!.attributeId && o.option_id === w!.optionId))) ?? null;
}

/** Finds the simple product (and its configurable) each requested line means. */
async function resolveRequestedItems(ctx: Ctx, requests: readonly CartItemRequest[]): Promise<{ resolved: ResolvedItem[]; errors: CartUserError[] }> {
  const skus = [...new Set(requests.flatMap((r) => [r.sku, r.parent_sku ?? null]).filter((s): s is string => Boolean(s)))];
  const idsBySku = await findProductIdsBySkus(ctx.db, skus);
  const products = new Map((await loadProducts(ctx, [...idsBySku.values()])).map((p) => [p.id, p]));
  const bySku = (sku: string | null | undefined) => {
    const id = sku ? idsBySku.get(sku) : undefined;
    return id !== undefined ? products.get(id) ?? null : null;
  };
  const resolved: ResolvedItem[] = [];
  const errors: CartUserError[] = [];
  for (const [index, request] of requests.entries()) {
    const sku = (request.sku ?? '').trim();
    const requested = bySku(sku);
    if (!requested) {
      errors.push({ index, code: 'PRODUCT_NOT_FOUND', reason: 'PRODUCT_NOT_FOUND', message: productNotFoundMessage(sku) });
      continue;
    }
    let product: ProductRecord | null = requested;
    let parent: ProductRecord | null = null;
    if (request.parent_sku) {
      parent = bySku(request.parent_sku.trim());
      if (!parent) {
        errors.push({ index, code: 'PRODUCT_NOT_FOUND', reason: 'PRODUCT_NOT_FOUND', message: productNotFoundMessage(request.parent_sku.trim()) });
        continue;
      }
      if (parent.type_id !== 'configurable' || requested.parent_id !== parent.id) {
        errors.push({ index, code: 'UNDEFINED', reason: 'PRODUCT_NOT_FOUND', message: `Could not find specified product "${sku}" as a variant of "${parent.sku}".` });
        continue;
      }
    } else if (requested.type_id === 'configurable') {
      const variants = await productVariants(ctx, requested.id);
      const chosen = request.selected_options?.length ? variantMatching(variants, request.selected_options) : null;
      if (!chosen) {
        errors.push({
          index,
          code: request.selected_options?.length ? 'UNDEFINED' : 'REQUIRED_PARAMETER_MISSING',
          reason: 'PRODUCT_OPTIONS_REQUIRED',
          message: CHOOSE_OPTIONS_MESSAGE
        });
        continue;
      }
      product = chosen;
      parent = requested;
    } else if (requested.parent_id !== null) {
      // A variant's own SKU: the line still belongs to its configurable (options shown in the cart).
      parent = (await loadProducts(ctx, [requested.parent_id]))[0] ?? null;
    }
    resolved.push({ index, sku, product, parent, quantity: request.quantity });
  }
  return { resolved, errors };
}

/**
 * Adds items to a cart (addProductsToCart and the older add mutations, reorder, wishlist to cart).
 * Bad quantities fail the whole request (graphql-input); unknown or unavailable products are per-item
 * user errors while the other items are added. The same product added again adds up in one item.
 */
export async function addItemsToCart(ctx: Ctx, maskedIdOrQuote: string | QuoteRow, requests: readonly CartItemRequest[]): Promise<{ quote: QuoteRow; userErrors: CartUserError[] }> {
  for (const request of requests) {
    const problem = quantityInputProblem(request.quantity);
    if (problem) throw inputError(problem.reason, problem.message, { field: 'quantity' });
  }
  const quote = typeof maskedIdOrQuote === 'string' ? await getCartForUser(ctx, maskedIdOrQuote) : maskedIdOrQuote;
  const { resolved, errors } = await resolveRequestedItems(ctx, requests);
  const existing = await listQuoteItems(ctx.db, [quote.quote_id]);
  const totalOfProduct = (productId: number) => existing.filter((i) => i.product_id === productId).reduce((s, i) => s + i.quantity, 0);
  const added = new Map<number, number>();
  const writes: Array<{ key: string; item: ResolvedItem }> = [];
  for (const item of resolved) {
    const already = totalOfProduct(item.product.id) + (added.get(item.product.id) ?? 0);
    const wanted = already + item.quantity;
    if (wanted > MAX_CART_QUANTITY) {
      errors.push({ index: item.index, code: 'INVALID_PARAMETER_VALUE', reason: 'QUANTITY_LIMIT_EXCEEDED', message: MAX_QTY_MESSAGE });
      continue;
    }
    const problem = stockProblem(item.product, wanted);
    if (problem) {
      errors.push({ index: item.index, ...problem });
      continue;
    }
    added.set(item.product.id, (added.get(item.product.id) ?? 0) + item.quantity);
    writes.push({ key: `${item.product.id}:${item.parent?.id ?? ''}`, item });
  }
  if (writes.length) {
    await ctx.db.transaction(async (tx) => {
      // Lock the cart so two add requests on one cart merge quantities instead of racing.
      await findQuoteById(tx, quote.quote_id, true);
      const current = new Map((await listQuoteItems(tx, [quote.quote_id])).map((i) => [`${i.product_id}:${i.parent_product_id ?? ''}`, i]));
      for (const { key, item } of writes) {
        const line = current.get(key);
        if (line) {
          const quantity = line.quantity + item.quantity;
          await setQuoteItemQuantity(tx, line.item_id, quantity);
          current.set(key, { ...line, quantity });
        } else {
          current.set(key, await insertQuoteItem(tx, quote.quote_id, item.product.id, item.parent?.id ?? null, item.quantity));
        }
      }
      await touchQuote(tx, quote.quote_id);
    });
  }
  errors.sort((a, b) => a.index - b.index);
  return { quote: await reloadQuote(ctx, quote.quote_id), userErrors: errors };
}

/** The older add mutations throw instead of returning user errors, with Magento's wording. */
export function throwFirstUserError(errors: readonly CartUserError[], requests: readonly CartItemRequest[]): void {
  const first = errors[0];
  if (!first) return;
  const sku = requests[first.index]?.sku ?? '';
  if (first.code === 'PRODUCT_NOT_FOUND') throw inputError(first.reason, first.message);
  throw inputError(first.reason, `Could not add the product with SKU ${sku} to the shopping cart: ${first.message}`);
}

export interface CartItemUpdate {
  cart_item_uid?: string | null;
  cart_item_id?: number | null;
  quantity?: number | null;
}

/** updateCartItems: new quantities (0 removes the item); more than in stock is refused. */
export async function updateCartItems(ctx: Ctx, maskedId: string, updates: readonly CartItemUpdate[]): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  const state = await cartState(ctx, quote);
  const plan: Array<{ item: CartItemState; quantity: number }> = [];
  for (const update of updates) {
    const itemId = parseCartItemId(update.cart_item_uid ?? update.cart_item_id ?? null);
    if (update.cart_item_uid == null && update.cart_item_id == null) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "cart_item_uid" for "cart_items" is missing.', { field: 'cart_item_uid' });
    if (update.quantity === null || update.quantity === undefined) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "quantity" for "cart_items" is missing.', { field: 'quantity' });
    const problem = quantityInputProblem(update.quantity, { allowZero: true });
    if (problem) throw inputError(problem.reason, problem.message, { field: 'quantity' });
    const item = state.items.find((i) => i.row.item_id === itemId);
    if (!item) throw noSuchEntityError('CART_ITEM_NOT_FOUND', `Could not find cart item with id: ${update.cart_item_uid ?? update.cart_item_id}.`);
    if (update.quantity > 0) {
      const stock = stockProblem(item.product, update.quantity);
      if (stock) throw inputError(stock.reason, stock.message);
    }
    plan.push({ item, quantity: update.quantity });
  }
  await ctx.db.transaction(async (tx) => {
    for (const { item, quantity } of plan) {
      if (quantity === 0) await deleteQuoteItem(tx, item.row.item_id);
      else await setQuoteItemQuantity(tx, item.row.item_id, quantity);
    }
    await touchQuote(tx, quote.quote_id);
  });
  return reloadQuote(ctx, quote.quote_id);
}

export async function removeCartItem(ctx: Ctx, maskedId: string, uid: string | null | undefined, id: number | null | undefined): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  if (uid == null && id == null) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "cart_item_uid" is missing.', { field: 'cart_item_uid' });
  const itemId = parseCartItemId(uid ?? id ?? null);
  const items = await listQuoteItems(ctx.db, [quote.quote_id]);
  const item = items.find((i) => i.item_id === itemId);
  if (!item) throw noSuchEntityError('CART_ITEM_NOT_FOUND', "The cart doesn't contain the item");
  await ctx.db.transaction(async (tx) => {
    await deleteQuoteItem(tx, item.item_id);
    await touchQuote(tx, quote.quote_id);
  });
  return reloadQuote(ctx, quote.quote_id);
}

// ---------------------------------------------------------------------------------------------------
// Coupons
// ---------------------------------------------------------------------------------------------------

export async function applyCoupon(ctx: Ctx, maskedId: string, code: string): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  const trimmed = (code ?? '').trim();
  if (!trimmed) throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "coupon_code" is missing', { field: 'coupon_code' });
  const state = await cartState(ctx, quote);
  if (!state.items.length) throw noSuchEntityError('CART_EMPTY', `The "${maskedId}" Cart doesn't contain products.`);
  if (quote.coupon_code) throw inputError('COUPON_ALREADY_APPLIED', COUPON_ALREADY_APPLIED_MESSAGE);
  const coupon = await findCouponByCode(ctx.db, trimmed);
  // Like Magento, a coupon whose condition the cart does not meet is "not valid" for this cart.
  if (!coupon || !couponUsable(coupon) || state.totals.subtotalInclTax < coupon.min_subtotal) throw noSuchEntityError('COUPON_INVALID', COUPON_INVALID_MESSAGE);
  await updateQuote(ctx.db, quote.quote_id, { coupon_code: coupon.code });
  return reloadQuote(ctx, quote.quote_id);
}

/**
 * Magento Commerce's applyRewardPointsToCart: the signed-in customer's points pay part of the cart (as
 * much as the store allows, up to the balance); a cart without an owner, or an owner without points, is refused.
 */
export async function applyRewardPoints(ctx: Ctx, maskedId: string): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  if (quote.customer_id === null) throw authorizationError('CUSTOMER_NOT_AUTHORIZED', 'The current customer is not allowed to use reward points: sign in first.');
  if ((await rewardBalance(ctx.db, quote.customer_id)) <= 0) throw inputError('REWARD_POINTS_UNAVAILABLE', 'You have no reward points to use.');
  await updateQuote(ctx.db, quote.quote_id, { use_reward_points: true });
  return reloadQuote(ctx, quote.quote_id);
}

export async function removeRewardPoints(ctx: Ctx, maskedId: string): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  await updateQuote(ctx.db, quote.quote_id, { use_reward_points: false });
  return reloadQuote(ctx, quote.quote_id);
}

export async function removeCoupon(ctx: Ctx, maskedId: string): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, maskedId);
  await updateQuote(ctx.db, quote.quote_id, { coupon_code: null });
  return reloadQuote(ctx, quote.quote_id);
}

// ---------------------------------------------------------------------------------------------------
// Sign-in: merging and assigning carts
// ---------------------------------------------------------------------------------------------------

/** Moves the items of one cart into another inside a transaction; quantities of the same item add up. */
async function moveItems(tx: Queryable, from: QuoteRow, into: QuoteRow): Promise<void> {
  const [source, target] = await Promise.all([listQuoteItems(tx, [from.quote_id]), listQuoteItems(tx, [into.quote_id])]);
  const byKey = new Map(target.map((i) => [`${i.product_id}:${i.parent_product_id ?? ''}`, i]));
  for (const item of source) {
    const key = `${item.product_id}:${item.parent_product_id ?? ''}`;
    const existing = byKey.get(key);
    if (existing) {
      const quantity = Math.min(MAX_CART_QUANTITY, existing.quantity + item.quantity);
      await setQuoteItemQuantity(tx, existing.item_id, quantity);
      byKey.set(key, { ...existing, quantity });
    } else {
      byKey.set(key, await insertQuoteItem(tx, into.quote_id, item.product_id, item.parent_product_id, item.quantity));
    }
  }
  if (!into.coupon_code && from.coupon_code) await updateQuote(tx, into.quote_id, { coupon_code: from.coupon_code });
  await touchQuote(tx, into.quote_id);
}

/** mergeCarts: a guest cart's items into the signed-in customer's cart; the guest cart is closed. */
export async function mergeCarts(ctx: Ctx, sourceMaskedId: string, destinationMaskedId?: string | null): Promise<QuoteRow> {
  markPrivate(ctx);
  const customerId = await requireCustomer(ctx);
  const source = await findQuoteByMaskedId(ctx.db, sourceMaskedId.trim());
  if (!source) throw noSuchEntityError('CART_NOT_FOUND', cartNotFoundMessage(sourceMaskedId));
  if (source.customer_id !== null && source.customer_id !== customerId) throw authorizationError('CART_FORBIDDEN', cartForbiddenMessage(sourceMaskedId));
  if (!source.is_active) throw noSuchEntityError('CART_INACTIVE', CART_NOT_ACTIVE_MESSAGE);
  const destination = destinationMaskedId ? await getCartForUser(ctx, destinationMaskedId) : await customerActiveCart(ctx, customerId);
  if (destination.quote_id === source.quote_id) return destination;
  await ctx.db.transaction(async (tx) => {
    await moveItems(tx, source, destination);
    await deactivateQuote(tx, source.quote_id);
  });
  return reloadQuote(ctx, destination.quote_id);
}

/** assignCustomerToGuestCart: the guest cart becomes the customer's, taking in their previous cart. */
export async function assignCustomerToGuestCart(ctx: Ctx, maskedId: string): Promise<QuoteRow> {
  markPrivate(ctx);
  const customerId = await requireCustomer(ctx);
  const guest = await findQuoteByMaskedId(ctx.db, maskedId.trim());
  if (!guest) throw noSuchEntityError('CART_NOT_FOUND', cartNotFoundMessage(maskedId));
  if (guest.customer_id !== null) throw authorizationError('CART_FORBIDDEN', cartForbiddenMessage(maskedId));
  if (!guest.is_active) throw noSuchEntityError('CART_INACTIVE', CART_NOT_ACTIVE_MESSAGE);
  const previous = await findActiveQuoteOfCustomer(ctx.db, customerId);
  await ctx.db.transaction(async (tx) => {
    if (previous) {
      await moveItems(tx, previous, guest);
      await deactivateQuote(tx, previous.quote_id);
    }
    await updateQuote(tx, guest.quote_id, { customer_id: customerId, email: null, store_id: ctx.store.id });
  });
  return reloadQuote(ctx, guest.quote_id);
}

// ---------------------------------------------------------------------------------------------------
// What the Cart type shows of an item
// ---------------------------------------------------------------------------------------------------

/** The configurable options of a configurable item, in the order of the product's axes. */
export async function selectedConfigurableOptions(ctx: Ctx, item: CartItemState): Promise<SelectedConfigurableOption[]> {
  return item.parent ? variantSelectedOptions(ctx, item.parent, item.product.id, 'attribute_id') : [];
}

export function itemErrors(item: CartItemState) {
  const errors = cartItemErrors(item.product, item.row.quantity);
  return errors.length ? errors : null;
}
