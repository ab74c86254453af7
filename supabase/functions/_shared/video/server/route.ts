import type { FunctionContext, FunctionHandler } from '../../context.ts';
import { errorJson, preflight } from '../../http.ts';
import { HttpError } from '../../payments/request.ts';

/**
 * One video or voice function: answers the CORS preflight, refuses other methods with a JSON
 * 405 and turns an HttpError into its JSON answer (4xx for bad input). Anything else is a 500
 * without internals.
 */
export function videoRoute(
  methods: readonly ('GET' | 'POST')[],
  run: (request: Request, context: FunctionContext) => Promise<Response>,
): FunctionHandler {
  return async (request, context) => {
    const early = preflight(request);
    if (early) return early;
    if (!methods.includes(request.method as 'GET' | 'POST')) return errorJson(405, 'Method not allowed');
    try {
      return await run(request, context);
    } catch (error) {
      if (error instanceof HttpError) return errorJson(error.status, error.message, error.details);
      console.error('Video function failed', error);
      return errorJson(500, 'The video service failed. Please try again.');
    }
  };
}
