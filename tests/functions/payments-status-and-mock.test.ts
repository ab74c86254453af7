import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { handleMockPayment } from '../../supabase/functions/_shared/handlers/mock-payment.ts';
import { handlePaymentStatus } from '../../supabase/functions/_shared/handlers/payment-status.ts';
import { functionHandlers } from '../../supabase/functions/_shared/registry.ts';
import { createLocalBackend, type LocalBackend } from '../../local-backend/backend';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import { startDenoFunction, type DenoFunction } from '../support/deno-function';
import { engines, startingAlone } from '../support/engines';
import { accessTokenOf, availableCredits, callFunction, currentSubscription } from '../support/payments-kit';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

/** Every secret a deployment may hold: none of them may ever be in an answer. */
const SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_51SecretStripeKeyNeverShown000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_SecretWebhookSigningKey0000',
  PAYPAL_CLIENT_SECRET: 'EPaypalClientSecretNeverShown-000000',
  PAYPAL_WEBHOOK_ID: '4JH86294D6297924G',
};
const CONFIGURED_ENV = {
  ...SECRETS,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51PublishableKeyShownToBrowsers',
  PAYPAL_CLIENT_ID: 'AYPaypalClientIdShownToBrowsers',
  APP_ENVIRONMENT: 'test',
};

describe.each(engines())('payment-status and mock-payment on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  const context = (env: FunctionContext['env']): FunctionContext => ({
    admin: service,
    env,
    fetch: () => Promise.reject(new Error('No third-party API is called by these functions')),
  });

  describe('payment-status', () => {
    test('says nothing is configured on a bare server', async () => {
      const { status, body } = await callFunction(handlePaymentStatus, context({}), 'payment-status', {
        method: 'GET',
      });
      expect(status).toBe(200);
      expect(body).toEqual({
        stripe: { configured: false, publishableKey: null, webhookConfigured: false },
        paypal: { configured: false, clientId: null, environment: 'sandbox', webhookConfigured: false },
        mock: { enabled: false },
        environment: 'hosted',
      });
    });

    test('gives the publishable values of configured providers and never a secret', async () => {
      const env = { ...CONFIGURED_ENV, PAYPAL_ENVIRONMENT: 'live', PAYMENTS_MOCK: 'enabled' };
      const { status, body, response } = await callFunction(
        handlePaymentStatus,
        context(env),
        'payment-status',
        {
          method: 'GET',
        },
      );
      expect(status).toBe(200);
      expect(body).toEqual({
        stripe: {
          configured: true,
          publishableKey: CONFIGURED_ENV.STRIPE_PUBLISHABLE_KEY,
          webhookConfigured: true,
        },
        paypal: {
          configured: true,
          clientId: CONFIGURED_ENV.PAYPAL_CLIENT_ID,
          environment: 'live',
          webhookConfigured: true,
        },
        mock: { enabled: true },
        environment: 'test',
      });
      const text = await response.text();
      for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/sk_(test|live)_|whsec_/);
    });

    test('keys that do not look like Stripe keys, or a short PayPal id, are not configured', async () => {
      const env = {
        STRIPE_SECRET_KEY: 'rk_test_restricted',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fine',
        PAYPAL_CLIENT_ID: 'short',
        PAYPAL_CLIENT_SECRET: 'EPaypalClientSecretNeverShown-000000',
      };
      const { body } = await callFunction(handlePaymentStatus, context(env), 'payment-status', {
        method: 'GET',
      });
      expect(body.stripe).toEqual({ configured: false, publishableKey: null, webhookConfigured: false });
      expect(body.paypal).toMatchObject({ configured: false, clientId: null });
    });

    test('answers the CORS preflight and refuses POST with a JSON 405', async () => {
      const preflight = await handlePaymentStatus(
        new Request('http://functions.test/payment-status', { method: 'OPTIONS' }),
        context({}),
      );
      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
      const post = await callFunction(handlePaymentStatus, context({}), 'payment-status', { body: {} });
      expect(post).toMatchObject({ status: 405, body: { error: 'Method not allowed' } });
    });
  });

  describe('mock-payment', () => {
    const enabled = () => context({ PAYMENTS_MOCK: 'enabled' });

    test('is refused unless the server enables it, and grants nothing', async () => {
      const user = await signedInClient(backend);
      const token = await accessTokenOf(user.client);
      const body = { type: 'credits', credits: 50, idempotencyKey: randomUUID() };
      for (const env of [{}, { PAYMENTS_MOCK: 'true' }, { PAYMENTS_MOCK: 'disabled' }]) {
        const answer = await callFunction(handleMockPayment, context(env), 'mock-payment', { token, body });
        expect(answer).toMatchObject({
          status: 403,
          body: { error: 'The mock payment is disabled on this server' },
        });
      }
      expect(await availableCredits(user.client)).toBe(5);
    });

    test('needs a signed-in user', async () => {
      const body = { type: 'credits', credits: 10, idempotencyKey: randomUUID() };
      const missing = await callFunction(handleMockPayment, enabled(), 'mock-payment', { body });
      expect(missing).toMatchObject({ status: 401, body: { error: 'Sign in to continue' } });
      const forged = await callFunction(handleMockPayment, enabled(), 'mock-payment', {
        body,
        token: 'not.a.jwt',
      });
      expect(forged).toMatchObject({ status: 401, body: { error: 'Sign in to continue' } });
      const anon = await callFunction(handleMockPayment, enabled(), 'mock-payment', {
        body,
        token: backend.anonKey,
      });
      expect(anon.status).toBe(401);
    });

    test('refuses bad bodies with a JSON 400', async () => {
      const user = await signedInClient(backend);
      const token = await accessTokenOf(user.client);
      const bad: unknown[] = [
        '{not json',
        '',
        [],
        { type: 'credits', credits: 50 },
        { type: 'credits', credits: 50, idempotencyKey: 'not-a-uuid' },
        { type: 'credits', credits: 2.5, idempotencyKey: randomUUID() },
        { type: 'credits', credits: 7, idempotencyKey: randomUUID() },
        { type: 'credits', credits: 50, amount: 100, idempotencyKey: randomUUID() },
        { type: 'gift', credits: 50, idempotencyKey: randomUUID() },
        { type: 'subscription', planId: 'free', idempotencyKey: randomUUID() },
        { type: 'subscription', planId: 'platinum', idempotencyKey: randomUUID() },
        { type: 'subscription', planId: 'creator', interval: 'week', idempotencyKey: randomUUID() },
      ];
      for (const body of bad) {
        const answer = await callFunction(handleMockPayment, enabled(), 'mock-payment', { token, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
      expect(await availableCredits(user.client)).toBe(5);
    });

    test('grants a pack once per idempotency key', async () => {
      const user = await signedInClient(backend);
      const token = await accessTokenOf(user.client);
      const body = { type: 'credits', credits: 50, amount: 2000, idempotencyKey: randomUUID() };
      const first = await callFunction(handleMockPayment, enabled(), 'mock-payment', { token, body });
      expect(first).toMatchObject({ status: 200, body: { ok: true, credits: 50 } });
      const doubleClick = await callFunction(handleMockPayment, enabled(), 'mock-payment', { token, body });
      expect(doubleClick).toMatchObject({ status: 200, body: { ok: true, credits: 50 } });
      expect(await availableCredits(user.client)).toBe(55);

      const another = { type: 'credits', credits: 1, idempotencyKey: randomUUID() };
      await callFunction(handleMockPayment, enabled(), 'mock-payment', { token, body: another });
      expect(await availableCredits(user.client)).toBe(56);
      const { data } = await user.client
        .from('recent_credit_transactions')
        .select('amount, cost_amount, transaction_type')
        .eq('transaction_type', 'purchase')
        .order('created_at');
      expect(data).toEqual([
        { amount: 50, cost_amount: 20, transaction_type: 'purchase' },
        { amount: 1, cost_amount: 0.5, transaction_type: 'purchase' },
      ]);
    });

    test('starts a plan now, once per idempotency key', async () => {
      const user = await signedInClient(backend);
      const token = await accessTokenOf(user.client);
      const body = {
        type: 'subscription',
        planId: 'creator',
        interval: 'month',
        idempotencyKey: randomUUID(),
      };
      const first = await callFunction(handleMockPayment, enabled(), 'mock-payment', { token, body });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        ok: true,
        subscription: { planId: 'creator', interval: 'month', status: 'active' },
      });
      await callFunction(handleMockPayment, enabled(), 'mock-payment', { token, body });
      expect(await availableCredits(user.client)).toBe(155);
      expect(await currentSubscription(user.client)).toMatchObject({
        plan_id: 'creator',
        provider: 'mock',
        billing_interval: 'month',
      });
      const { data } = await service.from('subscriptions').select('id').eq('user_id', user.userId);
      expect(data).toHaveLength(1);
    });

    test('the app reaches it through supabase-js on a local-mode backend', async () => {
      // The same database, answered with local mode's function configuration.
      const local = await startingAlone(engine, () =>
        createLocalBackend({
          db: backend.db,
          bootstrapSql: localBootstrapSql,
          migrations: localMigrations,
          url: backend.url,
          functions: functionHandlers,
          functionEnv: { APP_ENVIRONMENT: 'local', PAYMENTS_MOCK: 'enabled' },
        }),
      );
      const user = await signedInClient(local);
      const status = await user.client.functions.invoke('payment-status', { method: 'GET' });
      expect(status.data).toMatchObject({ mock: { enabled: true }, environment: 'local' });
      const paid = await user.client.functions.invoke('mock-payment', {
        body: { type: 'credits', credits: 10, idempotencyKey: randomUUID() },
      });
      expect(paid.error).toBeNull();
      expect(paid.data).toEqual({ ok: true, credits: 10 });
      expect(await availableCredits(user.client)).toBe(15);

      const refused = await clientFor(backend).functions.invoke('mock-payment', {
        body: { type: 'credits', credits: 10, idempotencyKey: randomUUID() },
      });
      expect(refused.error).not.toBeNull();
      expect(await (refused.response as Response).json()).toEqual({
        error: 'The mock payment is disabled on this server',
      });
    });
  });
});

describe('payment-status under real Deno', () => {
  let backend: LocalBackend;
  let deno: DenoFunction;

  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    deno = await startDenoFunction('payment-status', backend, {
      ...CONFIGURED_ENV,
      APP_ENVIRONMENT: 'deno-test',
    });
  }, 240_000);

  afterAll(async () => {
    await deno?.stop();
    await backend?.close();
  });

  test('the deployed entry point reads the environment and shows no secret', async () => {
    const response = await fetch(deno.url);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      stripe: { configured: true, publishableKey: CONFIGURED_ENV.STRIPE_PUBLISHABLE_KEY },
      paypal: { configured: true, clientId: CONFIGURED_ENV.PAYPAL_CLIENT_ID, environment: 'sandbox' },
      mock: { enabled: false },
      environment: 'deno-test',
    });
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
  });
});
