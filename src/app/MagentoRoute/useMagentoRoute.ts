import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useStoreView } from '../../components/storeView';
import { selectIsOnline, selectNextRootComponent } from '../../store/app/selectors';
import { useAppSelector } from '../../store/hooks';
import { interpretRoute, type MagentoRouteState } from './interpretRoute';
import type { ResolveUrlQuery } from './magentoRoute.generated';
import { resolveRoute, routeCache, routeKey } from './routeCache';

export interface MagentoRouteTalon {
  state: MagentoRouteState;
  /** Show the category-style placeholder while loading (a category is on its way). */
  showCategorySkeleton: boolean;
}

function isNoSuchEntity(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.length > 0 &&
    error.errors.every((item) => item.extensions?.category === 'graphql-no-such-entity')
  );
}

interface Answer {
  key: string;
  data?: ResolveUrlQuery;
  error?: unknown;
}

/** Resolves the current path through the route query, in the store view of the path. */
export function useMagentoRoute(): MagentoRouteTalon {
  const client = useApolloClient();
  const { pathname } = useLocation();
  const view = useStoreView();
  const nextRootComponent = useAppSelector(selectNextRootComponent);
  const key = routeKey(view.code, view.pathInStore);
  const [answer, setAnswer] = useState<Answer>(() => ({ key, data: routeCache.get(key) }));

  const current: Answer = answer.key === key ? answer : { key, data: routeCache.get(key) };
  const settled = Boolean(current.data || current.error);

  // Back online after a failed resolution (e.g. a page not saved for offline use): ask again.
  const isOnline = useAppSelector(selectIsOnline);
  useEffect(() => {
    if (isOnline) setAnswer((previous) => (previous.error ? { key: previous.key } : previous));
  }, [isOnline]);

  useEffect(() => {
    if (settled) return undefined;
    let active = true;
    resolveRoute(client, view.code, view.pathInStore).then(
      (data) => active && setAnswer({ key, data }),
      (error: unknown) => active && setAnswer({ key, error })
    );
    return () => {
      active = false;
    };
  }, [client, key, settled, view.code, view.pathInStore]);

  let state: MagentoRouteState;
  if (current.data) state = interpretRoute(current.data.route, view, pathname);
  else if (current.error) state = isNoSuchEntity(current.error) ? { status: 'notFound' } : { status: 'error', error: current.error };
  else state = { status: 'loading' };

  const showCategorySkeleton =
    (state.status === 'loading' && nextRootComponent === 'CATEGORY') || (state.status === 'ready' && state.type === 'CATEGORY');

  return { state, showCategorySkeleton };
}
