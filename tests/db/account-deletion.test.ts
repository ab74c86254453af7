import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;

let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

/** Every table that holds a user's rows, and the column naming the user. */
const USER_TABLES = [
  ['auth.users', 'id'],
  ['auth.sessions', 'user_id'],
  ['auth.refresh_tokens', 'user_id'],
  ['public.profiles', 'id'],
  ['public.workspaces', 'owner_id'],
  ['public.workspace_members', 'user_id'],
  ['public.workspace_invitations', 'invited_by'],
  ['public.credit_accounts', 'user_id'],
  ['public.credit_ledger', 'user_id'],
  ['public.subscriptions', 'user_id'],
  ['public.payment_events', 'user_id'],
  ['public.videos', 'user_id'],
  ['public.platform_admins', 'user_id'],
  ['public.api_keys', 'created_by'],
  ['public.api_keys', 'revoked_by'],
  ['public.partner_webhook_settings', 'user_id'],
  ['public.partner_webhook_deliveries', 'user_id'],
] as const;

describe.each(engines())('account deletion on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [table, column] of USER_TABLES) {
      const { rows } = await backend.db.query<{ n: number }>(
        `select count(*)::int as n from ${table} where ${column} = $1`,
        [userId],
      );
      counts[`${table}.${column}`] = rows[0].n;
    }
    return counts;
  }

  async function createWorkspace(user: User, name: string) {
    const { data, error } = await user.client
      .from('workspaces')
      .insert({ name, slug: unique('team'), owner_id: user.userId })
      .select('id')
      .single();
    if (error) throw error;
    return (data as { id: string }).id;
  }

  /** `member` joins the owner's workspace through a real invitation. */
  async function join(owner: User, member: User, workspaceId: string) {
    const sent = await owner.client
      .from('workspace_invitations')
      .insert({ workspace_id: workspaceId, email: member.email, role: 'member' })
      .select('id')
      .single();
    if (sent.error) throw sent.error;
    const answered = await member.client.rpc('respond_to_workspace_invitation', {
      invitation_id: (sent.data as { id: string }).id,
      accept: true,
    });
    if (answered.error) throw answered.error;
  }

  async function startVideo(user: User) {
    const { data, error } = await service.rpc('start_video_job', {
      p_user_id: user.userId,
      p_script: 'Meet the new Creator OS.',
      p_prompt: 'Create a professional video based on this script: Meet the new Creator OS.',
      p_style: 'professional',
      p_duration: 30,
      p_aspect_ratio: '16:9',
      p_voice: 'Bella',
      p_quality: 'fast',
      p_mode: 'script',
      p_cost: 1,
      p_idempotency_key: unique('video'),
    });
    if (error) throw error;
    return data as { id: string };
  }

  /** A user with everything an account can hold: workspaces, credits, videos, keys, a plan. */
  async function busyUser(other: User): Promise<User & { planEventId: string }> {
    const user = await signedInClient(backend, { first_name: 'Grace', last_name: 'Hopper' });
    const own = await createWorkspace(user, 'Grace Studio');
    await join(user, other, own);
    await user.client
      .from('workspace_invitations')
      .insert({ workspace_id: own, email: `pending.${unique('x')}@example.com`, role: 'viewer' });
    const theirs = await createWorkspace(other, 'Other Team');
    await join(other, user, theirs);

    const granted = await service.rpc('grant_credits', {
      p_user_id: user.userId,
      p_amount: 50,
      p_type: 'purchase',
      p_description: 'Credit pack',
      p_cost_amount: 20,
      p_idempotency_key: unique('pack'),
    });
    if (granted.error) throw granted.error;
    const spent = await user.client.rpc('spend_credits', { p_amount: 2, p_description: 'Script generation' });
    if (spent.error) throw spent.error;
    await startVideo(user);
    // A failed video is refunded: a refund row that points at its usage row.
    const failed = await startVideo(user);
    const recorded = await service.rpc('record_video_progress', {
      p_id: failed.id,
      p_status: 'failed',
      p_error: 'Provider down',
    });
    if (recorded.error) throw recorded.error;

    const planEventId = unique('event');
    const subscribed = await service.rpc('apply_subscription_period', {
      p_user_id: user.userId,
      p_plan_id: 'creator',
      p_interval: 'month',
      p_provider: 'mock',
      p_provider_subscription_id: unique('sub'),
      p_provider_customer_id: null,
      p_period_start: new Date().toISOString(),
      p_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      p_event_at: new Date().toISOString(),
      p_event_id: planEventId,
    });
    if (subscribed.error) throw subscribed.error;

    const key = await user.client.rpc('generate_api_key', { p_name: 'Payment partner' });
    if (key.error) throw key.error;
    const settings = await user.client.rpc('ensure_partner_webhook_settings');
    if (settings.error) throw settings.error;
    const admin = await service.from('platform_admins').insert({ user_id: user.userId, role: 'support' });
    if (admin.error) throw admin.error;
    return { ...user, planEventId };
  }

  test('a user deletes their account: every row of theirs goes, and they can no longer sign in', async () => {
    const other = await signedInClient(backend);
    const user = await busyUser(other);
    const before = await rowsOf(user.userId);
    for (const table of [
      'public.profiles.id',
      'public.workspaces.owner_id',
      'public.workspace_members.user_id',
      'public.workspace_invitations.invited_by',
      'public.credit_ledger.user_id',
      'public.subscriptions.user_id',
      'public.payment_events.user_id',
      'public.videos.user_id',
      'public.platform_admins.user_id',
      'public.api_keys.created_by',
      'public.partner_webhook_settings.user_id',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const otherBefore = await rowsOf(other.userId);

    const { error } = await user.client.rpc('delete_own_account');
    expect(error).toBeNull();

    expect(Object.values(await rowsOf(user.userId)).every((n) => n === 0)).toBe(true);
    // The payment event stays, without its user, so a replayed webhook still does nothing.
    const { rows: events } = await backend.db.query<{ user_id: string | null }>(
      `select user_id from public.payment_events where event_id = $1 and event_type = 'subscription_period'`,
      [user.planEventId],
    );
    expect(events).toEqual([{ user_id: null }]);

    // The other user keeps everything except their membership of the deleted user's workspace.
    const otherAfter = await rowsOf(other.userId);
    expect(otherAfter).toEqual({
      ...otherBefore,
      'public.workspace_members.user_id': otherBefore['public.workspace_members.user_id'] - 1,
    });
    const theirTeam = await other.client.from('workspaces').select('name').order('name');
    expect(theirTeam.data).toEqual([{ name: "Ada's workspace" }, { name: 'Other Team' }]);
    const members = await other.client.from('workspace_members').select('user_id');
    // Their owner memberships: their personal workspace and Other Team.
    expect(members.data).toEqual([{ user_id: other.userId }, { user_id: other.userId }]);
    const balance = await other.client.from('credit_balances').select('available_credits').single();
    expect(balance.data).toEqual({ available_credits: 5 });

    // The old session is dead; signing out of it still succeeds, and the password no longer works.
    const stale = await user.client.auth.getUser();
    expect(stale.error).not.toBeNull();
    expect((await user.client.auth.signOut()).error).toBeNull();
    const again = await clientFor(backend).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(again.error?.message).toBe('Invalid login credentials');
  });

  test('the credit ledger is still append-only for users who exist', async () => {
    const user = await signedInClient(backend);
    await expect(
      backend.db.query('delete from public.credit_ledger where user_id = $1', [user.userId]),
    ).rejects.toThrow('The credit ledger is append-only');
  });

  test('nobody signed out can call it, and it deletes only the caller', async () => {
    const anon = await clientFor(backend).rpc('delete_own_account');
    expect(anon.error).not.toBeNull();
    expect(anon.error?.code).toBe('42501');

    const user = await signedInClient(backend);
    const bystander = await signedInClient(backend);
    expect((await user.client.rpc('delete_own_account')).error).toBeNull();
    expect((await rowsOf(user.userId))['auth.users.id']).toBe(0);
    expect((await rowsOf(bystander.userId))['auth.users.id']).toBe(1);
    expect((await bystander.client.from('profiles').select('id').single()).data).toEqual({
      id: bystander.userId,
    });
  });
});
