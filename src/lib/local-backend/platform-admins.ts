import type { PlatformAdminRole } from '../admin/platform-admin';
import type { LocalBackend } from './backend';
import type { SqlExecutor } from './sql-executor';

/**
 * Local mode's stand-in for the operator's SQL: VITE_LOCAL_PLATFORM_ADMINS names the emails that
 * are platform admins in this build. The local backend grants them with its own privileged
 * connection (as the service role would hosted) when it starts and after every sign-up.
 */

const ROLES: readonly PlatformAdminRole[] = ['super_admin', 'admin', 'moderator', 'support'];

export interface LocalPlatformAdmin {
  email: string;
  role: PlatformAdminRole;
}

const isRole = (value: string): value is PlatformAdminRole => (ROLES as readonly string[]).includes(value);

/**
 * Parses `email1,email2:support,…`: the first email is a super_admin and the others admins,
 * unless `:role` says otherwise. Emails are compared lower-cased; a repeat keeps its first entry.
 * Throws on an entry that is not an email or names an unknown role.
 */
export function parseLocalPlatformAdmins(value: string | undefined): LocalPlatformAdmin[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const admins: LocalPlatformAdmin[] = [];
  for (const entry of entries) {
    const colon = entry.lastIndexOf(':');
    const email = (colon === -1 ? entry : entry.slice(0, colon)).trim().toLowerCase();
    const role = colon === -1 ? '' : entry.slice(colon + 1).trim();
    if (!/^[^\s@:,]+@[^\s@:,]+\.[^\s@:,]+$/.test(email)) {
      throw new Error(`"${entry}" is not an email address`);
    }
    if (role !== '' && !isRole(role)) {
      throw new Error(`"${role}" is not a platform admin role (${ROLES.join(', ')})`);
    }
    if (admins.some((admin) => admin.email === email)) continue;
    admins.push({ email, role: role === '' ? (admins.length === 0 ? 'super_admin' : 'admin') : role });
  }
  return admins;
}

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
     select u.id, listed.role
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
