import { paths } from '@/lib/paths';
import { normalizePath } from '@/lib/prerender/prerendered-page';

export const loadSessionLayout = () => import('./layouts/session-layout');
export const loadDashboardRoutes = () => import('./dashboard-routes');
export const loadLoginScreen = () => import('@/features/auth/screens/login-screen');
export const loadRegisterScreen = () => import('@/features/auth/screens/register-screen');

/**
 * The imports a full page load at `pathname` starts at once, before anything renders. Below
 * /dashboard: the session layout and the dashboard's routes, which start the page's own screen as
 * they load (`preloadDashboardPage`). The sign-in and sign-up pages: the session layout and their
 * screen (their code only: the database still waits for the form's first interaction). Rendered
 * one inside the other, each lazy boundary would wait for its parent (and the screen for the
 * session check) before asking for its code. Other pages start none of it.
 */
export function routeImportsFor(pathname: string): (() => Promise<unknown>)[] {
  const path = normalizePath(pathname);
  if (path === paths.dashboard || path.startsWith(`${paths.dashboard}/`))
    return [loadSessionLayout, loadDashboardRoutes];
  if (path === paths.login) return [loadSessionLayout, loadLoginScreen];
  if (path === paths.register) return [loadSessionLayout, loadRegisterScreen];
  return [];
}

export function preloadRoute(pathname: string): void {
  for (const load of routeImportsFor(pathname)) load().catch(() => undefined);
}
