/**
 * The storefront's Apollo Client: the link chain (links.ts) over an InMemoryCache with Magento type
 * policies, persisted per store view in localStorage and restored synchronously at start-up.
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import type { InMemoryCache } from '@apollo/client/cache';

import { getStoreCodeForPath } from '../../lib/url';
import { getBrowserPersistence, resolveStorage, storageKeys, type BrowserPersistence, type KeyValueStorage } from '../storage';
import {
  cacheKeyForStore,
  createCachePersistence,
  ObservableInMemoryCache,
  type CachePersistence
} from './cachePersistence';
import { createCapabilitiesLink } from './capabilitiesLink';
import { installGraphQLErrorFormatting } from './errors';
import {
  createCacheIdLink,
  createErrorLink,
  createHeadersLink,
  createHttpLink,
  createRetryLink,
  createStockErrorLink,
  MutationQueueLink,
  type ErrorLinkOptions
} from './links';
import { attachPreloadedAnswers, createPreloadedAnswersLink, type PreloadedAnswers } from './preloadedAnswers';
import { possibleTypes, typePolicies } from './typePolicies';

export interface CreateApolloClientOptions extends ErrorLinkOptions {
  /** GraphQL endpoint on the site's origin; default '/graphql'. */
  uri?: string;
  storage?: BrowserPersistence;
  /** Store view code for the Store header; default: stored store_view_code, else from the URL path. */
  getStoreCode?: () => string;
  cache?: InMemoryCache;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
  /** Where the cache snapshot lives (default localStorage); false turns persistence off. */
  cacheStorage?: KeyValueStorage | false;
  /** Answers the server put into the page, given to the first matching queries instead of the network. */
  preloadedAnswers?: PreloadedAnswers;
}

export function createCache(): ObservableInMemoryCache {
  return new ObservableInMemoryCache({ possibleTypes, typePolicies });
}

/** Stored store view code, or the one the current URL implies ('/en…' → en_storeview, else default). */
export function defaultStoreCodeGetter(storage: BrowserPersistence): () => string {
  return () =>
    storage.getItem<string>(storageKeys.storeViewCode) ??
    getStoreCodeForPath(typeof window !== 'undefined' ? window.location.pathname : '/');
}

export function createLink(options: CreateApolloClientOptions & { storage: BrowserPersistence; getStoreCode: () => string }): ApolloLink {
  return ApolloLink.from([
    ...(options.preloadedAnswers ? [createPreloadedAnswersLink(options.preloadedAnswers, options.getStoreCode)] : []),
    // Without the fields of the extensions the store view's back end lacks (the page's answers above
    // were planned the same way).
    createCapabilitiesLink(options.getStoreCode, options.fetch),
    new MutationQueueLink(),
    createHeadersLink({ storage: options.storage, getStoreCode: options.getStoreCode }),
    createCacheIdLink(options.storage),
    createRetryLink({ isOnline: options.isOnline }),
    createErrorLink({ onGraphQLErrors: options.onGraphQLErrors, onNetworkError: options.onNetworkError }),
    createStockErrorLink(),
    createHttpLink({ uri: options.uri, fetch: options.fetch })
  ]);
}

const persistenceByClient = new WeakMap<ApolloClient, CachePersistence>();

export function createApolloClient(options: CreateApolloClientOptions = {}): ApolloClient {
  installGraphQLErrorFormatting();
  const storage = options.storage ?? getBrowserPersistence();
  const getStoreCode = options.getStoreCode ?? defaultStoreCodeGetter(storage);
  const cache = options.cache ?? createCache();
  const client = new ApolloClient({
    link: createLink({ ...options, storage, getStoreCode }),
    cache
  });

  const cacheStorage =
    options.cacheStorage === false
      ? undefined
      : (options.cacheStorage ?? resolveStorage(() => (typeof window !== 'undefined' ? window.localStorage : undefined)));
  if (cacheStorage) {
    const persistence = createCachePersistence({ cache, storage: cacheStorage, key: cacheKeyForStore(getStoreCode()) });
    persistence.restore();
    persistenceByClient.set(client, persistence);
    if (typeof window !== 'undefined') {
      // Leaving the page, or a phone putting it in the background (where it may be discarded without
      // a pagehide), must not lose a write still waiting for its debounce delay.
      window.addEventListener('pagehide', () => persistence.flush());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') persistence.flush();
      });
    }
  }
  if (options.preloadedAnswers) attachPreloadedAnswers(client, options.preloadedAnswers);
  return client;
}

export function getCachePersistence(client: ApolloClient): CachePersistence | undefined {
  return persistenceByClient.get(client);
}

/**
 * Switching store view: the previous store's cached answers (names, prices, URLs in the other
 * language) are dropped from memory and from storage; later writes go to the new store's entry.
 */
export async function resetForStore(client: ApolloClient, nextStoreCode: string): Promise<void> {
  const persistence = persistenceByClient.get(client);
  persistence?.purge();
  await client.clearStore();
  persistence?.purge();
  persistence?.setKey(cacheKeyForStore(nextStoreCode));
}
