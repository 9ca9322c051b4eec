// Offline route resolution: answers of pages seen before are kept in local storage and used when the
// network fails (also after a reload, when the in-memory route cache is empty).
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { of, throwError } from 'rxjs';

import { MemoryStorage } from '../../api/storage';
import { resolveRoute, routeCache, routeKey, SAVED_ROUTES_KEY, SavedRoutes, savedRoutes } from './routeCache';

const category = { route: { __typename: 'CategoryTree', relative_url: 'proteins.html', redirect_code: 0, type: 'CATEGORY', route_uid: 'Mw==' } } as const;

function client(mode: { value: 'online' | 'offline' | 'graphql-error' | 'not-found' }) {
  const link = new ApolloLink(() => {
    if (mode.value === 'offline') return throwError(() => new TypeError('Failed to fetch'));
    if (mode.value === 'graphql-error') return of({ errors: [new GraphQLError('Internal error')] });
    if (mode.value === 'not-found') return of({ data: { route: null } });
    return of({ data: category });
  });
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

beforeEach(() => {
  routeCache.clear();
  window.localStorage.clear();
});

describe('resolveRoute offline', () => {
  it('answers a page seen before from the saved routes when the network fails', async () => {
    const mode = { value: 'online' as 'online' | 'offline' | 'graphql-error' | 'not-found' };
    const apollo = client(mode);
    await resolveRoute(apollo, 'en_storeview', '/proteins.html');
    expect(savedRoutes.get(routeKey('en_storeview', '/proteins.html'))).toEqual(category);

    // A reload: the in-memory cache is empty, the network is gone.
    routeCache.clear();
    mode.value = 'offline';
    await expect(resolveRoute(apollo, 'en_storeview', '/proteins.html')).resolves.toEqual(category);
    // Not put back in memory: online, the server is asked again.
    expect(routeCache.get(routeKey('en_storeview', '/proteins.html'))).toBeUndefined();
    // Another store view's page of the same path was never seen.
    await expect(resolveRoute(apollo, 'default', '/proteins.html')).rejects.toThrow('Failed to fetch');
  });

  it('does not answer a server error from the saved routes, and does not keep unknown pages', async () => {
    const mode = { value: 'online' as 'online' | 'offline' | 'graphql-error' | 'not-found' };
    const apollo = client(mode);
    await resolveRoute(apollo, 'en_storeview', '/proteins.html');
    routeCache.clear();
    mode.value = 'graphql-error';
    await expect(resolveRoute(apollo, 'en_storeview', '/proteins.html')).rejects.toThrow('Internal error');

    mode.value = 'not-found';
    await resolveRoute(apollo, 'en_storeview', '/nope.html');
    expect(savedRoutes.get(routeKey('en_storeview', '/nope.html'))).toBeUndefined();
  });
});

describe('SavedRoutes', () => {
  it('keeps the most recent entries only', () => {
    const storage = new MemoryStorage();
    const saved = new SavedRoutes(() => storage, 2);
    saved.save('a', category);
    saved.save('b', category);
    saved.save('a', category);
    saved.save('c', category);
    expect(Object.keys(JSON.parse(storage.getItem(SAVED_ROUTES_KEY) ?? '{}') as object)).toEqual(['a', 'c']);
    expect(saved.get('b')).toBeUndefined();
    expect(saved.get('c')).toEqual(category);
  });

  it('survives unreadable or unavailable storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(SAVED_ROUTES_KEY, '{not json');
    expect(new SavedRoutes(() => storage).get('a')).toBeUndefined();
    const none = new SavedRoutes(() => undefined);
    none.save('a', category);
    expect(none.get('a')).toBeUndefined();
  });
});
