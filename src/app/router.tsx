import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LocalBackendHeadStart } from './layouts/local-backend-head-start';
import { RootErrorBoundary } from './root-error-boundary';
import { loadDashboardRoutes, loadLoginScreen, loadRegisterScreen, loadSessionLayout } from './route-preload';

// Every screen is loaded on demand: the landing page ships only what it needs. The declarative
// router (not the data router) keeps react-router's share of the landing page small.
const LandingScreen = lazy(() =>
  import('@/features/landing/screens/landing-screen').then((m) => ({ default: m.LandingScreen })),
);
const AboutScreen = lazy(() =>
  import('@/features/landing/screens/about-screen').then((m) => ({ default: m.AboutScreen })),
);
const SessionLayout = lazy(() => loadSessionLayout().then((m) => ({ default: m.SessionLayout })));
const DashboardRoutes = lazy(() => loadDashboardRoutes().then((m) => ({ default: m.DashboardRoutes })));
const LoginScreen = lazy(() => loadLoginScreen().then((m) => ({ default: m.LoginScreen })));
const RegisterScreen = lazy(() => loadRegisterScreen().then((m) => ({ default: m.RegisterScreen })));
const ConnectionTestScreen = lazy(() =>
  import('@/features/diagnostics/screens/connection-test-screen').then((m) => ({
    default: m.ConnectionTestScreen,
  })),
);
const NotFoundScreen = lazy(() => import('./not-found-screen').then((m) => ({ default: m.NotFoundScreen })));

/** The page in the browser: its routes under the browser's history. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The routes, under whichever router holds the location (a static one when prerendered at build time). */
export function AppRoutes() {
  return (
    <RootErrorBoundary>
      <Suspense fallback={null}>
        <Routes>
          <Route index element={<LandingScreen />} />
          <Route path="about" element={<AboutScreen />} />
          <Route
            element={
              <>
                <LocalBackendHeadStart />
                <Suspense fallback={null}>
                  <SessionLayout />
                </Suspense>
              </>
            }
          >
            <Route path="auth">
              <Route index element={<Navigate to="/auth/login" replace />} />
              <Route path="login" element={<LoginScreen />} />
              <Route path="register" element={<RegisterScreen />} />
            </Route>
            <Route path="dashboard/*" element={<DashboardRoutes />} />
            {['test-connection', 'test', 'welcome'].map((path) => (
              <Route key={path} path={path} element={<ConnectionTestScreen />} />
            ))}
          </Route>
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </RootErrorBoundary>
  );
}
