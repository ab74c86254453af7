import { createClient } from '@supabase/supabase-js';
import type { FunctionContext, HostResolver } from './context.ts';
import { PARTNER_WEBHOOK_TIMEOUT_MS } from './partner/constants.ts';
import { hostResolverFrom } from './partner/resolve-host.ts';

interface DenoDns {
  resolveDns(query: string, recordType: 'A' | 'AAAA', options?: { signal?: AbortSignal }): Promise<string[]>;
}

/** Deno's own DNS (A and AAAA), reached through globalThis so this module type-checks outside Deno. */
function denoHostResolver(): HostResolver | undefined {
  const deno = (globalThis as { Deno?: DenoDns }).Deno;
  if (!deno) return undefined;
  return hostResolverFrom((name, recordType) =>
    deno.resolveDns(name, recordType, { signal: AbortSignal.timeout(PARTNER_WEBHOOK_TIMEOUT_MS) }),
  );
}

/** Builds a function's context from the environment Supabase gives every edge function. */
export function contextFromEnv(env: Record<string, string>): FunctionContext {
  const url = env.SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) {
    throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
  }
  const admin = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return { admin, env, resolveHost: denoHostResolver() };
}
