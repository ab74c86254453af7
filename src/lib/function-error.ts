/**
 * A server function's error answer, read once for every caller: the function's own `{ error }`
 * text (see `errorJson` in supabase/functions/_shared/http.ts) and the HTTP status, or a null
 * status when the function could not be reached.
 */
export class FunctionError extends Error {
  constructor(
    readonly status: number | null,
    /** The function's `{ error }` text (or the gateway's `{ message }`), when it sent one. */
    readonly serverMessage: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

/** The longest plain-text answer shown as it is; a longer one is a page, not a message. */
const PLAIN_TEXT_MAX = 200;

/**
 * The Response a failed call carries: the failure itself when it is one (a `fetch` to a
 * function), else the `context` of supabase-js's FunctionsHttpError and FunctionsRelayError.
 */
function responseOf(failure: unknown): Response | undefined {
  if (failure instanceof Response) return failure;
  const context = (failure as { context?: unknown } | null)?.context;
  return context instanceof Response ? context : undefined;
}

/** The answer's `{ error }` (or `{ message }`) text, or its body when short plain text; else null. */
async function serverMessageOf(response: Response, plainText: boolean): Promise<string | null> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return null; // The body was already read.
  }
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const { error, message } = body as { error?: unknown; message?: unknown };
      if (typeof error === 'string' && error) return error;
      if (typeof message === 'string' && message) return message;
    }
    return null;
  } catch {
    const plain = text.trim();
    return plainText && plain && plain.length <= PLAIN_TEXT_MAX ? plain : null;
  }
}

/**
 * Reads a failed function call into a FunctionError. `failure` is what the call failed with:
 * the `error` of supabase-js's `functions.invoke` (a FunctionsHttpError's `context` is the
 * Response) or the error Response itself; `response` names the Response when the failure does
 * not carry it. The message is the function's own text, else the failure's message, else
 * `fallback`.
 */
export async function readFunctionError(
  failure: unknown,
  {
    response = responseOf(failure),
    fallback = 'Request failed',
    plainText = true,
  }: {
    response?: Response;
    fallback?: string;
    /** Whether a short plain-text body (a gateway's) may be the message; else only JSON counts. */
    plainText?: boolean;
  } = {},
): Promise<FunctionError> {
  const serverMessage = response ? await serverMessageOf(response, plainText) : null;
  const ownMessage = failure instanceof Error && failure.message ? failure.message : null;
  return new FunctionError(response?.status ?? null, serverMessage, serverMessage ?? ownMessage ?? fallback);
}
