import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { InvokeFunction } from '../payment-functions';
import { createPaymentService, SETUP_NOT_AVAILABLE, type PaymentServiceDeps } from '../payment-service';
import type { PaymentStatus } from '../payment-types';

// The service runs over the real supabase-js functions client; only the HTTP boundary is fake:
// a fetch that answers like the payment server functions would.

type Reply = { status?: number; body?: unknown } | 'hang' | 'network-error';
type Route = (body: Record<string, unknown> | null) => Reply;

interface Recorded {
  name: string;
  method: string;
  body: Record<string, unknown> | null;
  signal: AbortSignal | null;
}

const ORIGIN = 'https://app.test';

function status({ stripe = false, paypal = false, mock = false } = {}): PaymentStatus {
  return {
    stripe: { configured: stripe, publishableKey: stripe ? 'pk_test_abc' : null },
    paypal: { configured: paypal, clientId: paypal ? 'paypal-client-id' : null, environment: 'sandbox' },
    mock: { enabled: mock },
    environment: 'test',
  };
}

let clients = 0;

function fakeServer(routes: Record<string, Route>) {
  const calls: Recorded[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const name = url.pathname.replace('/functions/v1/', '');
    const body = typeof init?.body === 'string' && init.body ? JSON.parse(init.body) : null;
    const signal = init?.signal ?? null;
    calls.push({ name, method: init?.method ?? 'GET', body, signal });
    const route = routes[name];
    const reply: Reply = route
      ? route(body)
      : { status: 404, body: { code: 'NOT_FOUND', message: 'Requested function was not found' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  clients += 1;
  const client = createClient('https://backend.test', 'anon-key', {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `payment-service-test-${clients}`,
    },
    global: { fetch },
  });
  const invoke: InvokeFunction = (name, { method, body, signal }) =>
    client.functions.invoke(name, { method, body, signal });
  return { calls, invoke };
}

function serviceFor(routes: Record<string, Route>, overrides: Partial<PaymentServiceDeps> = {}) {
  const server = fakeServer(routes);
  const deps = {
    invoke: server.invoke,
    origin: () => ORIGIN,
    redirect: vi.fn<(url: string) => void>(),
    sleep: vi.fn(async (_ms: number) => undefined),
    newIdempotencyKey: () => '6f1c1d7e-5a7b-4c1e-9d1a-3b2c1d0e9f8a',
    loadStripe: vi.fn(async () => null),
    ...overrides,
  };
  return { service: createPaymentService(deps), calls: server.calls, deps };
}

const pack50 = { credits: 50, price: 20 };
const creator = { id: 'creator', name: 'Creator', price_monthly: 49 };

afterEach(() => {
  vi.useRealTimers();
});

describe('buying credits', () => {
  test('with Stripe, a checkout session for the pack is created and the browser goes to its url', async () => {
    const { service, calls, deps } = serviceFor({
      'payment-status': () => ({ body: status({ stripe: true, paypal: true, mock: true }) }),
      'create-payment-session': () => ({
        body: { sessionId: 'cs_1', url: 'https://checkout.stripe.test/cs_1' },
      }),
    });
    const onRoute = vi.fn();
    const outcome = await service.purchaseCredits(pack50, { onRoute });
    expect(onRoute).toHaveBeenCalledWith('stripe');
    expect(calls[0]).toMatchObject({ name: 'payment-status', method: 'GET' });
    expect(calls[1]).toMatchObject({
      name: 'create-payment-session',
      method: 'POST',
      body: {
        type: 'credits',
        credits: 50,
        amount: 2000,
        currency: 'usd',
        success_url: `${ORIGIN}/dashboard/settings?tab=credits&payment=success`,
        cancel_url: `${ORIGIN}/dashboard/settings?tab=credits&payment=cancelled`,
      },
    });
    expect(deps.redirect).toHaveBeenCalledWith('https://checkout.stripe.test/cs_1');
    expect(outcome).toEqual({ route: 'stripe', redirectedTo: 'https://checkout.stripe.test/cs_1' });
  });

  test('a failed checkout session says the status and why', async () => {
    const { service, deps } = serviceFor({
      'payment-status': () => ({ body: status({ stripe: true }) }),
      'create-payment-session': () => ({ status: 500, body: { error: 'Stripe is unreachable' } }),
    });
    await expect(service.purchaseCredits(pack50)).rejects.toThrow(
      'Payment setup failed: Failed to create payment session: 500 (Stripe is unreachable)',
    );
    expect(deps.redirect).not.toHaveBeenCalled();
  });

  test('PayPal is used when asked for and configured; its approval page is where the browser goes', async () => {
    const { service, calls, deps } = serviceFor({
      'payment-status': () => ({ body: status({ stripe: true, paypal: true }) }),
      'paypal-create-order': () => ({
        body: { orderId: 'O-1', approveUrl: 'https://paypal.test/approve/O-1' },
      }),
    });
    await service.purchaseCredits(pack50, { provider: 'paypal' });
    expect(calls[1]).toMatchObject({
      name: 'paypal-create-order',
      body: {
        type: 'credits',
        credits: 50,
        amount: 2000,
        success_url: `${ORIGIN}/dashboard/settings?tab=credits&payment=success&provider=paypal`,
        cancel_url: `${ORIGIN}/dashboard/settings?tab=credits&payment=cancelled&provider=paypal`,
      },
    });
    expect(deps.redirect).toHaveBeenCalledWith('https://paypal.test/approve/O-1');
  });

  test('a PayPal order without an approval link is an error', async () => {
    const { service } = serviceFor({
      'payment-status': () => ({ body: status({ paypal: true }) }),
      'paypal-create-order': () => ({ body: { orderId: 'O-2' } }),
    });
    await expect(service.purchaseCredits(pack50, { provider: 'stripe' })).rejects.toThrow(
      'No PayPal approval URL received',
    );
  });

  test('with no provider configured, the mock waits 2 s, then pays once with a fresh idempotency key', async () => {
    const order: string[] = [];
    const sleep = vi.fn(async (ms: number) => {
      order.push(`sleep ${ms}`);
    });
    const { service, calls } = serviceFor(
      {
        'payment-status': () => ({ body: status({ mock: true }) }),
        'mock-payment': () => {
          order.push('mock-payment');
          return { body: { ok: true, credits: 50 } };
        },
      },
      { sleep },
    );
    const outcome = await service.purchaseCredits(pack50);
    expect(order).toEqual(['sleep 2000', 'mock-payment']);
    expect(calls[1].body).toEqual({
      type: 'credits',
      credits: 50,
      amount: 2000,
      idempotencyKey: '6f1c1d7e-5a7b-4c1e-9d1a-3b2c1d0e9f8a',
    });
    expect(outcome).toEqual({ route: 'mock', returnPath: '/dashboard/settings?tab=credits&payment=success' });
  });

  test('a mock refused by the server, and a server with no provider at all, are errors', async () => {
    const refused = serviceFor({
      'payment-status': () => ({ body: status({ mock: true }) }),
      'mock-payment': () => ({ status: 403, body: { error: 'The mock payment is disabled on this server' } }),
    });
    await expect(refused.service.purchaseCredits(pack50)).rejects.toThrow(
      'Payment setup failed: The mock payment is disabled on this server',
    );
    const none = serviceFor({ 'payment-status': () => ({ body: status() }) });
    await expect(none.service.purchaseCredits(pack50)).rejects.toThrow('No payment provider available');
  });

  test('a checkout session that takes over 10 s is aborted and reported as timed out', async () => {
    vi.useFakeTimers();
    const { service, calls } = serviceFor({
      'payment-status': () => ({ body: status({ stripe: true }) }),
      'create-payment-session': () => 'hang',
    });
    const result = service.purchaseCredits(pack50);
    const settled = expect(result).rejects.toThrow('Request timed out. Please try again.');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(2);
    expect(calls[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(calls[1].signal?.aborted).toBe(true);
  });

  test('a PayPal call that takes over 10 s says so', async () => {
    vi.useFakeTimers();
    const { service } = serviceFor({
      'payment-status': () => ({ body: status({ paypal: true }) }),
      'paypal-create-order': () => 'hang',
    });
    const settled = expect(service.purchaseCredits(pack50)).rejects.toThrow(
      'PayPal request timed out. Please try again.',
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
  });
});

describe('subscribing', () => {
  test('with Stripe, a monthly subscription session for the plan returns to the billing tab', async () => {
    const { service, calls, deps } = serviceFor({
      'payment-status': () => ({ body: status({ stripe: true }) }),
      'create-payment-session': () => ({
        body: { sessionId: 'cs_2', url: 'https://checkout.stripe.test/cs_2' },
      }),
    });
    await service.subscribeToPlan(creator);
    expect(calls[1].body).toEqual({
      type: 'subscription',
      planId: 'creator',
      planName: 'Creator',
      amount: 4900,
      currency: 'usd',
      interval: 'month',
      success_url: `${ORIGIN}/dashboard/settings?tab=billing&payment=success`,
      cancel_url: `${ORIGIN}/dashboard/settings?tab=billing&payment=cancelled`,
    });
    expect(deps.redirect).toHaveBeenCalledWith('https://checkout.stripe.test/cs_2');
  });

  test('a failed subscription session says the status', async () => {
    const { service } = serviceFor({
      'payment-status': () => ({ body: status({ stripe: true }) }),
      'create-payment-session': () => ({ status: 502, body: {} }),
    });
    await expect(service.subscribeToPlan(creator)).rejects.toThrow(
      'Subscription setup failed: Failed to create subscription session: 502',
    );
  });

  test('with PayPal, the subscription is created on the server and approved on PayPal', async () => {
    const { service, calls, deps } = serviceFor({
      'payment-status': () => ({ body: status({ paypal: true }) }),
      'paypal-create-subscription': () => ({
        body: { subscriptionId: 'I-1', approveUrl: 'https://paypal.test/sub/I-1' },
      }),
    });
    await service.subscribeToPlan(creator, { provider: 'paypal' });
    expect(calls[1]).toMatchObject({
      name: 'paypal-create-subscription',
      body: { planId: 'creator', amount: 4900 },
    });
    expect(deps.redirect).toHaveBeenCalledWith('https://paypal.test/sub/I-1');
  });

  test('the mock subscribes to the plan monthly and returns to the billing tab', async () => {
    const { service, calls } = serviceFor({
      'payment-status': () => ({ body: status({ mock: true }) }),
      'mock-payment': () => ({ body: { ok: true } }),
    });
    const outcome = await service.subscribeToPlan(creator);
    expect(calls[1].body).toMatchObject({ type: 'subscription', planId: 'creator', interval: 'month' });
    expect(outcome).toEqual({ route: 'mock', returnPath: '/dashboard/settings?tab=billing&payment=success' });
  });

  test('an unreachable payment-status is a setup failure, not a silent mock', async () => {
    const { service, calls } = serviceFor({ 'payment-status': () => 'network-error' });
    await expect(service.subscribeToPlan(creator)).rejects.toThrow(/^Subscription setup failed: /);
    expect(calls.map((c) => c.name)).toEqual(['payment-status']);
  });
});

describe('the billing portal', () => {
  test('opens at the url the server gives', async () => {
    const { service, calls, deps } = serviceFor({
      'customer-portal': () => ({ body: { url: 'https://billing.stripe.test/p/1' } }),
    });
    await service.openCustomerPortal();
    expect(calls[0].body).toEqual({ return_url: `${ORIGIN}/dashboard/settings?tab=billing` });
    expect(deps.redirect).toHaveBeenCalledWith('https://billing.stripe.test/p/1');
  });

  test('a failure asks the user to contact support; no url and no billing account say so', async () => {
    await expect(
      serviceFor({
        'customer-portal': () => ({ status: 500, body: { error: 'boom' } }),
      }).service.openCustomerPortal(),
    ).rejects.toThrow('Unable to open billing portal. Please contact support.');
    await expect(
      serviceFor({ 'customer-portal': () => ({ body: {} }) }).service.openCustomerPortal(),
    ).rejects.toThrow('No portal URL received');
    await expect(
      serviceFor({
        'customer-portal': () => ({ status: 404, body: { error: 'No billing account yet' } }),
      }).service.openCustomerPortal(),
    ).rejects.toThrow('No billing account yet');
  });
});

describe('payment methods', () => {
  test('are listed, and an empty list comes back on any failure', async () => {
    const card = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 };
    const ok = serviceFor({ 'get-payment-methods': () => ({ body: { paymentMethods: [card] } }) });
    expect(await ok.service.loadPaymentMethods()).toEqual([card]);
    expect(ok.calls[0].method).toBe('GET');
    const failed = serviceFor({ 'get-payment-methods': () => ({ status: 500, body: { error: 'x' } }) });
    expect(await failed.service.loadPaymentMethods()).toEqual([]);
    const offline = serviceFor({ 'get-payment-methods': () => 'network-error' });
    expect(await offline.service.loadPaymentMethods()).toEqual([]);
  });

  test('adding a card needs Stripe; a missing setup function says setup is not available yet', async () => {
    const notConfigured = serviceFor({ 'payment-status': () => ({ body: status({ mock: true }) }) });
    await expect(notConfigured.service.addPaymentMethod()).rejects.toThrow(SETUP_NOT_AVAILABLE);
    expect(SETUP_NOT_AVAILABLE).toBe(
      'Payment setup not available yet. Please use the payment buttons below to purchase credits.',
    );

    const missing = serviceFor({
      'payment-status': () => ({ body: status({ stripe: true }) }),
      'create-setup-intent': () => ({ status: 404, body: { error: 'Not found' } }),
    });
    await expect(missing.service.addPaymentMethod()).rejects.toThrow(SETUP_NOT_AVAILABLE);
    expect(missing.deps.loadStripe).not.toHaveBeenCalled();
  });

  test('Stripe.js is loaded only after a setup intent, and a failed load says so', async () => {
    const { service, deps } = serviceFor({
      'payment-status': () => ({ body: status({ stripe: true }) }),
      'create-setup-intent': () => ({ body: { client_secret: 'seti_1_secret_x' } }),
    });
    await expect(service.addPaymentMethod()).rejects.toThrow('Card payment provider failed to load');
    expect(deps.loadStripe).toHaveBeenCalledWith('pk_test_abc');
  });
});

test('an approved PayPal order is captured by id', async () => {
  const { service, calls } = serviceFor({
    'paypal-capture-order': () => ({ body: { status: 'COMPLETED' } }),
  });
  await service.capturePayPalOrder('O-9');
  expect(calls[0]).toMatchObject({ name: 'paypal-capture-order', method: 'POST', body: { orderId: 'O-9' } });
  const failed = serviceFor({
    'paypal-capture-order': () => ({ status: 409, body: { error: 'capture failed' } }),
  });
  await expect(failed.service.capturePayPalOrder('O-9')).rejects.toThrow(
    'PayPal capture failed: capture failed',
  );
});
