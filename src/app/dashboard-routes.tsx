import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { dashboardScreens } from './dashboard-screens';
import { DashboardLayout } from './layouts/dashboard-layout';
import { ProtectedRoute } from './layouts/protected-route';

// Loaded only under /dashboard: the landing page's entry does not carry the dashboard's routes.
const DashboardHomeScreen = lazy(() =>
  import('@/features/dashboard/screens/dashboard-home-screen').then((m) => ({
    default: m.DashboardHomeScreen,
  })),
);
const SettingsScreen = lazy(() =>
  import('@/features/settings/screens/settings-screen').then((m) => ({ default: m.SettingsScreen })),
);
const VideoCreatorScreen = lazy(() =>
  import('@/features/video-creator/screens/video-creator-screen').then((m) => ({
    default: m.VideoCreatorScreen,
  })),
);
const NotFoundScreen = lazy(() => import('./not-found-screen').then((m) => ({ default: m.NotFoundScreen })));

/** /dashboard and its child pages, for signed-in users only. */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route element={<DashboardLayout />}>
          <Route index element={<DashboardHomeScreen />} />
          {Object.entries(dashboardScreens).map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="settings" element={<SettingsScreen />} />
          <Route path="video-creator" element={<VideoCreatorScreen />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
