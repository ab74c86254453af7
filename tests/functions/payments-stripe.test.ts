import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext, FunctionHandler } from '../../supabase/functions/_shared/context.ts';
import { handleCreatePaymentSession } from '../../supabase/functions/_shared/handlers/create-payment-session.ts';
import { handleCreateSetupIntent } from '../../supabase/functions/_shared/handlers/create-setup-intent.ts';
import { handleCustomerPortal } from '../../supabase/functions/_shared/handlers/customer-portal.ts';
import { handleGetPaymentMethods } from '../../supabase/functions/_shared/handlers/get-payment-methods.ts';
import { handleStripeWebhook } from '../../supabase/functions/_shared/handlers/stripe-webhook.ts';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { createFakeStripe, type FakeStripe } from '../support/fake-stripe-api';
import {
  accessTokenOf,
  APP_URL,
  availableCredits,
  callFunction,
  currentSubscription,
} from '../support/payments-kit';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_51FakeSecretKeyForTheTests0000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51FakePublishableKeyForTests',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_signing_secret_0000000000',
  APP_URL,
};
const DAY = 24 * 60 * 60;

const creditsBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'credits',
  credits: 50,
  amount: 2000,
  currency: 'usd',
  success_url: `${APP_URL}/dashboard/settings?tab=billing&payment=success`,
  cancel_url: `${APP_URL}/dashboard/settings?tab=billing&payment=cancelled`,
  ...overrides,
});
const subscriptionBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'subscription',
  planId: 'creator',
  planName: 'Creator',
  amount: 4900,
  currency: 'usd',
  interval: 'month',
  success_url: `${APP_URL}/dashboard/settings?tab=billing&payment=success`,
  cancel_url: `${APP_URL}/dashboard/settings?tab=billing&payment=cancelled`,
  ...overrides,
});

describe.each(engines())('Stripe payment functions on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  let stripe: FakeStripe;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
    stripe = createFakeStripe({
      secretKey: STRIPE_ENV.STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
    });
  });
  afterAll(() => backend.close());

  const context = (env: FunctionContext['env'] = STRIPE_ENV): FunctionContext => ({
    admin: service,
    env,
    fetch: stripe.fetch,
  });

  async function signedIn() {
    const user = await signedInClient(backend);
    return { ...user, token: await accessTokenOf(user.client) };
  }

  async function deliver(payload: unknown, secret?: string) {
    const { body, signature } = await stripe.delivery(payload, secret);
    return callFunction(handleStripeWebhook, context(), 'stripe-webhook', {
      body,
      headers: { 'stripe-signature': signature },
    });
  }

  /** A checkout session the user started through the function, as the app would. */
  async function startCheckout(token: string, body: Record<string, unknown>) {
    const answer = await callFunction(handleCreatePaymentSession, context(), 'create-payment-session', {
      token,
      body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { sessionId: string; url: string };
  }

  describe('every user-facing function', () => {
    const userFunctions: [string, FunctionHandler, string, unknown][] = [
      ['create-payment-session', handleCreatePaymentSession, 'POST', creditsBody()],
      ['customer-portal', handleCustomerPortal, 'POST', { return_url: `${APP_URL}/dashboard/settings` }],
      ['get-payment-methods', handleGetPaymentMethods, 'GET', undefined],
      ['create-setup-intent', handleCreateSetupIntent, 'POST', {}],
    ];

    test.each(userFunctions)('%s needs a signed-in user (401 JSON)', async (name, handler, method, body) => {
      for (const token of [undefined, 'not.a.jwt', backend.anonKey]) {
        const answer = await callFunction(handler, context(), name, { method, body, token });
        expect(answer).toMatchObject({ status: 401, body: { error: 'Sign in to continue' } });
      }
    });

    test.each(userFunctions)(
      '%s answers the CORS preflight and refuses other methods',
      async (name, handler, method) => {
        const preflight = await handler(
          new Request(`http://functions.test/${name}`, { method: 'OPTIONS' }),
          context(),
        );
        expect(preflight.status).toBe(200);
        expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
        const other = await callFunction(handler, context(), name, {
          method: method === 'GET' ? 'POST' : 'GET',
        });
        expect(other).toMatchObject({ status: 405, body: { error: 'Method not allowed' } });
      },
    );
  });

  describe('create-payment-session', () => {
    test('refuses bad bodies with a JSON 400', async () => {
      const { token } = await signedIn();
      const bad: unknown[] = [
        '{"type":',
        '',
        ['credits'],
        { credits: 50, amount: 2000 },
        creditsBody({ type: 'gift' }),
        creditsBody({ credits: '50' }),
        creditsBody({ credits: 7, amount: 350 }),
        creditsBody({ amount: -1 }),
        creditsBody({ currency: 'eur' }),
        creditsBody({ success_url: undefined }),
        creditsBody({ cancel_url: 'not a url' }),
        subscriptionBody({ planId: 'platinum' }),
        subscriptionBody({ planId: 'free', amount: 0 }),
        subscriptionBody({ interval: 'week' }),
      ];
      for (const body of bad) {
        const answer = await callFunction(handleCreatePaymentSession, context(), 'create-payment-session', {
          token,
          body,
        });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
    });

    test('refuses an amount that is not the server price', async () => {
      const { token } = await signedIn();
      const calls = stripe.calls.length;
      for (const body of [
        creditsBody({ amount: 1 }),
        creditsBody({ credits: 100, amount: 2000 }),
        creditsBody({ credits: 1, amount: 5 }),
        subscriptionBody({ amount: 1900 }),
        subscriptionBody({ interval: 'year', amount: 4900 }),
      ]) {
        const answer = await callFunction(handleCreatePaymentSession, context(), 'create-payment-session', {
          token,
          body,
        });
        expect(answer).toMatchObject({ status: 400, body: { error: 'The amount does not match the price' } });
      }
      expect(stripe.calls.length).toBe(calls);
    });

    test('sends the buyer back only to this app', async () => {
      const { token } = await signedIn();
      for (const body of [
        creditsBody({ success_url: 'https://evil.example/steal' }),
        creditsBody({ cancel_url: 'https://app.creator-os.test.evil.example/' }),
        creditsBody({ success_url: 'javascript:alert(1)' }),
        creditsBody({ success_url: 'http://app.creator-os.test/settings' }),
      ]) {
        const answer = await callFunction(handleCreatePaymentSession, context(), 'create-payment-session', {
          token,
          body,
        });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error).toMatch(/return address/);
      }
      // Without APP_URL the request's Origin decides; without either nothing is allowed.
      const { APP_URL: _unused, ...withoutAppUrl } = STRIPE_ENV;
      const origin = 'http://127.0.0.1:5173';
      const body = creditsBody({ success_url: `${origin}/ok`, cancel_url: `${origin}/cancel` });
      const fromOrigin = await callFunction(handleCreatePaymentSession, context(withoutAppUrl), 'x', {
        token,
        body,
        headers: { Origin: origin },
      });
      expect(fromOrigin.status).toBe(200);
      const otherOrigin = await callFunction(handleCreatePaymentSession, context(withoutAppUrl), 'x', {
        token,
        body,
        headers: { Origin: 'https://elsewhere.example' },
      });
      expect(otherOrigin.status).toBe(400);
      const noOrigin = await callFunction(handleCreatePaymentSession, context(withoutAppUrl), 'x', {
        token,
        body,
      });
      expect(noOrigin.status).toBe(400);
    });

    test('is a 503 when Stripe is not configured', async () => {
      const { token } = await signedIn();
      const answer = await callFunction(
        handleCreatePaymentSession,
        context({ APP_URL }),
        'create-payment-session',
        {
          token,
          body: creditsBody(),
        },
      );
      expect(answer).toMatchObject({ status: 503, body: { error: 'Stripe is not configured' } });
    });

    test('a credit pack: a payment Checkout at the catalogue price, for a customer made once', async () => {
      const user = await signedIn();
      const first = await startCheckout(user.token, creditsBody());
      expect(first.sessionId).toMatch(/^cs_test_/);
      expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
      const created = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').at(-1)!.params;
      expect(created).toMatchObject({
        mode: 'payment',
        client_reference_id: user.userId,
        success_url: creditsBody().success_url,
        cancel_url: creditsBody().cancel_url,
        metadata: { user_id: user.userId, type: 'credits', credits: '50' },
        line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '2000' } }],
      });
      const customer = stripe.customers.get(String(created.customer));
      expect(customer).toMatchObject({ email: user.email, metadata: { user_id: user.userId } });

      // The test payment; the same customer is found again rather than made twice.
      await startCheckout(user.token, creditsBody({ credits: 1, amount: 50 }));
      const again = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').at(-1)!.params;
      expect(again.customer).toBe(created.customer);
      expect(again.line_items).toMatchObject([{ price_data: { unit_amount: '50' } }]);
      const made = [...stripe.customers.values()].filter((c) => c.email === user.email);
      expect(made).toHaveLength(1);
      expect(
        stripe.calls.find((call) => call.path === '/v1/customers' && call.method === 'POST')?.idempotencyKey,
      ).toBeTruthy();
    });

    test('a plan: a subscription Checkout with the plan price from the database', async () => {
      const user = await signedIn();
      await startCheckout(user.token, subscriptionBody());
      const created = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').at(-1)!.params;
      const metadata = { user_id: user.userId, type: 'subscription', plan_id: 'creator', interval: 'month' };
      expect(created).toMatchObject({
        mode: 'subscription',
        client_reference_id: user.userId,
        metadata,
        subscription_data: { metadata },
        line_items: [{ price_data: { unit_amount: '4900', recurring: { interval: 'month' } } }],
      });
      await startCheckout(user.token, subscriptionBody({ planId: 'pro', interval: 'year', amount: 99000 }));
      const yearly = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').at(-1)!.params;
      expect(yearly.line_items).toMatchObject([
        { price_data: { unit_amount: '99000', recurring: { interval: 'year' } } },
      ]);
    });
  });

  describe('stripe-webhook', () => {
    test('a bad or missing signature is a 400 and grants nothing', async () => {
      const user = await signedIn();
      const { sessionId } = await startCheckout(user.token, creditsBody());
      const { event } = stripe.completeCheckout(sessionId);

      const forged = await deliver(event, 'whsec_someone_else');
      expect(forged).toMatchObject({ status: 400, body: { error: 'The Stripe signature is not valid' } });
      const { body, signature } = await stripe.delivery(event);
      const tampered = await callFunction(handleStripeWebhook, context(), 'stripe-webhook', {
        body: body.replace('"credits": "50"', '"credits": "100"'),
        headers: { 'stripe-signature': signature },
      });
      expect(tampered.status).toBe(400);
      const unsigned = await callFunction(handleStripeWebhook, context(), 'stripe-webhook', { body });
      expect(unsigned).toMatchObject({ status: 400, body: { error: 'The Stripe signature is missing' } });
      const garbage = await callFunction(handleStripeWebhook, context(), 'stripe-webhook', {
        body: 'not json',
        headers: { 'stripe-signature': 't=1,v1=abc' },
      });
      expect(garbage.status).toBe(400);
      expect(await availableCredits(user.client)).toBe(5);
    });

    test('is a 503 without a signing secret', async () => {
      const { STRIPE_WEBHOOK_SECRET: _unused, ...env } = STRIPE_ENV;
      const answer = await callFunction(handleStripeWebhook, context(env), 'stripe-webhook', {
        body: '{}',
        headers: { 'stripe-signature': 't=1,v1=abc' },
      });
      expect(answer).toMatchObject({ status: 503, body: { error: 'Stripe webhooks are not configured' } });
    });

    test('the same paid checkout delivered three times grants its pack once', async () => {
      const user = await signedIn();
      const { sessionId } = await startCheckout(user.token, creditsBody());
      const { event } = stripe.completeCheckout(sessionId);
      for (let delivery = 0; delivery < 3; delivery += 1) {
        const answer = await deliver(event);
        expect(answer).toMatchObject({ status: 200, body: { received: true } });
      }
      // The same session under another event id (a resend) still grants once.
      await deliver({ ...event, id: `${event.id}_resent` });
      expect(await availableCredits(user.client)).toBe(55);
      const { data } = await service
        .from('payment_events')
        .select('provider, event_type, user_id')
        .eq('event_id', sessionId);
      expect(data).toEqual([{ provider: 'stripe', event_type: 'credit_purchase', user_id: user.userId }]);
    });

    test('an unpaid checkout and unused event types are acknowledged and ignored', async () => {
      const user = await signedIn();
      const { sessionId } = await startCheckout(user.token, creditsBody());
      const { event } = stripe.completeCheckout(sessionId);
      const unpaid = await deliver({
        ...event,
        data: { object: { ...(event.data.object as object), payment_status: 'unpaid' } },
      });
      expect(unpaid).toMatchObject({ status: 200, body: { received: true, ignored: true } });
      const other = await deliver(stripe.otherEvent('customer.created', { id: 'cus_x', object: 'customer' }));
      expect(other).toMatchObject({ status: 200, body: { received: true, ignored: true } });
      expect(await availableCredits(user.client)).toBe(5);
    });

    test('a signed event without the fields it reads is a 400 with a reason and grants nothing', async () => {
      const user = await signedIn();
      const { sessionId } = await startCheckout(user.token, creditsBody());
      const { event } = stripe.completeCheckout(sessionId);
      const session = event.data.object as Record<string, unknown>;
      const withObject = (object: unknown) => ({ ...event, data: { object } });
      const invoice = (changes: Record<string, unknown>) =>
        stripe.otherEvent('invoice.paid', {
          id: 'in_malformed',
          object: 'invoice',
          amount_paid: 4900,
          amount_due: 4900,
          customer: 'cus_x',
          lines: { object: 'list', data: [{ period: { start: 1_700_000_000, end: 1_702_592_000 } }] },
          parent: null,
          ...changes,
        });
      const malformed: unknown[] = [
        null,
        [],
        'checkout.session.completed',
        {},
        { ...event, id: undefined },
        { ...event, id: 42 },
        { ...event, type: undefined },
        { ...event, created: 'yesterday' },
        { ...event, data: undefined },
        { ...event, data: {} },
        { ...event, data: { object: null } },
        { ...event, data: { object: 'cs_test_1' } },
        withObject({ ...session, id: undefined }),
        withObject({ ...session, id: 42 }),
        withObject({ ...session, payment_status: undefined }),
        withObject({ ...session, mode: null }),
        withObject({ ...session, metadata: 'credits=50' }),
        withObject({ ...session, metadata: { ...(session.metadata as object), credits: 50 } }),
        withObject({ ...session, amount_total: '2000' }),
        withObject({ ...session, amount_total: -2000 }),
        withObject({ ...session, subscription: 7 }),
        invoice({ lines: undefined }),
        invoice({ lines: { data: 'none' } }),
        invoice({ lines: { data: [{ period: { start: 'yesterday', end: 1_702_592_000 } }] } }),
        invoice({ lines: { data: [{}] } }),
        invoice({ amount_paid: 12.5 }),
        invoice({ parent: { subscription_details: { subscription: 'sub_1', metadata: [] } } }),
        stripe.otherEvent('customer.subscription.deleted', { object: 'subscription' }),
        stripe.otherEvent('customer.subscription.deleted', { id: null }),
        stripe.otherEvent('invoice.payment_failed', { id: 'in_1', lines: null }),
        { ...withObject({ ...session, id: undefined }), type: 'checkout.session.async_payment_failed' },
      ];
      for (const payload of malformed) {
        const answer = await deliver(payload);
        expect(answer.status, JSON.stringify(payload)).toBe(400);
        expect(answer.body.error, JSON.stringify(payload)).toMatch(
          /^The (Stripe|[\w.]+) event is not in the expected form: /,
        );
      }
      expect(await availableCredits(user.client)).toBe(5);
      // The well-formed event still applies afterwards.
      expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true } });
      expect(await availableCredits(user.client)).toBe(55);
    });

    test('metadata that names no purchase is acknowledged; a malformed purchase of this app is a 400', async () => {
      const user = await signedIn();
      const { sessionId } = await startCheckout(user.token, creditsBody());
      const { event } = stripe.completeCheckout(sessionId);
      const session = event.data.object as Record<string, unknown>;
      const withSession = (changes: Record<string, unknown>) => ({
        ...event,
        data: { object: { ...session, ...changes } },
      });

      for (const changes of [
        { metadata: null, client_reference_id: null },
        { metadata: {}, client_reference_id: null },
        { metadata: undefined, client_reference_id: undefined },
        { metadata: { order: 'A-17' }, client_reference_id: 'order-17' },
      ]) {
        const answer = await deliver(withSession(changes));
        expect(answer, JSON.stringify(changes)).toMatchObject({
          status: 200,
          body: { received: true, ignored: true, reason: 'The checkout was not started by this app' },
        });
      }

      for (const userId of ['not-a-uuid', '1', "' or 1=1 --", `${user.userId}0`, '']) {
        const answer = await deliver(
          withSession({
            metadata: { type: 'credits', credits: '50', user_id: userId },
            client_reference_id: null,
          }),
        );
        expect(answer.status, userId).toBe(400);
        expect(answer.body.error).toMatch(
          /^The checkout's metadata is not a purchase of this app: user_id: /,
        );
      }
      for (const metadata of [
        { type: 'credits', credits: 'fifty', user_id: user.userId },
        { type: 'credits', credits: '-50', user_id: user.userId },
        { type: 'subscription', user_id: user.userId },
        { type: 'subscription', user_id: user.userId, plan_id: 'creator', interval: 'week' },
      ]) {
        const answer = await deliver(withSession({ metadata }));
        expect(answer.status, JSON.stringify(metadata)).toBe(400);
        expect(answer.body.error).toMatch(/^The checkout's metadata is not a purchase of this app: /);
      }
      expect(await availableCredits(user.client)).toBe(5);
    });

    test('a plan: starts on checkout, renews once per invoice, never moves back, and cancels', async () => {
      const user = await signedIn();
      const start = Math.floor(Date.now() / 1000) - 10 * DAY;
      const { sessionId } = await startCheckout(user.token, subscriptionBody());
      const { event: completed, subscription } = stripe.completeCheckout(sessionId, start);
      const subscriptionId = String(subscription!.id);

      expect((await deliver(completed)).status).toBe(200);
      const started = await currentSubscription(user.client);
      expect(started).toMatchObject({ plan_id: 'creator', provider: 'stripe', billing_interval: 'month' });
      expect(new Date(started!.current_period_start).getTime()).toBe(start * 1000);
      expect(await availableCredits(user.client)).toBe(155);
      const { data: row } = await service
        .from('subscriptions')
        .select('provider_subscription_id, provider_customer_id')
        .eq('user_id', user.userId)
        .single();
      expect(row).toEqual({
        provider_subscription_id: subscriptionId,
        provider_customer_id: stripe.sessions.get(sessionId)!.customer,
      });

      // The first invoice pays the same period as the checkout: no second month of credits.
      const firstInvoice = stripe.invoicePaid(subscriptionId, start, start + 5);
      expect((await deliver(firstInvoice)).status).toBe(200);
      expect(await availableCredits(user.client)).toBe(155);

      // The next month's invoice renews once, whichever of its events arrive, however often.
      const renewalStart = Math.floor(new Date(started!.current_period_end).getTime() / 1000);
      const monthLater = new Date(start * 1000);
      monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
      const renewal = stripe.invoicePaid(subscriptionId, monthLater.getTime() / 1000);
      expect(renewalStart).toBeGreaterThan(start);
      expect((await deliver(renewal)).body).toEqual({ received: true });
      await deliver(renewal);
      await deliver({ ...renewal, id: `${renewal.id}_succeeded`, type: 'invoice.payment_succeeded' });
      expect(await availableCredits(user.client)).toBe(305);
      const renewed = await currentSubscription(user.client);
      expect(new Date(renewed!.current_period_start).getTime()).toBe(monthLater.getTime());

      // An older event arriving late (the first invoice, re-sent) does not move the plan back.
      await deliver({ ...firstInvoice, id: `${firstInvoice.id}_late` });
      const afterLate = await currentSubscription(user.client);
      expect(afterLate!.current_period_start).toBe(renewed!.current_period_start);
      expect(afterLate!.current_period_end).toBe(renewed!.current_period_end);
      expect(await availableCredits(user.client)).toBe(305);

      // A cancellation older than the renewal does nothing; a newer one ends the plan.
      await deliver(stripe.subscriptionDeleted(subscriptionId, start + 2 * DAY));
      expect(await currentSubscription(user.client)).not.toBeNull();
      const ended = await deliver(
        stripe.subscriptionDeleted(subscriptionId, monthLater.getTime() / 1000 + DAY),
      );
      expect(ended).toMatchObject({ status: 200, body: { received: true } });
      expect(await currentSubscription(user.client)).toBeNull();
      const { data: cancelled } = await service
        .from('subscriptions')
        .select('status')
        .eq('provider_subscription_id', subscriptionId)
        .single();
      expect(cancelled).toEqual({ status: 'cancelled' });
      expect(await availableCredits(user.client)).toBe(305);
    });
  });

  describe('customer-portal, get-payment-methods and create-setup-intent', () => {
    test('a user without a Stripe customer has no portal and no cards', async () => {
      const user = await signedIn();
      const portal = await callFunction(handleCustomerPortal, context(), 'customer-portal', {
        token: user.token,
        body: { return_url: `${APP_URL}/dashboard/settings` },
      });
      expect(portal).toMatchObject({ status: 404, body: { error: 'No billing account yet' } });
      const methods = await callFunction(handleGetPaymentMethods, context(), 'get-payment-methods', {
        method: 'GET',
        token: user.token,
      });
      expect(methods).toMatchObject({ status: 200, body: { paymentMethods: [] } });
      const unconfigured = await callFunction(handleGetPaymentMethods, context({}), 'get-payment-methods', {
        method: 'GET',
        token: user.token,
      });
      expect(unconfigured).toMatchObject({ status: 200, body: { paymentMethods: [] } });
    });

    test('customer-portal refuses bad bodies and foreign return URLs', async () => {
      const user = await signedIn();
      for (const body of ['', '{', {}, { return_url: 42 }, { return_url: 'https://evil.example/' }]) {
        const answer = await callFunction(handleCustomerPortal, context(), 'customer-portal', {
          token: user.token,
          body,
        });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
      const unconfigured = await callFunction(handleCustomerPortal, context({ APP_URL }), 'customer-portal', {
        token: user.token,
        body: { return_url: `${APP_URL}/x` },
      });
      expect(unconfigured).toMatchObject({ status: 503, body: { error: 'Stripe is not configured' } });
    });

    test('a card saved through a SetupIntent is listed, and the portal opens for that customer', async () => {
      const user = await signedIn();
      const bad = await callFunction(handleCreateSetupIntent, context(), 'create-setup-intent', {
        token: user.token,
        body: '[1, 2]',
      });
      expect(bad.status).toBe(400);
      const notJson = await callFunction(handleCreateSetupIntent, context(), 'create-setup-intent', {
        token: user.token,
        body: 'card please',
      });
      expect(notJson).toMatchObject({ status: 400, body: { error: 'The request body must be JSON' } });

      const setup = await callFunction(handleCreateSetupIntent, context(), 'create-setup-intent', {
        token: user.token,
      });
      expect(setup.status).toBe(200);
      expect(setup.body.client_secret).toMatch(/^seti_test_\w+_secret_/);
      const customerId = String(
        stripe.calls.filter((call) => call.path === '/v1/setup_intents').at(-1)!.params.customer,
      );
      expect(stripe.customers.get(customerId)).toMatchObject({ metadata: { user_id: user.userId } });
      const again = await callFunction(handleCreateSetupIntent, context(), 'create-setup-intent', {
        token: user.token,
        body: {},
      });
      expect(again.status).toBe(200);
      expect(stripe.calls.filter((call) => call.path === '/v1/setup_intents').at(-1)!.params.customer).toBe(
        customerId,
      );

      const card = stripe.addCard(customerId, {
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2034,
      });
      const methods = await callFunction(handleGetPaymentMethods, context(), 'get-payment-methods', {
        method: 'GET',
        token: user.token,
      });
      expect(methods.body).toEqual({
        paymentMethods: [{ id: card.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }],
      });

      const portal = await callFunction(handleCustomerPortal, context(), 'customer-portal', {
        token: user.token,
        body: { return_url: `${APP_URL}/dashboard/settings?tab=billing` },
      });
      expect(portal.status).toBe(200);
      expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
      expect(stripe.calls.at(-1)!.params).toEqual({
        customer: customerId,
        return_url: `${APP_URL}/dashboard/settings?tab=billing`,
      });

      // Another user never sees these cards.
      const other = await signedIn();
      const theirs = await callFunction(handleGetPaymentMethods, context(), 'get-payment-methods', {
        method: 'GET',
        token: other.token,
      });
      expect(theirs.body).toEqual({ paymentMethods: [] });
    });

    test('the customer of a Stripe subscription is the one the portal opens', async () => {
      const user = await signedIn();
      const { sessionId } = await startCheckout(user.token, subscriptionBody());
      const { event } = stripe.completeCheckout(sessionId);
      await deliver(event);
      const portal = await callFunction(handleCustomerPortal, context(), 'customer-portal', {
        token: user.token,
        body: { return_url: `${APP_URL}/dashboard/settings` },
      });
      expect(portal.status).toBe(200);
      expect(stripe.calls.at(-1)!.params.customer).toBe(stripe.sessions.get(sessionId)!.customer);
    });
  });
});
