import { paths } from '@/lib/paths';

export const loadSessionLayout = () => import('./layouts/session-layout');
export const loadDashboardRoutes = () => import('./dashboard-routes');

/**
 * The imports a full page load at `pathname` starts at once, before anything renders. Below
 * /dashboard: the session layout and the dashboard's routes, which start the page's own screen as
 * they load (`preloadDashboardPage`). Rendered one inside the other, each lazy boundary would wait
 * for its parent (and the screen for the session check) before asking for its code. Other pages
 * start none of it.
 */
export function routeImportsFor(pathname: string): (() => Promise<unknown>)[] {
  const dashboard = pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`);
  return dashboard ? [loadSessionLayout, loadDashboardRoutes] : [];
}

export function preloadRoute(pathname: string): void {
  for (const load of routeImportsFor(pathname)) load().catch(() => undefined);
}
