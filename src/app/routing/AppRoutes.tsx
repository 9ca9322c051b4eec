import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

import LoadingIndicator from '../../components/LoadingIndicator';
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

/**
 * The route table's page for the path, else MagentoRoute. React Router is given only the matching
 * table path (for its params) and the catch-all: with all 45 it flattened, ranked and matched them on
 * every render, several milliseconds on a phone at each navigation.
 */
export default function AppRoutes() {
  const tablePath = matchAppRoutePath(useLocation().pathname);
  return (
    <Routes>
      {tablePath ? <Route key={tablePath.pattern} path={tablePath.pattern} element={<RoutePage route={tablePath.route} />} /> : null}
      <Route path="*" element={<MagentoRoute />} />
    </Routes>
  );
}
