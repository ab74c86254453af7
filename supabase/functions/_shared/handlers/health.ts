import { json } from '../http.ts';
import { functionRoute } from '../route.ts';

/**
 * Reports that the functions service runs and reaches the database with the service role.
 * GET or POST; no body; public.
 */
export const handleHealth = functionRoute(
  ['GET', 'POST'],
  async (_request, { admin, env }) => {
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
  },
  { failure: 'The health check failed. Please try again.' },
);
