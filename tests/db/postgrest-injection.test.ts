import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { accessTokenOf } from '../support/payments-kit';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

// An attacker's request against the local PostgREST: every place where request text could become
// SQL text is tried with ways out of an identifier, a literal or a statement. Each must be
// refused (4xx, in PostgREST's error shape) or, where the text is only ever a bound value,
// answered without anything from outside the table.

const BREAKOUTS = [
  'text from pg_roles union select null',
  'text) from pg_roles --',
  'text/**/from/**/pg_roles',
  'text;select rolname from pg_roles',
  "text' or '1'='1",
  'text" from pg_roles --',
  'text\\',
  'text\nfrom pg_roles',
  'text\tunion\tselect\trolname\tfrom\tpg_roles',
  'U&"\\0074ext"',
  '$$text$$',
  'text[] from pg_roles',
  'int4 --',
  'double precision',
  'text%27%20from%20pg_roles',
  'text\u0000',
  'tëxt',
  'x'.repeat(80),
];

/** Request text that becomes a bound value: never SQL, so a 2xx is fine if nothing leaks. */
const VALUES = [
  "' or '1'='1",
  "x'); select rolname from pg_roles; --",
  '"}, {"a',
  '\\',
  "$$ || (select string_agg(rolname, ',') from pg_roles) || $$",
  "{a,b}'); select 1; --",
  'null) or (true',
  '/* */ union select null --',
  '\n\t;',
];

const CANARY = `canary${Math.random().toString(36).slice(2, 10)}`;

interface Answer {
  status: number;
  text: string;
  body: unknown;
}

const enc = encodeURIComponent;

describe.each(engines())('the local PostgREST refuses request text as SQL on %s', (engine) => {
  let backend: LocalBackend;
  let alice: Awaited<ReturnType<typeof signedInClient>>;
  let aliceToken: string;
  let service: SupabaseClient;
  /** Strings that only reach a body if the catalog or another relation was read. */
  let foreignMarkers: string[];

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    // A function whose source only a read of pg_proc.prosrc can reveal; no API role may call it.
    await backend.db.exec(`
      create schema if not exists pgrst_canary;
      create or replace function pgrst_canary.source() returns text language sql as $$ select '${CANARY}' $$;
      revoke execute on function pgrst_canary.source() from public;
    `);
    const { rows } = await backend.db.query<{ name: string }>(
      `select current_user::text as name union all
       select rolname::text from pg_roles where rolname in ('pg_monitor', 'pg_read_all_settings', 'pg_signal_backend')`,
    );
    foreignMarkers = [...rows.map((r) => r.name), 'max_connections', 'shared_buffers', CANARY];
    alice = await signedInClient(backend);
    aliceToken = await accessTokenOf(alice.client);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(async () => {
    await backend.db.exec('drop schema if exists pgrst_canary cascade');
    await backend.close();
  });

  type Caller = 'anon' | 'alice';
  const CALLERS: Caller[] = ['anon', 'alice'];

  async function call(
    caller: Caller,
    path: string,
    init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const token = caller === 'anon' ? backend.anonKey : aliceToken;
    const response = await backend.fetch(`${backend.url}/rest/v1${path}`, {
      method: init.method ?? 'GET',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
      body: init.body,
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, text, body };
  }

  const leaks = (answer: Answer) => foreignMarkers.filter((marker) => answer.text.includes(marker));

  const isPostgrestError = (body: unknown) =>
    typeof body === 'object' &&
    body !== null &&
    ['code', 'message', 'details', 'hint'].every((key) => key in body) &&
    typeof (body as { code: unknown }).code === 'string' &&
    typeof (body as { message: unknown }).message === 'string';

  /** Why the answer is not a refusal: a 4xx in PostgREST's shape that leaks nothing. */
  function notRefused(answer: Answer): string | null {
    if (answer.status < 400 || answer.status >= 500)
      return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
    if (!isPostgrestError(answer.body)) return `not PostgREST's error shape: ${answer.text.slice(0, 200)}`;
    const leaked = leaks(answer);
    return leaked.length ? `leaked ${leaked.join(', ')}` : null;
  }

  /** Why the answer is unsafe for a bound value: a 5xx, a malformed error, or a leak. */
  function unsafe(answer: Answer): string | null {
    if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
    if (answer.status >= 400 && !isPostgrestError(answer.body))
      return `not PostgREST's error shape: ${answer.text.slice(0, 200)}`;
    const leaked = leaks(answer);
    return leaked.length ? `leaked ${leaked.join(', ')}` : null;
  }

  async function expectEveryRefused(
    build: (breakout: string) => {
      path: string;
      method?: string;
      body?: string;
      headers?: Record<string, string>;
    },
    breakouts: readonly string[] = BREAKOUTS,
  ) {
    const failures: string[] = [];
    for (const caller of CALLERS) {
      for (const breakout of breakouts) {
        const request = build(breakout);
        const answer = await call(caller, request.path, request);
        const why = notRefused(answer);
        if (why) failures.push(`${caller} ${request.method ?? 'GET'} ${request.path}: ${why}`);
      }
    }
    expect(failures).toEqual([]);
  }

  test('the reported request: a cast that reads pg_roles is refused for anon and users', async () => {
    for (const caller of CALLERS) {
      const answer = await call(
        caller,
        `/plans?select=rolname::text%20from%20pg_roles%20union%20select%20null`,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'PGRST100' });
      expect(leaks(answer)).toEqual([]);
    }
  });

  test('casts: anything off the short list of type names is refused, in select and after an alias', async () => {
    await expectEveryRefused((p) => ({ path: `/plans?select=${enc(`name::${p}`)}` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=${enc(`label:name::${p}`)}` }));
    await expectEveryRefused((p) => ({ path: `/api_keys?select=${enc(`permissions->>ps_faba::${p}`)}` }));
    await expectEveryRefused(
      (p) => ({ path: `/plans?select=${enc(`name::${p}`)}` }),
      [
        'regclass',
        'pg_catalog.text',
        'text[][]',
        'TE XT',
        'name)',
        'money',
        'oid',
        'regproc',
        'constructor',
        'toString',
        '__proto__',
      ],
    );
  });

  test('the short list of casts still works, spelled as PostgREST clients spell them', async () => {
    const plans = await call(
      'anon',
      `/plans?id=eq.starter&select=${enc(
        'id,a:price_monthly::text,b:credits_included::int8,c:credits_included::BIGINT,d:credits_included::int,e:is_popular::bool,f:features::text[],g:price_monthly::float8,h:credits_included::numeric,i:sort_order::smallint,price_yearly::real',
      )}`,
    );
    expect(plans.status).toBe(200);
    expect(plans.body).toEqual([
      {
        id: 'starter',
        a: '19.00',
        b: 50,
        c: 50,
        d: 50,
        e: false,
        f: expect.any(Array),
        g: 19,
        h: 50,
        i: expect.any(Number),
        price_yearly: 190,
      },
    ]);
    const single = await call(
      'alice',
      `/profiles?select=${enc('a:id::text,b:id::uuid,c:created_at::date,d:created_at::timestamptz,e:created_at::timestamp,first_name')}`,
    );
    expect(single.status).toBe(200);
    expect(single.body).toEqual([
      {
        a: alice.userId,
        b: alice.userId,
        c: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        d: expect.any(String),
        e: expect.any(String),
        first_name: 'Ada',
      },
    ]);
  });

  test('identifiers: table, select columns, aliases and filter columns accept only plain names', async () => {
    await expectEveryRefused((p) => ({ path: `/${enc(p)}` }));
    await expectEveryRefused((p) => ({ path: `/${enc(enc(p))}` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=${enc(p)}` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=${enc(`id,${p}`)}` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=${enc(`${p}:name`)}` }));
    await expectEveryRefused((p) => ({ path: `/plans?${enc(p)}=eq.free` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=id&${enc(p)}=is.null` }));
  });

  test('json paths: keys in select, filters and order accept only plain keys or indexes', async () => {
    await expectEveryRefused((p) => ({ path: `/api_keys?select=${enc(`permissions->>${p}`)}` }));
    await expectEveryRefused((p) => ({ path: `/api_keys?select=${enc(`permissions->${p}->>webhooks`)}` }));
    await expectEveryRefused((p) => ({ path: `/api_keys?select=id&${enc(`permissions->>${p}`)}=eq.x` }));
    await expectEveryRefused((p) => ({ path: `/api_keys?select=id&order=${enc(`permissions->>${p}`)}` }));
    await expectEveryRefused(
      (p) => ({ path: `/api_keys?select=${enc(`permissions->${p}`)}` }),
      ['99999999999999999999', '1e3', '-', '0x10', '1 2', ''],
    );
  });

  test('order: only column names and the fixed modifiers', async () => {
    await expectEveryRefused((p) => ({ path: `/plans?select=id&order=${enc(p)}` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=id&order=${enc(`name.${p}`)}` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=id&order=${enc(`name.desc.${p}`)}` }));
  });

  test('limit and offset: only small non-negative integers', async () => {
    const bad = [
      ...BREAKOUTS,
      '99999999999999999999999',
      '1e3',
      '-1',
      '1.5',
      ' 1',
      '0x10',
      '9007199254740993',
    ];
    await expectEveryRefused((p) => ({ path: `/plans?select=id&limit=${enc(p)}` }), bad);
    await expectEveryRefused((p) => ({ path: `/plans?select=id&offset=${enc(p)}` }), bad);
    const { data, error } = await clientFor(backend)
      .from('plans')
      .select('id')
      .order('sort_order')
      .range(1, 2);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
  });

  test('operators: is takes a fixed word, logic trees take conditions, unknown operators are refused', async () => {
    await expectEveryRefused((p) => ({ path: `/plans?select=id&name=is.${enc(p)}` }));
    await expectEveryRefused(
      (p) => ({ path: `/plans?select=id&name=is.${enc(p)}` }),
      ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'nulls', 'null--', 'not null'],
    );
    await expectEveryRefused((p) => ({ path: `/plans?select=id&name=${enc(p)}.x` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=id&or=${enc(`(${p})`)}` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=id&or=${enc(`(id.eq.free,${p}.eq.x)`)}` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=id&and=${enc(`(name.${p})`)}` }));
    await expectEveryRefused((p) => ({ path: `/plans?select=id&or=${enc(`(id.eq.free)${p}`)}` }));
  });

  test('values in eq, like, in, cs, cd, ov and rpc arguments are bound, never SQL', async () => {
    const failures: string[] = [];
    for (const caller of CALLERS) {
      for (const value of VALUES) {
        const paths = [
          `/plans?select=id&id=eq.${enc(value)}`,
          `/plans?select=id&name=ilike.${enc(value)}`,
          `/plans?select=id&id=in.(${enc(value)})`,
          `/plans?select=id&id=in.(${enc(`"${value}"`)})`,
          `/plans?select=id&features=cs.${enc(`{${value}}`)}`,
          `/plans?select=id&features=cd.${enc(`(${value})`)}`,
          `/plans?select=id&features=ov.${enc(value)}`,
          `/plans?select=id&or=${enc(`(id.eq.${value},name.eq.x)`)}`,
          `/rpc/platform_admin_role?role=eq.${enc(value)}`,
          `/rpc/list_workspace_members?target_workspace=${enc(value)}`,
        ];
        for (const path of paths) {
          const why = unsafe(await call(caller, path));
          if (why) failures.push(`${caller} GET ${path}: ${why}`);
        }
        const posts: [string, unknown][] = [
          ['/rpc/spend_credits', { p_amount: value, p_description: value }],
          ['/rpc/spend_credits', { p_amount: 0, p_description: value, p_idempotency_key: value }],
          ['/rpc/list_workspace_members', { target_workspace: value }],
          ['/rpc/generate_api_key', { p_name: value, p_permissions: { [value]: value } }],
          ['/plans', { id: value, name: value }],
        ];
        for (const [path, body] of posts) {
          const why = unsafe(await call(caller, path, { method: 'POST', body: JSON.stringify(body) }));
          if (why) failures.push(`${caller} POST ${path}: ${why}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('writes: body keys, columns= and on_conflict= accept only plain names', async () => {
    const upsert = { 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates' };
    await expectEveryRefused((p) => ({ path: '/plans', method: 'POST', body: JSON.stringify({ [p]: 1 }) }));
    await expectEveryRefused((p) => ({
      path: '/plans?id=eq.free',
      method: 'PATCH',
      body: JSON.stringify({ [p]: 1 }),
    }));
    await expectEveryRefused((p) => ({
      path: `/plans?columns=${enc(p)}`,
      method: 'POST',
      body: JSON.stringify({ id: 'x' }),
    }));
    await expectEveryRefused((p) => ({
      path: `/plans?on_conflict=${enc(p)}`,
      method: 'POST',
      body: JSON.stringify({ id: 'x' }),
      headers: upsert,
    }));
    await expectEveryRefused((p) => ({
      path: `/plans?on_conflict=${enc(`id,"${p}"`)}`,
      method: 'POST',
      body: JSON.stringify({ id: 'x' }),
      headers: upsert,
    }));
  });

  test('rpc: function names and argument names accept only plain names, by GET and POST', async () => {
    await expectEveryRefused((p) => ({ path: `/rpc/${enc(p)}` }));
    await expectEveryRefused((p) => ({ path: `/rpc/${enc(p)}`, method: 'POST', body: '{}' }));
    await expectEveryRefused((p) => ({ path: `/rpc/${enc(enc(p))}`, method: 'POST', body: '{}' }));
    await expectEveryRefused((p) => ({
      path: '/rpc/spend_credits',
      method: 'POST',
      body: JSON.stringify({ p_amount: 1, p_description: 'x', [p]: 1 }),
    }));
    await expectEveryRefused((p) => ({ path: `/rpc/list_my_workspace_invitations?${enc(p)}=eq.1` }));
    await expectEveryRefused((p) => ({ path: `/rpc/spend_credits?p_amount=1&p_description=x&${enc(p)}=1` }));
  });

  test('malformed percent-encodings and bodies answer 400 in PostgREST’s shape', async () => {
    const failures: string[] = [];
    for (const caller of CALLERS) {
      for (const [path, method, body] of [
        ['/plans%E0%A4%A', 'GET', undefined],
        ['/rpc/%E0%A4%A', 'POST', '{}'],
        ['/plans%', 'GET', undefined],
        ['/plans', 'POST', '{"id": '],
        ['/plans', 'POST', '[1, 2]'],
        ['/rpc/spend_credits', 'POST', '"text"'],
        ['/rpc/spend_credits', 'POST', 'null'],
      ] as const) {
        const answer = await call(caller, path, { method, body });
        const why = notRefused(answer);
        if (why) failures.push(`${caller} ${method} ${path}: ${why}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('GET and HEAD rpc run read-only: spend_credits spends nothing and generate_api_key issues nothing', async () => {
    const user = await signedInClient(backend);
    const token = await accessTokenOf(user.client);
    const ledger = async () =>
      (
        await service
          .from('credit_ledger')
          .select('id', { count: 'exact', head: true })
          .eq('user_id', user.userId)
      ).count;
    const keys = async () =>
      (
        await service
          .from('api_keys')
          .select('id', { count: 'exact', head: true })
          .eq('created_by', user.userId)
      ).count;
    const entriesBefore = await ledger();
    const keysBefore = await keys();

    const viaClient = await user.client.rpc(
      'spend_credits',
      { p_amount: 1, p_description: 'GET spend' },
      { get: true },
    );
    expect(viaClient.status).toBe(405);
    expect(viaClient.error?.code).toBe('25006');
    const viaHead = await user.client.rpc(
      'spend_credits',
      { p_amount: 1, p_description: 'HEAD spend' },
      { head: true },
    );
    expect(viaHead.status).toBe(405);
    const keyViaClient = await user.client.rpc('generate_api_key', { p_name: 'GET key' }, { get: true });
    expect(keyViaClient.status).toBe(405);
    expect(keyViaClient.error?.code).toBe('25006');
    for (const path of [
      '/rpc/spend_credits?p_amount=1&p_description=raw',
      '/rpc/spend_credits?p_amount=1&p_description=raw&p_idempotency_key=k1',
      '/rpc/generate_api_key?p_name=raw',
      '/rpc/generate_api_key?p_name=raw&p_description=d',
    ]) {
      const response = await backend.fetch(`${backend.url}/rest/v1${path}`, {
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(405);
      expect(await response.json()).toMatchObject({ code: '25006', details: null, hint: null });
    }
    expect(await ledger()).toBe(entriesBefore);
    expect(await keys()).toBe(keysBefore);

    const spent = await user.client.rpc('spend_credits', { p_amount: 1, p_description: 'POST spend' });
    expect(spent.error).toBeNull();
    const issued = await user.client.rpc('generate_api_key', { p_name: 'POST key' });
    expect(issued.error).toBeNull();
    expect(await ledger()).toBe((entriesBefore ?? 0) + 1);
    expect(await keys()).toBe((keysBefore ?? 0) + 1);
  });

  test('GET rpc of read-only functions and GET of tables still answer', async () => {
    const role = await alice.client.rpc('platform_admin_role', {}, { get: true });
    expect(role).toMatchObject({ error: null, status: 200 });
    const invitations = await alice.client.rpc('list_my_workspace_invitations', {}, { get: true });
    expect(invitations).toMatchObject({ error: null, status: 200, data: [] });
    const balance = await alice.client.from('credit_balances').select('available_credits').single();
    expect(balance.error).toBeNull();
    const head = await clientFor(backend).from('plans').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ error: null, status: 200, count: 4 });
  });

  describe('bounded requests', () => {
    let logged: string[];
    beforeAll(() => {
      logged = [];
      for (const method of ['error', 'warn', 'log', 'info'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          logged.push(
            args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '),
          );
        });
      }
    });
    // Logs name a request by a short path: never the query string, a body or a long path.
    afterEach(() => {
      const requestText = /(.)\1{199}|(and\(){20}|(\[){100}|id=neq\.p1|id\.eq\.p1/;
      expect(logged.filter((line) => requestText.test(line))).toEqual([]);
    });
    afterAll(() => vi.restoreAllMocks());

    const nested = (levels: number, leaf = 'id.eq.free') =>
      `${'and('.repeat(levels)}${leaf}${')'.repeat(levels)}`;

    test('deeply nested logic trees answer 4xx, never 500', async () => {
      for (const levels of [3_000, 100_000]) {
        for (const caller of CALLERS) {
          const answer = await call(caller, `/plans?select=id&or=(${nested(levels)})`);
          expect(notRefused(answer)).toBeNull();
          const rpc = await call(caller, `/rpc/list_my_workspace_invitations?or=(${nested(levels)})`);
          expect(notRefused(rpc)).toBeNull();
        }
      }
      for (const levels of [17, 50, 400]) {
        const answer = await call('anon', `/plans?select=id&or=(${nested(levels)})`);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: 'PGRST100' });
      }
      const shallow = await call('anon', `/plans?select=id&or=(${nested(8)})`);
      expect(shallow).toMatchObject({ status: 200, body: [{ id: 'free' }] });
    });

    test('too many filter terms answer 400', async () => {
      const wide = Array.from({ length: 500 }, (_, i) => `id.eq.p${i}`).join(',');
      for (const caller of CALLERS) {
        for (const path of [
          `/plans?select=id&or=(${wide})`,
          `/plans?select=id&and=(${wide})`,
          `/plans?select=id&${Array.from({ length: 300 }, (_, i) => `id=neq.p${i}`).join('&')}`,
          `/plans?select=id&or=(${Array.from({ length: 60 }, (_, i) => `and(id.eq.a${i},id.eq.b${i})`).join(',')})`,
        ]) {
          const answer = await call(caller, path);
          expect(answer.status).toBe(400);
          expect(notRefused(answer)).toBeNull();
        }
      }
      const fine = await call(
        'anon',
        `/plans?select=id&or=(${Array.from({ length: 20 }, (_, i) => `id.eq.p${i}`).join(',')},id.eq.free)`,
      );
      expect(fine).toMatchObject({ status: 200, body: [{ id: 'free' }] });
    });

    test('a huge URL answers 414 and is not logged', async () => {
      const columns = Array.from({ length: 4_000 }, () => 'id').join(',');
      for (const caller of CALLERS) {
        for (const path of [
          `/plans?select=${columns}`,
          `/plans?select=id&name=eq.${'x'.repeat(20_000)}`,
          `/rpc/generate_api_key?p_name=${'x'.repeat(20_000)}`,
          `/${'x'.repeat(20_000)}`,
        ]) {
          const answer = await call(caller, path);
          expect(answer.status).toBe(414);
          expect(notRefused(answer)).toBeNull();
          expect(answer.text.length).toBeLessThan(1_000);
        }
      }
    });

    test('a huge or deeply nested JSON body answers 413 or 400', async () => {
      const big = JSON.stringify({ p_name: 'x'.repeat(6 * 1024 * 1024) });
      const stream = () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            const chunk = new TextEncoder().encode(' '.repeat(1024 * 1024));
            for (let i = 0; i < 8; i += 1) controller.enqueue(chunk);
            controller.close();
          },
        });
      for (const caller of CALLERS) {
        for (const path of ['/rpc/generate_api_key', '/plans', '/plans?id=eq.free']) {
          const method = path.includes('?') ? 'PATCH' : 'POST';
          const tooBig = await call(caller, path, { method, body: big });
          expect(tooBig.status).toBe(413);
          expect(notRefused(tooBig)).toBeNull();
          const streamed = await call(caller, path, { method, body: stream() });
          expect(streamed.status).toBe(413);
          for (const depth of [3_000, 100_000]) {
            const deep = await call(caller, path, {
              method,
              body: `{"p_name": ${'['.repeat(depth)}${']'.repeat(depth)}}`,
            });
            expect(deep.status).toBe(400);
            expect(notRefused(deep)).toBeNull();
          }
        }
      }
    });

    test('an unexpected failure answers PostgREST’s shape without internals, and logs a short path', async () => {
      const failing = new ReadableStream<Uint8Array>({
        pull() {
          throw new Error('internal detail /srv/secret/path');
        },
      });
      const answer = await call('alice', `/rpc/generate_api_key?pad=${'y'.repeat(6_000)}`, {
        method: 'POST',
        body: failing,
      });
      expect(answer.status).toBe(500);
      expect(isPostgrestError(answer.body)).toBe(true);
      expect(answer.text).not.toContain('internal detail');
      expect(answer.text).not.toContain('/srv/secret');
      expect(logged.some((line) => line.includes('POST /rest/v1/rpc/generate_api_key'))).toBe(true);
      expect(logged.join('\n')).not.toContain('yyyyyyyyyy');
    });
  });
});
