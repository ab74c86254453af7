import type { SupabaseClient } from '@supabase/supabase-js';

/** The server-side configuration a function reads: secrets and switches, never sent to a browser. */
export type ServerEnv = Readonly<Record<string, string | undefined>>;

/**
 * Every IPv4 and IPv6 address a host name resolves to (its A and AAAA answers). Rejects when the
 * name cannot be resolved, so a caller can refuse rather than guess.
 */
export type HostResolver = (hostname: string) => Promise<string[]>;

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
  /**
   * How host names are resolved before the server calls an address a user chose (partner
   * webhooks): Deno's DNS in the edge functions, a fake in tests. Absent, a hosted server refuses
   * such calls, because it cannot tell where they would go.
   */
  resolveHost?: HostResolver;
}

export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response>;
