import type { SupabaseClient } from '@supabase/supabase-js';
import type { FunctionContext, FunctionHandler } from '../../supabase/functions/_shared/context.ts';

/** The app's origin in the payment tests: success and cancel URLs must be on it. */
export const APP_URL = 'https://app.creator-os.test';

/** The signed-in client's access token, as the app sends it to functions. */
export async function accessTokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('The client is not signed in');
  return data.session.access_token;
}

/** The user's available credits, read as the user through row level security. */
export async function availableCredits(client: SupabaseClient): Promise<number> {
  const { data, error } = await client.from('credit_balances').select('available_credits').single();
  if (error) throw error;
  return Number((data as { available_credits: number }).available_credits);
}

/** The user's active subscription as the Billing tab reads it, or null. */
export async function currentSubscription(client: SupabaseClient) {
  const { data, error } = await client
    .from('current_subscriptions')
    .select('plan_id, status, billing_interval, provider, current_period_start, current_period_end');
  if (error) throw error;
  return (
    ((data ?? [])[0] as
      | {
          plan_id: string;
          status: string;
          billing_interval: string;
          provider: string;
          current_period_start: string;
          current_period_end: string;
        }
      | undefined) ?? null
  );
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls a handler with a real Request, as the functions runtime would, and reads its JSON. */
export async function callFunction(
  handler: FunctionHandler,
  context: FunctionContext,
  name: string,
  { method = 'POST', token, body, headers = {} }: CallOptions = {},
): Promise<{ status: number; body: Record<string, unknown>; response: Response }> {
  const init: RequestInit = { method, headers: { ...headers } };
  const requestHeaders = init.headers as Record<string, string>;
  if (token) requestHeaders.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    requestHeaders['Content-Type'] ??= 'application/json';
  }
  const response = await handler(new Request(`http://functions.test/functions/v1/${name}`, init), context);
  const text = await response.clone().text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    response,
  };
}

let keyCounter = 0;
/** A label no other test uses. */
export function uniqueLabel(prefix: string): string {
  keyCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${keyCounter}`;
}
