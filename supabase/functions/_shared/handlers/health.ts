import { errorJson, json, preflight } from '../http.ts';
import type { FunctionContext } from '../context.ts';

/**
 * Reports that the functions service runs and reaches the database with the service role.
 * GET or POST; no body; public.
 */
export async function handleHealth(request: Request, { admin, env }: FunctionContext): Promise<Response> {
  const early = preflight(request);
  if (early) return early;
  if (request.method !== 'GET' && request.method !== 'POST') {
    return errorJson(405, 'Method not allowed');
  }
  const started = Date.now();
  const { error } = await admin.from('profiles').select('id').limit(1);
  return json(
    {
      status: error ? 'degraded' : 'ok',
      database: error ? 'unreachable' : 'ok',
      environment: env.APP_ENVIRONMENT ?? 'hosted',
      latencyMs: Date.now() - started,
      time: new Date().toISOString(),
    },
    error ? 503 : 200,
  );
}
