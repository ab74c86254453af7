import type { FunctionContext, FunctionHandler } from '../../../../supabase/functions/_shared/context.ts';
import { jsonResponse } from '../http';

/** Runs the named edge-function handler in-process, with the local service-role context. */
export async function handleFunctionRequest(
  request: Request,
  name: string,
  handlers: Readonly<Record<string, FunctionHandler>>,
  context: FunctionContext,
): Promise<Response> {
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) {
    return jsonResponse({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
  }
  return handler(request, context);
}
