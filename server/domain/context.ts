/**
 * What a service knows of the request it works for, whichever transport received it: the store view
 * (and so the locale), the display currency, the shopper (bearer token, browser session, address), and
 * how the answer may be cached. The GraphQL plugin (server/graphql/index.ts) and REST (server/rest)
 * each build one per request.
 */
import DataLoader from 'dataloader';
import type { Db } from '../db/client';

export interface StoreView {
  id: number;
  code: string;
  name: string;
  locale: string; // ro_RO, en_US
  /** '' for the Romanian view, 'en' for the English view. */
  pathPrefix: string;
  websiteId: number;
  groupId: number;
  groupCode: string;
  groupName: string;
  rootCategoryId: number;
  baseCurrencyCode: string;
  defaultDisplayCurrencyCode: string;
  availableCurrencyCodes: string[];
  sortOrder: number;
}

/** How the response may be cached: public with tags (catalogue, CMS, config) or private. */
export interface CacheHints {
  /** Cache tags, Magento style (cat_p_12, cat_c_3, cms_p_4, ...). */
  tags: Set<string>;
  /** Set when the answer depends on a customer or a cart: Cache-Control: private, no-store. */
  isPrivate: boolean;
}

export interface RequestContext {
  db: Db;
  store: StoreView;
  /** Currency the shopper asked for (Content-Currency), checked against the store's available codes. */
  currency: string;
  /** Raw bearer token from Authorization, if any (services/customerAuth.ts resolves the customer). */
  bearerToken: string | null;
  cache: CacheHints;
  /** Per-request DataLoader instances keyed by name; use perRequestLoader() to get one. */
  loaders: Map<string, DataLoader<unknown, unknown>>;
  /** What the browser session proves (a cookie the transport reads): the carts of the guest orders it placed. */
  session: ShopperSession;
  /** The store's public origin (https://host, no trailing slash): absolute links in e-mails. */
  origin: string;
  /** The client's address (behind a trusted proxy, from X-Forwarded-For), for rate limits; null when unknown. */
  clientIp: string | null;
  /**
   * An anonymous GraphQL GET query: an answer a CDN may keep, so product rows may come from this
   * process's memory, at most the catalogue's cache interval old (services/catalogRows.ts).
   */
  publicRead?: boolean;
}

/** The origin a request came to: the configured public URL, else its protocol and host. */
export function requestOrigin(request: { protocol: string; host: string }, publicBaseUrl: string | undefined): string {
  return publicBaseUrl ?? `${request.protocol}://${request.host}`;
}

export interface ShopperSession {
  /** Cart ids of the guest orders this browser placed recently (from its cookie). */
  readonly guestOrderCartIds: readonly string[];
  /** Cart ids of guest orders placed in this request: the transport remembers them in the cookie. */
  placedGuestOrderCartIds: string[];
}

/** A session that proves nothing (a new browser, a server-side call). */
export function emptySession(guestOrderCartIds: readonly string[] = []): ShopperSession {
  return { guestOrderCartIds, placedGuestOrderCartIds: [] };
}

/**
 * The named per-request DataLoader, created on first use. Batching turns "price of each of 24 products"
 * into one query: a resolver calls perRequestLoader(ctx, 'productPrice', batchFn).load(id).
 */
export function perRequestLoader<K, V>(
  ctx: Pick<RequestContext, 'loaders'>,
  name: string,
  batch: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>
): DataLoader<K, V> {
  let loader = ctx.loaders.get(name) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V>(batch, { maxBatchSize: 500 });
    ctx.loaders.set(name, loader as DataLoader<unknown, unknown>);
  }
  return loader;
}

/** Marks the response private (customer or cart data): never cached by a CDN. */
export function markPrivate(ctx: Pick<RequestContext, 'cache'>): void {
  ctx.cache.isPrivate = true;
}

/** Adds cache tags to a public response. */
export function addCacheTags(ctx: Pick<RequestContext, 'cache'>, ...tags: string[]): void {
  for (const tag of tags) ctx.cache.tags.add(tag);
}
