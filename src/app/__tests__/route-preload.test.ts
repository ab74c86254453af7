import { describe, expect, test, vi } from 'vitest';
import { dashboardPageAt, dashboardPages } from '../dashboard-route-table';
import {
  loadDashboardRoutes,
  loadLoginScreen,
  loadRegisterScreen,
  loadSessionLayout,
  routeImportsFor,
} from '../route-preload';

describe('the route preloader', () => {
  test('a deep link below /dashboard starts the session layout and the dashboard routes at once', () => {
    for (const path of ['/dashboard', '/dashboard/analytics', '/dashboard/settings', '/dashboard/nope']) {
      expect(routeImportsFor(path), path).toEqual([loadSessionLayout, loadDashboardRoutes]);
    }
  });

  test('the sign-in and sign-up pages start the session layout and their own screen at once', () => {
    expect(routeImportsFor('/auth/login')).toEqual([loadSessionLayout, loadLoginScreen]);
    expect(routeImportsFor('/auth/login/')).toEqual([loadSessionLayout, loadLoginScreen]);
    expect(routeImportsFor('/auth/register')).toEqual([loadSessionLayout, loadRegisterScreen]);
  });

  test('the landing pages and lookalike paths start nothing ahead', () => {
    for (const path of ['/', '/about', '/auth', '/auth/loginx', '/dashboardx', '/no-such-page']) {
      expect(routeImportsFor(path), path).toEqual([]);
    }
  });

  test('maps a dashboard URL to that page’s screen', () => {
    const pageAt = (path: string) => dashboardPages.find((page) => page.path === path);
    expect(dashboardPageAt('/dashboard/analytics')).toBe(pageAt('analytics'));
    expect(dashboardPageAt('/dashboard')).toBe(pageAt(''));
    expect(dashboardPageAt('/dashboard/settings/')).toBe(pageAt('settings'));
    expect(dashboardPageAt('/dashboard/nope')).toBeNull();
    expect(dashboardPageAt('/about')).toBeNull();
  });

  test('the dashboard routes, as they load, load the screen of the URL', { timeout: 30_000 }, async () => {
    window.history.pushState({}, '', '/dashboard/audience-insights');
    const page = dashboardPageAt('/dashboard/audience-insights');
    if (!page) throw new Error('no Audience Insights page');
    const load = vi.spyOn(page, 'load');
    const routes = await loadDashboardRoutes();
    expect(routes).toHaveProperty('DashboardRoutes');
    expect(load).toHaveBeenCalledOnce();
    await expect(load.mock.results[0]?.value).resolves.toHaveProperty('AudienceInsightsScreen');
  });
});
