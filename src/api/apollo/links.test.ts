import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { firstValueFrom, lastValueFrom, Observable, toArray } from 'rxjs';

import { BrowserPersistence, MemoryStorage } from '../storage';
import { createFakeFetch, headersOf } from '../testing/fakeFetch';
import { joinGraphQLErrors } from './errors';
import {
  createCacheIdLink,
  createErrorLink,
  createHeadersLink,
  createHttpLink,
  createRetryLink,
  createStockErrorLink,
  KEEP_STOCK_ERRORS,
  MutationQueueLink,
  usedVariables
} from './links';

const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

const QUERY = gql`
  # a comment that must not be sent
  query storeConfigQuery($code: String) {
    storeConfig {
      store_code
      store_name
    }
    other: cmsBlocks(identifiers: [$code]) {
      items {
        identifier
      }
    }
  }
`;
const MUTATION = gql`
  mutation createEmptyCart {
    createEmptyCart
  }
`;

function run(link: ApolloLink, query = QUERY, context = {}) {
  return ApolloLink.execute(link, { query, variables: { code: 'x' }, context }, { client });
}

function persistence(): BrowserPersistence {
  return new BrowserPersistence({ storage: new MemoryStorage() });
}

/** A terminating link whose answers are released by hand, recording start order. */
function controlledLink() {
  const started: string[] = [];
  const release = new Map<string, () => void>();
  const link = new ApolloLink((operation) =>
    new Observable<ApolloLink.Result>((observer) => {
      const name = String(operation.variables.name ?? operation.operationName);
      started.push(name);
      release.set(name, () => {
        observer.next({ data: { name } });
        observer.complete();
      });
    })
  );
  return { link, started, release };
}

describe('MutationQueueLink', () => {
  it('sends mutations one at a time in order; queries and skipQueue pass at once', async () => {
    const terminal = controlledLink();
    const queue = new MutationQueueLink();
    const link = ApolloLink.from([queue, terminal.link]);
    const exec = (name: string, query = MUTATION, context = {}) =>
      firstValueFrom(ApolloLink.execute(link, { query, variables: { name }, context }, { client }));

    const m1 = exec('m1');
    const m2 = exec('m2');
    const m3 = exec('m3');
    const q1 = exec('q1', QUERY);
    const urgent = exec('urgent', MUTATION, { skipQueue: true });
    expect(terminal.started).toEqual(['m1', 'q1', 'urgent']);
    expect(queue.queueLength).toBe(2);

    terminal.release.get('m1')!();
    await expect(m1).resolves.toEqual({ data: { name: 'm1' } });
    expect(terminal.started).toEqual(['m1', 'q1', 'urgent', 'm2']);

    terminal.release.get('m2')!();
    await m2;
    expect(terminal.started.at(-1)).toBe('m3');
    terminal.release.get('m3')!();
    terminal.release.get('q1')!();
    terminal.release.get('urgent')!();
    await Promise.all([m3, q1, urgent]);
    expect(queue.queueLength).toBe(0);
  });

  it('moves on after a failed mutation', async () => {
    let calls = 0;
    const failingThenOk = new ApolloLink(() => {
      calls += 1;
      return calls === 1
        ? new Observable((observer) => observer.error(new Error('boom')))
        : new Observable((observer) => {
            observer.next({ data: { ok: true } });
            observer.complete();
          });
    });
    const link = ApolloLink.from([new MutationQueueLink(), failingThenOk]);
    const first = firstValueFrom(run(link, MUTATION));
    const second = firstValueFrom(run(link, MUTATION));
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toEqual({ data: { ok: true } });
  });
});

describe('headers link', () => {
  function captureHeaders(storage: BrowserPersistence, storeCode = 'default') {
    let headers: Record<string, string> = {};
    const terminal = new ApolloLink((operation) => {
      headers = operation.getContext().headers as Record<string, string>;
      return new Observable((observer) => {
        observer.next({ data: {} });
        observer.complete();
      });
    });
    const link = ApolloLink.from([createHeadersLink({ storage, getStoreCode: () => storeCode }), terminal]);
    return firstValueFrom(run(link)).then(() => headers);
  }

  it('sends only the store header for a signed-out visitor', async () => {
    await expect(captureHeaders(persistence())).resolves.toEqual({ Store: 'default' });
  });

  it('sends the bearer token, currency and cache id when stored', async () => {
    const storage = persistence();
    storage.setItem('signin_token', 'tok123', 3600);
    storage.setItem('store_view_currency', 'EUR');
    storage.setItem('magento_cache_id', 'cid-1');
    await expect(captureHeaders(storage, 'en_storeview')).resolves.toEqual({
      Store: 'en_storeview',
      Authorization: 'Bearer tok123',
      'Content-Currency': 'EUR',
      'X-Magento-Cache-Id': 'cid-1'
    });
  });
});

describe('cache id link', () => {
  it('keeps the X-Magento-Cache-Id of responses', async () => {
    const storage = persistence();
    const terminal = new ApolloLink((operation) => {
      operation.setContext({ response: { headers: { get: (name: string) => (name === 'X-Magento-Cache-Id' ? 'abc' : null) } } });
      return new Observable((observer) => {
        observer.next({ data: {} });
        observer.complete();
      });
    });
    await firstValueFrom(run(ApolloLink.from([createCacheIdLink(storage), terminal])));
    expect(storage.getItem('magento_cache_id')).toBe('abc');
  });
});

describe('retry link', () => {
  function failingLink() {
    let attempts = 0;
    const link = new ApolloLink(() => {
      attempts += 1;
      return new Observable((observer) => observer.error(new TypeError('Failed to fetch')));
    });
    return { link, attempts: () => attempts };
  }

  it('makes up to 5 attempts while online', async () => {
    const terminal = failingLink();
    const link = ApolloLink.from([createRetryLink({ isOnline: () => true, initialDelay: 1 }), terminal.link]);
    await expect(firstValueFrom(run(link))).rejects.toThrow('Failed to fetch');
    expect(terminal.attempts()).toBe(5);
  });

  it('does not retry while offline', async () => {
    const terminal = failingLink();
    const link = ApolloLink.from([createRetryLink({ isOnline: () => false, initialDelay: 1 }), terminal.link]);
    await expect(firstValueFrom(run(link))).rejects.toThrow('Failed to fetch');
    expect(terminal.attempts()).toBe(1);
  });

  it('uses 5 attempts and 300 ms by default', async () => {
    const delays: number[] = [];
    const realSetTimeout = global.setTimeout;
    const spy = jest.spyOn(global, 'setTimeout').mockImplementation(((callback: () => void, delay?: number) => {
      delays.push(delay ?? 0);
      return realSetTimeout(callback, 0);
    }) as typeof setTimeout);
    try {
      const terminal = failingLink();
      const link = ApolloLink.from([createRetryLink({ isOnline: () => true }), terminal.link]);
      await expect(firstValueFrom(run(link))).rejects.toThrow();
      expect(terminal.attempts()).toBe(5);
      expect(delays).toHaveLength(4);
      // Full jitter: each delay is random below 300 × 2^attempt.
      delays.forEach((delay, index) => expect(delay).toBeLessThan(300 * 2 ** (index + 1)));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('error link', () => {
  it('reports GraphQL errors joined with commas', async () => {
    const reported: string[] = [];
    const terminal = new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.next({ data: null, errors: [{ message: 'First problem' }, { message: 'Second problem' }] });
          observer.complete();
        })
    );
    const link = ApolloLink.from([createErrorLink({ onGraphQLErrors: (message) => reported.push(message) }), terminal]);
    const result = await firstValueFrom(run(link));
    expect(reported).toEqual(['First problem, Second problem']);
    expect(result.errors).toHaveLength(2);
  });

  it('joins errors with a fallback', () => {
    expect(joinGraphQLErrors([{ message: 'a' }, new Error('b')])).toBe('a, b');
    expect(joinGraphQLErrors([{ graphQLErrors: [{ message: 'x' }, { message: 'y' }] }])).toBe('x, y');
    expect(joinGraphQLErrors([], 'Something went wrong')).toBe('Something went wrong');
    expect(joinGraphQLErrors(null, 'fallback')).toBe('fallback');
  });
});

describe('stock error link', () => {
  it('strips stock errors (by code) from answers', async () => {
    const terminal = new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.next({
            data: { cart: { id: 'c' } },
            errors: [
              { message: 'Unable to place order: Some of the products are out of stock.', extensions: { code: 'PRODUCT_OUT_OF_STOCK' } },
              { message: 'Cantitatea cerută nu este disponibilă', extensions: { code: 'INSUFFICIENT_STOCK' } },
              { message: 'Other', extensions: { code: 'INVALID_INPUT' } }
            ]
          });
          observer.next({ data: { x: 1 }, errors: [{ message: 'The requested qty is not available', extensions: { code: 'INSUFFICIENT_STOCK' } }] });
          // A stock wording without the code is not a stock error.
          observer.next({ data: { y: 1 }, errors: [{ message: 'The requested qty is not available' }] });
          observer.complete();
        })
    );
    const results = await lastValueFrom(run(ApolloLink.from([createStockErrorLink(), terminal])).pipe(toArray()));
    expect(results[0]).toEqual({ data: { cart: { id: 'c' } }, errors: [{ message: 'Other', extensions: { code: 'INVALID_INPUT' } }] });
    expect(results[1]).toEqual({ data: { x: 1 } });
    expect(results[2]).toEqual({ data: { y: 1 }, errors: [{ message: 'The requested qty is not available' }] });
  });

  it('keeps them for an operation that tells the shopper itself (placing the order)', async () => {
    const answer = { data: { placeOrder: null }, errors: [{ message: 'Some of the products are out of stock.', extensions: { code: 'PRODUCT_OUT_OF_STOCK' } }] };
    const terminal = new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.next(answer);
          observer.complete();
        })
    );
    const link = ApolloLink.from([createStockErrorLink(), terminal]);
    const query = gql`
      mutation placeOrder {
        placeOrder {
          errors {
            code
          }
        }
      }
    `;
    const kept = await firstValueFrom(ApolloLink.execute(link, { query, context: KEEP_STOCK_ERRORS }, { client }));
    expect(kept).toEqual(answer);
  });
});

describe('HTTP link', () => {
  it('leaves out the variables the document does not use, and finds them once per document', async () => {
    const fake = createFakeFetch(() => ({ body: { data: { ok: true } } }));
    const link = createHttpLink({ fetch: fake.fetch });
    const query = gql`
      query products($search: String, $pageSize: Int, $unused: Int) {
        products(search: $search, pageSize: $pageSize) {
          items {
            sku
          }
        }
      }
    `;
    expect([...usedVariables(query)].sort()).toEqual(['pageSize', 'search']);
    expect(usedVariables(query)).toBe(usedVariables(query));
    await firstValueFrom(ApolloLink.execute(link, { query, variables: { search: 'whey', pageSize: 3, unused: 1, extra: 'x' } }, { client }));
    const url = new URL(fake.requests[0].url, 'http://shop.test');
    expect(JSON.parse(url.searchParams.get('variables') as string)).toEqual({ search: 'whey', pageSize: 3 });
  });


  it('sends queries as GET with compacted text and mutations as POST, with cookies', async () => {
    const fake = createFakeFetch(() => ({ body: { data: { ok: true } } }));
    const link = createHttpLink({ fetch: fake.fetch });
    await firstValueFrom(run(link));
    await firstValueFrom(run(link, MUTATION));

    const [get, post] = fake.requests;
    expect(get.init.method).toBe('GET');
    expect(get.init.credentials).toBe('include');
    const url = new URL(get.url, 'http://shop.test');
    expect(url.pathname).toBe('/graphql');
    const sentQuery = url.searchParams.get('query') as string;
    expect(sentQuery).toBe(
      'query storeConfigQuery($code:String){storeConfig{store_code store_name}other:cmsBlocks(identifiers:[$code]){items{identifier}}}'
    );
    expect(sentQuery).not.toContain('comment');
    expect(url.searchParams.get('variables')).toBe('{"code":"x"}');

    expect(post.init.method).toBe('POST');
    expect(JSON.parse(post.init.body as string).query).toBe('mutation createEmptyCart{createEmptyCart}');
    expect(headersOf(post)['content-type']).toBe('application/json');
  });
});
