import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { handlePaypalCaptureOrder } from '../../supabase/functions/_shared/handlers/paypal-capture-order.ts';
import { handlePaypalCreateOrder } from '../../supabase/functions/_shared/handlers/paypal-create-order.ts';
import { handlePaypalWebhook } from '../../supabase/functions/_shared/handlers/paypal-webhook.ts';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { createFakePaypal, type FakePaypal } from '../support/fake-paypal-api';
import {
  startPartnerEndpoint,
  partnerUser as newPartnerUser,
  type PartnerEndpoint,
} from '../support/partner-endpoint';
import { APP_URL, availableCredits, callFunction } from '../support/payments-kit';
import { clientFor, createTestBackend } from '../support/test-backend';

const PAYPAL_ENV = {
  PAYPAL_CLIENT_ID: 'AYSq3RDGsmBLJE-otTkBtM-jBRd1TCQwFf9RGfwddNXWz0uFU9ztymylOhRS',
  PAYPAL_CLIENT_SECRET: 'EGnHDxD_qRPdaLdZz8iCr8N7_MzF-YHPTkjs6NKYQvQSBngp4PTTVWkPZRbL',
  PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
  APP_URL,
  APP_ENVIRONMENT: 'test',
};
const creditsOrder = {
  type: 'credits',
  credits: 50,
  amount: 2000,
  currency: 'usd',
  success_url: `${APP_URL}/dashboard/settings?tab=billing&payment=success`,
  cancel_url: `${APP_URL}/dashboard/settings?tab=billing&payment=cancelled`,
};

describe.each(engines())('partner webhooks from PayPal payments on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  let paypal: FakePaypal;
  let endpoint: PartnerEndpoint;

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
    paypal = createFakePaypal({
      clientId: PAYPAL_ENV.PAYPAL_CLIENT_ID,
      clientSecret: PAYPAL_ENV.PAYPAL_CLIENT_SECRET,
      webhookId: PAYPAL_ENV.PAYPAL_WEBHOOK_ID,
    });
    endpoint = await startPartnerEndpoint();
  });
  afterAll(async () => {
    await endpoint.close();
    await backend.close();
  });

  // PayPal's API is the fake; the partner's endpoint is a real loopback server.
  const context = (): FunctionContext => ({
    admin: service,
    env: PAYPAL_ENV,
    fetch: endpoint.fetchVia(paypal.fetch),
  });

  const partnerUser = () => newPartnerUser(backend, endpoint.url);

  async function createOrder(token: string) {
    const answer = await callFunction(handlePaypalCreateOrder, context(), 'paypal-create-order', {
      token,
      body: creditsOrder,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.orderId as string;
  }

  function deliver(event: unknown) {
    const { body, headers } = paypal.delivery(event);
    return callFunction(handlePaypalWebhook, context(), 'paypal-webhook', { body, headers });
  }

  test('a captured order sends payment.completed once, whether the capture or the webhook comes first', async () => {
    const user = await partnerUser();
    const from = endpoint.received.length;
    const orderId = await createOrder(user.token);
    paypal.approve(orderId);
    const captured = await callFunction(handlePaypalCaptureOrder, context(), 'paypal-capture-order', {
      token: user.token,
      body: { orderId },
    });
    expect(captured).toMatchObject({ status: 200, body: { status: 'COMPLETED', credits: 50 } });

    const order = paypal.orders.get(orderId) as {
      purchase_units: { payments: { captures: Record<string, unknown>[] } }[];
    };
    const capture = order.purchase_units[0].payments.captures[0];
    const webhook = await deliver(
      paypal.event('PAYMENT.CAPTURE.COMPLETED', {
        ...capture,
        supplementary_data: { related_ids: { order_id: orderId } },
      }),
    );
    expect(webhook.status).toBe(200);
    expect(await availableCredits(user.client)).toBe(55);

    const events = await endpoint.eventsSince(from, user.secret);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event_type: 'payment.completed',
      data: {
        payment_id: orderId,
        amount: 20,
        currency: 'USD',
        status: 'completed',
        metadata: { user_id: user.userId, credits: 50, plan_id: null, provider: 'paypal' },
        customer: { id: user.userId, email: user.email },
      },
    });
  });

  test('a denied capture sends payment.failed and grants nothing', async () => {
    const user = await partnerUser();
    const from = endpoint.received.length;
    const orderId = await createOrder(user.token);
    const answer = await deliver(
      paypal.event('PAYMENT.CAPTURE.DENIED', {
        id: '7TK53561MB803214N',
        status: 'DECLINED',
        amount: { currency_code: 'USD', value: '20.00' },
        custom_id: JSON.stringify({ user_id: user.userId, type: 'credits', credits: 50 }),
        supplementary_data: { related_ids: { order_id: orderId } },
      }),
    );
    expect(answer).toMatchObject({ status: 200, body: { received: true } });
    expect(await availableCredits(user.client)).toBe(5);
    const events = await endpoint.eventsSince(from, user.secret);
    expect(events).toMatchObject([
      {
        event_type: 'payment.failed',
        data: {
          payment_id: orderId,
          amount: 20,
          status: 'failed',
          metadata: { credits: 50, provider: 'paypal' },
        },
      },
    ]);
  });
});
