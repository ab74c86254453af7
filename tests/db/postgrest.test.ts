import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

// A table shaped like the app's: owned rows, RLS per action, a unique key, arrays and jsonb.
const fixture = `
  create table if not exists public.pgrst_notes (
    id bigint generated always as identity primary key,
    user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
    title text not null,
    body text,
    rank int not null default 0,
    tags text[] not null default '{}',
    meta jsonb not null default '{}',
    created_at timestamptz not null default now(),
    unique (user_id, title)
  );
  alter table public.pgrst_notes enable row level security;
  revoke all on public.pgrst_notes from anon;
  grant select, insert, update, delete on public.pgrst_notes to authenticated;
  drop policy if exists "own notes" on public.pgrst_notes;
  create policy "own notes" on public.pgrst_notes for all to authenticated
    using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

  create or replace function public.pgrst_note_count(min_rank int default 0) returns int
    language sql stable as $$ select count(*)::int from public.pgrst_notes where rank >= min_rank $$;
  create or replace function public.pgrst_top_notes(how_many int) returns setof public.pgrst_notes
    language sql stable as $$ select * from public.pgrst_notes order by rank desc limit how_many $$;
  create or replace function public.pgrst_fail(reason text) returns void
    language plpgsql as $$ begin raise exception 'Refused: %', reason using errcode = 'P0001', hint = 'Try another'; end $$;
  create or replace function public.pgrst_touch() returns void language sql as $$ select $$;
  create or replace function public.pgrst_tag_list(tags text[], extra jsonb) returns text
    language sql immutable as $$ select array_to_string(tags, '+') || ':' || (extra ->> 'k') $$;
  -- Granted explicitly: new functions are not executable by the API roles by default.
  grant execute on function public.pgrst_note_count(int), public.pgrst_top_notes(int),
    public.pgrst_fail(text), public.pgrst_touch(), public.pgrst_tag_list(text[], jsonb) to authenticated;
`;

describe.each(engines())('the local PostgREST on %s', (engine) => {
  let backend: LocalBackend;
  let alice: { client: SupabaseClient; userId: string };
  let bob: { client: SupabaseClient; userId: string };

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    await backend.db.exec(fixture);
    alice = await signedInClient(backend);
    bob = await signedInClient(backend);
    const { error } = await alice.client.from('pgrst_notes').insert([
      {
        title: 'Hook ideas',
        body: 'Open with a question',
        rank: 3,
        tags: ['hooks', 'intro'],
        meta: { lang: 'en' },
      },
      { title: 'Thumbnail plan', body: null, rank: 5, tags: ['design'], meta: { lang: 'fr' } },
      { title: 'Outro', body: 'Subscribe!', rank: 1, tags: [], meta: {} },
    ]);
    if (error) throw error;
    await bob.client.from('pgrst_notes').insert({ title: 'Bob only', rank: 9 });
  });
  afterAll(() => backend.close());

  test('select with a column list, aliases, casts, json paths, order, limit and offset', async () => {
    const { data, error } = await alice.client
      .from('pgrst_notes')
      .select('title, score:rank, rank_text:rank::text, lang:meta->>lang')
      .order('rank', { ascending: false })
      .range(1, 2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Hook ideas', score: 3, rank_text: '3', lang: 'en' },
      { title: 'Outro', score: 1, rank_text: '1', lang: null },
    ]);
  });

  test('json paths select, filter and order by key; a cast applies to the json value', async () => {
    const { data, error } = await alice.client
      .from('pgrst_notes')
      .select('title, raw:meta->lang, lang_text:meta->>lang::text')
      .not('meta->>lang', 'is', null)
      .order('meta->>lang', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Thumbnail plan', raw: 'fr', lang_text: 'fr' },
      { title: 'Hook ideas', raw: 'en', lang_text: 'en' },
    ]);
    const named = await alice.client.from('pgrst_notes').select('meta->>lang').eq('meta->>lang', 'en');
    expect(named.data).toEqual([{ lang: 'en' }]);
  });

  test('filters: eq, neq, gt, gte, lt, lte, like, ilike, in, is, not, or, contains', async () => {
    const base = () => alice.client.from('pgrst_notes').select('title').order('title');
    const titles = async (
      build: (
        q: ReturnType<typeof base>,
      ) => PromiseLike<{ data: { title: string }[] | null; error: unknown }>,
    ) => {
      const { data, error } = await build(base());
      expect(error).toBeNull();
      return data?.map((r) => r.title);
    };
    expect(await titles((q) => q.eq('rank', 3))).toEqual(['Hook ideas']);
    expect(await titles((q) => q.neq('rank', 3))).toEqual(['Outro', 'Thumbnail plan']);
    expect(await titles((q) => q.gt('rank', 1).lt('rank', 5))).toEqual(['Hook ideas']);
    expect(await titles((q) => q.gte('rank', 3).lte('rank', 5))).toEqual(['Hook ideas', 'Thumbnail plan']);
    expect(await titles((q) => q.like('title', '%plan'))).toEqual(['Thumbnail plan']);
    expect(await titles((q) => q.ilike('title', 'hook%'))).toEqual(['Hook ideas']);
    expect(await titles((q) => q.in('title', ['Outro', 'Hook ideas', 'a,b']))).toEqual([
      'Hook ideas',
      'Outro',
    ]);
    expect(await titles((q) => q.is('body', null))).toEqual(['Thumbnail plan']);
    expect(await titles((q) => q.not('body', 'is', null))).toEqual(['Hook ideas', 'Outro']);
    expect(await titles((q) => q.or('rank.eq.1,and(rank.gt.4,title.like.Thumb*)'))).toEqual([
      'Outro',
      'Thumbnail plan',
    ]);
    expect(await titles((q) => q.contains('tags', ['hooks']))).toEqual(['Hook ideas']);
    expect(await titles((q) => q.contains('meta', { lang: 'fr' }))).toEqual(['Thumbnail plan']);
  });

  test('count=exact gives the total beside a page, and head requests return no rows', async () => {
    const page = await alice.client
      .from('pgrst_notes')
      .select('title', { count: 'exact' })
      .order('rank')
      .limit(2);
    expect(page.count).toBe(3);
    expect(page.data).toHaveLength(2);
    const head = await alice.client
      .from('pgrst_notes')
      .select('*', { count: 'exact', head: true })
      .gte('rank', 3);
    expect(head.error).toBeNull();
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();
  });

  test('single and maybeSingle', async () => {
    const one = await alice.client.from('pgrst_notes').select('title, tags').eq('rank', 3).single();
    expect(one.data).toEqual({ title: 'Hook ideas', tags: ['hooks', 'intro'] });
    const none = await alice.client.from('pgrst_notes').select('title').eq('rank', 42).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const maybe = await alice.client.from('pgrst_notes').select('title').eq('rank', 42).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
    const many = await alice.client.from('pgrst_notes').select('title').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });

  test('insert returns the row through the select list; timestamps and defaults come from Postgres', async () => {
    const { data, error, status } = await alice.client
      .from('pgrst_notes')
      .insert({ title: 'Fresh', tags: ['new'] })
      .select('title, rank, user_id, created_at')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ title: 'Fresh', rank: 0, user_id: alice.userId });
    expect(Date.parse((data as { created_at: string }).created_at)).not.toBeNaN();
    await alice.client.from('pgrst_notes').delete().eq('title', 'Fresh');
  });

  test('upsert merges on the conflict columns, or ignores duplicates', async () => {
    const merged = await alice.client
      .from('pgrst_notes')
      .upsert(
        { user_id: alice.userId, title: 'Outro', body: 'Like and subscribe', rank: 2 },
        { onConflict: 'user_id,title' },
      )
      .select('title, body, rank');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ title: 'Outro', body: 'Like and subscribe', rank: 2 }]);
    const ignored = await alice.client
      .from('pgrst_notes')
      .upsert(
        { user_id: alice.userId, title: 'Outro', body: 'ignored' },
        { onConflict: 'user_id,title', ignoreDuplicates: true },
      )
      .select('title');
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    const { data } = await alice.client.from('pgrst_notes').select('body').eq('title', 'Outro').single();
    expect(data).toEqual({ body: 'Like and subscribe' });
    await alice.client.from('pgrst_notes').update({ body: 'Subscribe!', rank: 1 }).eq('title', 'Outro');
  });

  test('update and delete affect the filtered rows and can return them', async () => {
    await alice.client.from('pgrst_notes').insert({ title: 'Temp', rank: 7 });
    const updated = await alice.client
      .from('pgrst_notes')
      .update({ rank: 8, body: 'changed' })
      .eq('title', 'Temp')
      .select('rank, body');
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ rank: 8, body: 'changed' }]);
    const removed = await alice.client.from('pgrst_notes').delete().eq('title', 'Temp').select('title');
    expect(removed.data).toEqual([{ title: 'Temp' }]);
    const minimal = await alice.client.from('pgrst_notes').delete().eq('title', 'Nothing');
    expect(minimal).toMatchObject({ error: null, status: 204 });
  });

  test('rpc: scalars, set-returning functions with filters, arrays and json arguments, void', async () => {
    expect((await alice.client.rpc('pgrst_note_count')).data).toBe(3);
    expect((await alice.client.rpc('pgrst_note_count', { min_rank: 3 })).data).toBe(2);
    const top = await alice.client.rpc('pgrst_top_notes', { how_many: 2 }).select('title');
    expect(top.data).toEqual([{ title: 'Thumbnail plan' }, { title: 'Hook ideas' }]);
    const filtered = await alice.client.rpc('pgrst_top_notes', { how_many: 3 }).select('title').lt('rank', 3);
    expect(filtered.data).toEqual([{ title: 'Outro' }]);
    const viaGet = await alice.client.rpc('pgrst_note_count', { min_rank: 5 }, { get: true });
    expect(viaGet.data).toBe(1);
    const mixed = await alice.client.rpc('pgrst_tag_list', { tags: ['a', 'b'], extra: { k: 'v' } });
    expect(mixed.data).toBe('a+b:v');
    const nothing = await alice.client.rpc('pgrst_touch');
    expect(nothing).toMatchObject({ data: null, error: null, status: 204 });
  });

  test('errors come back in PostgREST’s shape and status', async () => {
    const raised = await alice.client.rpc('pgrst_fail', { reason: 'no' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({ code: 'P0001', message: 'Refused: no', hint: 'Try another' });

    const duplicate = await alice.client.from('pgrst_notes').insert({ title: 'Outro' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');

    const missingColumn = await alice.client.from('pgrst_notes').insert({ rank: 1 });
    expect(missingColumn.status).toBe(400);
    expect(missingColumn.error?.code).toBe('23502');

    const badValue = await alice.client.from('pgrst_notes').select('title').eq('rank', 'not-a-number');
    expect(badValue.status).toBe(400);
    expect(badValue.error?.code).toBe('22P02');

    const noTable = await alice.client.from('no_such_table').select('*');
    expect(noTable.status).toBe(404);
    expect(noTable.error?.code).toBe('PGRST205');

    const noFunction = await alice.client.rpc('no_such_function', { a: 1 });
    expect(noFunction.status).toBe(404);
    expect(noFunction.error?.code).toBe('PGRST202');

    const badSyntax = await alice.client.from('pgrst_notes').select('title').filter('rank', 'between', '1');
    expect(badSyntax.status).toBe(400);
    expect(badSyntax.error?.code).toBe('PGRST100');

    const embedded = await alice.client.from('pgrst_notes').select('title, profiles(first_name)');
    expect(embedded.error?.code).toBe('PGRST100');
  });

  test('row level security: another user sees and changes none of alice’s rows', async () => {
    const seen = await bob.client.from('pgrst_notes').select('title');
    expect(seen.data).toEqual([{ title: 'Bob only' }]);
    const update = await bob.client
      .from('pgrst_notes')
      .update({ body: 'defaced' })
      .eq('user_id', alice.userId)
      .select();
    expect(update.data).toEqual([]);
    const remove = await bob.client.from('pgrst_notes').delete().eq('user_id', alice.userId).select();
    expect(remove.data).toEqual([]);
    const forged = await bob.client.from('pgrst_notes').insert({ user_id: alice.userId, title: 'Forged' });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.pgrst_notes where user_id = $1 and (body = 'defaced' or title = 'Forged')`,
      [alice.userId],
    );
    expect(rows[0].n).toBe(0);
    expect((await alice.client.from('pgrst_notes').select('id', { count: 'exact', head: true })).count).toBe(
      3,
    );
  });

  test('anonymous callers are refused with 401, and bad tokens never reach the database', async () => {
    const anon = clientFor(backend);
    const read = await anon.from('pgrst_notes').select('*');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('42501');
    const write = await anon.from('pgrst_notes').insert({ title: 'x', user_id: alice.userId });
    expect(write.status).toBe(401);

    const forged = clientFor(backend, 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl');
    const attempt = await forged.from('pgrst_notes').select('*');
    expect(attempt.status).toBe(401);
    expect(attempt.error?.code).toBe('PGRST301');
  });

  test('the service role bypasses row level security, as on Supabase', async () => {
    const admin = clientFor(backend, backend.serviceRoleKey);
    const { count } = await admin.from('pgrst_notes').select('*', { count: 'exact', head: true });
    expect(count).toBe(4);
  });
});
