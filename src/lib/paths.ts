/** Every route of the app in one place; link with these, never with hand-typed strings. */
export const paths = {
  home: '/',
  about: '/about',
  login: '/auth/login',
  register: '/auth/register',
  dashboard: '/dashboard',
  testConnection: '/test-connection',
} as const;
