/**
 * Out-of-stock messages (spec §8) are stripped from GraphQL answers; the cart items they concern are
 * removed by the cart thunks.
 */
import type { GraphQLFormattedError } from 'graphql';

export const STOCK_MESSAGES = [
  'Some of the products are out of stock.',
  'There are no source items with the in stock status',
  'The requested qty is not available',
  // The same in the Romanian view: the store answers in its language (server/graphql/messages.ts), as
  // Magento does with a Romanian language pack.
  'Unele produse nu mai sunt în stoc.',
  'Produsul nu mai este în stoc',
  'Cantitatea cerută nu este disponibilă'
] as const;

export function isStockMessage(message: string | null | undefined): boolean {
  if (!message) return false;
  return STOCK_MESSAGES.some((stockMessage) => message.includes(stockMessage));
}

export interface ItemWithErrors {
  uid: string;
  errors?: ReadonlyArray<{ message?: string | null } | null> | null;
}

export interface StrippedStockErrors<E extends { message: string }> {
  /** Errors other than stock messages, in their original order. */
  errors: E[];
  /** The stock messages that were removed. */
  stockMessages: string[];
  /** Uids of cart items whose own errors are stock messages. */
  affectedItemUids: string[];
}

export function stripStockErrors<E extends { message: string } = GraphQLFormattedError>(
  errors: ReadonlyArray<E> | null | undefined,
  items: ReadonlyArray<ItemWithErrors | null> | null | undefined = []
): StrippedStockErrors<E> {
  const kept: E[] = [];
  const stockMessages: string[] = [];
  for (const error of errors ?? []) {
    if (isStockMessage(error.message)) stockMessages.push(error.message);
    else kept.push(error);
  }
  const affectedItemUids = (items ?? [])
    .filter((item): item is ItemWithErrors => Boolean(item))
    .filter((item) => (item.errors ?? []).some((itemError) => isStockMessage(itemError?.message)))
    .map((item) => item.uid);
  return { errors: kept, stockMessages, affectedItemUids };
}
