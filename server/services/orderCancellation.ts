/**
 * Order cancellation by the shopper (Magento 2.4.7's OrderCancellationGraphQl: cancelOrder,
 * requestGuestOrderCancel, confirmCancelOrder). This store does not let shoppers cancel orders
 * (Sales > Order Cancellation off, Magento's default): the mutations check what Magento checks before
 * the setting (who asks, the input, the order) and then answer its "not enabled" error, never
 * canceling anything; StoreConfig and CustomerOrder.available_actions say the same.
 */
import type { RequestContext } from '../domain/context';
import { markPrivate } from '../domain/context';
import { inputError } from '../domain/errors';
import { findOrderById, type OrderRow } from '../repositories/order';
import { decodeUid } from './catalog';
import { requireCustomer } from './customerAuth';
import { guestOrderByToken } from './guestOrder';

type Ctx = RequestContext;

/** Sales > Order Cancellation > Enable: off in this store (canceling is not implemented; the mutations always answer it is off). */
export const ORDER_CANCELLATION_ENABLED = false;
/** The reasons a shopper may give (none while cancellation is off). */
export const ORDER_CANCELLATION_REASONS: readonly { description: string }[] = [];

type CancelOrderErrorCode = 'ORDER_CANCELLATION_DISABLED' | 'UNAUTHORISED' | 'ORDER_NOT_FOUND';

export interface CancelOrderOutput {
  error: string | null;
  errorV2: { message: string; code: CancelOrderErrorCode } | null;
  order: OrderRow | null;
}

const failure = (code: CancelOrderErrorCode, message: string): CancelOrderOutput => ({ error: message, errorV2: { message, code }, order: null });
const disabled = () => failure('ORDER_CANCELLATION_DISABLED', 'Order cancellation is not enabled for requested store.');
const notFound = () => failure('ORDER_NOT_FOUND', "The entity that was requested doesn't exist. Verify the entity and try again.");

function required(input: Record<string, unknown> | null | undefined, fields: readonly string[]): void {
  for (const field of fields) {
    const value = input?.[field];
    if (typeof value !== 'string' || !value.trim()) {
      throw inputError('REQUIRED_FIELD_MISSING', 'Required parameter "%field" is missing or incorrect.', { parameters: { field }, field });
    }
  }
}

/** An order by CustomerOrder.id (its uid) or by its numeric id. */
async function orderOf(ctx: Ctx, id: string): Promise<OrderRow | undefined> {
  const orderId = /^\d+$/.test(id.trim()) ? Number(id.trim()) : decodeUid(id);
  return orderId === null ? undefined : findOrderById(ctx.db, orderId);
}

/** cancelOrder(input: { order_id, reason }): a signed-in customer's own order. */
export async function cancelOrder(ctx: Ctx, input: { order_id?: string | null; reason?: string | null }): Promise<CancelOrderOutput> {
  const customerId = await requireCustomer(ctx);
  required(input, ['order_id', 'reason']);
  const order = await orderOf(ctx, input.order_id!);
  if (!order) return notFound();
  if (order.customer_id !== customerId) return failure('UNAUTHORISED', 'Current user is not authorized to cancel this order');
  return disabled();
}

/** requestGuestOrderCancel(input: { token, reason }): the order of a guestOrderByToken token. */
export async function requestGuestOrderCancel(ctx: Ctx, input: { token?: string | null; reason?: string | null }): Promise<CancelOrderOutput> {
  markPrivate(ctx);
  required(input, ['token', 'reason']);
  await guestOrderByToken(ctx, input.token!);
  return disabled();
}

/** confirmCancelOrder(input: { order_id, confirmation_key }): the guest's confirmation of a request. */
export async function confirmCancelOrder(ctx: Ctx, input: { order_id?: string | null; confirmation_key?: string | null }): Promise<CancelOrderOutput> {
  markPrivate(ctx);
  required(input, ['order_id', 'confirmation_key']);
  const order = await orderOf(ctx, input.order_id!);
  if (!order) return notFound();
  return disabled();
}
