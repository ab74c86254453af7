/** Calls to the payment server functions, each bounded by a 10 s timeout (docs/product-rules.md#payments). */

import { readFunctionError } from '@/lib/function-error';

/** How long a payment call may take. */
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

/** The call took longer than the timeout; it was aborted. */
export class PaymentTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentTimeoutError';
  }
}

/**
 * Invokes a server function and returns its JSON. Rejects with FunctionError on an error
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
      throw await readFunctionError(result.error, { response: result.response });
    }
    return result.data as T;
  } finally {
    clearTimeout(timer);
  }
}
