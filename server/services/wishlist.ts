/**
 * Wishlists as Magento 2.4's WishlistGraphQl (Open Source: one wishlist per customer, created on first
 * use). Only the owner reaches a wishlist: a guest gets the authorization error, another customer's
 * wishlist id is "not found" (mutations) or null (wishlist_v2), never the content.
 *
 * A configurable item remembers the variant the shopper chose (child_product_id) and its option uids,
 * so ConfigurableWishlistItem answers child_sku, configured_variant and configurable_options, and the
 * item goes to the cart as that variant.
 */
import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../domain/context';
import { perRequestLoader } from '../domain/context';
import { authorizationError, inputError } from '../domain/errors';
import { findProductIdsBySkus } from '../repositories/catalogProducts';
import {
  addWishlistItem, countWishlistItems, deleteWishlistItems, ensureWishlist, findWishlistById, findWishlistItems,
  listAllWishlistItems, listWishlistItems, touchWishlist, updateWishlistItem, type WishlistItemRow, type WishlistRow
} from '../repositories/wishlist';
import { addItemsToCart, customerActiveCart } from './cart';
import {
  configurableValueUid, loadProducts, productVariants, variantSelectedOptions,
  type ProductRecord, type VariantRecord
} from './catalog';
import { currentCustomerId } from './customerAuth';
import { configValue, storeConfigValues } from './storeConfig';

type Ctx = RequestContext;

export const WISHLIST_NOT_FOUND_MESSAGE = 'The wishlist was not found.';
export const WISHLIST_FORBIDDEN_MESSAGE = 'The current user cannot perform operations on wishlist';
export const WISHLIST_DISABLED_MESSAGE = 'The wishlist configuration is currently disabled.';
/** Magento's limit on one item's quantity in a wishlist. */
export const MAX_WISHLIST_QUANTITY = 10000;

export type WishListUserInputErrorType = 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
export interface WishListUserInputError {
  code: WishListUserInputErrorType;
  message: string;
}

export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
}

export interface WishlistItemUpdateInput {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
  selected_options?: string[] | null;
}

/** What the WishlistItemInterface resolvers receive. */
export interface WishlistItemOutput extends WishlistItemRow {
  __typename: 'SimpleWishlistItem' | 'ConfigurableWishlistItem';
}

async function assertEnabled(ctx: Ctx): Promise<void> {
  const values = await storeConfigValues(ctx, ctx.store.id);
  if (configValue(values, 'wishlist/general/active', '1') === '0') throw inputError('WISHLIST_DISABLED', WISHLIST_DISABLED_MESSAGE);
}

const newSharingCode = () => randomBytes(16).toString('hex');

/** The signed-in customer's wishlist, created on first use. */
async function customerWishlist(ctx: Ctx, customerId: number): Promise<WishlistRow> {
  return ensureWishlist(ctx.db, customerId, newSharingCode());
}

/** Customer.wishlists (Open Source: exactly one). */
export async function customerWishlists(ctx: Ctx, customerId: number): Promise<WishlistRow[]> {
  await assertEnabled(ctx);
  return [await customerWishlist(ctx, customerId)];
}

/** Customer.wishlist (deprecated single wishlist). */
export async function customerWishlistLegacy(ctx: Ctx, customerId: number): Promise<WishlistRow> {
  await assertEnabled(ctx);
  return customerWishlist(ctx, customerId);
}

const parseId = (id: string | number | null | undefined): number | null => {
  const n = typeof id === 'number' ? id : /^\d+$/.test(String(id ?? '').trim()) ? Number(String(id).trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Customer.wishlist_v2(id): the customer's own wishlist, or null. */
export async function customerWishlistById(ctx: Ctx, customerId: number, id: string): Promise<WishlistRow | null> {
  await assertEnabled(ctx);
  const wishlistId = parseId(id);
  if (wishlistId === null) return null;
  const wishlist = await findWishlistById(ctx.db, wishlistId);
  return wishlist && wishlist.customer_id === customerId ? wishlist : null;
}

/** The wishlist a mutation works on, with Magento's errors for a guest or a foreign/unknown id. */
async function ownWishlist(ctx: Ctx, id: string): Promise<WishlistRow> {
  const customerId = await currentCustomerId(ctx);
  if (customerId === null) throw authorizationError('WISHLIST_FORBIDDEN', WISHLIST_FORBIDDEN_MESSAGE);
  await assertEnabled(ctx);
  const wishlistId = parseId(id);
  // A customer who never opened the wishlist page still has "their" wishlist id: create it on demand.
  const own = await customerWishlist(ctx, customerId);
  if (wishlistId === own.wishlist_id) return own;
  const wishlist = wishlistId === null ? undefined : await findWishlistById(ctx.db, wishlistId);
  if (!wishlist || wishlist.customer_id !== customerId) throw inputError('WISHLIST_NOT_FOUND', WISHLIST_NOT_FOUND_MESSAGE);
  return wishlist;
}

async function reloadWishlist(ctx: Ctx, wishlistId: number): Promise<WishlistRow> {
  ctx.loaders.get('wishlist.count')?.clear(wishlistId);
  return (await findWishlistById(ctx.db, wishlistId))!;
}

// ---------------------------------------------------------------------------------------------------
// Reading items
// ---------------------------------------------------------------------------------------------------

export function wishlistItemsCount(ctx: Ctx, wishlistId: number): Promise<number> {
  return perRequestLoader<number, number>(ctx, 'wishlist.count', async (ids) => {
    const counts = await countWishlistItems(ctx.db, ids);
    return ids.map((id) => counts.get(id) ?? 0);
  }).load(wishlistId);
}

function itemOutput(row: WishlistItemRow, product: ProductRecord | undefined): WishlistItemOutput {
  return { ...row, __typename: product?.type_id === 'configurable' ? 'ConfigurableWishlistItem' : 'SimpleWishlistItem' };
}

/** Wishlist.items_v2: a page of items with their products (one query for the page, batched products). */
export async function wishlistItemsPage(ctx: Ctx, wishlist: WishlistRow, currentPage: number, pageSize: number) {
  if (!Number.isInteger(currentPage) || currentPage < 1) throw inputError('INVALID_PAGINATION', 'currentPage value must be greater than 0.');
  if (!Number.isInteger(pageSize) || pageSize < 1) throw inputError('INVALID_PAGINATION', 'pageSize value must be greater than 0.');
  const size = Math.min(pageSize, 100);
  const [rows, total] = await Promise.all([
    listWishlistItems(ctx.db, wishlist.wishlist_id, size, (currentPage - 1) * size),
    wishlistItemsCount(ctx, wishlist.wishlist_id)
  ]);
  const products = new Map((await loadProducts(ctx, rows.map((r) => r.product_id))).map((p) => [p.id, p]));
  return {
    items: rows.map((row) => itemOutput(row, products.get(row.product_id))),
    page_info: { current_page: currentPage, page_size: size, total_pages: Math.max(1, Math.ceil(total / size)) }
  };
}

/** Wishlist.items (deprecated): every item. */
export async function allWishlistItems(ctx: Ctx, wishlist: WishlistRow): Promise<WishlistItemOutput[]> {
  const rows = await listAllWishlistItems(ctx.db, wishlist.wishlist_id);
  const products = new Map((await loadProducts(ctx, rows.map((r) => r.product_id))).map((p) => [p.id, p]));
  return rows.map((row) => itemOutput(row, products.get(row.product_id)));
}

export async function wishlistItemProduct(ctx: Ctx, item: WishlistItemRow): Promise<ProductRecord | null> {
  return (await loadProducts(ctx, [item.product_id]))[0] ?? null;
}

export async function wishlistItemVariant(ctx: Ctx, item: WishlistItemRow): Promise<ProductRecord | null> {
  if (item.child_product_id === null) return null;
  return (await loadProducts(ctx, [item.child_product_id]))[0] ?? null;
}

/** ConfigurableWishlistItem.configurable_options: the chosen variant's option per axis. */
export async function wishlistItemOptions(ctx: Ctx, item: WishlistItemRow) {
  if (item.child_product_id === null) return [];
  const [parent] = await loadProducts(ctx, [item.product_id]);
  return parent ? variantSelectedOptions(ctx, parent, item.child_product_id, 'product_super_attribute_id') : [];
}

// ---------------------------------------------------------------------------------------------------
// Changing items
// ---------------------------------------------------------------------------------------------------

function decodeOption(uid: string): { attributeId: number; optionId: number } | null {
  const match = /^configurable\/(\d+)\/(\d+)$/.exec(Buffer.from(uid, 'base64').toString('utf8'));
  return match ? { attributeId: Number(match[1]), optionId: Number(match[2]) } : null;
}

function variantFor(variants: readonly VariantRecord[], selected: readonly string[]): VariantRecord | null {
  const wanted = selected.map(decodeOption);
  if (!wanted.length || wanted.some((w) => w === null)) return null;
  return variants.find((v) => wanted.every((w) => v.options.some((o) => o.attribute_id === w!.attributeId && o.option_id === w!.optionId))) ?? null;
}

const optionUidsOf = (variant: VariantRecord) => variant.options.map((o) => configurableValueUid(o.attribute_id, o.option_id));

function quantityProblem(quantity: unknown): string | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return 'The quantity of a wish list item should be greater than 0.';
  if (quantity > MAX_WISHLIST_QUANTITY) return `The maximum quantity of a wish list item is ${MAX_WISHLIST_QUANTITY}.`;
  return null;
}

interface ResolvedWishlistProduct {
  productId: number;
  childProductId: number | null;
  selectedOptions: string[];
}

/** Which product (and variant) a wishlist line means; a message when none. */
async function resolveProduct(ctx: Ctx, input: WishlistItemInput): Promise<ResolvedWishlistProduct | WishListUserInputError> {
  const sku = (input.sku ?? '').trim();
  const parentSku = input.parent_sku?.trim() || null;
  const ids = await findProductIdsBySkus(ctx.db, parentSku ? [sku, parentSku] : [sku]);
  const found = await loadProducts(ctx, [...ids.values()]);
  const bySku = new Map(found.map((p) => [p.sku, p]));
  const product = bySku.get(sku);
  if (!product) return { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${sku}"` };
  let parent: ProductRecord | null = null;
  if (parentSku) {
    parent = bySku.get(parentSku) ?? null;
    if (!parent) return { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${parentSku}"` };
  } else if (product.parent_id !== null) {
    parent = (await loadProducts(ctx, [product.parent_id]))[0] ?? null;
  }
  if (parent && parent.id !== product.id) {
    if (parent.type_id !== 'configurable' || product.parent_id !== parent.id) {
      return { code: 'UNDEFINED', message: `Could not find specified product "${sku}" as a variant of "${parent.sku}".` };
    }
    const variant = (await productVariants(ctx, parent.id)).find((v) => v.id === product.id);
    if (!variant) return { code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${sku}"` };
    return { productId: parent.id, childProductId: variant.id, selectedOptions: optionUidsOf(variant) };
  }
  if (product.type_id === 'configurable') {
    if (!input.selected_options?.length) return { productId: product.id, childProductId: null, selectedOptions: [] };
    const variant = variantFor(await productVariants(ctx, product.id), input.selected_options);
    if (!variant) return { code: 'UNDEFINED', message: 'You need to choose options for your item.' };
    return { productId: product.id, childProductId: variant.id, selectedOptions: optionUidsOf(variant) };
  }
  return { productId: product.id, childProductId: null, selectedOptions: [] };
}

const isError = (value: unknown): value is WishListUserInputError =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value;

export async function addProductsToWishlist(ctx: Ctx, wishlistId: string, items: readonly WishlistItemInput[]) {
  const wishlist = await ownWishlist(ctx, wishlistId);
  const userErrors: WishListUserInputError[] = [];
  let changed = false;
  for (const item of items) {
    const problem = quantityProblem(item.quantity);
    if (problem) {
      userErrors.push({ code: 'UNDEFINED', message: problem });
      continue;
    }
    const resolved = await resolveProduct(ctx, item);
    if (isError(resolved)) {
      userErrors.push(resolved);
      continue;
    }
    await addWishlistItem(ctx.db, wishlist.wishlist_id, { ...resolved, storeId: ctx.store.id, quantity: item.quantity });
    changed = true;
  }
  if (changed) await touchWishlist(ctx.db, wishlist.wishlist_id);
  return { wishlist: await reloadWishlist(ctx, wishlist.wishlist_id), user_errors: userErrors };
}

export async function removeProductsFromWishlist(ctx: Ctx, wishlistId: string, itemIds: readonly string[]) {
  const wishlist = await ownWishlist(ctx, wishlistId);
  const ids = itemIds.map(parseId);
  const deleted = new Set(await deleteWishlistItems(ctx.db, wishlist.wishlist_id, ids.filter((id): id is number => id !== null)));
  const userErrors: WishListUserInputError[] = itemIds
    .filter((_, i) => ids[i] === null || !deleted.has(ids[i]!))
    .map((id) => ({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a wishlist item with ID "${id}"` }));
  if (deleted.size) await touchWishlist(ctx.db, wishlist.wishlist_id);
  return { wishlist: await reloadWishlist(ctx, wishlist.wishlist_id), user_errors: userErrors };
}

/** clearWishlist: removes every item of the signed-in customer's wishlist (Magento 2.4.7). */
export async function clearWishlist(ctx: Ctx, wishlistId: string) {
  const wishlist = await ownWishlist(ctx, wishlistId);
  const items = await listAllWishlistItems(ctx.db, wishlist.wishlist_id);
  if (items.length) {
    await deleteWishlistItems(ctx.db, wishlist.wishlist_id, items.map((item) => item.wishlist_item_id));
    await touchWishlist(ctx.db, wishlist.wishlist_id);
  }
  return { wishlist: await reloadWishlist(ctx, wishlist.wishlist_id), user_errors: [] as WishListUserInputError[] };
}

export async function updateProductsInWishlist(ctx: Ctx, wishlistId: string, updates: readonly WishlistItemUpdateInput[]) {
  const wishlist = await ownWishlist(ctx, wishlistId);
  const ids = updates.map((u) => parseId(u.wishlist_item_id));
  const existing = new Map(
    (await findWishlistItems(ctx.db, wishlist.wishlist_id, ids.filter((id): id is number => id !== null))).map((i) => [i.wishlist_item_id, i])
  );
  const userErrors: WishListUserInputError[] = [];
  let changed = false;
  for (const [i, update] of updates.entries()) {
    const item = ids[i] === null ? undefined : existing.get(ids[i]!);
    if (!item) {
      userErrors.push({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a wishlist item with ID "${update.wishlist_item_id}"` });
      continue;
    }
    if (update.quantity != null) {
      const problem = quantityProblem(update.quantity);
      if (problem) {
        userErrors.push({ code: 'UNDEFINED', message: problem });
        continue;
      }
    }
    const changes: Parameters<typeof updateWishlistItem>[2] = {};
    if (update.quantity != null) changes.quantity = update.quantity;
    if (update.description !== undefined) changes.description = update.description?.trim() || null;
    if (update.selected_options?.length) {
      const variant = variantFor(await productVariants(ctx, item.product_id), update.selected_options);
      if (!variant) {
        userErrors.push({ code: 'UNDEFINED', message: 'You need to choose options for your item.' });
        continue;
      }
      changes.childProductId = variant.id;
      changes.selectedOptions = optionUidsOf(variant);
    }
    await updateWishlistItem(ctx.db, item.wishlist_item_id, changes);
    changed = true;
  }
  if (changed) await touchWishlist(ctx.db, wishlist.wishlist_id);
  return { wishlist: await reloadWishlist(ctx, wishlist.wishlist_id), user_errors: userErrors };
}

export type WishlistCartUserInputErrorType = 'PRODUCT_NOT_FOUND' | 'REQUIRED_PARAMETER_MISSING' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';

/**
 * addWishlistItemsToCart: the chosen items (all when none are named) go to the customer's cart through
 * the cart service; the ones added leave the wishlist, the others stay with an error each.
 */
export async function addWishlistItemsToCart(ctx: Ctx, wishlistId: string, itemIds: readonly string[] | null | undefined) {
  const wishlist = await ownWishlist(ctx, wishlistId);
  const customerId = wishlist.customer_id;
  const errors: { message: string; code: WishlistCartUserInputErrorType; wishlistId: string; wishlistItemId: string }[] = [];
  let items: WishlistItemRow[];
  if (itemIds?.length) {
    const ids = itemIds.map(parseId);
    items = await findWishlistItems(ctx.db, wishlist.wishlist_id, ids.filter((id): id is number => id !== null));
    const found = new Set(items.map((i) => i.wishlist_item_id));
    for (const [i, raw] of itemIds.entries()) {
      if (ids[i] === null || !found.has(ids[i]!)) {
        errors.push({ code: 'PRODUCT_NOT_FOUND', message: `The wishlist item with ID "${raw}" was not found.`, wishlistId: String(wishlist.wishlist_id), wishlistItemId: String(raw) });
      }
    }
  } else {
    items = await listAllWishlistItems(ctx.db, wishlist.wishlist_id);
  }
  const products = new Map((await loadProducts(ctx, items.flatMap((i) => [i.product_id, i.child_product_id ?? i.product_id]))).map((p) => [p.id, p]));
  const added: number[] = [];
  if (items.length) {
    const cart = await customerActiveCart(ctx, customerId);
    for (const item of items) {
      const parent = products.get(item.product_id);
      const variant = item.child_product_id !== null ? products.get(item.child_product_id) : undefined;
      if (!parent || (item.child_product_id !== null && !variant)) {
        errors.push({ code: 'PRODUCT_NOT_FOUND', message: 'The product does not exist.', wishlistId: String(wishlist.wishlist_id), wishlistItemId: String(item.wishlist_item_id) });
        continue;
      }
      if (parent.type_id === 'configurable' && !variant) {
        errors.push({ code: 'REQUIRED_PARAMETER_MISSING', message: 'You need to choose options for your item.', wishlistId: String(wishlist.wishlist_id), wishlistItemId: String(item.wishlist_item_id) });
        continue;
      }
      const request = variant
        ? { sku: variant.sku, parent_sku: parent.sku, quantity: item.quantity }
        : { sku: parent.sku, quantity: item.quantity };
      try {
        const { userErrors } = await addItemsToCart(ctx, cart, [request]);
        if (userErrors.length) {
          const first = userErrors[0];
          const code: WishlistCartUserInputErrorType =
            first.code === 'PRODUCT_NOT_FOUND' || first.code === 'NOT_SALABLE' || first.code === 'INSUFFICIENT_STOCK' || first.code === 'REQUIRED_PARAMETER_MISSING'
              ? first.code
              : 'UNDEFINED';
          errors.push({ code, message: first.message, wishlistId: String(wishlist.wishlist_id), wishlistItemId: String(item.wishlist_item_id) });
          continue;
        }
        added.push(item.wishlist_item_id);
      } catch (error) {
        errors.push({ code: 'UNDEFINED', message: (error as Error).message, wishlistId: String(wishlist.wishlist_id), wishlistItemId: String(item.wishlist_item_id) });
      }
    }
  }
  if (added.length) {
    await deleteWishlistItems(ctx.db, wishlist.wishlist_id, added);
    await touchWishlist(ctx.db, wishlist.wishlist_id);
  }
  return {
    wishlist: await reloadWishlist(ctx, wishlist.wishlist_id),
    status: errors.length === 0,
    add_wishlist_items_to_cart_user_errors: errors
  };
}
