/**
 * Out-of-stock errors are stripped from GraphQL answers; the cart items they concern are removed by the
 * cart thunks. They are known by their code (src/api/errorCodes.ts), in either store view's language.
 */
import type { GraphQLFormattedError } from 'graphql';

import { hasErrorCode, type ErrorCodeName } from '../errorCodes';

/**
 * Codes of the stock errors: an item of the cart out of stock (placing the order), fewer in stock than
 * asked for (in GraphQL errors, and Magento's add-to-cart user_errors of the same name).
 */
export const STOCK_ERROR_CODES = ['PRODUCT_OUT_OF_STOCK', 'INSUFFICIENT_STOCK'] as const satisfies readonly ErrorCodeName[];

/** A cart item's error (CartItemErrorType) when its quantity cannot be had: none left, or not that many. */
export const CART_ITEM_STOCK_ERROR = 'ITEM_QTY' satisfies ErrorCodeName;

export function isStockError(error: unknown): boolean {
  return hasErrorCode(error, STOCK_ERROR_CODES);
}

export interface ItemWithErrors {
  uid: string;
  errors?: ReadonlyArray<{ code?: string | null; message?: string | null } | null> | null;
}

export interface StrippedStockErrors<E extends object> {
  /** Errors other than stock errors, in their original order. */
  errors: E[];
  /** The messages of the stock errors that were removed. */
  stockMessages: string[];
  /** Uids of cart items whose own errors are stock errors. */
  affectedItemUids: string[];
}

export function stripStockErrors<E extends object = GraphQLFormattedError>(
  errors: ReadonlyArray<E> | null | undefined,
  items: ReadonlyArray<ItemWithErrors | null> | null | undefined = []
): StrippedStockErrors<E> {
  const kept: E[] = [];
  const stockMessages: string[] = [];
  for (const error of errors ?? []) {
    if (isStockError(error)) stockMessages.push(String((error as { message?: unknown }).message ?? ''));
    else kept.push(error);
  }
  const affectedItemUids = (items ?? [])
    .filter((item): item is ItemWithErrors => Boolean(item))
    .filter((item) => hasErrorCode(item.errors, CART_ITEM_STOCK_ERROR))
    .map((item) => item.uid);
  return { errors: kept, stockMessages, affectedItemUids };
}
