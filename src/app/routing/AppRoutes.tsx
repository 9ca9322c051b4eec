import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

import LoadingIndicator from '../../components/LoadingIndicator';
import MagentoRoute from '../MagentoRoute';
import ProtectedRoute from '../ProtectedRoute';
import { ROUTE_PATHS, type AppRoute } from './routes';

function RoutePage({ route }: { route: AppRoute }) {
  const { Component } = route.page;
  const page = (
    <Suspense fallback={<LoadingIndicator />}>
      <Component />
    </Suspense>
  );
  return route.access === 'signed-in' ? <ProtectedRoute>{page}</ProtectedRoute> : page;
}

/** The route table, then every other path through MagentoRoute. */
export default function AppRoutes() {
  return (
    <Routes>
      {ROUTE_PATHS.map(({ pattern, route }) => (
        <Route key={pattern} path={pattern} element={<RoutePage route={route} />} />
      ))}
      <Route path="*" element={<MagentoRoute />} />
    </Routes>
  );
}
