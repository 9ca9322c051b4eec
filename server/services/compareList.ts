/**
 * Product compare lists as Magento 2.4.7's CompareListGraphQl keeps them: a guest's list is reached by
 * its uid (a masked id), a signed-in customer has one list per store view (created on their first
 * createCompareList, found as Customer.compare_list). A list is only reached by whoever it belongs to:
 * a customer's list by that customer, a guest list by guests (Magento's MaskedListIdToCompareListId).
 * The list shows its products with the comparable attributes (the attribute flags of
 * services/productAttributes.ts) any of them has a value for, each product's value or "N/A".
 * Messages are Magento's, word for word.
 */
import { markPrivate, type RequestContext } from '../domain/context';
import { inputError } from '../domain/errors';
import {
  deleteCompareList, deleteCompareListItems, findComparableProductIds, findCompareListByMaskedId, findCompareListProductIds,
  findCustomerCompareList, insertCompareList, insertCompareListItems, setCompareListCustomer, type CompareListRow
} from '../repositories/compareList';
import { loadProducts, type ProductRecord } from './catalog';
import { newMaskedId } from './cart';
import { currentCustomerId } from './customerAuth';
import {
  attributeLabelIn, attributeOptionValues, optionLabelIn, productAttributeValues, productAttributes, type AttributeValueOf
} from './productAttributes';

type Ctx = RequestContext;

export const COMPARE_LIST_MESSAGES = {
  uidRequired: '"uid" value must be specified.',
  /** compareList, deleteCompareList and assignCompareListToCustomer word it without the full stop. */
  uidRequiredShort: '"uid" value must be specified',
  productsRequired: '"products" value must be specified.',
  uidUnknown: '"uid" value does not exist',
  notAuthorized: 'This customer is not authorized to access this list',
  signInRequired: 'Customer must be logged'
} as const;

/** The answer for a missing value: the value of a text the product does not have. */
const NO_VALUE = 'N/A';

/** Product ids of the input (Magento takes product ids); anything else names no product. */
const productIdsOf = (products: readonly (string | number)[] | null | undefined) =>
  [...new Set((products ?? []).map((p) => String(p).trim()).filter((p) => /^\d+$/.test(p)).map(Number))];

/**
 * The list a uid names, as the caller may reach it: an unknown uid is no list (null); a list that is
 * another's (a customer's for anyone else, a guest's for a signed-in customer) is refused.
 */
async function listOfUid(ctx: Ctx, uid: string): Promise<CompareListRow | null> {
  const customerId = await currentCustomerId(ctx);
  const list = await findCompareListByMaskedId(ctx.db, uid);
  const owner = list && list.store_id === ctx.store.id ? list.customer_id ?? 0 : 0;
  if (owner !== (customerId ?? 0)) throw inputError('INVALID_INPUT', COMPARE_LIST_MESSAGES.notAuthorized);
  return list && list.store_id === ctx.store.id ? list : null;
}

async function addProducts(ctx: Ctx, list: CompareListRow, products: readonly (string | number)[] | null | undefined) {
  const wanted = productIdsOf(products);
  const existing = new Set(await findComparableProductIds(ctx.db, wanted));
  await insertCompareListItems(ctx.db, list.list_id, wanted.filter((id) => existing.has(id)));
}

export interface CompareListOutput {
  list: CompareListRow;
  products: ProductRecord[];
}

async function output(ctx: Ctx, list: CompareListRow): Promise<CompareListOutput> {
  const products = await loadProducts(ctx, await findCompareListProductIds(ctx.db, list.list_id));
  return { list, products };
}

/** createCompareList(input: {products}): a guest's new list, or the customer's list (created if need be) with the products added. */
export async function createCompareList(ctx: Ctx, products: readonly (string | number)[] | null | undefined): Promise<CompareListOutput> {
  markPrivate(ctx);
  const customerId = await currentCustomerId(ctx);
  const list =
    (customerId !== null ? await findCustomerCompareList(ctx.db, customerId, ctx.store.id) : undefined) ??
    (await insertCompareList(ctx.db, { maskedId: newMaskedId(), storeId: ctx.store.id, customerId }));
  await addProducts(ctx, list, products);
  return output(ctx, list);
}

/** compareList(uid): the list, or null when the uid names none. */
export async function getCompareList(ctx: Ctx, uid: string | null | undefined): Promise<CompareListOutput | null> {
  markPrivate(ctx);
  if (!uid) throw inputError('REQUIRED_FIELD_MISSING', COMPARE_LIST_MESSAGES.uidRequiredShort, { field: 'uid' });
  const list = await listOfUid(ctx, uid);
  return list ? output(ctx, list) : null;
}

async function existingList(ctx: Ctx, input: { uid?: string | null; products?: readonly (string | number)[] | null }) {
  if (!input.uid) throw inputError('REQUIRED_FIELD_MISSING', COMPARE_LIST_MESSAGES.uidRequired, { field: 'uid' });
  if (!input.products) throw inputError('REQUIRED_FIELD_MISSING', COMPARE_LIST_MESSAGES.productsRequired, { field: 'products' });
  const list = await listOfUid(ctx, input.uid);
  if (!list) throw inputError('INVALID_FIELD_VALUE', COMPARE_LIST_MESSAGES.uidUnknown, { field: 'uid' });
  return list;
}

export async function addProductsToCompareList(ctx: Ctx, input: { uid?: string | null; products?: readonly (string | number)[] | null }) {
  markPrivate(ctx);
  const list = await existingList(ctx, input);
  await addProducts(ctx, list, input.products);
  return output(ctx, list);
}

export async function removeProductsFromCompareList(ctx: Ctx, input: { uid?: string | null; products?: readonly (string | number)[] | null }) {
  markPrivate(ctx);
  const list = await existingList(ctx, input);
  await deleteCompareListItems(ctx.db, list.list_id, productIdsOf(input.products));
  return output(ctx, list);
}

/** deleteCompareList(uid): { result } true when a list was deleted. */
export async function removeCompareList(ctx: Ctx, uid: string | null | undefined): Promise<{ result: boolean }> {
  markPrivate(ctx);
  if (!uid) throw inputError('REQUIRED_FIELD_MISSING', COMPARE_LIST_MESSAGES.uidRequiredShort, { field: 'uid' });
  const list = await listOfUid(ctx, uid);
  if (!list) return { result: false };
  await deleteCompareList(ctx.db, list.list_id);
  return { result: true };
}

/**
 * assignCompareListToCustomer(uid): a guest list becomes the signed-in customer's; when the customer
 * has a list already, the guest list's products join it and the guest list is gone.
 */
export async function assignCompareListToCustomer(ctx: Ctx, uid: string | null | undefined): Promise<{ result: boolean; compare_list: CompareListOutput | null }> {
  markPrivate(ctx);
  if (!uid) throw inputError('REQUIRED_FIELD_MISSING', COMPARE_LIST_MESSAGES.uidRequiredShort, { field: 'uid' });
  const customerId = await currentCustomerId(ctx);
  if (customerId === null) throw inputError('CUSTOMER_NOT_AUTHORIZED', COMPARE_LIST_MESSAGES.signInRequired);
  const list = await findCompareListByMaskedId(ctx.db, uid);
  if (!list || list.store_id !== ctx.store.id) return { result: false, compare_list: null };
  if (list.customer_id !== null && list.customer_id !== customerId) throw inputError('INVALID_INPUT', COMPARE_LIST_MESSAGES.notAuthorized);
  const own = await findCustomerCompareList(ctx.db, customerId, ctx.store.id);
  if (own && own.list_id !== list.list_id) {
    const products = await findCompareListProductIds(ctx.db, list.list_id);
    await ctx.db.transaction(async (tx) => {
      await insertCompareListItems(tx, own.list_id, products);
      await deleteCompareList(tx, list.list_id);
    });
    return { result: true, compare_list: await output(ctx, own) };
  }
  await setCompareListCustomer(ctx.db, list.list_id, customerId);
  return { result: true, compare_list: await output(ctx, { ...list, customer_id: customerId }) };
}

/** Customer.compare_list: the customer's list in this store view, or null. */
export async function customerCompareList(ctx: Ctx, customerId: number): Promise<CompareListOutput | null> {
  markPrivate(ctx);
  const list = await findCustomerCompareList(ctx.db, customerId, ctx.store.id);
  return list ? output(ctx, list) : null;
}

/** The comparable attributes any product of the list has a value for, and each product's values. */
export async function comparedAttributes(ctx: Ctx, compared: CompareListOutput) {
  const [attributes, values] = await Promise.all([
    productAttributes(ctx),
    Promise.all(compared.products.map((product) => productAttributeValues(ctx, product)))
  ]);
  const shown = attributes.filter((a) => a.use.is_comparable && values.some((list) => list.some((v) => v.attribute.code === a.code)));
  return {
    attributes: shown.map((a) => ({ code: a.code, label: attributeLabelIn(a, ctx.store.id) })),
    items: compared.products.map((product, i) => ({
      uid: String(product.id),
      product,
      attributes: shown.map((attribute) => {
        const value = values[i].find((v) => v.attribute.code === attribute.code);
        return { code: attribute.code, value: value ? valueText(ctx, value) : NO_VALUE };
      })
    }))
  };
}

/** A value as the compare page shows it: option labels, Yes / No, or the text. */
function valueText(ctx: Ctx, value: AttributeValueOf): string {
  if (value.options) return value.options.map((o) => optionLabelIn(o, ctx.store.id)).join(', ');
  if (value.attribute.input === 'boolean') return attributeOptionValues(value.attribute, ctx.store).find((o) => o.value === value.value)?.label ?? NO_VALUE;
  return value.value ?? NO_VALUE;
}
