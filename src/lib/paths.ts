/** Every route of the app in one place; link with these, never with hand-typed strings. */
export const paths = {
  home: '/',
  about: '/about',
  login: '/auth/login',
  register: '/auth/register',
  dashboard: '/dashboard',
  testConnection: '/test-connection',
} as const;

/** A page below /dashboard by its segment ('' for /dashboard itself). */
export function dashboardPath(segment: string): string {
  return segment ? `${paths.dashboard}/${segment}` : paths.dashboard;
}
