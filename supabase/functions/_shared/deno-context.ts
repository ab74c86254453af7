import { createClient } from '@supabase/supabase-js';
import type { FunctionContext } from './context.ts';

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
  return { admin, env };
}
