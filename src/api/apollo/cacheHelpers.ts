/** Removing cart and customer data from the Apollo cache (sign-out, order placed, invalid cart). */
import type { ApolloCache } from '@apollo/client/cache';

interface CacheOwner {
  cache: ApolloCache;
}

const CART_ROOT_FIELDS = ['cart', 'customerCart'];
const CUSTOMER_ROOT_FIELDS = ['customer', 'customerOrders', 'customerPaymentTokens', 'wishlist'];

function evictRootFields(cache: ApolloCache, fieldNames: readonly string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
}

function evictEntities(cache: ApolloCache, typenamePrefixes: readonly string[]): void {
  const snapshot = cache.extract() as Record<string, unknown>;
  for (const id of Object.keys(snapshot)) {
    if (typenamePrefixes.some((prefix) => id.startsWith(`${prefix}:`))) cache.evict({ id });
  }
}

export function clearCartDataFromCache({ cache }: CacheOwner): void {
  evictRootFields(cache, CART_ROOT_FIELDS);
  evictEntities(cache, ['Cart']);
  cache.gc();
}

export function clearCustomerDataFromCache({ cache }: CacheOwner): void {
  evictRootFields(cache, CUSTOMER_ROOT_FIELDS);
  evictEntities(cache, ['Customer', 'CustomerAddress', 'CustomerOrder', 'Wishlist']);
  cache.gc();
}
