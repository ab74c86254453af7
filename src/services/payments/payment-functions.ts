/** Calls to the payment server functions, each bounded by the spec's 10 s timeout. */

import { FunctionError, readFunctionError } from '@/lib/function-error';

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

/**
 * A payment function answered with an error status (or could not be reached: status null).
 * `run-payment-test.ts` in the settings still names it; everything else reads a FunctionError.
 */
export class PaymentRequestError extends FunctionError {
  constructor(status: number | null, serverMessage: string | null, message: string) {
    super(status, serverMessage, message);
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
      const { status, serverMessage, message } = await readFunctionError(result.error, {
        response: result.response,
      });
      throw new PaymentRequestError(status, serverMessage, message);
    }
    return result.data as T;
  } finally {
    clearTimeout(timer);
  }
}
