import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

import { useCapabilityState } from '../../components/Capabilities';
import LoadingIndicator from '../../components/LoadingIndicator';
import type { MagentoExtension } from '../../lib/capabilities';
import MagentoRoute from '../MagentoRoute';
import ProtectedRoute from '../ProtectedRoute';
import { matchAppRoutePath, type AppRoute } from './routes';

function RoutePage({ route }: { route: AppRoute }) {
  const { Component } = route.page;
  const page = (
    <Suspense fallback={<LoadingIndicator />}>
      <Component />
    </Suspense>
  );
  return route.access === 'signed-in' ? <ProtectedRoute>{page}</ProtectedRoute> : page;
}

/** A page of a retailer extension: the store's not-found page where the back end lacks it. */
function ExtensionPage({ route, extension }: { route: AppRoute; extension: MagentoExtension }) {
  const present = useCapabilityState(extension);
  if (present === undefined) return <LoadingIndicator />;
  return present ? <RoutePage route={route} /> : <MagentoRoute />;
}

/**
 * The route table's page for the path, else MagentoRoute. React Router is given only the matching
 * table path (for its params) and the catch-all: with all 45 it flattened, ranked and matched them on
 * every render, several milliseconds on a phone at each navigation.
 */
export default function AppRoutes() {
  const tablePath = matchAppRoutePath(useLocation().pathname);
  return (
    <Routes>
      {tablePath ? <Route key={tablePath.pattern} path={tablePath.pattern} element={tablePath.route.extension ? <ExtensionPage route={tablePath.route} extension={tablePath.route.extension} /> : <RoutePage route={tablePath.route} />} /> : null}
      <Route path="*" element={<MagentoRoute />} />
    </Routes>
  );
}
