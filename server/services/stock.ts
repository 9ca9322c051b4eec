/**
 * Stock rules of the cart and checkout, with Magento's messages. Whether an amount can be added is
 * judged on the product as loaded; whether it can be sold is decided again, atomically, when the
 * order is placed (repositories/cartStock.ts takeStock).
 */
import type { Queryable } from '../db/client';
import type { ErrorCode } from '../domain/errors';
import { takeStock } from '../repositories/cartStock';
import { forgetSharedRows } from './catalogRows';

/** The most of a product a cart line may hold (Magento's default max_sale_qty). */
export const MAX_CART_QUANTITY = 10_000;
/** The least: quantities are whole units above zero (quantityInputProblem), Magento's default min_sale_qty. */
export const MIN_CART_QUANTITY = 1;
export const NOT_AVAILABLE_MESSAGE = 'Product that you are trying to add is not available.';
export const QTY_NOT_AVAILABLE_MESSAGE = 'The requested qty is not available';
export const NO_SOURCE_ITEMS_MESSAGE = 'There are no source items with the in stock status';
export const OUT_OF_STOCK_ORDER_MESSAGE = 'Some of the products are out of stock.';
export const MAX_QTY_MESSAGE = 'The requested qty exceeds the maximum qty allowed in shopping cart';
export const QTY_POSITIVE_MESSAGE = 'The product quantity should be greater than 0';
export const QTY_WHOLE_MESSAGE = 'The product quantity must be a whole number.';

export interface Stocked {
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  quantity: number;
}

/** What is wrong with a quantity: its error code and Magento's text. */
export interface QuantityProblem {
  reason: ErrorCode;
  message: string;
}

/** Checks a requested quantity as given by the shopper; returns the problem or null. */
export function quantityInputProblem(quantity: unknown, { allowZero = false } = {}): QuantityProblem | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return { reason: 'INVALID_QUANTITY', message: QTY_POSITIVE_MESSAGE };
  if (quantity < 0 || (quantity === 0 && !allowZero)) return { reason: 'INVALID_QUANTITY', message: QTY_POSITIVE_MESSAGE };
  if (!Number.isInteger(quantity)) return { reason: 'INVALID_QUANTITY', message: QTY_WHOLE_MESSAGE };
  if (quantity > MAX_CART_QUANTITY) return { reason: 'QUANTITY_LIMIT_EXCEEDED', message: MAX_QTY_MESSAGE };
  return null;
}

/** code: Magento's CartUserInputErrorType (user_errors); reason: the error code when it fails a request. */
export type StockProblem =
  | { code: 'NOT_SALABLE'; reason: 'PRODUCT_NOT_SALABLE'; message: string }
  | { code: 'INSUFFICIENT_STOCK'; reason: 'INSUFFICIENT_STOCK'; message: string };

/** Whether `quantity` units (the cart's total of the product) can be in the cart. */
export function stockProblem(product: Stocked, quantity: number): StockProblem | null {
  if (product.stock_status !== 'IN_STOCK' || product.quantity <= 0) return { code: 'NOT_SALABLE', reason: 'PRODUCT_NOT_SALABLE', message: NOT_AVAILABLE_MESSAGE };
  if (quantity > product.quantity) return { code: 'INSUFFICIENT_STOCK', reason: 'INSUFFICIENT_STOCK', message: QTY_NOT_AVAILABLE_MESSAGE };
  return null;
}

/** Cart item errors (CartItemError) for an item already in the cart. */
export function cartItemErrors(product: Stocked, quantity: number): Array<{ code: 'ITEM_QTY'; message: string }> {
  if (product.stock_status !== 'IN_STOCK' || product.quantity <= 0) return [{ code: 'ITEM_QTY', message: NO_SOURCE_ITEMS_MESSAGE }];
  if (quantity > product.quantity) return [{ code: 'ITEM_QTY', message: QTY_NOT_AVAILABLE_MESSAGE }];
  return [];
}

/**
 * Takes the stock of every line inside the caller's transaction; false as soon as one line cannot be
 * served (the caller rolls back). Lines are taken in product id order, so two checkouts of the same
 * products lock their rows in the same order and cannot deadlock on PostgreSQL.
 */
export async function reserveStock(tx: Queryable, lines: ReadonlyArray<{ productId: number; quantity: number }>): Promise<boolean> {
  const byProduct = new Map<number, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...byProduct.entries()].sort(([a], [b]) => a - b)) {
    if (!(await takeStock(tx, productId, quantity))) return false;
  }
  // This process's next public page shows the new stock (others within the catalogue's cache interval).
  forgetSharedRows();
  return true;
}
