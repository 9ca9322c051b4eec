/**
 * Orders after checkout: the customer's order history (Magento's SalesGraphQl CustomerOrders),
 * reorder, reward points (rates in the store's rewards/* settings; credited once an order is paid,
 * pending until then), and guest orders attached to an account created afterwards. The order
 * confirmation mail is orderConfirmation.ts.
 */
import type { Queryable } from '../db/client';
import type { RequestContext } from '../domain/context';
import { markPrivate, perRequestLoader } from '../domain/context';
import { inputError } from '../domain/errors';
import {
  assignGuestOrders, creditedOrderIds, findOrderByNumber, firstCustomerOrderDate, insertRewardPoints, listCustomerOrders, listOrderAddresses, listOrderItems, listRewardHistory,
  pendingRewardPoints, rewardBalance, type OrderAddressRow, type OrderItemRow, type OrderRow
} from '../repositories/order';
import { listStoreViews } from '../repositories/stores';
import { addItemsToCart, customerActiveCart, type CartUserError } from './cart';
import { requireCustomer } from './customerAuth';
import { loadProducts } from './catalog';
import { configFlag, rewardRatesOf, storeConfigValues, type RewardRates } from './storeConfig';

type Ctx = RequestContext;

/** An amount of points with what they are worth. */
export const rewardAmount = (points: number, rates: RewardRates, currency: string) => ({
  points,
  money: { value: Math.round(points * rates.pointValue * 100) / 100, currency }
});

type RangeFilter = { from?: string | null; to?: string | null } | null;

export interface CustomerOrdersArgs {
  filter?: {
    number?: { eq?: string | null; match?: string | null } | null;
    order_date?: RangeFilter;
    grand_total?: RangeFilter;
    status?: { eq?: string | null; in?: (string | null)[] | null } | null;
  } | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: { sort_field: 'NUMBER' | 'CREATED_AT'; sort_direction: 'ASC' | 'DESC' } | null;
  scope?: 'GLOBAL' | 'WEBSITE' | 'STORE' | null;
}

/** The store views customer.orders looks in: the request's (STORE, Magento's default), its website's, or all. */
async function orderScopeStoreIds(ctx: Ctx, scope: CustomerOrdersArgs['scope']): Promise<number[] | null> {
  if (scope === 'GLOBAL') return null;
  if (scope === 'WEBSITE') return (await listStoreViews(ctx.db)).filter((view) => view.websiteId === ctx.store.websiteId).map((view) => view.id);
  return [ctx.store.id];
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** A from/to bound of the order_date (a UTC date and time as order_date shows it) or grand_total filter. */
function bound(field: 'order_date' | 'grand_total', value: string | null | undefined): string | null {
  if (value == null || value === '') return null;
  const valid = field === 'order_date' ? DATE_TIME.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T'))) : /^-?\d+(\.\d+)?$/.test(value.trim());
  if (!valid) throw inputError('INVALID_FIELD_VALUE', `Invalid value of "${value}" provided for the ${field} field.`, { field });
  return value.trim();
}

/** status eq / in: the order status codes asked for. */
function statusCodes(filter: NonNullable<CustomerOrdersArgs['filter']>['status']): string[] | null {
  if (!filter) return null;
  const codes = [...(filter.eq != null ? [filter.eq] : []), ...(filter.in ?? []).filter((c): c is string => c != null)];
  return filter.eq != null || filter.in != null ? codes : null;
}

export async function customerOrders(ctx: Ctx, customerId: number, args: CustomerOrdersArgs) {
  markPrivate(ctx);
  const currentPage = args.currentPage ?? 1;
  const pageSize = args.pageSize ?? 20;
  if (currentPage < 1) throw inputError('INVALID_PAGINATION', 'currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('INVALID_PAGINATION', 'pageSize value must be greater than 0.');
  const storeIds = await orderScopeStoreIds(ctx, args.scope);
  const grandTotalFrom = bound('grand_total', args.filter?.grand_total?.from);
  const grandTotalTo = bound('grand_total', args.filter?.grand_total?.to);
  const { rows, total } = await listCustomerOrders(ctx.db, {
    customerId,
    storeIds,
    numberEq: args.filter?.number?.eq ?? null,
    numberMatch: args.filter?.number?.match ?? null,
    createdFrom: bound('order_date', args.filter?.order_date?.from),
    createdTo: bound('order_date', args.filter?.order_date?.to),
    grandTotalFrom: grandTotalFrom === null ? null : Number(grandTotalFrom),
    grandTotalTo: grandTotalTo === null ? null : Number(grandTotalTo),
    statusIn: statusCodes(args.filter?.status),
    sortField: args.sort?.sort_field === 'NUMBER' ? 'increment_id' : 'created_at',
    sortDirection: args.sort?.sort_direction ?? 'DESC',
    limit: Math.min(pageSize, 300),
    offset: (currentPage - 1) * pageSize
  });
  return {
    items: rows,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) },
    total_count: total,
    // Read only when asked (CustomerOrders.date_of_first_order).
    firstOrderScope: { customerId, storeIds }
  };
}

/** CustomerOrders.date_of_first_order: the customer's first order in the same store views, whatever the filter. */
export const firstOrderDate = (ctx: Ctx, scope: { customerId: number; storeIds: readonly number[] | null }) =>
  firstCustomerOrderDate(ctx.db, scope.customerId, scope.storeIds);

export function orderItems(ctx: Ctx, orderId: number): Promise<OrderItemRow[]> {
  return perRequestLoader<number, OrderItemRow[]>(ctx, 'sales.orderItems', async (ids) => {
    const rows = await listOrderItems(ctx.db, ids);
    return ids.map((id) => rows.filter((r) => r.order_id === id));
  }).load(orderId);
}

export function orderAddress(ctx: Ctx, orderId: number, type: 'shipping' | 'billing'): Promise<OrderAddressRow | null> {
  return perRequestLoader<string, OrderAddressRow | null>(ctx, 'sales.orderAddresses', async (keys) => {
    const ids = [...new Set(keys.map((k) => Number(k.split(':')[0])))];
    const rows = await listOrderAddresses(ctx.db, ids);
    return keys.map((key) => {
      const [id, kind] = key.split(':');
      return rows.find((r) => r.order_id === Number(id) && r.address_type === kind) ?? null;
    });
  }).load(`${orderId}:${type}`);
}

/**
 * An order's reward points as the shopper may read them: earned once credited (the order was paid),
 * pending until then, none for a canceled order that was never credited.
 */
export async function orderRewardPoints(ctx: Ctx, order: Pick<OrderRow, 'order_id' | 'reward_points' | 'state'>): Promise<{ earned: number; pending: number }> {
  if (!order.reward_points) return { earned: 0, pending: 0 };
  const credited = await perRequestLoader<number, boolean>(ctx, 'sales.rewardCredited', async (ids) => {
    const credited = await creditedOrderIds(ctx.db, ids);
    return ids.map((id) => credited.has(id));
  }).load(order.order_id);
  if (credited) return { earned: order.reward_points, pending: 0 };
  return { earned: 0, pending: order.state === 'canceled' ? 0 : order.reward_points };
}

/** An order in one of these states has been paid (new: awaiting payment; canceled: never will be). */
export const isPaidState = (state: string) => state === 'processing' || state === 'complete';

export const ORDER_STATUS_LABELS: Record<string, Record<string, string>> = {
  pending: { en_US: 'Pending', ro_RO: 'În așteptare' },
  processing: { en_US: 'Processing', ro_RO: 'În procesare' },
  shipped: { en_US: 'Shipped', ro_RO: 'Expediată' },
  complete: { en_US: 'Complete', ro_RO: 'Finalizată' },
  canceled: { en_US: 'Canceled', ro_RO: 'Anulată' }
};

export const orderStatusLabel = (order: OrderRow, locale: string) => ORDER_STATUS_LABELS[order.status]?.[locale] ?? ORDER_STATUS_LABELS[order.status]?.en_US ?? order.status;

// ---------------------------------------------------------------------------------------------------
// Reorder
// ---------------------------------------------------------------------------------------------------

const REORDER_CODES: Record<CartUserError['code'], string> = {
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  NOT_SALABLE: 'NOT_SALABLE',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  UNDEFINED: 'UNDEFINED',
  INVALID_PARAMETER_VALUE: 'UNDEFINED',
  REQUIRED_PARAMETER_MISSING: 'UNDEFINED'
};

/**
 * CustomerOrder.available_actions REORDER, as Magento's Reorder helper decides it: reorder allowed in
 * the order's store (sales/reorder/allow, on by default), an order of a customer account, not on hold
 * nor in payment review, and every ordered product still in the catalog (salable or not).
 */
export async function canReorder(ctx: Ctx, order: OrderRow): Promise<boolean> {
  if (order.customer_id === null || order.state === 'holded' || order.state === 'payment_review') return false;
  if (!configFlag(await storeConfigValues(ctx, order.store_id), 'sales/reorder/allow', true)) return false;
  const items = await orderItems(ctx, order.order_id);
  const ids = items.map((item) => item.parent_product_id ?? item.product_id);
  if (ids.some((id) => id === null)) return false;
  const products = await loadProducts(ctx, ids as number[]);
  return ids.every((id) => products.some((product) => product?.id === id));
}

/** reorderItems: the items of one of the customer's orders into their cart; unavailable ones are reported. */
export async function reorderItems(ctx: Ctx, orderNumber: string) {
  const customerId = await requireCustomer(ctx);
  const order = await findOrderByNumber(ctx.db, (orderNumber ?? '').trim());
  if (!order || order.customer_id !== customerId) throw inputError('ORDER_NOT_FOUND', `Order number "${orderNumber}" doesn't belong to the current customer`);
  const items = await orderItems(ctx, order.order_id);
  const cart = await customerActiveCart(ctx, customerId);
  const { quote, userErrors } = await addItemsToCart(ctx, cart, items.map((i) => ({ sku: i.sku, parent_sku: i.parent_sku, quantity: i.quantity })));
  return {
    quote,
    userInputErrors: userErrors.map((e) => ({ message: e.message, code: REORDER_CODES[e.code], path: ['orderNumber'] }))
  };
}

// ---------------------------------------------------------------------------------------------------
// Reward points
// ---------------------------------------------------------------------------------------------------

export async function rewardPoints(ctx: Ctx, customerId: number) {
  markPrivate(ctx);
  const [balance, pending, rates] = await Promise.all([rewardBalance(ctx.db, customerId), pendingRewardPoints(ctx.db, customerId), rewardRatesOf(ctx)]);
  return {
    customerId,
    rates,
    balance: rewardAmount(balance, rates, ctx.currency),
    pending: rewardAmount(pending, rates, ctx.currency)
  };
}

export async function rewardHistory(ctx: Ctx, customerId: number, pageSize: number, currentPage: number) {
  if (currentPage < 1) throw inputError('INVALID_PAGINATION', 'currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('INVALID_PAGINATION', 'pageSize value must be greater than 0.');
  const { rows, total } = await listRewardHistory(ctx.db, customerId, pageSize, (currentPage - 1) * pageSize);
  return { rows, total };
}

/**
 * Attaches guest orders to a customer (an account created after a guest checkout) and credits their
 * reward points: the orders of `cartIds` (the carts the creating browser ordered) placed with the
 * account's e-mail address. The customer domain calls this on account creation.
 */
export async function attachGuestOrdersToCustomer(db: Queryable, email: string, customerId: number, cartIds: readonly string[]): Promise<string[]> {
  if (!cartIds.length) return [];
  const orders = await assignGuestOrders(db, email, customerId, cartIds);
  for (const order of orders) {
    // A paid order's points now; an unpaid one's when it is marked paid.
    if (order.reward_points > 0 && isPaidState(order.state)) await insertRewardPoints(db, customerId, order.order_id, order.reward_points, `Order #${order.increment_id}`);
  }
  return orders.map((o) => o.increment_id);
}
