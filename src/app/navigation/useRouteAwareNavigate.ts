// Link navigation: the target route is resolved first — route query for server-resolved
// paths, the page's chunk for table routes — with the page-loading flag set meanwhile; then the page
// changes. Only the latest click navigates.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import type { NavigateOptions } from '../../components/Link';
import { storeViewForPath, useStoreView } from '../../components/storeView';
import { appActions } from '../../store/app/actions';
import { useAppDispatch } from '../../store/hooks';
import { preloadRootComponent } from '../MagentoRoute/rootComponents';
import { resolveRoute } from '../MagentoRoute/routeCache';
import { matchAppRoute } from '../routing/routes';
import { isAppUpdated } from './appUpdate';

export function useRouteAwareNavigate() {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const currentView = useStoreView();
  const latest = useRef(0);

  return useCallback(
    async (to: string, options: NavigateOptions = {}) => {
      const url = new URL(to, window.location.origin);
      const target = storeViewForPath(url.pathname);
      if (isAppUpdated() || target.code !== currentView.code) {
        // A new build, or the other store view: a full page load starts clean.
        window.location.assign(url.href);
        return;
      }
      const ticket = ++latest.current;
      dispatch(appActions.setPageLoading(true));
      try {
        const tableRoute = matchAppRoute(url.pathname);
        if (tableRoute) {
          await tableRoute.page.preload();
        } else {
          const data = await resolveRoute(client, target.code, target.pathInStore);
          const type = data.route?.type ?? null;
          dispatch(appActions.setNextRootComponent(type));
          await preloadRootComponent(type);
        }
      } catch {
        // The page itself shows what went wrong (MagentoRoute's error state).
      } finally {
        if (ticket === latest.current) dispatch(appActions.setPageLoading(false));
      }
      if (ticket !== latest.current) return;
      await navigate(`${url.pathname}${url.search}${url.hash}`, { replace: options.replace, state: options.state });
    },
    [client, dispatch, navigate, currentView.code]
  );
}
