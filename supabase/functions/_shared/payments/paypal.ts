import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { outboundFetch } from '../http.ts';
import { HttpError } from '../request.ts';
import { PAYMENT_TIMEOUT_MS, paypalSettings, type PaypalSettings } from './config.ts';

const linkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });
const moneySchema = z.object({ currency_code: z.string(), value: z.string() });

export const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: moneySchema.optional(),
  custom_id: z.string().optional(),
  create_time: z.string().optional(),
});

export const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(linkSchema).optional(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        amount: moneySchema.optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .optional(),
});
export type PaypalOrder = z.output<typeof orderSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  custom_id: z.string().optional(),
  start_time: z.string().optional(),
  create_time: z.string().optional(),
  links: z.array(linkSchema).optional(),
  billing_info: z
    .object({
      last_payment: z.object({ time: z.string().optional() }).optional(),
      next_billing_time: z.string().optional(),
    })
    .optional(),
});
export type PaypalSubscription = z.output<typeof subscriptionSchema>;

const createdSchema = z.object({ id: z.string(), links: z.array(linkSchema).optional() });
const tokenSchema = z.object({ access_token: z.string() });

/** PayPal's answer to a failed call, kept for the logs and the error's details. */
interface PaypalProblem {
  status: number;
  name?: string;
  issue?: string;
  debug_id?: string;
}

/** A PayPal call that did not succeed; `problem` says what PayPal answered. */
export class PaypalCallFailed extends HttpError {
  constructor(
    message: string,
    readonly problem: PaypalProblem,
  ) {
    super(502, message, problem);
  }
}

/** The link a buyer approves a PayPal order or subscription at. */
export function approveLink(links: { href: string; rel: string }[] | undefined): string {
  const link = links?.find((candidate) => candidate.rel === 'approve' || candidate.rel === 'payer-action');
  if (!link) throw new HttpError(502, 'No PayPal approval URL received');
  return link.href;
}

/** PayPal's REST API (v1 and v2) over fetch, authenticated with the client-credentials grant. */
export class PaypalApi {
  private accessToken: string | null = null;

  constructor(
    readonly settings: PaypalSettings,
    private readonly fetchImpl: typeof fetch,
  ) {}

  private async send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(`${this.settings.apiBase}${path}`, {
        ...init,
        signal: AbortSignal.timeout(PAYMENT_TIMEOUT_MS),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new HttpError(504, 'PayPal request timed out. Please try again.');
      }
      throw new HttpError(502, 'PayPal could not be reached');
    }
  }

  private async token(): Promise<string> {
    if (this.accessToken) return this.accessToken;
    const basic = btoa(`${this.settings.clientId}:${this.settings.clientSecret}`);
    const response = await this.send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      throw new PaypalCallFailed('PayPal auth failed', { status: response.status });
    }
    this.accessToken = parsed.data.access_token;
    return this.accessToken;
  }

  /** Calls PayPal; a non-2xx answer throws PaypalCallFailed with `failure` as its message. */
  async call<Schema extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: Schema,
    failure: string,
    body?: unknown,
    rawBody?: string,
  ): Promise<z.output<Schema>> {
    const token = await this.token();
    const response = await this.send(path, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Prefer: 'return=representation',
      },
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const problem = (payload ?? {}) as { name?: string; debug_id?: string; details?: { issue?: string }[] };
      throw new PaypalCallFailed(failure, {
        status: response.status,
        name: problem.name,
        issue: problem.details?.[0]?.issue,
        debug_id: problem.debug_id,
      });
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new PaypalCallFailed(failure, { status: response.status, name: 'UNEXPECTED_ANSWER' });
    return parsed.data;
  }

  createOrder(order: unknown) {
    return this.call('POST', '/v2/checkout/orders', orderSchema, 'order creation failed', order);
  }

  getOrder(orderId: string) {
    return this.call(
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}`,
      orderSchema,
      'capture failed',
    );
  }

  captureOrder(orderId: string) {
    return this.call(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      orderSchema,
      'capture failed',
      {},
    );
  }

  createProduct(product: unknown) {
    return this.call('POST', '/v1/catalogs/products', createdSchema, 'plan creation failed', product);
  }

  createPlan(plan: unknown) {
    return this.call('POST', '/v1/billing/plans', createdSchema, 'plan creation failed', plan);
  }

  createSubscription(subscription: unknown) {
    return this.call(
      'POST',
      '/v1/billing/subscriptions',
      subscriptionSchema,
      'subscription creation failed',
      subscription,
    );
  }

  getSubscription(subscriptionId: string) {
    return this.call(
      'GET',
      `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`,
      subscriptionSchema,
      'PayPal subscription lookup failed',
    );
  }

  /**
   * Asks PayPal whether a webhook delivery is genuine. The event goes back exactly as received
   * (re-serialising it can change bytes and fail the check).
   */
  async verifyWebhook(
    headers: Record<string, string>,
    webhookId: string,
    rawEvent: string,
  ): Promise<boolean> {
    const head = JSON.stringify({ ...headers, webhook_id: webhookId });
    const body = `${head.slice(0, -1)},"webhook_event":${rawEvent}}`;
    const failure = 'PayPal webhook verification failed';
    try {
      const answer = await this.call(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        z.object({ verification_status: z.string() }),
        failure,
        undefined,
        body,
      );
      return answer.verification_status === 'SUCCESS';
    } catch (error) {
      // PayPal refusing the check itself (a malformed header, say) is a failed verification.
      const refused = error instanceof PaypalCallFailed && error.message === failure;
      if (refused && error.problem.status >= 400 && error.problem.status < 500) return false;
      throw error;
    }
  }
}

/** A PayPal API client over the context's fetch; 503 when PayPal is not configured. */
export function paypalApi(context: FunctionContext): PaypalApi {
  const settings = paypalSettings(context.env);
  if (!settings.configured) throw new HttpError(503, 'PayPal is not configured');
  return new PaypalApi(settings, outboundFetch(context));
}

/** A return or cancel URL with provider=paypal, so the app knows who sent the buyer back. */
export function withProviderParam(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('provider', 'paypal');
  return parsed.toString();
}

/** PayPal's date-time form: ISO 8601 in UTC, whole seconds. */
export function paypalTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
