import type { SupabaseClient } from '@supabase/supabase-js';

/** The server-side configuration a function reads: secrets and switches, never sent to a browser. */
export type ServerEnv = Readonly<Record<string, string | undefined>>;

/** What every function handler is given, in Deno and in the local backend alike. */
export interface FunctionContext {
  /** A service-role client: it bypasses row level security, so check the caller first. */
  admin: SupabaseClient;
  env: ServerEnv;
  /**
   * How third-party HTTP APIs (Stripe, PayPal) are called; globalThis.fetch when absent. Tests
   * give a fetch that answers like those APIs, so only the HTTP boundary is replaced.
   */
  fetch?: typeof fetch;
}

export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response>;
