import { z } from 'zod';
import type { Enums } from './database.types';

// This module imports nothing of ours but types, so everything may import it without making a circle.

/** A platform admin's role: the database's platform_admin_role type. */
export type PlatformAdminRole = Enums<'platform_admin_role'>;

// A record, so that the compiler wants every role of the type and no other.
const ROLES: Record<PlatformAdminRole, true> = {
  super_admin: true,
  admin: true,
  moderator: true,
  support: true,
};

/** The platform admin roles, highest first (keys keep the order they are written in). */
export const PLATFORM_ADMIN_ROLES: readonly PlatformAdminRole[] = Object.keys(ROLES) as PlatformAdminRole[];

export interface LocalPlatformAdmin {
  email: string;
  role: PlatformAdminRole;
}

const isRole = (value: string): value is PlatformAdminRole =>
  (PLATFORM_ADMIN_ROLES as readonly string[]).includes(value);

/**
 * Parses VITE_LOCAL_PLATFORM_ADMINS, `email1,email2:support,…`: the first email is a super_admin
 * and the others admins, unless `:role` says otherwise. Emails are compared lower-cased; a repeat
 * keeps its first entry. Throws on an entry that is not an email or names an unknown role.
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
      throw new Error(`"${role}" is not a platform admin role (${PLATFORM_ADMIN_ROLES.join(', ')})`);
    }
    if (admins.some((admin) => admin.email === email)) continue;
    admins.push({ email, role: role === '' ? (admins.length === 0 ? 'super_admin' : 'admin') : role });
  }
  return admins;
}

/**
 * Every variable the browser may see. Secrets never start with VITE_ and never come here; the
 * payment providers' public keys come from the payment-status function, set once on the server.
 */
const BrowserEnv = z
  .object({
    VITE_SUPABASE_URL: z.url().optional(),
    VITE_SUPABASE_ANON_KEY: z.string().min(1).optional(),
    // Local mode only: the emails that are platform admins in this build (an operator setting).
    VITE_LOCAL_PLATFORM_ADMINS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseLocalPlatformAdmins(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
          return z.NEVER;
        }
      }),
  })
  .refine((e) => !e.VITE_SUPABASE_URL || e.VITE_SUPABASE_ANON_KEY, {
    message: 'VITE_SUPABASE_ANON_KEY must be set with VITE_SUPABASE_URL',
    path: ['VITE_SUPABASE_ANON_KEY'],
  });

export type BackendMode = 'hosted' | 'local';

export interface AppEnv {
  mode: BackendMode;
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
  /** Who the local backend makes a platform admin (VITE_LOCAL_PLATFORM_ADMINS); unused hosted. */
  localPlatformAdmins: LocalPlatformAdmin[];
}

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Parses the raw variables once; throws naming every bad key. */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const cleaned = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, blankToUndefined(v)]));
  const parsed = BrowserEnv.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment variables: ${problems}`);
  }
  const e = parsed.data;
  return {
    mode: e.VITE_SUPABASE_URL ? 'hosted' : 'local',
    supabaseUrl: e.VITE_SUPABASE_URL ?? null,
    supabaseAnonKey: e.VITE_SUPABASE_ANON_KEY ?? null,
    localPlatformAdmins: e.VITE_LOCAL_PLATFORM_ADMINS,
  };
}

export const env: AppEnv = parseEnv(import.meta.env);
