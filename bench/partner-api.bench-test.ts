// Not a pass/fail timing test: it measures and prints the partner API (ps-faba-api) at a steady
// load on the run's PostgreSQL server. Each request is a real Request to the handler with a valid
// x-api-key on GET /users: the key is hashed, authenticate_partner_key checks revocation, expiry
// and the rate limit under the key's row lock and records last_used_at, then the profile is read.
// The service-role client goes through the local backend's PostgREST layer, as in local mode.
// - own keys: CALLERS callers at once, each with its own key;
// - one key: CALLERS callers sharing one key (they queue on that key's row);
// - one caller: the latency of a request with nothing else running.
import { performance } from 'node:perf_hooks';
import { expect, inject, test } from 'vitest';
import type { FunctionContext } from '../supabase/functions/_shared/context.ts';
import { handlePsFabaApi } from '../supabase/functions/_shared/handlers/ps-faba-api.ts';
import { openPostgres } from '../tests/support/engines';
import { clientFor, createTestBackend, signedInClient } from '../tests/support/test-backend';

const CALLERS = 16;
const SECONDS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Calls GET /users with `key` until the deadline; returns each request's latency in ms. */
async function caller(context: FunctionContext, key: string, deadline: number): Promise<number[]> {
  const latencies: number[] = [];
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await handlePsFabaApi(
      new Request('http://bench.local/functions/v1/ps-faba-api/users', { headers: { 'x-api-key': key } }),
      context,
    );
    await response.text();
    if (response.status !== 200) throw new Error(`ps-faba-api answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function run(context: FunctionContext, keys: string[]) {
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const latencies = (await Promise.all(keys.map((key) => caller(context, key, deadline)))).flat();
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

test.runIf(inject('postgresUrl'))(
  'ps-faba-api key verification on PostgreSQL',
  async () => {
    const backend = await createTestBackend('postgres', openPostgres(undefined, { maxConnections: CALLERS }));
    try {
      const context: FunctionContext = {
        admin: clientFor(backend, backend.serviceRoleKey),
        // A limit no run reaches: this measures verification, not refusals.
        env: { APP_ENVIRONMENT: 'bench', PS_FABA_RATE_LIMIT: '1000000000' },
      };
      const keys: string[] = [];
      const owners: { id: string; key: string }[] = [];
      for (let i = 0; i < CALLERS; i += 1) {
        const user = await signedInClient(backend);
        const { data, error } = await user.client.rpc('generate_api_key', { p_name: `Bench key ${i}` });
        if (error) throw error;
        const key = (data as { id: string; api_key: string }[])[0];
        keys.push(key.api_key);
        owners.push({ id: key.id, key: key.api_key });
      }

      const single = await run(context, [keys[0]]);
      const spread = await run(context, keys);
      const shared = await run(
        context,
        keys.map(() => keys[1]),
      );

      // Every accepted request was counted on its key (the fixed window holds them all).
      const { rows } = await backend.db.query<{ count: number }>(
        'select rate_window_count as count from public.api_keys where id = $1',
        [owners[1].id],
      );
      expect(rows[0].count).toBeGreaterThan(0);

      const ms = (v: number) => `${v.toFixed(2)} ms`;
      const line = (label: string, r: Awaited<ReturnType<typeof run>>) =>
        `${label.padEnd(44)}${r.perSecond.toFixed(0).padStart(6)} req/s   p50 ${ms(r.p50)}   p99 ${ms(r.p99)}   (${r.requests} requests)`;
      console.log(
        [
          line(`ps-faba-api /users, ${CALLERS} callers, own keys`, spread),
          line(`ps-faba-api /users, ${CALLERS} callers, one key`, shared),
          line('ps-faba-api /users, one caller', single),
        ].join('\n'),
      );
    } finally {
      await backend.close();
    }
  },
  600_000,
);
