import type { FunctionContext, FunctionHandler } from '../../supabase/functions/_shared/context.ts';
import { jsonResponse } from '../http';

/** Runs the named edge-function handler in-process, with the local service-role context. */
export async function handleFunctionRequest(
  request: Request,
  name: string,
  handlers: Readonly<Record<string, FunctionHandler>>,
  context: FunctionContext,
): Promise<Response> {
  // A function may serve sub-paths (/functions/v1/ps-faba-api/users): the name is the first part.
  const [functionName] = name.split('/');
  const handler = Object.hasOwn(handlers, functionName) ? handlers[functionName] : undefined;
  if (!handler) {
    return jsonResponse({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
  }
  return handler(request, context);
}
