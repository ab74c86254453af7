import { env } from '@/lib/env';
import { LOCAL_ANON_KEY } from '../../../local-backend';
import { LOCAL_SUPABASE_URL, startLocalBackend, supabase } from '@/lib/supabase';

/**
 * POSTs JSON to a server function as the signed-in user and hands back the raw Response.
 *
 * supabase-js's `functions.invoke` reads any answer that is not JSON, octet-stream or PDF as
 * text, which ruins audio (`audio/mpeg`, `audio/wav`); this keeps the body untouched. In local
 * mode the request is answered in the browser, by the same backend supabase-js talks to.
 */
export async function postToFunction(
  name: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Response> {
  const { data } = await supabase.auth.getSession();
  const hosted =
    env.mode === 'hosted' && env.supabaseUrl && env.supabaseAnonKey
      ? { url: env.supabaseUrl.replace(/\/+$/, ''), anonKey: env.supabaseAnonKey }
      : null;
  const base = hosted?.url ?? LOCAL_SUPABASE_URL;
  const anonKey = hosted?.anonKey ?? LOCAL_ANON_KEY;
  const send = hosted ? fetch : (await startLocalBackend()).fetch;
  return send(`${base}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: anonKey,
      Authorization: `Bearer ${data.session?.access_token ?? anonKey}`,
    },
    body: JSON.stringify(body),
    signal,
  });
}
