import type { LocalPlatformAdmin } from '../src/lib/env';
import type { LocalBackend } from './backend';
import type { SqlExecutor } from './sql-executor';

/**
 * Local mode's stand-in for the operator's SQL: VITE_LOCAL_PLATFORM_ADMINS names the emails that
 * are platform admins in this build (parsed with the other variables in `src/lib/env.ts`). The
 * local backend grants them with its own privileged connection (as the service role would hosted)
 * when it starts and after every sign-up.
 */

export { parseLocalPlatformAdmins, type LocalPlatformAdmin } from '../src/lib/env';

/**
 * Gives every listed email that has an account its platform_admins row (with the listed role).
 * Emails without an account are left for the sign-up that creates it; nobody else is touched.
 * Returns how many accounts hold a listed role afterwards.
 */
export async function grantLocalPlatformAdmins(
  db: SqlExecutor,
  admins: readonly LocalPlatformAdmin[],
): Promise<number> {
  if (admins.length === 0) return 0;
  const { rows } = await db.query<{ user_id: string }>(
    `insert into public.platform_admins (user_id, role)
     select u.id, listed.role::public.platform_admin_role
     from unnest($1::text[], $2::text[]) as listed (email, role)
     join auth.users u on lower(u.email) = listed.email
     on conflict (user_id) do update set role = excluded.role
     returning user_id::text`,
    [admins.map((admin) => admin.email), admins.map((admin) => admin.role)],
  );
  return rows.length;
}

function requestTarget(input: RequestInfo | URL, init?: RequestInit): { url: string; method: string } {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return { url, method: method.toUpperCase() };
}

/**
 * The backend with its fetch wrapped: after a successful sign-up the listed emails are granted
 * before the answer returns, so the new user's first admin check already sees the row.
 */
export function withLocalPlatformAdmins(
  backend: LocalBackend,
  admins: readonly LocalPlatformAdmin[],
): LocalBackend {
  if (admins.length === 0) return backend;
  const signupPath = `${new URL(backend.url).pathname.replace(/\/+$/, '')}/auth/v1/signup`;
  const grantingFetch: typeof fetch = async (input, init) => {
    const response = await backend.fetch(input, init);
    const { url, method } = requestTarget(input, init);
    if (method === 'POST' && response.ok && new URL(url).pathname === signupPath) {
      try {
        await grantLocalPlatformAdmins(backend.db, admins);
      } catch (error) {
        console.error('Could not grant the local platform admins', error);
      }
    }
    return response;
  };
  return { ...backend, fetch: grantingFetch };
}
