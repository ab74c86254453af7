import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { handleCreatePaymentSession } from '../../supabase/functions/_shared/handlers/create-payment-session.ts';
import { handlePaypalCreateOrder } from '../../supabase/functions/_shared/handlers/paypal-create-order.ts';
import { handlePaypalWebhook } from '../../supabase/functions/_shared/handlers/paypal-webhook.ts';
import { handleStripeWebhook } from '../../supabase/functions/_shared/handlers/stripe-webhook.ts';
import { errorJson } from '../../supabase/functions/_shared/http.ts';
import { functionHandlers } from '../../supabase/functions/_shared/registry.ts';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { createFakePaypal, type FakePaypal } from '../support/fake-paypal-api';
import { createFakeStripe, type FakeStripe } from '../support/fake-stripe-api';
import { createFakeVideoApis, type FakeVideoApis } from '../support/fake-video-apis';
import { accessTokenOf, APP_URL, availableCredits, callFunction } from '../support/payments-kit';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

/** What PostgreSQL, PostgREST and a stack trace say, and a caller must never read. */
const INTERNALS =
  /violates|constraint|relation|column|syntax|pg_|sqlstate|duplicate key|foreign key|permission denied|row-level security|pgrst|invalid input (syntax|value)|invalid byte sequence|unicode escape|\n\s+at \S/i;

const ENV = {
  STRIPE_SECRET_KEY: 'sk_test_51FakeSecretKeyForTheTests0000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51FakePublishableKeyForTests',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_signing_secret_0000000000',
  PAYPAL_CLIENT_ID: 'AYSq3RDGsmBLJE-otTkBtM-jBRd1TCQwFf9RGfwddNXWz0uFU9ztymylOhRS',
  PAYPAL_CLIENT_SECRET: 'EGnHDxD_qRPdaLdZz8iCr8N7_MzF-YHPTkjs6NKYQvQSBngp4PTTVWkPZRbL',
  PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
  PAYMENTS_MOCK: 'enabled',
  VIDEO_MOCK: 'enabled',
  VOICE_MOCK: 'enabled',
  APP_URL,
  APP_ENVIRONMENT: 'test',
};
const returnUrls = {
  success_url: `${APP_URL}/dashboard/settings?tab=billing&payment=success`,
  cancel_url: `${APP_URL}/dashboard/settings?tab=billing&payment=cancelled`,
};

/** Requests each function is sent, signed in: plausible bodies, and text the database cannot store. */
function requestsFor(name: string): { method: string; body?: unknown; path?: string }[] {
  const nul = 'A\u0000B';
  const bodies: Record<string, unknown[]> = {
    'create-payment-session': [{ type: 'credits', credits: 10, amount: 500, currency: 'usd', ...returnUrls }],
    'customer-portal': [{ return_url: `${APP_URL}/x` }],
    'create-setup-intent': [{}],
    'mock-payment': [
      { type: 'credits', credits: 10, idempotencyKey: randomUUID() },
      { type: 'credits', credits: 10, idempotencyKey: nul },
      { type: 'subscription', planId: 'creator', interval: 'month', idempotencyKey: randomUUID() },
      { type: 'subscription', planId: nul, interval: 'month', idempotencyKey: randomUUID() },
    ],
    'paypal-create-order': [{ type: 'credits', credits: 10, amount: 500, currency: 'usd', ...returnUrls }],
    'paypal-capture-order': [{ orderId: 'ORDER-1' }, { orderId: nul }],
    'paypal-create-subscription': [{ planId: 'creator', interval: 'month', ...returnUrls }],
    'generate-video': [
      { prompt: 'A sunrise', style: 'professional', duration: 15, aspectRatio: '16:9', mode: 'video' },
      { prompt: nul, style: 'professional', duration: 15, aspectRatio: '16:9', mode: 'video' },
      {
        prompt: 'A sunrise',
        style: 'professional',
        duration: 15,
        aspectRatio: '16:9',
        mode: 'video',
        idempotencyKey: nul,
      },
    ],
    'video-status': [{ id: randomUUID() }, { id: nul }],
    'text-to-speech': [
      { text: 'Hello', idempotencyKey: randomUUID() },
      { text: nul },
      { text: 'Hello', idempotencyKey: nul },
    ],
    assistant: [{ messages: [{ role: 'user', content: nul }] }],
  };
  return [
    { method: 'GET' },
    { method: 'GET', path: `?id=${encodeURIComponent(nul)}` },
    { method: 'POST', body: {} },
    { method: 'POST', body: '{"a":' },
    ...(bodies[name] ?? []).map((body) => ({ method: 'POST', body })),
  ];
}

describe.each(engines())('function error bodies on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  let stripe: FakeStripe;
  let paypal: FakePaypal;
  let videoApis: FakeVideoApis;

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
    stripe = createFakeStripe({ secretKey: ENV.STRIPE_SECRET_KEY, webhookSecret: ENV.STRIPE_WEBHOOK_SECRET });
    paypal = createFakePaypal({
      clientId: ENV.PAYPAL_CLIENT_ID,
      clientSecret: ENV.PAYPAL_CLIENT_SECRET,
      webhookId: ENV.PAYPAL_WEBHOOK_ID,
    });
    videoApis = createFakeVideoApis();
  });
  afterAll(() => backend.close());

  /** Third-party APIs answered by their fakes, by host. */
  const thirdParties: typeof fetch = (input, init) => {
    const host = new URL(String(input instanceof Request ? input.url : input)).hostname;
    if (host === 'api.stripe.com') return stripe.fetch(input, init);
    if (host.endsWith('paypal.com')) return paypal.fetch(input, init);
    return videoApis.fetch(input, init);
  };
  const context = (admin = service): FunctionContext => ({ admin, env: ENV, fetch: thirdParties });

  async function signedIn() {
    const user = await signedInClient(backend);
    return { ...user, token: await accessTokenOf(user.client) };
  }

  /** Calls a handler with a real Request and reads its answer as text (audio stays unread). */
  async function send(
    name: string,
    admin: SupabaseClient,
    { method, body, path = '' }: { method: string; body?: unknown; path?: string },
    token: string,
  ) {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'x-api-key': 'psf_live_0000000000000000000000000000',
    };
    const request = new Request(`http://functions.test/functions/v1/${name}${path}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const response = await functionHandlers[name](request, context(admin));
    const json = response.headers.get('Content-Type')?.startsWith('application/json');
    return { status: response.status, text: json ? await response.text() : '' };
  }

  function expectNoInternals(label: string, status: number, text: string) {
    expect(text, label).not.toMatch(INTERNALS);
    // health reports a database it cannot reach as `{ status: 'degraded' }`, not as an error.
    if (status >= 400 && text && !label.startsWith('health')) {
      expect(typeof (JSON.parse(text) as { error?: unknown }).error, label).toBe('string');
    }
  }

  async function deliverToStripe(payload: unknown) {
    const { body, signature } = await stripe.delivery(payload);
    return callFunction(handleStripeWebhook, context(), 'stripe-webhook', {
      body,
      headers: { 'stripe-signature': signature },
    });
  }

  async function stripeCheckout(token: string, body: Record<string, unknown>) {
    const answer = await callFunction(handleCreatePaymentSession, context(), 'create-payment-session', {
      token,
      body: { ...body, ...returnUrls },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.sessionId as string;
  }

  test('a Stripe payment for a user who does not exist is acknowledged with a clear reason', async () => {
    const buyer = await signedIn();
    const stranger = randomUUID();
    const forStranger = <Event extends { data: { object: unknown } }>(event: Event): Event => {
      const object = event.data.object as { metadata: Record<string, string>; client_reference_id?: string };
      return {
        ...event,
        data: {
          object: {
            ...object,
            client_reference_id: stranger,
            metadata: { ...object.metadata, user_id: stranger },
          },
        },
      };
    };

    const creditsSession = await stripeCheckout(buyer.token, {
      type: 'credits',
      credits: 50,
      amount: 2000,
      currency: 'usd',
    });
    const planSession = await stripeCheckout(buyer.token, {
      type: 'subscription',
      planId: 'creator',
      amount: 4900,
      currency: 'usd',
      interval: 'month',
    });
    const { event: planCompleted, subscription } = stripe.completeCheckout(planSession);
    const subscriptionId = String(subscription!.id);
    const metadata = stripe.subscriptions.get(subscriptionId)!.metadata as Record<string, string>;
    stripe.subscriptions.get(subscriptionId)!.metadata = { ...metadata, user_id: stranger };
    const renewal = stripe.invoicePaid(subscriptionId, Math.floor(Date.now() / 1000));

    for (const event of [
      forStranger(stripe.completeCheckout(creditsSession).event),
      forStranger(planCompleted),
      renewal,
    ]) {
      const answer = await deliverToStripe(event);
      expect(answer, event.type).toMatchObject({
        status: 200,
        body: { received: true, ignored: true, reason: 'The payment names a user who does not exist' },
      });
      expectNoInternals(event.type, answer.status, JSON.stringify(answer.body));
    }
    expect(await availableCredits(buyer.client)).toBe(5);
  });

  test('a PayPal capture for a user who does not exist answers without database text', async () => {
    const buyer = await signedIn();
    const created = await callFunction(handlePaypalCreateOrder, context(), 'paypal-create-order', {
      token: buyer.token,
      body: { type: 'credits', credits: 50, amount: 2000, currency: 'usd', ...returnUrls },
    });
    expect(created.status).toBe(200);
    const { body, headers } = paypal.delivery(
      paypal.event('PAYMENT.CAPTURE.COMPLETED', {
        id: '2GG279541U471931P',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '20.00' },
        custom_id: JSON.stringify({ user_id: randomUUID(), type: 'credits', credits: 50 }),
        supplementary_data: { related_ids: { order_id: created.body.orderId } },
      }),
    );
    const answer = await callFunction(handlePaypalWebhook, context(), 'paypal-webhook', { body, headers });
    expect(answer.status).toBeLessThan(500);
    expectNoInternals('paypal-webhook', answer.status, JSON.stringify(answer.body));
  });

  test('no function answers database text when the database refuses its calls', async () => {
    const user = await signedIn();
    // The anon key in place of the service role: every privileged read, write and RPC is refused.
    const refusing = clientFor(backend, backend.anonKey);
    for (const name of Object.keys(functionHandlers)) {
      for (const request of requestsFor(name)) {
        const answer = await send(name, refusing, request, user.token);
        expectNoInternals(`${name} ${JSON.stringify(request)}`, answer.status, answer.text);
      }
    }
  });

  test('no function answers database text for input the database cannot store', async () => {
    const user = await signedIn();
    for (const name of Object.keys(functionHandlers)) {
      for (const request of requestsFor(name)) {
        const answer = await send(name, service, request, user.token);
        expectNoInternals(`${name} ${JSON.stringify(request)}`, answer.status, answer.text);
      }
    }
  });
});

describe('the error answer every function route builds', () => {
  test.each([
    [
      400,
      'insert or update on table "payment_events" violates foreign key constraint "payment_events_user_id_fkey"',
    ],
    [400, 'new row for relation "videos" violates check constraint "videos_prompt_check"'],
    [400, 'invalid input syntax for type uuid: "x"'],
    [400, 'null value in column "prompt" of relation "videos" violates not-null constraint'],
    [409, 'duplicate key value violates unique constraint "credit_ledger_idempotency_key_key"'],
    [403, 'permission denied for function apply_credit_purchase'],
    [500, 'function public.spend_credits(uuid, numeric) does not exist'],
    [502, 'Error: boom\n    at call (file:///functions/_shared/payments/ledger.ts:24:11)'],
    [400, 'column "rolname" does not exist'],
    [400, 'select * from pg_roles'],
  ])('a %s carrying database or runtime text becomes a generic message: %s', async (status, message) => {
    const answer = errorJson(status, message, [{ path: 'x', message }]);
    expect(answer.status).toBe(status);
    const body = (await answer.json()) as { error: string; details?: unknown };
    expect(body.error).toBe(
      status >= 500 ? 'The service failed. Please try again.' : 'The request could not be processed',
    );
    expect(body.details).toBeUndefined();
  });

  test.each([
    [400, 'Invalid request: credits: Too small: expected number to be >0'],
    [402, 'Insufficient credits'],
    [404, 'No billing account yet'],
    [409, 'The amount does not match the price'],
    [503, 'Stripe is not configured'],
  ])('a %s with our own message keeps it: %s', async (status, message) => {
    const answer = errorJson(status, message, [{ path: 'credits', message: 'Too small' }]);
    expect(await answer.json()).toEqual({
      error: message,
      details: [{ path: 'credits', message: 'Too small' }],
    });
  });
});
