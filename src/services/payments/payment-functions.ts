/** Calls to the payment server functions, each bounded by the spec's 10 s timeout. */

/** The spec's payment timeout. */
export const PAYMENT_TIMEOUT_MS = 10_000;

export interface InvokeOptions {
  method: 'GET' | 'POST';
  body?: Record<string, unknown>;
  signal: AbortSignal;
}

/** The shape of supabase-js's `functions.invoke` answer, the one boundary the service crosses. */
export interface InvokeResult {
  data: unknown;
  error: unknown;
  response?: Response;
}

export type InvokeFunction = (name: string, options: InvokeOptions) => Promise<InvokeResult>;

/** A server function answered with an error status (or could not be reached: status null). */
export class PaymentRequestError extends Error {
  constructor(
    readonly status: number | null,
    /** The server's `{ error }` text, when it sent one. */
    readonly serverMessage: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRequestError';
  }
}

/** The call took longer than the timeout; it was aborted. */
export class PaymentTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentTimeoutError';
  }
}

async function readServerMessage(response: Response | undefined): Promise<string | null> {
  if (!response) return null;
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === 'object' && body !== null) {
      const { error, message } = body as { error?: unknown; message?: unknown };
      if (typeof error === 'string' && error) return error;
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON: fall back to the text, if short enough to show.
    try {
      const text = (await response.clone().text()).trim();
      if (text && text.length <= 200) return text;
    } catch {
      // The body was already read.
    }
  }
  return null;
}

function responseOf(error: unknown, response: Response | undefined): Response | undefined {
  if (response) return response;
  const context = (error as { context?: unknown } | null)?.context;
  return context instanceof Response ? context : undefined;
}

/**
 * Invokes a server function and returns its JSON. Rejects with PaymentRequestError on an error
 * status or a network failure, and with PaymentTimeoutError (after aborting) past the timeout.
 */
export async function callPaymentFunction<T>(
  invoke: InvokeFunction,
  name: string,
  {
    method = 'POST',
    body,
    timeoutMs = PAYMENT_TIMEOUT_MS,
    timeoutMessage = 'Request timed out. Please try again.',
  }: {
    method?: 'GET' | 'POST';
    body?: Record<string, unknown>;
    timeoutMs?: number;
    timeoutMessage?: string;
  } = {},
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new PaymentTimeoutError(timeoutMessage));
      controller.abort();
    }, timeoutMs);
  });
  try {
    const result = await Promise.race([invoke(name, { method, body, signal: controller.signal }), timeout]);
    if (result.error) {
      const response = responseOf(result.error, result.response);
      const serverMessage = await readServerMessage(response);
      const status = response?.status ?? null;
      const fallback =
        result.error instanceof Error && result.error.message ? result.error.message : 'Request failed';
      throw new PaymentRequestError(status, serverMessage, serverMessage ?? fallback);
    }
    return result.data as T;
  } finally {
    clearTimeout(timer);
  }
}
