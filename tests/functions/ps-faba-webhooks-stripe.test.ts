import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext, HostResolver } from '../../supabase/functions/_shared/context.ts';
import { handleCreatePaymentSession } from '../../supabase/functions/_shared/handlers/create-payment-session.ts';
import { handleStripeWebhook } from '../../supabase/functions/_shared/handlers/stripe-webhook.ts';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { createFakeStripe, type FakeStripe } from '../support/fake-stripe-api';
import {
  startPartnerEndpoint,
  partnerUser as newPartnerUser,
  type PartnerEndpoint,
} from '../support/partner-endpoint';
import { APP_URL, callFunction } from '../support/payments-kit';
import { clientFor, createTestBackend } from '../support/test-backend';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_51FakeSecretKeyForTheTests0000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51FakePublishableKeyForTests',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_signing_secret_0000000000',
  APP_URL,
  APP_ENVIRONMENT: 'test',
};
/** The same server as a hosted deployment: no APP_ENVIRONMENT, so only public https is called. */
const { APP_ENVIRONMENT: _test, ...HOSTED_ENV } = STRIPE_ENV;
const DAY = 24 * 60 * 60;
const returnUrls = {
  success_url: `${APP_URL}/dashboard/settings?tab=billing&payment=success`,
  cancel_url: `${APP_URL}/dashboard/settings?tab=billing&payment=cancelled`,
};

describe.each(engines())('partner webhooks from Stripe payments on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  let stripe: FakeStripe;
  let endpoint: PartnerEndpoint;

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
    stripe = createFakeStripe({
      secretKey: STRIPE_ENV.STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
    });
    endpoint = await startPartnerEndpoint();
  });
  afterAll(async () => {
    await endpoint.close();
    await backend.close();
  });

  // Stripe's API is the fake; the partner's endpoint is a real loopback server.
  const context = (): FunctionContext => ({
    admin: service,
    env: STRIPE_ENV,
    fetch: endpoint.fetchVia(stripe.fetch),
  });

  const partnerUser = () => newPartnerUser(backend, endpoint.url);

  async function deliver(payload: unknown) {
    const { body, signature } = await stripe.delivery(payload);
    const answer = await callFunction(handleStripeWebhook, context(), 'stripe-webhook', {
      body,
      headers: { 'stripe-signature': signature },
    });
    expect(answer.status).toBe(200);
    return answer;
  }

  async function checkout(token: string, body: Record<string, unknown>) {
    const answer = await callFunction(handleCreatePaymentSession, context(), 'create-payment-session', {
      token,
      body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.sessionId as string;
  }

  test('a paid credit checkout sends payment.completed once; a failed one sends payment.failed', async () => {
    const user = await partnerUser();
    const from = endpoint.received.length;
    const sessionId = await checkout(user.token, {
      type: 'credits',
      credits: 50,
      amount: 2000,
      currency: 'usd',
      ...returnUrls,
    });
    const { event } = stripe.completeCheckout(sessionId);
    await deliver(event);
    await deliver({ ...event, id: `${event.id}_resent` });

    const failedSession = await checkout(user.token, {
      type: 'credits',
      credits: 10,
      amount: 500,
      currency: 'usd',
      ...returnUrls,
    });
    const { event: failedCheckout } = stripe.completeCheckout(failedSession);
    await deliver({
      ...failedCheckout,
      type: 'checkout.session.async_payment_failed',
      data: { object: { ...(failedCheckout.data.object as object), payment_status: 'unpaid' } },
    });

    const events = await endpoint.eventsSince(from, user.secret);
    expect(events.map((e) => e.event_type)).toEqual(['payment.completed', 'payment.failed']);
    expect(events[0].data).toMatchObject({
      payment_id: sessionId,
      amount: 20,
      status: 'completed',
      metadata: { user_id: user.userId, credits: 50, plan_id: null, provider: 'stripe' },
      customer: { id: user.userId },
    });
    expect(events[1].data).toMatchObject({
      payment_id: failedSession,
      status: 'failed',
      metadata: { user_id: user.userId, credits: 10, provider: 'stripe' },
    });
  });

  test('a plan sends subscription.created, one payment.completed per period, and subscription.cancelled', async () => {
    const user = await partnerUser();
    const from = endpoint.received.length;
    const start = Math.floor(Date.now() / 1000) - 10 * DAY;
    const sessionId = await checkout(user.token, {
      type: 'subscription',
      planId: 'creator',
      planName: 'Creator',
      amount: 4900,
      currency: 'usd',
      interval: 'month',
      ...returnUrls,
    });
    const { event: completed, subscription } = stripe.completeCheckout(sessionId, start);
    const subscriptionId = String(subscription!.id);
    await deliver(completed);
    // The first invoice pays the period the checkout already reported.
    await deliver(stripe.invoicePaid(subscriptionId, start, start + 5));

    const monthLater = new Date(start * 1000);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    const renewal = stripe.invoicePaid(subscriptionId, monthLater.getTime() / 1000);
    await deliver(renewal);

    const metadata = stripe.subscriptions.get(subscriptionId)!.metadata;
    await deliver(
      stripe.otherEvent('invoice.payment_failed', {
        id: 'in_failed_renewal',
        object: 'invoice',
        amount_due: 4900,
        lines: { object: 'list', data: [] },
        parent: {
          subscription_details: { metadata, subscription: subscriptionId },
          type: 'subscription_details',
        },
      }),
    );
    await deliver(stripe.subscriptionDeleted(subscriptionId, monthLater.getTime() / 1000 + DAY));

    const events = await endpoint.eventsSince(from, user.secret);
    expect(events.map((e) => e.event_type)).toEqual([
      'subscription.created',
      'payment.completed',
      'payment.completed',
      'payment.failed',
      'subscription.cancelled',
    ]);
    expect(events[1].data).toMatchObject({
      amount: 49,
      metadata: { plan_id: 'creator', credits: 150, provider_subscription_id: subscriptionId },
    });
    expect(events[2].data.payment_id).toBe((renewal.data.object as { id: string }).id);
    expect(events[3].data).toMatchObject({
      payment_id: 'in_failed_renewal',
      amount: 49,
      metadata: { plan_id: 'creator' },
    });
    expect(events[4].data).toMatchObject({
      status: 'cancelled',
      metadata: { plan_id: 'creator', provider_subscription_id: subscriptionId },
    });
    expect(new Set(events.map((e) => e.event_id)).size).toBe(5);
    const { data } = await user.client.from('partner_webhook_deliveries').select('event_type, ok');
    expect(data).toHaveLength(5);
    expect((data ?? []).every((row: { ok: boolean }) => row.ok)).toBe(true);
  });

  describe('a hosted server and hostile webhook URLs', () => {
    /** What the function's DNS answers for the names below. */
    const dns: Record<string, string[]> = {
      'hooks.partner-example.com': ['93.184.216.34'],
      '127.0.0.1.nip.io': ['127.0.0.1'],
      '169.254.169.254.nip.io': ['169.254.169.254'],
      'rebind.partner-example.com': ['93.184.216.34', '10.0.0.7'],
      'mapped.partner-example.com': ['::ffff:169.254.169.254'],
    };
    const resolveHost: HostResolver = async (hostname) => {
      const answers = dns[hostname];
      if (!answers) throw Object.assign(new Error(`no records for ${hostname}`), { name: 'NotFound' });
      return answers;
    };

    /**
     * Every request the function makes other than to Stripe, answered 204 as an internal service
     * would: what a hostile URL would have reached.
     */
    function outboundRecorder() {
      const sent: { url: string; redirect: RequestRedirect | undefined }[] = [];
      const fetchImpl: typeof fetch = async (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (new URL(url).hostname === 'api.stripe.com') return stripe.fetch(input, init);
        sent.push({ url, redirect: init?.redirect });
        return new Response(null, { status: 204 });
      };
      return { sent, fetch: fetchImpl };
    }

    async function payWithWebhookAt(webhookUrl: string) {
      const user = await newPartnerUser(backend, webhookUrl);
      const outbound = outboundRecorder();
      const hosted: FunctionContext = { admin: service, env: HOSTED_ENV, fetch: outbound.fetch, resolveHost };
      const started = await callFunction(handleCreatePaymentSession, hosted, 'create-payment-session', {
        token: user.token,
        body: { type: 'credits', credits: 10, amount: 500, currency: 'usd', ...returnUrls },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const { event } = stripe.completeCheckout(started.body.sessionId as string);
      const { body, signature } = await stripe.delivery(event);
      const answer = await callFunction(handleStripeWebhook, hosted, 'stripe-webhook', {
        body,
        headers: { 'stripe-signature': signature },
      });
      expect(answer).toMatchObject({ status: 200, body: { received: true } });
      const { data: deliveries } = await user.client
        .from('partner_webhook_deliveries')
        .select('url, ok, status_code, error');
      return { sent: outbound.sent, deliveries: deliveries ?? [] };
    }

    test.each([
      ['https://localhost./ps-faba', 'The webhook URL must be a public address'],
      ['https://[::127.0.0.1]/ps-faba', 'The webhook URL must be a public address'],
      ['https://[::ffff:a9fe:a9fe]/latest/meta-data', 'The webhook URL must be a public address'],
      ['https://2130706433/ps-faba', 'The webhook URL must be a public address'],
      ['https://100.64.0.1/ps-faba', 'The webhook URL must be a public address'],
      ['https://198.18.0.1/ps-faba', 'The webhook URL must be a public address'],
      ['https://metadata.google.internal/computeMetadata/v1/', 'The webhook URL must be a public address'],
      ['https://127.0.0.1.nip.io/ps-faba', 'The webhook host name resolves to an address that is not public'],
      ['https://169.254.169.254.nip.io/x', 'The webhook host name resolves to an address that is not public'],
      [
        'https://rebind.partner-example.com/x',
        'The webhook host name resolves to an address that is not public',
      ],
      [
        'https://mapped.partner-example.com/x',
        'The webhook host name resolves to an address that is not public',
      ],
      ['https://gone.partner-example.com/x', 'The webhook host name does not resolve'],
    ])('a payment with the webhook URL %s sends nothing to it and records why', async (url, reason) => {
      const { sent, deliveries } = await payWithWebhookAt(url);
      expect(sent).toEqual([]);
      expect(deliveries).toEqual([{ url, ok: false, status_code: null, error: reason }]);
    });

    test('a public https URL is delivered to, without following redirects', async () => {
      const url = 'https://hooks.partner-example.com/ps-faba';
      const { sent, deliveries } = await payWithWebhookAt(url);
      expect(sent).toEqual([{ url, redirect: 'manual' }]);
      expect(deliveries).toEqual([{ url, ok: true, status_code: 204, error: null }]);
    });
  });

  test('a redirect from the partner endpoint is a failed delivery and is not followed', async () => {
    const redirecting = await startPartnerEndpoint((path) =>
      path === '/partner' ? { status: 302, headers: { Location: '/followed' } } : { status: 204 },
    );
    try {
      const user = await newPartnerUser(backend, redirecting.url);
      const sessionId = await checkout(user.token, {
        type: 'credits',
        credits: 10,
        amount: 500,
        currency: 'usd',
        ...returnUrls,
      });
      const { body, signature } = await stripe.delivery(stripe.completeCheckout(sessionId).event);
      const viaRedirecting: FunctionContext = { ...context(), fetch: redirecting.fetchVia(stripe.fetch) };
      const answer = await callFunction(handleStripeWebhook, viaRedirecting, 'stripe-webhook', {
        body,
        headers: { 'stripe-signature': signature },
      });
      expect(answer.status).toBe(200);
      expect(redirecting.received.map((delivery) => delivery.path)).toEqual(['/partner']);
      const { data } = await user.client.from('partner_webhook_deliveries').select('ok, status_code, error');
      expect(data).toEqual([
        {
          ok: false,
          status_code: 302,
          error: 'The endpoint answered with a redirect (HTTP 302), which is not followed',
        },
      ]);
    } finally {
      await redirecting.close();
    }
  });
});
