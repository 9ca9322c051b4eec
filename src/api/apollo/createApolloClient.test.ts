import { gql } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

import { BrowserPersistence, MemoryStorage } from '../storage';
import { createFakeFetch, headersOf } from '../testing/fakeFetch';
import { clearCartDataFromCache, clearCustomerDataFromCache } from './cacheHelpers';
import { cacheKeyForStore, CACHE_MAX_SIZE, CACHE_PERSIST_DEBOUNCE_MS, createCachePersistence } from './cachePersistence';
import { createApolloClient, createCache, getCachePersistence, resetForStore } from './createApolloClient';

const STORE_CONFIG = gql`
  query getStoreConfig {
    storeConfig {
      store_code
      store_name
    }
  }
`;

const CART = gql`
  query cart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      items {
        uid
        quantity
      }
    }
  }
`;

const storeConfigAnswer = { data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default', store_name: 'GNC' } } };

function setup(handler = () => ({ body: storeConfigAnswer as unknown }), storeCode = 'default') {
  const storage = new BrowserPersistence({ storage: new MemoryStorage() });
  const cacheStorage = new MemoryStorage();
  const fake = createFakeFetch(handler);
  const client = createApolloClient({ storage, cacheStorage, fetch: fake.fetch, getStoreCode: () => storeCode, isOnline: () => false });
  return { storage, cacheStorage, fake, client };
}

describe('createApolloClient', () => {
  afterEach(() => jest.useRealTimers());

  it('queries /graphql by GET with the store and auth headers', async () => {
    const { client, fake, storage } = setup();
    storage.setItem('signin_token', 'tok', 3600);
    const { data } = await client.query({ query: STORE_CONFIG });
    expect(data).toEqual(storeConfigAnswer.data);
    const [request] = fake.requests;
    expect(request.url.startsWith('/graphql?query=query%20getStoreConfig%7BstoreConfig%7Bstore_code%20store_name%20__typename%7D%7D')).toBe(true);
    expect(request.init.method).toBe('GET');
    expect(headersOf(request)).toMatchObject({ store: 'default', authorization: 'Bearer tok' });
  });

  it('gives GraphQL errors one comma-separated message', async () => {
    const { client } = setup(() => ({ body: { data: null, errors: [{ message: 'One' }, { message: 'Two' }] } }));
    const error = await client.query({ query: STORE_CONFIG }).then(
      () => undefined,
      (e: unknown) => e
    );
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect((error as Error).message).toBe('One, Two');
  });

  it('persists the cache per store view, debounced, and restores it synchronously', async () => {
    jest.useFakeTimers();
    const { client, cacheStorage, storage, fake } = setup();
    await client.query({ query: STORE_CONFIG });
    expect(cacheStorage.getItem('apollo-cache-default')).toBeNull();
    jest.advanceTimersByTime(CACHE_PERSIST_DEBOUNCE_MS - 1);
    expect(cacheStorage.getItem('apollo-cache-default')).toBeNull();
    jest.advanceTimersByTime(1);
    const saved = JSON.parse(cacheStorage.getItem(cacheKeyForStore('default')) as string);
    expect(saved['StoreConfig:{"store_code":"default"}']).toMatchObject({ store_name: 'GNC' });

    const second = createApolloClient({ storage, cacheStorage, fetch: fake.fetch, getStoreCode: () => 'default' });
    expect(second.readQuery({ query: STORE_CONFIG })).toEqual(storeConfigAnswer.data);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['the page is put in the background', () => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }],
    ['the page is left', () => window.dispatchEvent(new Event('pagehide'))]
  ])('writes a change waiting for its debounce at once when %s', async (_when, leave) => {
    jest.useFakeTimers();
    const { client, cacheStorage } = setup();
    await client.query({ query: STORE_CONFIG });
    expect(cacheStorage.getItem('apollo-cache-default')).toBeNull();
    try {
      leave();
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    }
    expect(JSON.parse(cacheStorage.getItem('apollo-cache-default') as string)).toHaveProperty(['StoreConfig:{"store_code":"default"}']);
  });

  it('drops the previous store view cache on a store switch', async () => {
    const { client, cacheStorage } = setup();
    await client.query({ query: STORE_CONFIG });
    getCachePersistence(client)?.persist();
    expect(cacheStorage.getItem('apollo-cache-default')).not.toBeNull();
    await resetForStore(client, 'en_storeview');
    expect(cacheStorage.getItem('apollo-cache-default')).toBeNull();
    expect(client.extract()).toEqual({});
    expect(getCachePersistence(client)?.key).toBe('apollo-cache-en_storeview');
  });

  it('keys cart items by uid and customers as a singleton', async () => {
    const { client } = setup(() => ({
      body: {
        data: {
          cart: {
            __typename: 'Cart',
            id: 'c1',
            total_quantity: 2,
            items: [{ __typename: 'SimpleCartItem', uid: 'i1', quantity: 2 }]
          }
        }
      }
    }));
    await client.query({ query: CART, variables: { cartId: 'c1' } });
    const snapshot = client.extract() as Record<string, unknown>;
    expect(snapshot['Cart:{"id":"c1"}']).toBeDefined();
    expect(snapshot['SimpleCartItem:{"uid":"i1"}']).toMatchObject({ quantity: 2 });

    client.cache.writeQuery({
      query: gql`
        query customer {
          customer {
            firstname
          }
        }
      `,
      data: { customer: { __typename: 'Customer', firstname: 'Ana' } }
    });
    expect((client.extract() as Record<string, unknown>)['Customer:{}']).toMatchObject({ firstname: 'Ana' });

    clearCartDataFromCache(client);
    clearCustomerDataFromCache(client);
    const after = client.extract() as Record<string, Record<string, unknown>>;
    expect(Object.keys(after).filter((key) => key.startsWith('Cart') || key.startsWith('Customer') || key.startsWith('SimpleCartItem'))).toEqual([]);
    expect(after.ROOT_QUERY?.['cart({"cart_id":"c1"})']).toBeUndefined();
  });
});

describe('cache persistence', () => {
  it('does not keep a snapshot above the size cap', () => {
    const cache = createCache();
    const storage = new MemoryStorage();
    storage.setItem('k', '{"stale":true}');
    const persistence = createCachePersistence({ cache, storage, key: 'k', maxSize: 10 });
    cache.writeQuery({ query: STORE_CONFIG, data: storeConfigAnswer.data });
    persistence.persist();
    expect(storage.getItem('k')).toBeNull();
    expect(CACHE_MAX_SIZE).toBe(1_500_000);
  });

  it('ignores a corrupt snapshot', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', '{nope');
    const persistence = createCachePersistence({ cache: createCache(), storage, key: 'k' });
    expect(persistence.restore()).toBe(false);
    expect(storage.getItem('k')).toBeNull();
  });
});
