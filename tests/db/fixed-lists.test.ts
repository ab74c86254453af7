import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { pgliteExecutor } from '../../local-backend/executors/pglite-executor';
import { applyMigrations } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { dropDatabase, engines, openPostgres } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// Roles, statuses and kinds are Postgres enums (20261124000500_enums_for_fixed_lists.sql): a value
// outside its list is refused by the type, for whoever sends it, and everything inside the lists
// works as it did while the columns were text.

type User = Awaited<ReturnType<typeof signedInClient>>;

const ENUMS_MIGRATION = '20261124000500';

/** A refusal of a value outside a list, as PostgREST answers it. */
const outsideTheList = { status: 400, code: '22P02' };

function refusal(answer: { status: number; error: { code: string } | null }) {
  return { status: answer.status, code: answer.error?.code };
}

/**
 * Someone else's row is not there for them to update, so their value is never read: the update
 * finds no row and changes nothing, as PostgREST answers it (the row stays as it was).
 */
const noRowChanged = { status: 200, data: [], error: null };

function outcome(answer: { status: number; data: unknown; error: unknown }) {
  return { status: answer.status, data: answer.data, error: answer.error };
}

async function invite(by: User, workspaceId: string, email: string, role: string) {
  return by.client
    .from('workspace_invitations')
    .insert({ workspace_id: workspaceId, email, role })
    .select('id');
}

const ownKeyVideo = (userId: string) => ({
  user_id: userId,
  title: 'Fixed lists',
  prompt: 'A video about fixed lists',
  style: 'minimal',
  duration: 30,
  aspect_ratio: '9:16',
  mode: 'video',
  provider: 'pika',
  provider_job_id: 'pika-job-1',
  status: 'queued',
  progress: 0,
  paid_by: 'own_key',
});

describe.each(engines())('fixed lists on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  test('an invitation names a role of the list, never the owner’s, whoever sends it', async () => {
    const owner = await signedInClient(backend);
    const stranger = await signedInClient(backend);
    const workspaceId = await createWorkspace(owner, 'Fixed Lists');

    expect(refusal(await invite(owner, workspaceId, 'new@example.com', 'superuser'))).toEqual(outsideTheList);
    expect(refusal(await invite(stranger, workspaceId, 'new@example.com', 'superuser'))).toEqual(
      outsideTheList,
    );
    expect(refusal(await invite(owner, workspaceId, 'new@example.com', 'owner'))).toEqual({
      status: 400,
      code: '23514',
    });

    const sent = await invite(owner, workspaceId, 'new@example.com', 'viewer');
    expect(sent.error).toBeNull();
    const { data } = await owner.client
      .from('workspace_invitations')
      .select('email, role, status')
      .eq('workspace_id', workspaceId);
    expect(data).toEqual([{ email: 'new@example.com', role: 'viewer', status: 'pending' }]);
  });

  test('an invitation’s status moves only within its list', async () => {
    const owner = await signedInClient(backend);
    const stranger = await signedInClient(backend);
    const workspaceId = await createWorkspace(owner, 'Fixed Lists');
    const sent = await invite(owner, workspaceId, 'later@example.com', 'member');
    const id = (sent.data as { id: string }[])[0].id;

    const bogus = await owner.client
      .from('workspace_invitations')
      .update({ status: 'maybe' })
      .eq('id', id)
      .select('id');
    expect(refusal(bogus)).toEqual(outsideTheList);
    const forged = await stranger.client
      .from('workspace_invitations')
      .update({ status: 'maybe' })
      .eq('id', id)
      .select('id');
    expect(outcome(forged)).toEqual(noRowChanged);
    const filtered = await owner.client.from('workspace_invitations').select('id').eq('status', 'maybe');
    expect(refusal(filtered)).toEqual(outsideTheList);

    const revoked = await owner.client
      .from('workspace_invitations')
      .update({ status: 'revoked' })
      .eq('id', id)
      .eq('status', 'pending')
      .select('status, responded_at');
    expect(revoked.error).toBeNull();
    expect(revoked.data).toEqual([{ status: 'revoked', responded_at: expect.any(String) }]);
  });

  test('a member’s role changes only within the list; the directory and the owner rules work as before', async () => {
    const owner = await signedInClient(backend);
    const member = await signedInClient(backend);
    const stranger = await signedInClient(backend);
    const workspaceId = await createWorkspace(owner, 'Fixed Lists');
    await joinWorkspace(owner, member, workspaceId, 'viewer');

    const changeRole = (by: User, role: string) =>
      by.client
        .from('workspace_members')
        .update({ role })
        .eq('workspace_id', workspaceId)
        .eq('user_id', member.userId)
        .select('role');
    expect(refusal(await changeRole(owner, 'boss'))).toEqual(outsideTheList);
    expect(outcome(await changeRole(stranger, 'boss'))).toEqual(noRowChanged);
    expect(refusal(await changeRole(owner, 'owner'))).toEqual({ status: 403, code: '42501' });

    const promoted = await changeRole(owner, 'admin');
    expect(promoted.error).toBeNull();
    expect(promoted.data).toEqual([{ role: 'admin' }]);
    expect((await changeRole(stranger, 'viewer')).data).toEqual([]);

    const { data: directory } = await member.client.rpc('list_workspace_members', {
      target_workspace: workspaceId,
    });
    expect((directory as { user_id: string; role: string }[]).map((m) => [m.user_id, m.role])).toEqual([
      [owner.userId, 'owner'],
      [member.userId, 'admin'],
    ]);
    const { data: ordered } = await owner.client
      .from('workspace_members')
      .select('role')
      .eq('workspace_id', workspaceId)
      .order('role');
    expect(ordered).toEqual([{ role: 'admin' }, { role: 'owner' }]);
  });

  test('an own-key video’s style, ratio, mode, provider, status and payer stay within their lists', async () => {
    const user = await signedInClient(backend);
    const stranger = await signedInClient(backend);
    const record = (by: User, changes: Record<string, string>) =>
      by.client
        .from('videos')
        .insert({ ...ownKeyVideo(user.userId), ...changes })
        .select('id');
    const outsideValues: Record<string, string>[] = [
      { style: 'cinematic' },
      { aspect_ratio: '21:9' },
      { mode: 'slideshow' },
      { provider: 'sora' },
      { status: 'done' },
      { paid_by: 'free' },
    ];
    for (const changes of outsideValues) {
      expect(refusal(await record(user, changes))).toEqual(outsideTheList);
      expect(refusal(await record(stranger, changes))).toEqual(outsideTheList);
    }

    const recorded = await record(user, {});
    expect(recorded.error).toBeNull();
    const id = (recorded.data as { id: string }[])[0].id;
    const bogus = await user.client.from('videos').update({ status: 'done' }).eq('id', id).select('id');
    expect(refusal(bogus)).toEqual(outsideTheList);
    const forged = await stranger.client.from('videos').update({ status: 'done' }).eq('id', id).select('id');
    expect(outcome(forged)).toEqual(noRowChanged);

    const done = await user.client
      .from('videos')
      .update({ status: 'completed', progress: 100 })
      .eq('id', id)
      .select('style, aspect_ratio, mode, provider, status, paid_by');
    expect(done.error).toBeNull();
    expect(done.data).toEqual([
      {
        style: 'minimal',
        aspect_ratio: '9:16',
        mode: 'video',
        provider: 'pika',
        status: 'completed',
        paid_by: 'own_key',
      },
    ]);
    const listed = await user.client.from('videos').select('id').in('status', ['completed', 'failed']);
    expect(listed.data).toEqual([{ id }]);
  });

  test('the service role is held to the lists too, in tables and in functions', async () => {
    const user = await signedInClient(backend);
    const ledger = await service.from('credit_ledger').insert({
      user_id: user.userId,
      amount: 1,
      transaction_type: 'gift',
      description: 'Not a kind of entry',
    });
    expect(refusal(ledger)).toEqual(outsideTheList);
    const admin = await service.from('platform_admins').insert({ user_id: user.userId, role: 'root' });
    expect(refusal(admin)).toEqual(outsideTheList);
    const subscription = await service.from('subscriptions').insert({
      user_id: user.userId,
      plan_id: 'starter',
      status: 'paused',
      billing_interval: 'month',
      current_period_start: '2026-01-01T00:00:00Z',
      current_period_end: '2026-02-01T00:00:00Z',
      provider: 'stripe',
      provider_subscription_id: 'sub_paused',
      last_event_at: '2026-01-01T00:00:00Z',
    });
    expect(refusal(subscription)).toEqual(outsideTheList);

    const job = await service.rpc('start_video_job', {
      p_user_id: user.userId,
      p_script: null,
      p_prompt: 'A video in a style nobody sells',
      p_style: 'cinematic',
      p_duration: 30,
      p_aspect_ratio: '16:9',
      p_voice: null,
      p_quality: null,
      p_mode: 'video',
      p_cost: 1,
    });
    expect(refusal(job)).toEqual(outsideTheList);
    const period = await service.rpc('apply_subscription_period', {
      p_user_id: user.userId,
      p_plan_id: 'starter',
      p_interval: 'month',
      p_provider: 'venmo',
      p_provider_subscription_id: 'sub_venmo',
      p_provider_customer_id: null,
      p_period_start: '2026-01-01T00:00:00Z',
      p_period_end: null,
      p_event_at: '2026-01-01T00:00:00Z',
      p_event_id: 'evt_venmo',
    });
    expect(refusal(period)).toEqual(outsideTheList);
    const { data: balance } = await user.client.from('credit_balances').select('available_credits').single();
    expect(balance).toEqual({ available_credits: 5 });
  });

  test('functions that take these values as text, or answer with them, work as before', async () => {
    const user = await signedInClient(backend);
    const job = await service.rpc('start_video_job', {
      p_user_id: user.userId,
      p_script: null,
      p_prompt: 'An energetic video',
      p_style: 'energetic',
      p_duration: 15,
      p_aspect_ratio: '1:1',
      p_voice: null,
      p_quality: null,
      p_mode: null,
      p_cost: 5,
      p_idempotency_key: 'fixed-lists-job',
    });
    expect(job.error).toBeNull();
    const id = (job.data as { id: string }).id;
    expect(job.data).toMatchObject({
      style: 'energetic',
      aspect_ratio: '1:1',
      mode: 'video',
      status: 'queued',
    });

    const progress = await service.rpc('record_video_progress', {
      p_id: id,
      p_status: 'failed',
      p_provider: 'replicate',
      p_error: 'The provider gave up',
    });
    expect(progress.error).toBeNull();
    expect(progress.data).toMatchObject({ status: 'failed', provider: 'replicate', paid_by: 'credits' });
    const { data: entries } = await user.client
      .from('recent_credit_transactions')
      .select('transaction_type, amount')
      .order('created_at');
    expect(entries).toEqual([
      { transaction_type: 'grant', amount: 5 },
      { transaction_type: 'usage', amount: -5 },
      { transaction_type: 'refund', amount: 5 },
    ]);

    const period = await service.rpc('apply_subscription_period', {
      p_user_id: user.userId,
      p_plan_id: 'starter',
      p_interval: 'year',
      p_provider: 'paypal',
      p_provider_subscription_id: `I-${user.userId}`,
      p_provider_customer_id: null,
      p_period_start: new Date().toISOString(),
      p_period_end: null,
      p_event_at: new Date().toISOString(),
      p_event_id: `evt-${user.userId}`,
    });
    expect(period.error).toBeNull();
    const { data: current } = await user.client
      .from('current_subscriptions')
      .select('status, billing_interval, provider')
      .single();
    expect(current).toEqual({ status: 'active', billing_interval: 'year', provider: 'paypal' });
    const cancelled = await service.rpc('cancel_subscription', {
      p_provider: 'paypal',
      p_provider_subscription_id: `I-${user.userId}`,
      p_event_at: new Date(Date.now() + 1000).toISOString(),
      p_event_id: `evt-cancel-${user.userId}`,
    });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });

    expect((await user.client.rpc('platform_admin_role')).data).toBeNull();
    await service.from('platform_admins').insert({ user_id: user.userId, role: 'support' });
    expect((await user.client.rpc('platform_admin_role')).data).toBe('support');

    const key = await service.rpc('authenticate_partner_key', {
      p_key_hash: '0'.repeat(64),
      p_limit: 10,
      p_window_seconds: 60,
    });
    expect(key.data).toEqual([
      { key_id: null, owner_id: null, permissions: null, status: 'unknown', retry_after_seconds: null },
    ]);
  });
});

describe.each(engines())('the upgrade to enums on %s', (engine) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A database that lives across "restarts": a PGlite directory, or a fresh server database. */
  async function durableDatabase(): Promise<() => Promise<SqlExecutor>> {
    if (engine === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'creator-os-enums-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return async () => pgliteExecutor(await PGlite.create({ dataDir: dir, extensions: { pgcrypto } }));
    }
    const name = `enums_upgrade_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = openPostgres();
    await admin.exec(`create database ${name}`);
    await admin.close();
    cleanups.push(async () => {
      await dropDatabase(name);
    });
    return async () => openPostgres(name);
  }

  const ownerId = '0b5c6f1e-7d3a-4e2b-9c8d-1a2b3c4d5e6f';
  const memberId = '1c6d7a2f-8e4b-4f3c-8d9e-2b3c4d5e6f7a';

  /** Rows in every column that becomes an enum, written as the app and the functions write them. */
  async function seed(db: SqlExecutor) {
    await db.query(
      `insert into auth.users (id, email) values ($1, 'owner@example.com'), ($2, 'member@example.com')`,
      [ownerId, memberId],
    );
    await db.exec(`
      insert into public.workspaces (id, name, slug, owner_id)
        values ('2d7e8b3a-9f5c-4a4d-8e0f-3c4d5e6f7a8b', 'Kept', 'kept', '${ownerId}');
      insert into public.workspace_members (workspace_id, user_id, role)
        values ('2d7e8b3a-9f5c-4a4d-8e0f-3c4d5e6f7a8b', '${memberId}', 'viewer');
      insert into public.workspace_invitations (workspace_id, email, role, invited_by, status)
        values ('2d7e8b3a-9f5c-4a4d-8e0f-3c4d5e6f7a8b', 'waiting@example.com', 'admin', '${ownerId}', 'pending'),
               ('2d7e8b3a-9f5c-4a4d-8e0f-3c4d5e6f7a8b', 'member@example.com', 'viewer', '${ownerId}', 'accepted');
      insert into public.platform_admins (user_id, role) values ('${ownerId}', 'moderator');
      insert into public.partner_webhook_deliveries (user_id, event_type, event_id, url, payload)
        values ('${ownerId}', 'refund.processed', 'evt_kept', 'https://partner.example.com/hooks', '{}');
      select public.start_video_job('${ownerId}', null, 'A kept video', 'creative', 45, '4:5', null, null,
        'script', 2, 'kept-job');
      insert into public.videos (user_id, prompt, style, duration, aspect_ratio, provider, status, progress, paid_by)
        values ('${ownerId}', 'An own-key video', 'professional', 60, '16:9', 'wavespeed', 'processing', 40, 'own_key');
      select public.apply_subscription_period('${memberId}', 'creator', 'month', 'stripe', 'sub_kept', 'cus_kept',
        now() - interval '1 day', null, now(), 'evt_kept_period');
      select public.spend_credits_for('${memberId}', 'voice', 1, 'Voice generation', 'voice', 'render-kept',
        'voice-kept', '{"text": "hello"}');
      select public.record_voice_render('${memberId}', l.id, 'render-kept', 'sample', 'audio/wav')
        from public.credit_ledger l where l.user_id = '${memberId}' and l.idempotency_scope = 'voice';
    `);
  }

  const KEPT_ROWS = `
    select 'member' as what, role::text as value from public.workspace_members where user_id = '${memberId}'
    union all select 'owner member', role::text from public.workspace_members where user_id = '${ownerId}'
    union all select 'invitation ' || email, role || ' ' || status from public.workspace_invitations
    union all select 'admin', role::text from public.platform_admins
    union all select 'delivery', event_type::text from public.partner_webhook_deliveries
    union all select 'video ' || paid_by, concat_ws(' ', style, aspect_ratio, mode, provider, status)
      from public.videos
    union all select 'subscription', concat_ws(' ', status, billing_interval, provider) from public.subscriptions
    union all select 'ledger ' || user_id, string_agg(concat_ws(' ', transaction_type, idempotency_scope), ', '
      order by created_at, id) from public.credit_ledger group by user_id
    union all select 'voice render', source::text from public.voice_renders
    order by 1`;

  test('keeps every row, with its values, and gives each column its type', async () => {
    const open = await durableDatabase();
    // Up to the enums migration: later migrations add columns of their own types.
    const throughEnums = localMigrations.filter((m) => m.version <= ENUMS_MIGRATION);
    const before = throughEnums.filter((m) => m.version < ENUMS_MIGRATION);
    expect(before.length).toBe(throughEnums.length - 1);

    const first = await open();
    await applyMigrations(first, localBootstrapSql, before);
    await seed(first);
    const { rows: kept } = await first.query(KEPT_ROWS);
    expect(kept.length).toBe(12);
    await first.close();

    const second = await open();
    const report = await applyMigrations(second, localBootstrapSql, throughEnums);
    expect(report.applied).toEqual([ENUMS_MIGRATION]);
    expect((await second.query(KEPT_ROWS)).rows).toEqual(kept);

    const { rows: types } = await second.query<{ column: string; type: string }>(
      `select c.relname || '.' || a.attname as column, format_type(a.atttypid, null) as type
         from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0
          and format_type(a.atttypid, null) not in ('text', 'uuid', 'integer', 'numeric', 'boolean', 'jsonb',
            'bytea', 'text[]', 'timestamp with time zone')
        order by 1`,
    );
    expect(types).toEqual([
      { column: 'credit_ledger.idempotency_scope', type: 'credit_idempotency_scope' },
      { column: 'credit_ledger.transaction_type', type: 'credit_transaction_type' },
      { column: 'partner_webhook_deliveries.event_type', type: 'partner_event_type' },
      { column: 'platform_admins.role', type: 'platform_admin_role' },
      { column: 'subscriptions.billing_interval', type: 'billing_interval' },
      { column: 'subscriptions.provider', type: 'payment_provider' },
      { column: 'subscriptions.status', type: 'subscription_status' },
      { column: 'videos.aspect_ratio', type: 'video_aspect_ratio' },
      { column: 'videos.mode', type: 'video_mode' },
      { column: 'videos.paid_by', type: 'video_paid_by' },
      { column: 'videos.provider', type: 'video_provider' },
      { column: 'videos.status', type: 'video_status' },
      { column: 'videos.style', type: 'video_style' },
      { column: 'voice_renders.source', type: 'voice_render_source' },
      { column: 'workspace_invitations.role', type: 'workspace_role' },
      { column: 'workspace_invitations.status', type: 'invitation_status' },
      { column: 'workspace_members.role', type: 'workspace_role' },
    ]);
    await second.close();
  });
});
