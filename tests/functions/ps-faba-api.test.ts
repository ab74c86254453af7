import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { handleMockPayment } from '../../supabase/functions/_shared/handlers/mock-payment.ts';
import { handlePsFabaApi } from '../../supabase/functions/_shared/handlers/ps-faba-api.ts';
import { signPartnerPayload } from '../../supabase/functions/_shared/partner/signature.ts';
import { webhookUrlRefusal } from '../../supabase/functions/_shared/partner/webhook-url.ts';
import { verifyPartnerSignature } from '../../supabase/functions/_shared/partner/webhooks.ts';
import type { LocalBackend } from '../../local-backend/backend';
import { startDenoFunction, type DenoFunction } from '../support/deno-function';
import { engines } from '../support/engines';
import { accessTokenOf, availableCredits, callFunction } from '../support/payments-kit';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;
type Flags = { webhooks?: boolean; payments?: boolean; analytics?: boolean };

const ALL: Flags = { webhooks: true, payments: true, analytics: true };

async function generateKey(user: User, flags: Flags = ALL, expiresAt?: string) {
  const { data, error } = await user.client.rpc('generate_api_key', {
    p_name: 'Payment partner',
    p_permissions: { ps_faba: flags },
    p_expires_at: expiresAt,
  });
  if (error) throw error;
  return (data as { id: string; api_key: string }[])[0];
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A partner's webhook endpoint on loopback: records every request, answers with `status`. */
async function startPartnerEndpoint(status = 200) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(endpoint.status, { 'Content-Type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const endpoint = {
    status,
    url: `http://127.0.0.1:${port}/hooks/ps-faba`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  return endpoint;
}

describe.each(engines())('ps-faba-api on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  const context = (env: FunctionContext['env'] = {}): FunctionContext => ({
    admin: service,
    env: { APP_ENVIRONMENT: 'test', PAYMENTS_MOCK: 'enabled', ...env },
  });

  async function call(
    path: string,
    key?: string,
    {
      method = 'GET',
      env = {},
      prefix = '/functions/v1/ps-faba-api',
    }: { method?: string; env?: FunctionContext['env']; prefix?: string } = {},
  ) {
    const headers: Record<string, string> = key === undefined ? {} : { 'x-api-key': key };
    const response = await handlePsFabaApi(
      new Request(`http://functions.test${prefix}${path}`, { method, headers }),
      context(env),
    );
    const text = await response.text();
    return {
      status: response.status,
      body: JSON.parse(text) as Record<string, unknown> & { data?: unknown; error?: string },
      response,
    };
  }

  async function buy(user: User, body: Record<string, unknown>) {
    const token = await accessTokenOf(user.client);
    return callFunction(handleMockPayment, context(), 'mock-payment', { token, body });
  }

  describe('authentication', () => {
    test('a missing or blank x-api-key is a 401 that says how to authenticate', async () => {
      for (const key of [undefined, '', '   ']) {
        const answer = await call('/users', key);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ error: 'Missing API key: send it in the x-api-key header' });
        expect(answer.response.headers.get('Content-Type')).toContain('application/json');
      }
    });

    test('an unknown key is a 401', async () => {
      for (const key of [`psf_live_${'0'.repeat(40)}`, 'nonsense', 'x'.repeat(5000)]) {
        expect(await call('/users', key)).toMatchObject({ status: 401, body: { error: 'Invalid API key' } });
      }
    });

    test('a revoked key is refused at once, with its own message', async () => {
      const user = await signedInClient(backend);
      const key = await generateKey(user);
      expect((await call('/users', key.api_key)).status).toBe(200);
      await user.client.rpc('revoke_api_key', { p_api_key_id: key.id });
      expect(await call('/users', key.api_key)).toMatchObject({
        status: 401,
        body: { error: 'This API key has been revoked' },
      });
    });

    test('an expired key is refused, with its own message', async () => {
      const user = await signedInClient(backend);
      const key = await generateKey(user, ALL, new Date(Date.now() + 60_000).toISOString());
      expect((await call('/users', key.api_key)).status).toBe(200);
      await service
        .from('api_keys')
        .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .eq('id', key.id);
      expect(await call('/users', key.api_key)).toMatchObject({
        status: 401,
        body: { error: 'This API key has expired' },
      });
    });

    test('every accepted request moves last_used_at', async () => {
      const user = await signedInClient(backend);
      const key = await generateKey(user);
      const lastUsed = async () =>
        (await user.client.from('api_keys_overview').select('last_used_at').eq('id', key.id).single()).data
          ?.last_used_at as string | null;
      expect(await lastUsed()).toBeNull();
      await call('/users', key.api_key);
      const first = await lastUsed();
      expect(first).not.toBeNull();
      await new Promise((done) => setTimeout(done, 20));
      await call('/users', key.api_key);
      expect(new Date((await lastUsed()) as string).getTime()).toBeGreaterThan(
        new Date(first as string).getTime(),
      );
    });

    test('over the rate limit a key gets 429 with Retry-After; other keys are not affected', async () => {
      const user = await signedInClient(backend);
      const key = await generateKey(user);
      const other = await generateKey(user);
      const env = { PS_FABA_RATE_LIMIT: '3' };
      for (let i = 0; i < 3; i += 1) expect((await call('/users', key.api_key, { env })).status).toBe(200);
      const limited = await call('/users', key.api_key, { env });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe('Rate limit exceeded: at most 3 requests per 60 seconds per API key');
      const retryAfter = Number(limited.response.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await call('/users', other.api_key, { env })).status).toBe(200);
    });

    test('the default limit is 60 requests a minute per key', async () => {
      const user = await signedInClient(backend);
      const key = await generateKey(user);
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) statuses.push((await call('/users', key.api_key)).status);
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
    });
  });

  describe('routing', () => {
    test('unknown paths are 404 and other methods 405, as JSON', async () => {
      const user = await signedInClient(backend);
      const key = await generateKey(user);
      for (const path of ['', '/', '/nope', '/users/extra', '/Users', '/admin']) {
        expect(await call(path, key.api_key), path).toMatchObject({
          status: 404,
          body: { error: 'Not found' },
        });
      }
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const answer = await call('/users', key.api_key, { method });
        expect(answer, method).toMatchObject({ status: 405, body: { error: 'Method not allowed' } });
        expect(answer.response.headers.get('Allow')).toBe('GET, OPTIONS');
      }
    });

    test('answers under the gateway path, the runtime path, and with a trailing slash', async () => {
      const user = await signedInClient(backend);
      const key = await generateKey(user);
      for (const prefix of ['/functions/v1/ps-faba-api', '/ps-faba-api']) {
        for (const path of ['/users', '/users/']) {
          expect((await call(path, key.api_key, { prefix })).status, prefix + path).toBe(200);
        }
      }
    });

    test('the CORS preflight allows the x-api-key header', async () => {
      const response = await handlePsFabaApi(
        new Request('http://functions.test/functions/v1/ps-faba-api/users', { method: 'OPTIONS' }),
        context(),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Headers')).toContain('x-api-key');
    });

    test('bad query parameters are a 400 naming the parameter, never a 500', async () => {
      const user = await signedInClient(backend);
      const key = await generateKey(user);
      for (const path of [
        '/payments?limit=0',
        '/payments?limit=101',
        '/payments?limit=abc',
        '/payments?limit=2.5',
        '/payments?offset=-1',
        '/subscriptions?status=paused',
        '/analytics?days=0',
        '/analytics?days=366',
      ]) {
        const answer = await call(path, key.api_key);
        expect(answer.status, path).toBe(400);
        expect(answer.body.error, path).toMatch(/^Invalid query parameter (limit|offset|status|days): /);
      }
    });

    test('is served through the local backend at /functions/v1/ps-faba-api/<endpoint>', async () => {
      const user = await signedInClient(backend);
      const key = await generateKey(user);
      const response = await backend.fetch(`${backend.url}/functions/v1/ps-faba-api/users`, {
        headers: {
          'x-api-key': key.api_key,
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
        },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { id: string } }).data.id).toBe(user.userId);
    });
  });

  describe('permissions and data', () => {
    test('each endpoint needs its permission: 403 without it, 200 with it', async () => {
      const user = await signedInClient(backend);
      const none = await generateKey(user, { webhooks: false, payments: false, analytics: false });
      const payments = await generateKey(user, { webhooks: false, payments: true, analytics: false });
      const analytics = await generateKey(user, { webhooks: false, payments: false, analytics: true });

      expect((await call('/users', none.api_key)).status).toBe(200);
      for (const path of ['/payments', '/subscriptions']) {
        expect(await call(path, none.api_key)).toMatchObject({
          status: 403,
          body: { error: 'This API key does not have the payments permission' },
        });
        expect((await call(path, analytics.api_key)).status).toBe(403);
        expect((await call(path, payments.api_key)).status).toBe(200);
      }
      expect(await call('/analytics', payments.api_key)).toMatchObject({
        status: 403,
        body: { error: 'This API key does not have the analytics permission' },
      });
      expect((await call('/analytics', analytics.api_key)).status).toBe(200);

      // A key generated with the defaults has no analytics.
      const { data } = await user.client.rpc('generate_api_key', { p_name: 'Defaults' });
      const defaults = (data as { api_key: string }[])[0].api_key;
      expect((await call('/payments', defaults)).status).toBe(200);
      expect((await call('/analytics', defaults)).status).toBe(403);
    });

    test("serves the key owner's real profile, payments, subscriptions and usage, never another user's", async () => {
      const owner = await signedInClient(backend, {
        first_name: 'Ada',
        last_name: 'Lovelace',
        company_name: 'Engines',
      });
      const stranger = await signedInClient(backend, {
        first_name: 'Eve',
        last_name: 'Spy',
        company_name: 'Else',
      });
      const ownerPayment = randomUUID();
      expect((await buy(owner, { type: 'credits', credits: 50, idempotencyKey: ownerPayment })).status).toBe(
        200,
      );
      expect(
        (
          await buy(owner, {
            type: 'subscription',
            planId: 'creator',
            interval: 'month',
            idempotencyKey: randomUUID(),
          })
        ).status,
      ).toBe(200);
      expect(
        (await buy(stranger, { type: 'credits', credits: 100, idempotencyKey: randomUUID() })).status,
      ).toBe(200);
      await owner.client.rpc('spend_credits', { p_amount: 2, p_description: 'Video generation' });
      const key = await generateKey(owner);
      const strangerKey = await generateKey(stranger);

      const profile = await call('/users', key.api_key);
      expect(profile).toMatchObject({
        status: 200,
        body: {
          data: {
            id: owner.userId,
            email: owner.email,
            first_name: 'Ada',
            last_name: 'Lovelace',
            company: 'Engines',
          },
        },
      });
      expect(typeof (profile.body.data as { created_at: string }).created_at).toBe('string');

      const payments = await call('/payments', key.api_key);
      expect(payments.status).toBe(200);
      expect(payments.body.data).toEqual([
        {
          id: expect.any(String),
          payment_id: ownerPayment,
          provider: 'mock',
          type: 'credits',
          credits: 50,
          amount: 20,
          currency: 'USD',
          status: 'completed',
          description: '50 credits (mock payment)',
          created_at: expect.any(String),
        },
      ]);
      expect(payments.body.pagination).toEqual({ limit: 50, offset: 0, has_more: false });

      const subscriptions = await call('/subscriptions', key.api_key);
      expect(subscriptions.body.data).toEqual([
        expect.objectContaining({
          plan_id: 'creator',
          plan_name: 'Creator',
          status: 'active',
          billing_interval: 'month',
          price: 49,
          currency: 'USD',
          credits_per_period: 150,
          provider: 'mock',
        }),
      ]);
      expect((await call('/subscriptions?status=cancelled', key.api_key)).body.data).toEqual([]);

      const analytics = await call('/analytics?days=7', key.api_key);
      expect(analytics.status).toBe(200);
      expect(analytics.body.data).toMatchObject({
        period_days: 7,
        credits: { available: 203, used: 2, total: 205, bonus: 0 },
        videos: {
          total: 0,
          by_status: { queued: 0, processing: 0, completed: 0, failed: 0 },
          credits_spent: 0,
        },
        payments: { count: 1, total_amount: 20, credits_purchased: 50, currency: 'USD' },
        period: { credits_used: 2, credits_added: 205 },
        subscription: {
          plan_id: 'creator',
          plan_name: 'Creator',
          status: 'active',
          billing_interval: 'month',
        },
      });

      // The stranger's key sees the stranger's data only.
      const theirs = await call('/payments', strangerKey.api_key);
      expect((theirs.body.data as { credits: number }[]).map((row) => row.credits)).toEqual([100]);
      expect((await call('/users', strangerKey.api_key)).body.data).toMatchObject({ id: stranger.userId });
      expect((await call('/subscriptions', strangerKey.api_key)).body.data).toEqual([]);
      expect(JSON.stringify(theirs.body)).not.toContain(owner.userId);
    });

    test('pages payments with limit and offset', async () => {
      const user = await signedInClient(backend);
      for (const credits of [10, 50, 100]) {
        await buy(user, { type: 'credits', credits, idempotencyKey: randomUUID() });
      }
      const key = await generateKey(user);
      const first = await call('/payments?limit=2', key.api_key);
      expect((first.body.data as unknown[]).length).toBe(2);
      expect(first.body.pagination).toEqual({ limit: 2, offset: 0, has_more: true });
      const rest = await call('/payments?limit=2&offset=2', key.api_key);
      expect((rest.body.data as unknown[]).length).toBe(1);
      expect(rest.body.pagination).toEqual({ limit: 2, offset: 2, has_more: false });
      const all = [
        ...(first.body.data as { credits: number }[]),
        ...(rest.body.data as { credits: number }[]),
      ];
      expect(all.map((row) => row.credits).sort((a, b) => a - b)).toEqual([10, 50, 100]);
    });
  });

  describe('outgoing webhooks', () => {
    async function connect(user: User, url: string, flags: Flags = ALL) {
      const key = await generateKey(user, flags);
      const { data } = await user.client.rpc('ensure_partner_webhook_settings');
      const { error } = await user.client
        .from('partner_webhook_settings')
        .update({ webhook_url: url })
        .eq('user_id', user.userId);
      expect(error).toBeNull();
      return { key, secret: (data as { secret: string }).secret };
    }

    async function deliveries(user: User) {
      const { data } = await user.client
        .from('partner_webhook_deliveries')
        .select('event_type, event_id, url, status_code, ok, error, payload')
        .order('attempted_at');
      return (data ?? []) as {
        event_type: string;
        event_id: string;
        url: string;
        status_code: number | null;
        ok: boolean;
        error: string | null;
        payload: Record<string, unknown>;
      }[];
    }

    test("a completed payment is delivered, signed with the owner's secret, and recorded", async () => {
      const endpoint = await startPartnerEndpoint();
      try {
        const owner = await signedInClient(backend);
        const other = await signedInClient(backend);
        const { secret } = await connect(owner, endpoint.url);
        const { data: otherSettings } = await other.client.rpc('ensure_partner_webhook_settings');

        const paymentId = randomUUID();
        const paid = await buy(owner, { type: 'credits', credits: 50, idempotencyKey: paymentId });
        expect(paid).toMatchObject({ status: 200, body: { ok: true, credits: 50 } });

        expect(endpoint.received).toHaveLength(1);
        const [delivery] = endpoint.received;
        expect(delivery.headers['x-ps-faba-event']).toBe('payment.completed');
        expect(delivery.headers['content-type']).toBe('application/json');
        const signature = delivery.headers['x-ps-faba-signature'] as string;
        expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
        expect(await verifyPartnerSignature(secret, signature, delivery.body)).toBe(true);
        expect(
          await verifyPartnerSignature(
            (otherSettings as { secret: string }).secret,
            signature,
            delivery.body,
          ),
        ).toBe(false);
        expect(await verifyPartnerSignature(secret, signature, delivery.body.replace('50', '5000'))).toBe(
          false,
        );

        const event = JSON.parse(delivery.body) as Record<string, unknown>;
        expect(event).toEqual({
          event_type: 'payment.completed',
          event_id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
          created_at: expect.any(String),
          data: {
            payment_id: paymentId,
            amount: 20,
            currency: 'USD',
            status: 'completed',
            metadata: {
              user_id: owner.userId,
              credits: 50,
              plan_id: null,
              type: 'credits',
              provider: 'mock',
            },
            customer: { id: owner.userId, email: owner.email },
          },
        });
        expect(delivery.headers['x-ps-faba-event-id']).toBe(event.event_id);

        expect(await deliveries(owner)).toEqual([
          {
            event_type: 'payment.completed',
            event_id: event.event_id,
            url: endpoint.url,
            status_code: 200,
            ok: true,
            error: null,
            payload: event,
          },
        ]);
        expect(await deliveries(other)).toEqual([]);

        // The same payment again (a double click) grants and sends nothing more.
        await buy(owner, { type: 'credits', credits: 50, idempotencyKey: paymentId });
        expect(endpoint.received).toHaveLength(1);
        expect(await availableCredits(owner.client)).toBe(55);
      } finally {
        await endpoint.close();
      }
    });

    test('a new subscription sends subscription.created, then payment.completed with the plan', async () => {
      const endpoint = await startPartnerEndpoint();
      try {
        const owner = await signedInClient(backend);
        const { secret } = await connect(owner, endpoint.url);
        await buy(owner, {
          type: 'subscription',
          planId: 'creator',
          interval: 'month',
          idempotencyKey: randomUUID(),
        });

        expect(endpoint.received.map((r) => r.headers['x-ps-faba-event'])).toEqual([
          'subscription.created',
          'payment.completed',
        ]);
        for (const delivery of endpoint.received) {
          expect(
            await verifyPartnerSignature(
              secret,
              delivery.headers['x-ps-faba-signature'] as string,
              delivery.body,
            ),
          ).toBe(true);
          const { data } = JSON.parse(delivery.body) as { data: Record<string, unknown> };
          expect(data).toMatchObject({
            amount: 49,
            currency: 'USD',
            metadata: { user_id: owner.userId, credits: 150, plan_id: 'creator', billing_interval: 'month' },
            customer: { id: owner.userId, email: owner.email },
          });
        }
        expect((await deliveries(owner)).map((d) => [d.event_type, d.ok])).toEqual([
          ['subscription.created', true],
          ['payment.completed', true],
        ]);
      } finally {
        await endpoint.close();
      }
    });

    test('a failing partner endpoint is recorded as failed, and the payment still succeeds', async () => {
      const endpoint = await startPartnerEndpoint(500);
      try {
        const owner = await signedInClient(backend);
        await connect(owner, endpoint.url);
        const paid = await buy(owner, { type: 'credits', credits: 10, idempotencyKey: randomUUID() });
        expect(paid).toMatchObject({ status: 200, body: { ok: true, credits: 10 } });
        expect(await availableCredits(owner.client)).toBe(15);
        expect(endpoint.received).toHaveLength(1);
        expect(await deliveries(owner)).toMatchObject([
          {
            event_type: 'payment.completed',
            status_code: 500,
            ok: false,
            error: 'The endpoint answered HTTP 500',
          },
        ]);
      } finally {
        await endpoint.close();
      }
    });

    test('an unreachable partner endpoint is recorded with its error, and the payment still succeeds', async () => {
      const endpoint = await startPartnerEndpoint();
      await endpoint.close();
      const owner = await signedInClient(backend);
      await connect(owner, endpoint.url);
      const paid = await buy(owner, { type: 'credits', credits: 10, idempotencyKey: randomUUID() });
      expect(paid).toMatchObject({ status: 200, body: { ok: true, credits: 10 } });
      const [recorded] = await deliveries(owner);
      expect(recorded).toMatchObject({ event_type: 'payment.completed', status_code: null, ok: false });
      expect(recorded.error).toMatch(/^The request failed: /);
    });

    test('nothing is sent without an active key with the webhooks permission, or when switched off', async () => {
      const endpoint = await startPartnerEndpoint();
      try {
        const noWebhooks = await signedInClient(backend);
        await connect(noWebhooks, endpoint.url, { webhooks: false, payments: true });
        await buy(noWebhooks, { type: 'credits', credits: 10, idempotencyKey: randomUUID() });

        const revoked = await signedInClient(backend);
        const { key } = await connect(revoked, endpoint.url);
        await revoked.client.rpc('revoke_api_key', { p_api_key_id: key.id });
        await buy(revoked, { type: 'credits', credits: 10, idempotencyKey: randomUUID() });

        const switchedOff = await signedInClient(backend);
        await connect(switchedOff, endpoint.url);
        await switchedOff.client
          .from('partner_webhook_settings')
          .update({ enabled: false })
          .eq('user_id', switchedOff.userId);
        await buy(switchedOff, { type: 'credits', credits: 10, idempotencyKey: randomUUID() });

        expect(endpoint.received).toEqual([]);
        for (const user of [noWebhooks, revoked, switchedOff]) {
          expect(await deliveries(user)).toEqual([]);
          expect(await availableCredits(user.client)).toBe(15);
        }
      } finally {
        await endpoint.close();
      }
    });

    test('plain http endpoints are refused outside local mode and tests', async () => {
      const endpoint = await startPartnerEndpoint();
      try {
        const owner = await signedInClient(backend);
        await connect(owner, endpoint.url);
        const token = await accessTokenOf(owner.client);
        const hosted: FunctionContext = { admin: service, env: { PAYMENTS_MOCK: 'enabled' } };
        const paid = await callFunction(handleMockPayment, hosted, 'mock-payment', {
          token,
          body: { type: 'credits', credits: 10, idempotencyKey: randomUUID() },
        });
        expect(paid.status).toBe(200);
        expect(endpoint.received).toEqual([]);
        expect(await deliveries(owner)).toMatchObject([
          { ok: false, error: 'The webhook URL must use https' },
        ]);
      } finally {
        await endpoint.close();
      }
    });
  });
});

describe('ps-faba-api under real Deno', () => {
  let backend: LocalBackend;
  let deno: DenoFunction;

  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    deno = await startDenoFunction('ps-faba-api', backend, { APP_ENVIRONMENT: 'deno-test' });
  }, 240_000);

  afterAll(async () => {
    await deno?.stop();
    await backend?.close();
  });

  test('the deployed entry authenticates the partner by x-api-key alone, on the runtime path', async () => {
    const user = await signedInClient(backend);
    const key = await generateKey(user);
    const answer = await fetch(`${deno.url}ps-faba-api/users`, { headers: { 'x-api-key': key.api_key } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { id: string } }).data.id).toBe(user.userId);
    const missing = await fetch(`${deno.url}ps-faba-api/analytics`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'Missing API key: send it in the x-api-key header' });
  });
});

describe('partner webhook signatures', () => {
  test('verify only with the same secret, the same body and a recent timestamp', async () => {
    const body = '{"event_type":"payment.completed"}';
    const now = Math.floor(Date.now() / 1000);
    const header = await signPartnerPayload('whsec_one', now, body);
    expect(await verifyPartnerSignature('whsec_one', header, body)).toBe(true);
    expect(await verifyPartnerSignature('whsec_two', header, body)).toBe(false);
    expect(await verifyPartnerSignature('whsec_one', header, `${body} `)).toBe(false);
    expect(await verifyPartnerSignature('whsec_one', header, body, { now: (now + 301) * 1000 })).toBe(false);
    const old = await signPartnerPayload('whsec_one', now - 3600, body);
    expect(await verifyPartnerSignature('whsec_one', old, body)).toBe(false);
    for (const bad of [null, '', 't=abc,v1=00', `v1=${'0'.repeat(64)}`, `t=${now}`, `t=${now},v1=zz`]) {
      expect(await verifyPartnerSignature('whsec_one', bad, body), String(bad)).toBe(false);
    }
    // A second v1 (during a secret rotation) is accepted when either matches.
    const [, mac] = header.split(',v1=');
    expect(await verifyPartnerSignature('whsec_one', `t=${now},v1=${'0'.repeat(64)},v1=${mac}`, body)).toBe(
      true,
    );
  });
});

describe('partner webhook URLs', () => {
  test('a hosted server calls public https addresses only; local mode and tests may use loopback http', () => {
    const hosted = {};
    expect(webhookUrlRefusal('https://partner.example.com/hooks', hosted)).toBeNull();
    for (const url of ['http://partner.example.com/hooks', 'http://127.0.0.1:4000/hook']) {
      expect(webhookUrlRefusal(url, hosted), url).toBe('The webhook URL must use https');
    }
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://10.1.2.3/hook',
      'https://172.20.0.1/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://0x7f.0.0.1/hook',
      'https://[::1]/hook',
    ]) {
      expect(webhookUrlRefusal(url, hosted), url).toBe('The webhook URL must be a public address');
    }
    expect(webhookUrlRefusal('https://172.32.0.1/hook', hosted)).toBeNull();
    expect(webhookUrlRefusal('http://127.0.0.1:4000/hook', { APP_ENVIRONMENT: 'local' })).toBeNull();
    expect(webhookUrlRefusal('not a url', hosted)).toBe('The webhook URL is not valid');
  });
});
