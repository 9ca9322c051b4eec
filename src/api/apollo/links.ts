/**
 * The link chain: mutation queue → store/auth headers (+ cache id kept from responses)
 * → retry (5 attempts, 300 ms, jitter, only online) → error reporting → stock-message stripping →
 * HTTP (GET for queries, compacted query text, cookies).
 */
import { ApolloLink, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode, type DocumentNode } from 'graphql';
import { map, Observable, type Subscription } from 'rxjs';

import { RETRY } from '../../lib/constants';
import { storageKeys, type BrowserPersistence } from '../storage';
import { compactPrint } from './compactQuery';
import { joinGraphQLErrors } from './errors';
import { isStockError } from './stockErrors';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Send this mutation at once instead of waiting for earlier mutations to finish. */
    skipQueue?: boolean;
  }
}

export const CACHE_ID_HEADER = 'X-Magento-Cache-Id';

/**
 * Mutations run one at a time, in the order they were issued, so e.g. two quick "add to cart"
 * clicks cannot race each other on the server. Queries and `skipQueue` mutations pass straight through.
 */
export class MutationQueueLink extends ApolloLink {
  private readonly waiting: Array<() => void> = [];
  private running = false;

  constructor() {
    super((operation, forward) => this.enqueue(operation, forward));
  }

  /** Mutations waiting behind the one in flight. */
  get queueLength(): number {
    return this.waiting.length;
  }

  private next(): void {
    const start = this.waiting.shift();
    if (start) {
      this.running = true;
      start();
    } else {
      this.running = false;
    }
  }

  private enqueue(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction): Observable<ApolloLink.Result> {
    if (operation.operationType !== OperationTypeNode.MUTATION || operation.getContext().skipQueue) {
      return forward(operation);
    }
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let started = false;
      let finished = false;
      const finish = (): void => {
        if (finished) return;
        finished = true;
        this.next();
      };
      const start = (): void => {
        started = true;
        subscription = forward(operation).subscribe({
          next: (result) => observer.next(result),
          error: (error: unknown) => {
            observer.error(error);
            finish();
          },
          complete: () => {
            observer.complete();
            finish();
          }
        });
      };
      if (this.running) this.waiting.push(start);
      else {
        this.running = true;
        start();
      }
      return () => {
        if (started) {
          subscription?.unsubscribe();
          finish();
        } else {
          const index = this.waiting.indexOf(start);
          if (index >= 0) this.waiting.splice(index, 1);
        }
      };
    });
  }
}

export interface HeadersLinkOptions {
  storage: BrowserPersistence;
  getStoreCode: () => string;
}

/** Request headers: Authorization (stored token), Store, Content-Currency, X-Magento-Cache-Id. */
export function createHeadersLink({ storage, getStoreCode }: HeadersLinkOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = storage.getItem<string>(storageKeys.signinToken);
    const currency = storage.getItem<string>(storageKeys.storeViewCurrency);
    const cacheId = storage.getItem<string>(storageKeys.magentoCacheId);
    const extra: Record<string, string> = { Store: getStoreCode() };
    if (token) extra.Authorization = `Bearer ${token}`;
    if (currency) extra['Content-Currency'] = currency;
    if (cacheId) extra[CACHE_ID_HEADER] = cacheId;
    operation.setContext(({ headers }) => ({ headers: { ...(headers as Record<string, string>), ...extra } }));
    return forward(operation);
  });
}

/** Keeps the cache id Magento sends back so the next requests (and their CDN cache keys) carry it. */
export function createCacheIdLink(storage: BrowserPersistence): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        const response = operation.getContext().response as Pick<Response, 'headers'> | undefined;
        const cacheId = response?.headers?.get(CACHE_ID_HEADER);
        if (cacheId && storage.getItem<string>(storageKeys.magentoCacheId) !== cacheId) {
          storage.setItem(storageKeys.magentoCacheId, cacheId);
        }
        return result;
      })
    )
  );
}

export interface RetryLinkOptions {
  isOnline?: () => boolean;
  attempts?: number;
  initialDelay?: number;
}

function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Network failures retried: up to 5 attempts in all, 300 ms initial delay with jitter, only while online. */
export function createRetryLink({
  isOnline = browserIsOnline,
  attempts = RETRY.attempts,
  initialDelay = RETRY.initialDelayMs
}: RetryLinkOptions = {}): RetryLink {
  return new RetryLink({
    delay: { initial: initialDelay, max: Infinity, jitter: true },
    attempts: { max: attempts, retryIf: (error) => Boolean(error) && isOnline() }
  });
}

export interface ErrorLinkOptions {
  onGraphQLErrors?: (message: string, operation: ApolloLink.Operation) => void;
  onNetworkError?: (error: Error, operation: ApolloLink.Operation) => void;
}

/** Reports errors (joined into one message); the errors still reach the caller unchanged. */
export function createErrorLink({ onGraphQLErrors, onNetworkError }: ErrorLinkOptions = {}): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (CombinedGraphQLErrors.is(error)) {
      onGraphQLErrors?.(joinGraphQLErrors(error.errors), operation);
    } else {
      onNetworkError?.(error, operation);
    }
  });
}

/** An operation's context that keeps stock errors: the caller tells the shopper (placing the order). */
export const KEEP_STOCK_ERRORS = { keepStockErrors: true } as const;

/**
 * Removes the stock errors (by code) from answers; if nothing else is wrong the answer is clean. An
 * operation whose context has KEEP_STOCK_ERRORS gets them.
 */
export function createStockErrorLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    operation.getContext().keepStockErrors ? forward(operation) : forward(operation).pipe(
      map((result) => {
        const errors = 'errors' in result ? result.errors : undefined;
        if (!errors || !errors.some(isStockError)) return result;
        const kept = errors.filter((error) => !isStockError(error));
        const { errors: _removed, ...rest } = result as ApolloLink.Result & { errors?: unknown };
        return (kept.length > 0 ? { ...rest, errors: kept } : rest) as ApolloLink.Result;
      })
    )
  );
}

export interface HttpLinkOptions {
  uri?: string;
  fetch?: typeof fetch;
}

/** The variables each document uses (not only declares), found once per document. */
const usedVariablesByDocument = new WeakMap<DocumentNode, ReadonlySet<string>>();

/** Names of the variables a document uses outside its variable definitions. */
export function usedVariables(document: DocumentNode): ReadonlySet<string> {
  let used = usedVariablesByDocument.get(document);
  if (used) return used;
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as { kind?: string; name?: { value: string } } & Record<string, unknown>;
    // A declaration alone does not use its variable (the server rejects an unused one).
    if (record.kind === 'VariableDefinition') return;
    if (record.kind === 'Variable' && record.name) names.add(record.name.value);
    for (const key in record) if (key !== 'loc') visit(record[key]);
  };
  visit(document);
  used = names;
  usedVariablesByDocument.set(document, used);
  return used;
}

/**
 * HTTP: GET for queries (compacted text), POST for mutations, cookies included. Variables the document
 * does not use are left out, so one operation always has one URL (CDNs and the service worker cache on
 * it): Apollo's own filter walks the whole document at every request, this one once per document.
 */
export function createHttpLink({ uri = '/graphql', fetch: fetchImpl }: HttpLinkOptions = {}): ApolloLink {
  const dropUnusedVariables = new ApolloLink((operation, forward) => {
    const used = usedVariables(operation.query);
    const names = Object.keys(operation.variables);
    if (names.some((name) => !used.has(name))) {
      operation.variables = Object.fromEntries(Object.entries(operation.variables).filter(([name]) => used.has(name)));
    }
    return forward(operation);
  });
  const http = new HttpLink({
    uri,
    useGETForQueries: true,
    credentials: 'include',
    print: compactPrint,
    includeUnusedVariables: true,
    ...(fetchImpl ? { fetch: fetchImpl } : {})
  });
  return ApolloLink.from([dropUnusedVariables, http]);
}
