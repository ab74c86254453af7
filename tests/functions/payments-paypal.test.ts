import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext, FunctionHandler } from '../../supabase/functions/_shared/context.ts';
import { handlePaypalCaptureOrder } from '../../supabase/functions/_shared/handlers/paypal-capture-order.ts';
import { handlePaypalCreateOrder } from '../../supabase/functions/_shared/handlers/paypal-create-order.ts';
import { handlePaypalCreateSubscription } from '../../supabase/functions/_shared/handlers/paypal-create-subscription.ts';
import { handlePaypalWebhook } from '../../supabase/functions/_shared/handlers/paypal-webhook.ts';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { createFakePaypal, type FakePaypal } from '../support/fake-paypal-api';
import {
  accessTokenOf,
  APP_URL,
  availableCredits,
  callFunction,
  currentSubscription,
} from '../support/payments-kit';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

const PAYPAL_ENV = {
  PAYPAL_CLIENT_ID: 'AYSq3RDGsmBLJE-otTkBtM-jBRd1TCQwFf9RGfwddNXWz0uFU9ztymylOhRS',
  PAYPAL_CLIENT_SECRET: 'EGnHDxD_qRPdaLdZz8iCr8N7_MzF-YHPTkjs6NKYQvQSBngp4PTTVWkPZRbL',
  PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
  APP_URL,
};

const returnUrls = {
  success_url: `${APP_URL}/dashboard/settings?tab=billing&payment=success`,
  cancel_url: `${APP_URL}/dashboard/settings?tab=billing&payment=cancelled`,
};
const creditsOrder = (overrides: Record<string, unknown> = {}) => ({
  type: 'credits',
  credits: 50,
  amount: 2000,
  currency: 'usd',
  ...returnUrls,
  ...overrides,
});
const planBody = (overrides: Record<string, unknown> = {}) => ({
  planId: 'creator',
  planName: 'Creator',
  amount: 4900,
  currency: 'usd',
  interval: 'month',
  ...returnUrls,
  ...overrides,
});

describe.each(engines())('PayPal payment functions on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  let paypal: FakePaypal;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
    paypal = createFakePaypal({
      clientId: PAYPAL_ENV.PAYPAL_CLIENT_ID,
      clientSecret: PAYPAL_ENV.PAYPAL_CLIENT_SECRET,
      webhookId: PAYPAL_ENV.PAYPAL_WEBHOOK_ID,
    });
  });
  afterAll(() => backend.close());

  const context = (env: FunctionContext['env'] = PAYPAL_ENV): FunctionContext => ({
    admin: service,
    env,
    fetch: paypal.fetch,
  });

  async function signedIn() {
    const user = await signedInClient(backend);
    return { ...user, token: await accessTokenOf(user.client) };
  }

  async function createOrder(token: string, body: Record<string, unknown> = creditsOrder()) {
    const answer = await callFunction(handlePaypalCreateOrder, context(), 'paypal-create-order', {
      token,
      body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { orderId: string; approveUrl: string };
  }

  const capture = (token: string, orderId: unknown) =>
    callFunction(handlePaypalCaptureOrder, context(), 'paypal-capture-order', { token, body: { orderId } });

  function deliver(event: unknown, options: { forge?: boolean } = {}) {
    const { body, headers } = paypal.delivery(event, options);
    return callFunction(handlePaypalWebhook, context(), 'paypal-webhook', { body, headers });
  }

  describe('every user-facing function', () => {
    const userFunctions: [string, FunctionHandler, unknown][] = [
      ['paypal-create-order', handlePaypalCreateOrder, creditsOrder()],
      ['paypal-capture-order', handlePaypalCaptureOrder, { orderId: '5O190127TN364715T' }],
      ['paypal-create-subscription', handlePaypalCreateSubscription, planBody()],
    ];

    test.each(userFunctions)('%s needs a signed-in user (401 JSON)', async (name, handler, body) => {
      for (const token of [undefined, 'not.a.jwt', backend.anonKey]) {
        const answer = await callFunction(handler, context(), name, { body, token });
        expect(answer).toMatchObject({ status: 401, body: { error: 'Sign in to continue' } });
      }
    });

    test.each(userFunctions)('%s is a 503 when PayPal is not configured', async (name, handler, body) => {
      const { token } = await signedIn();
      const short = { APP_URL, PAYPAL_CLIENT_ID: 'short', PAYPAL_CLIENT_SECRET: 'short' };
      const answer = await callFunction(handler, context(short), name, { body, token });
      expect(answer).toMatchObject({ status: 503, body: { error: 'PayPal is not configured' } });
    });

    test.each(userFunctions)('%s refuses GET with a JSON 405', async (name, handler) => {
      const answer = await callFunction(handler, context(), name, { method: 'GET' });
      expect(answer).toMatchObject({ status: 405, body: { error: 'Method not allowed' } });
    });
  });

  describe('paypal-create-order', () => {
    test('refuses bad bodies, foreign return URLs and wrong amounts before calling PayPal', async () => {
      const { token } = await signedIn();
      const calls = paypal.calls.length;
      const bad: unknown[] = [
        'nope',
        '',
        creditsOrder({ type: undefined }),
        creditsOrder({ credits: 0 }),
        creditsOrder({ credits: 25, amount: 1250 }),
        creditsOrder({ currency: 'gbp' }),
        creditsOrder({ success_url: 'https://evil.example/' }),
        creditsOrder({ cancel_url: 'ftp://app.creator-os.test/' }),
        { ...planBody(), type: 'subscription', planId: 'free', amount: 0 },
      ];
      for (const body of bad) {
        const answer = await callFunction(handlePaypalCreateOrder, context(), 'paypal-create-order', {
          token,
          body,
        });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
      for (const body of [
        creditsOrder({ amount: 500 }),
        { ...planBody(), type: 'subscription', amount: 100 },
      ]) {
        const answer = await callFunction(handlePaypalCreateOrder, context(), 'paypal-create-order', {
          token,
          body,
        });
        expect(answer).toMatchObject({ status: 400, body: { error: 'The amount does not match the price' } });
      }
      expect(paypal.calls.length).toBe(calls);
    });

    test('creates a CAPTURE order at the catalogue price with the buyer in custom_id', async () => {
      const user = await signedIn();
      const { orderId, approveUrl } = await createOrder(
        user.token,
        creditsOrder({ credits: 100, amount: 3500 }),
      );
      expect(approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`);
      const sent = paypal.calls.filter((call) => call.path === '/v2/checkout/orders').at(-1)!.body!;
      expect(sent).toMatchObject({
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'USD', value: '35.00' } }],
      });
      const unit = (sent.purchase_units as { custom_id: string; description: string }[])[0];
      expect(JSON.parse(unit.custom_id)).toEqual({ user_id: user.userId, type: 'credits', credits: 100 });
      expect(unit.description).toContain('100 credits');
      const context = sent.application_context as { return_url: string; cancel_url: string };
      expect(new URL(context.return_url).searchParams.get('provider')).toBe('paypal');
      expect(new URL(context.return_url).searchParams.get('payment')).toBe('success');
      expect(new URL(context.cancel_url).searchParams.get('provider')).toBe('paypal');

      await createOrder(user.token, creditsOrder({ credits: 1, amount: 50 }));
      const test = paypal.calls.filter((call) => call.path === '/v2/checkout/orders').at(-1)!.body!;
      expect(test.purchase_units).toMatchObject([{ amount: { value: '0.50' } }]);
    });

    test('wrong PayPal credentials are "PayPal auth failed"', async () => {
      const { token } = await signedIn();
      const env = { ...PAYPAL_ENV, PAYPAL_CLIENT_SECRET: 'EWrongSecretWrongSecret' };
      const answer = await callFunction(handlePaypalCreateOrder, context(env), 'paypal-create-order', {
        token,
        body: creditsOrder(),
      });
      expect(answer).toMatchObject({ status: 502, body: { error: 'PayPal auth failed' } });
    });
  });

  describe('paypal-capture-order', () => {
    test('refuses bad bodies and unknown orders', async () => {
      const { token } = await signedIn();
      for (const body of ['', '{"orderId":', {}, { orderId: 42 }, { orderId: '../../v1/oauth2/token' }]) {
        const answer = await callFunction(handlePaypalCaptureOrder, context(), 'paypal-capture-order', {
          token,
          body,
        });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
      const unknown = await capture(token, '0VF52814937998046');
      expect(unknown).toMatchObject({ status: 404, body: { error: 'No such PayPal order' } });
    });

    test('an order not approved yet is not captured', async () => {
      const user = await signedIn();
      const { orderId } = await createOrder(user.token);
      const answer = await capture(user.token, orderId);
      expect(answer).toMatchObject({ status: 409, body: { error: 'capture failed' } });
      expect(await availableCredits(user.client)).toBe(5);
    });

    test('a capture grants its pack once, however often it is replayed', async () => {
      const user = await signedIn();
      const { orderId } = await createOrder(user.token);
      paypal.approve(orderId);
      const first = await capture(user.token, orderId);
      expect(first).toMatchObject({
        status: 200,
        body: { orderId, status: 'COMPLETED', type: 'credits', credits: 50 },
      });
      const replay = await capture(user.token, orderId);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(await availableCredits(user.client)).toBe(55);
      expect(paypal.calls.filter((call) => call.path.endsWith(`${orderId}/capture`))).toHaveLength(1);

      // PayPal's own word on the same capture agrees: nothing more.
      const order = paypal.orders.get(orderId) as {
        purchase_units: { payments: { captures: Record<string, unknown>[] } }[];
      };
      const captured = order.purchase_units[0].payments.captures[0];
      const webhook = await deliver(
        paypal.event('PAYMENT.CAPTURE.COMPLETED', {
          ...captured,
          supplementary_data: { related_ids: { order_id: orderId } },
        }),
      );
      expect(webhook).toMatchObject({ status: 200, body: { received: true } });
      expect(await availableCredits(user.client)).toBe(55);
      const { data } = await service
        .from('payment_events')
        .select('provider, event_type, user_id')
        .eq('event_id', orderId);
      expect(data).toEqual([{ provider: 'paypal', event_type: 'credit_purchase', user_id: user.userId }]);
    });

    test("another user's order is refused", async () => {
      const owner = await signedIn();
      const { orderId } = await createOrder(owner.token);
      paypal.approve(orderId);
      const thief = await signedIn();
      const answer = await capture(thief.token, orderId);
      expect(answer).toMatchObject({
        status: 403,
        body: { error: 'This PayPal order belongs to another account' },
      });
      expect(await availableCredits(thief.client)).toBe(5);
      expect(await availableCredits(owner.client)).toBe(5);
    });

    test('a one-off plan order starts the plan for one period', async () => {
      const user = await signedIn();
      const { orderId } = await createOrder(user.token, { ...planBody(), type: 'subscription' });
      paypal.approve(orderId);
      const answer = await capture(user.token, orderId);
      expect(answer.body).toMatchObject({ type: 'subscription', planId: 'creator', interval: 'month' });
      await capture(user.token, orderId);
      expect(await currentSubscription(user.client)).toMatchObject({
        plan_id: 'creator',
        provider: 'paypal',
      });
      expect(await availableCredits(user.client)).toBe(155);
    });
  });

  describe('paypal-create-subscription', () => {
    test('refuses bad bodies, wrong amounts and foreign URLs', async () => {
      const { token } = await signedIn();
      for (const body of [
        '',
        [],
        planBody({ planId: undefined }),
        planBody({ planId: 'platinum' }),
        planBody({ interval: 'day' }),
        planBody({ amount: 'lots' }),
        planBody({ amount: 1900 }),
        planBody({ success_url: 'https://evil.example/' }),
      ]) {
        const answer = await callFunction(
          handlePaypalCreateSubscription,
          context(),
          'paypal-create-subscription',
          {
            token,
            body,
          },
        );
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
    });

    test('creates a monthly billing plan and a subscription starting a minute out', async () => {
      const user = await signedIn();
      const before = Date.now();
      const answer = await callFunction(
        handlePaypalCreateSubscription,
        context(),
        'paypal-create-subscription',
        {
          token: user.token,
          body: planBody(),
        },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { subscriptionId, approveUrl } = answer.body as { subscriptionId: string; approveUrl: string };
      expect(approveUrl).toMatch(
        /^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=/,
      );

      const plan = paypal.calls.filter((call) => call.path === '/v1/billing/plans').at(-1)!.body!;
      expect(plan).toMatchObject({
        billing_cycles: [
          {
            frequency: { interval_unit: 'MONTH', interval_count: 1 },
            tenure_type: 'REGULAR',
            pricing_scheme: { fixed_price: { value: '49.00', currency_code: 'USD' } },
          },
        ],
        payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
      });
      const subscription = paypal.subscriptions.get(subscriptionId) as Record<string, string>;
      expect(paypal.plans.get(subscription.plan_id)).toMatchObject({ status: 'ACTIVE' });
      const startsIn = new Date(subscription.start_time).getTime() - before;
      expect(startsIn).toBeGreaterThan(55_000);
      expect(startsIn).toBeLessThan(65_000);
      expect(JSON.parse(subscription.custom_id)).toEqual({
        user_id: user.userId,
        type: 'subscription',
        plan_id: 'creator',
        interval: 'month',
      });
    });
  });

  describe('paypal-webhook', () => {
    test('a delivery PayPal does not verify is a 400 and grants nothing', async () => {
      const user = await signedIn();
      const { orderId } = await createOrder(user.token);
      const event = paypal.event('PAYMENT.CAPTURE.COMPLETED', {
        id: '2GG279541U471931P',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '20.00' },
        custom_id: JSON.stringify({ user_id: user.userId, type: 'credits', credits: 50 }),
        supplementary_data: { related_ids: { order_id: orderId } },
        create_time: new Date().toISOString(),
      });
      const forged = await deliver(event, { forge: true });
      expect(forged).toMatchObject({ status: 400, body: { error: 'The PayPal signature is not valid' } });

      // Signed for one event, carrying another.
      const { body, headers } = paypal.delivery(event);
      const swapped = await callFunction(handlePaypalWebhook, context(), 'paypal-webhook', {
        body: body.replace('"50"', '"100"').replace('\\"credits\\":50', '\\"credits\\":100'),
        headers,
      });
      expect(swapped.status).toBe(400);

      const { 'paypal-transmission-sig': _dropped, ...unsigned } = headers;
      const missing = await callFunction(handlePaypalWebhook, context(), 'paypal-webhook', {
        body,
        headers: unsigned,
      });
      expect(missing).toMatchObject({ status: 400, body: { error: 'The PayPal signature is missing' } });
      const notJson = await callFunction(handlePaypalWebhook, context(), 'paypal-webhook', {
        body: 'not json',
        headers,
      });
      expect(notJson.status).toBe(400);
      const wrongShape = await callFunction(handlePaypalWebhook, context(), 'paypal-webhook', {
        body: '{"id":1}',
        headers,
      });
      expect(wrongShape.status).toBe(400);
      expect(await availableCredits(user.client)).toBe(5);

      const { PAYPAL_WEBHOOK_ID: _id, ...noWebhookId } = PAYPAL_ENV;
      const unconfigured = await callFunction(handlePaypalWebhook, context(noWebhookId), 'paypal-webhook', {
        body,
        headers,
      });
      expect(unconfigured).toMatchObject({
        status: 503,
        body: { error: 'PayPal webhooks are not configured' },
      });
    });

    test('a capture the buyer never came back for is granted by the webhook, once', async () => {
      const user = await signedIn();
      const { orderId } = await createOrder(user.token, creditsOrder({ credits: 10, amount: 500 }));
      const event = paypal.event('PAYMENT.CAPTURE.COMPLETED', {
        id: '3C679366HH908993F',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '5.00' },
        final_capture: true,
        supplementary_data: { related_ids: { order_id: orderId } },
        create_time: new Date().toISOString(),
      });
      expect((await deliver(event)).body).toEqual({ received: true });
      expect((await deliver(event)).status).toBe(200);
      expect(await availableCredits(user.client)).toBe(15);

      // A capture of a different amount than the pack's price grants nothing.
      const { orderId: cheap } = await createOrder(user.token, creditsOrder({ credits: 100, amount: 3500 }));
      const underpaid = await deliver(
        paypal.event('PAYMENT.CAPTURE.COMPLETED', {
          id: '4C679366HH908993F',
          status: 'COMPLETED',
          amount: { currency_code: 'USD', value: '0.01' },
          supplementary_data: { related_ids: { order_id: cheap } },
        }),
      );
      expect(underpaid).toMatchObject({ status: 200, body: { received: true, ignored: true } });
      expect(await availableCredits(user.client)).toBe(15);
    });

    test('a subscription: activation and its first payment grant one month; the next cycle renews; cancel ends it', async () => {
      const user = await signedIn();
      const created = await callFunction(
        handlePaypalCreateSubscription,
        context(),
        'paypal-create-subscription',
        {
          token: user.token,
          body: planBody(),
        },
      );
      const { subscriptionId } = created.body as { subscriptionId: string };
      const start = (paypal.subscriptions.get(subscriptionId) as { start_time: string }).start_time;
      const activated = paypal.activate(subscriptionId, start);

      const activation = await deliver(paypal.event('BILLING.SUBSCRIPTION.ACTIVATED', activated, start));
      expect(activation).toMatchObject({ status: 200, body: { received: true } });
      expect(await currentSubscription(user.client)).toMatchObject({
        plan_id: 'creator',
        provider: 'paypal',
        billing_interval: 'month',
      });
      expect(await availableCredits(user.client)).toBe(155);

      const sale = (id: string, paidAt: string) =>
        paypal.event(
          'PAYMENT.SALE.COMPLETED',
          {
            id,
            state: 'completed',
            amount: { total: '49.00', currency: 'USD' },
            billing_agreement_id: subscriptionId,
            create_time: paidAt,
          },
          paidAt,
        );
      const firstSale = sale('80021663DE681814L', new Date(new Date(start).getTime() + 30_000).toISOString());
      await deliver(firstSale);
      expect(await availableCredits(user.client)).toBe(155);

      // PayPal bills the next cycle a few hours before its nominal date.
      const nextCycle = new Date(start);
      nextCycle.setUTCMonth(nextCycle.getUTCMonth() + 1);
      const renewal = sale('9T8765432A123456B', new Date(nextCycle.getTime() - 5 * 3600_000).toISOString());
      expect((await deliver(renewal)).body).toEqual({ received: true });
      await deliver(renewal);
      expect(await availableCredits(user.client)).toBe(305);
      const renewed = await currentSubscription(user.client);
      expect(new Date(renewed!.current_period_start).getTime()).toBe(nextCycle.getTime());

      const old = await deliver(
        paypal.event('BILLING.SUBSCRIPTION.CANCELLED', { id: subscriptionId, status: 'CANCELLED' }, start),
      );
      expect(old.status).toBe(200);
      expect(await currentSubscription(user.client)).not.toBeNull();
      const cancelled = await deliver(
        paypal.event(
          'BILLING.SUBSCRIPTION.CANCELLED',
          { id: subscriptionId, status: 'CANCELLED' },
          new Date(nextCycle.getTime() + 86_400_000).toISOString(),
        ),
      );
      expect(cancelled).toMatchObject({ status: 200, body: { received: true } });
      expect(await currentSubscription(user.client)).toBeNull();

      const ignored = await deliver(paypal.event('CHECKOUT.ORDER.APPROVED', { id: 'X' }));
      expect(ignored).toMatchObject({ status: 200, body: { received: true, ignored: true } });
      expect(await availableCredits(user.client)).toBe(305);
    });
  });
});
