import { z } from 'zod';

/**
 * Every variable the browser may see. Secrets never start with VITE_ and never come here; the
 * payment providers' public keys come from the payment-status function, set once on the server.
 */
const BrowserEnv = z
  .object({
    VITE_SUPABASE_URL: z.url().optional(),
    VITE_SUPABASE_ANON_KEY: z.string().min(1).optional(),
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
  };
}

export const env: AppEnv = parseEnv(import.meta.env);
