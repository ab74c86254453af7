import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { dashboardPages, preloadDashboardPage } from './dashboard-route-table';
import { DashboardLayout } from './layouts/dashboard-layout';
import { ProtectedRoute } from './layouts/protected-route';

// A deep link's screen loads beside the session check, not after it.
preloadDashboardPage(window.location.pathname);

const NotFoundScreen = lazy(() => import('./not-found-screen').then((m) => ({ default: m.NotFoundScreen })));

/**
 * /dashboard and its pages, for signed-in users only. Loaded only under /dashboard: the landing
 * page's entry does not carry the route table.
 */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route element={<DashboardLayout />}>
          {dashboardPages.map(({ path, screen: Screen }) =>
            path === '' ? (
              <Route key="index" index element={<Screen />} />
            ) : (
              <Route key={path} path={path} element={<Screen />} />
            ),
          )}
        </Route>
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
