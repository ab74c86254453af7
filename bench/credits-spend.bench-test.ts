// Not a pass/fail timing test: it measures and prints spend_credits on the run's PostgreSQL
// server, called as the `authenticated` role with a user's claims, as PostgREST would call it.
// - throughput: 32 connections spending at once, each for its own user;
// - contention: 32 connections spending for one user (they queue on that user's account row);
// - one spend: the latency of a single spend with nothing else running.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { expect, inject, test } from 'vitest';

const CLIENTS = 32;
const SPENDS_PER_CLIENT = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A user with plenty of credits, created as sign-up would (the trigger opens the account). */
async function richUser(admin: pg.Client): Promise<string> {
  const id = randomUUID();
  await admin.query('insert into auth.users (id, email) values ($1, $2)', [id, `bench-${id}@example.com`]);
  await admin.query(`select public.grant_credits($1, 1000000, 'grant', 'Bench credits')`, [id]);
  return id;
}

/** Runs `count` spends on one connection as `userId`; returns each spend's latency in ms. */
async function spendLoop(client: pg.Client, userId: string, count: number): Promise<number[]> {
  const claims = JSON.stringify({ sub: userId, role: 'authenticated' });
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await client.query('begin');
    await client.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
      [claims],
    );
    await client.query(`select public.spend_credits(1, 'Bench spend', 'bench', null, $1)`, [randomUUID()]);
    await client.query('commit');
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function run(url: string, users: string[]) {
  const clients = await Promise.all(users.map(() => connect(url)));
  const started = performance.now();
  const latencies = (
    await Promise.all(clients.map((c, i) => spendLoop(c, users[i], SPENDS_PER_CLIENT)))
  ).flat();
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  const sorted = latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

test.runIf(inject('postgresUrl'))(
  'spend_credits on PostgreSQL',
  async () => {
    const url = inject('postgresUrl') as string;
    const admin = await connect(url);
    try {
      const users = await Promise.all(Array.from({ length: CLIENTS }, () => richUser(admin)));
      const oneUser = await richUser(admin);

      const single = await run(url, [await richUser(admin)]);
      const spread = await run(url, users);
      const contended = await run(
        url,
        Array.from({ length: CLIENTS }, () => oneUser),
      );

      const { rows } = await admin.query<{ used: string }>(
        `select -sum(amount) as used from public.credit_ledger where user_id = $1 and transaction_type = 'usage'`,
        [oneUser],
      );
      expect(Number(rows[0].used)).toBe(CLIENTS * SPENDS_PER_CLIENT);

      const ms = (v: number) => `${v.toFixed(2)} ms`;
      console.log(
        [
          `spend_credits, 32 clients, own users       ${spread.perSecond.toFixed(0).padStart(6)} spends/s   p50 ${ms(spread.p50)}   p99 ${ms(spread.p99)}`,
          `spend_credits, 32 clients, one user        ${contended.perSecond.toFixed(0).padStart(6)} spends/s   p50 ${ms(contended.p50)}   p99 ${ms(contended.p99)}`,
          `one spend, nothing else running            p50 ${ms(single.p50)}   p99 ${ms(single.p99)}`,
        ].join('\n'),
      );
    } finally {
      await admin.end();
    }
  },
  600_000,
);
