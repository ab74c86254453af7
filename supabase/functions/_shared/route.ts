import type { FunctionHandler } from './context.ts';
import { errorJson, preflight } from './http.ts';
import { HttpError } from './request.ts';

/** The 500 texts of the payment and the video and voice functions (`failure` below). */
export const PAYMENT_FAILURE = 'The payment service failed. Please try again.';
export const VIDEO_FAILURE = 'The video service failed. Please try again.';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteOptions {
  /** The 500's text when the function fails unexpectedly: "The … service failed. Please try again." */
  failure: string;
}

/**
 * One function's route: answers the CORS preflight, refuses other methods than `methods` with a
 * JSON 405 and turns an HttpError thrown by `run` into its JSON answer (see errorJson). Anything
 * else is logged and answered as a 500 with `failure`, never the error's own text.
 */
export function functionRoute(
  methods: readonly RouteMethod[],
  run: FunctionHandler,
  { failure }: RouteOptions,
): FunctionHandler {
  const allowed: readonly string[] = methods;
  return async (request, context) => {
    const early = preflight(request);
    if (early) return early;
    if (!allowed.includes(request.method)) return errorJson(405, 'Method not allowed');
    try {
      return await run(request, context);
    } catch (error) {
      if (error instanceof HttpError) return errorJson(error.status, error.message, error.details);
      console.error(`The function at ${new URL(request.url).pathname} failed`, error);
      return errorJson(500, failure);
    }
  };
}
