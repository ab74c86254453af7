import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;

interface VideoRow {
  id: string;
  user_id: string;
  title: string | null;
  status: string;
  progress: number;
  provider: string | null;
  provider_job_id: string | null;
  video_url: string | null;
  error: string | null;
  credits_spent: number;
  usage_entry_id: string | null;
  paid_by: string;
  completed_at: string | null;
}

let keyCounter = 0;
const uniqueKey = (label: string) => `${label}-${Date.now().toString(36)}-${(keyCounter += 1)}`;

async function available(client: SupabaseClient): Promise<number> {
  const { data, error } = await client.from('credit_balances').select('available_credits').single();
  if (error) throw error;
  return Number((data as { available_credits: number }).available_credits);
}

describe.each(engines())('videos on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  function startJob(
    user: User,
    options: { style?: string; cost?: number; key?: string | null; script?: string } = {},
  ) {
    const style = options.style ?? 'professional';
    const script = options.script ?? 'Meet the new Creator OS.\nIt turns scripts into videos.';
    return service.rpc('start_video_job', {
      p_user_id: user.userId,
      p_script: script,
      p_prompt: `Create a professional video based on this script: ${script}`,
      p_style: style,
      p_duration: 30,
      p_aspect_ratio: '16:9',
      p_voice: 'Bella',
      p_quality: 'fast',
      p_mode: 'script',
      p_cost: options.cost ?? { professional: 1, minimal: 1, creative: 2, energetic: 5 }[style] ?? 1,
      p_idempotency_key: options.key ?? null,
    });
  }

  function record(id: string, status: string, extra: Record<string, unknown> = {}) {
    return service.rpc('record_video_progress', {
      p_id: id,
      p_status: status,
      p_progress: null,
      p_provider: null,
      p_provider_job_id: null,
      p_video_url: null,
      p_thumbnail_url: null,
      p_error: null,
      p_processing_time: null,
      ...extra,
    });
  }

  async function jobsOf(user: User): Promise<VideoRow[]> {
    const { data, error } = await service.from('videos').select('*').eq('user_id', user.userId);
    if (error) throw error;
    return data as VideoRow[];
  }

  test('a job and its spend are recorded together', async () => {
    const user = await signedInClient(backend);
    const { data, error } = await startJob(user, { style: 'creative' });
    expect(error).toBeNull();
    const job = data as VideoRow;
    expect(job).toMatchObject({
      user_id: user.userId,
      title: 'Meet the new Creator OS.',
      status: 'queued',
      progress: 0,
      credits_spent: 2,
      paid_by: 'credits',
      completed_at: null,
    });
    expect(await available(user.client)).toBe(3);
    const { data: ledger } = await user.client
      .from('credit_ledger')
      .select('id, amount, transaction_type, description, entity_type, entity_id')
      .eq('transaction_type', 'usage');
    expect(ledger).toEqual([
      {
        id: job.usage_entry_id,
        amount: -2,
        transaction_type: 'usage',
        description: 'Video generation (creative)',
        entity_type: 'video',
        entity_id: job.id,
      },
    ]);
    // The user sees their job.
    const { data: mine } = await user.client.from('videos').select('id, status, credits_spent');
    expect(mine).toEqual([{ id: job.id, status: 'queued', credits_spent: 2 }]);
  });

  test('a job the user cannot afford is refused: no job, no spend', async () => {
    const user = await signedInClient(backend);
    await startJob(user);
    const { data, error } = await startJob(user, { style: 'energetic' });
    expect(data).toBeNull();
    expect(error).toMatchObject({ message: 'Insufficient credits', hint: 'insufficient_credits' });
    expect(await available(user.client)).toBe(4);
    expect(await jobsOf(user)).toHaveLength(1);
  });

  test('a replayed idempotency key returns the same job and spends once', async () => {
    const user = await signedInClient(backend);
    const key = uniqueKey('video');
    const first = await startJob(user, { style: 'creative', key });
    const replay = await startJob(user, { style: 'creative', key });
    expect(replay.error).toBeNull();
    expect((replay.data as VideoRow).id).toBe((first.data as VideoRow).id);
    expect(await available(user.client)).toBe(3);
    const other = await startJob(user, { style: 'creative', key: uniqueKey('video') });
    expect((other.data as VideoRow).id).not.toBe((first.data as VideoRow).id);
    expect(await available(user.client)).toBe(1);
    expect(await jobsOf(user)).toHaveLength(2);
  });

  test('parallel starts never overspend', async () => {
    const user = await signedInClient(backend);
    const results = await Promise.all(Array.from({ length: 6 }, () => startJob(user, { style: 'creative' })));
    expect(results.filter((r) => r.error === null)).toHaveLength(2);
    expect(
      results.filter((r) => r.error?.hint === 'insufficient_credits').length,
      JSON.stringify(results.map((r) => r.error)),
    ).toBe(4);
    expect(await available(user.client)).toBe(1);
    expect(await jobsOf(user)).toHaveLength(2);
  });

  test('a failed job is refunded once, and stays failed', async () => {
    const user = await signedInClient(backend);
    const job = (await startJob(user, { style: 'energetic' })).data as VideoRow;
    expect(await available(user.client)).toBe(0);
    const failed = await record(job.id, 'failed', {
      p_error: 'All video generation APIs failed. Last error: x',
    });
    expect(failed.error).toBeNull();
    expect(failed.data).toMatchObject({
      status: 'failed',
      error: 'All video generation APIs failed. Last error: x',
    });
    await record(job.id, 'failed', { p_error: 'again' });
    await record(job.id, 'completed', { p_video_url: 'https://cdn.example/late.mp4' });
    expect(await available(user.client)).toBe(5);
    const [row] = await jobsOf(user);
    expect(row).toMatchObject({
      status: 'failed',
      video_url: null,
      error: 'All video generation APIs failed. Last error: x',
    });
    const { data: refunds } = await user.client
      .from('credit_ledger')
      .select('amount, description, refunded_entry_id')
      .eq('transaction_type', 'refund');
    expect(refunds).toEqual([
      { amount: 5, description: 'Refund: video generation failed', refunded_entry_id: job.usage_entry_id },
    ]);
  });

  test('progress never decreases and a completed job is final', async () => {
    const user = await signedInClient(backend);
    const job = (await startJob(user)).data as VideoRow;
    await record(job.id, 'processing', { p_progress: 40, p_provider: 'mock', p_provider_job_id: 'mock-1-a' });
    const lower = await record(job.id, 'processing', { p_progress: 30 });
    expect(lower.data).toMatchObject({
      status: 'processing',
      progress: 40,
      provider: 'mock',
      provider_job_id: 'mock-1-a',
    });
    const back = await record(job.id, 'queued', { p_progress: 10 });
    expect(back.data).toMatchObject({ status: 'processing', progress: 40 });
    const over = await record(job.id, 'processing', { p_progress: 250 });
    expect(over.data).toMatchObject({ progress: 100 });
    const done = await record(job.id, 'completed', {
      p_video_url: '/media/sample-video.mp4',
      p_thumbnail_url: '/media/sample-thumbnail.svg',
      p_processing_time: 5,
    });
    expect(done.data).toMatchObject({
      status: 'completed',
      progress: 100,
      video_url: '/media/sample-video.mp4',
      completed_at: expect.any(String),
    });
    const late = await record(job.id, 'failed', { p_error: 'late failure' });
    expect(late.data).toMatchObject({ status: 'completed', error: null });
    expect(await available(user.client)).toBe(4);
  });

  test('bad statuses are refused and a missing job is null', async () => {
    const user = await signedInClient(backend);
    const job = (await startJob(user)).data as VideoRow;
    expect((await record(job.id, 'done')).error?.code).toBe('22023');
    const missing = await record('00000000-0000-4000-8000-000000000000', 'processing');
    expect(missing.error).toBeNull();
    expect((missing.data as VideoRow | null)?.id ?? null).toBeNull();
    const bad = await service.rpc('start_video_job', {
      p_user_id: user.userId,
      p_script: 'x',
      p_prompt: 'x',
      p_style: 'professional',
      p_duration: 500,
      p_aspect_ratio: '16:9',
      p_voice: null,
      p_quality: null,
      p_mode: 'video',
      p_cost: 1,
      p_idempotency_key: null,
    });
    expect(bad.error?.code).toBe('23514');
    expect(await available(user.client)).toBe(4);
  });

  test('users read only their own videos', async () => {
    const alice = await signedInClient(backend);
    const bob = await signedInClient(backend);
    const job = (await startJob(alice)).data as VideoRow;
    const { data: bobs } = await bob.client.from('videos').select('id');
    expect(bobs).toEqual([]);
    const { data: direct } = await bob.client.from('videos').select('id').eq('id', job.id);
    expect(direct).toEqual([]);
    const { data: anon } = await clientFor(backend).from('videos').select('id');
    expect(anon ?? []).toEqual([]);
  });

  test('users cannot write credit-paid jobs, credit columns or call the service functions', async () => {
    const user = await signedInClient(backend);
    const job = (await startJob(user)).data as VideoRow;
    const base = {
      user_id: user.userId,
      prompt: 'A free video please',
      style: 'energetic',
      duration: 30,
      aspect_ratio: '16:9',
    };
    const creditPaid = await user.client.from('videos').insert({ ...base, paid_by: 'credits' });
    expect(creditPaid.error?.code).toBe('42501');
    const defaulted = await user.client.from('videos').insert(base);
    expect(defaulted.error?.code).toBe('42501');
    const withCredits = await user.client
      .from('videos')
      .insert({ ...base, paid_by: 'own_key', credits_spent: 5 });
    expect(withCredits.error?.code).toBe('42501');
    const withEntry = await user.client
      .from('videos')
      .insert({ ...base, paid_by: 'own_key', usage_entry_id: job.usage_entry_id });
    expect(withEntry.error?.code).toBe('42501');

    // A credit-paid job cannot be moved by its user (completing it, or failing it for a refund).
    const complete = await user.client
      .from('videos')
      .update({ status: 'completed', video_url: 'https://example.com/x.mp4' })
      .eq('id', job.id)
      .select('id');
    expect(complete.error).toBeNull();
    expect(complete.data).toEqual([]);
    const switchPayer = await user.client.from('videos').update({ paid_by: 'own_key' }).eq('id', job.id);
    expect(switchPayer.error?.code).toBe('42501');
    const refundable = await user.client.from('videos').update({ credits_spent: 0 }).eq('id', job.id);
    expect(refundable.error?.code).toBe('42501');

    for (const [fn, args] of [
      [
        'start_video_job',
        {
          p_user_id: user.userId,
          p_script: 'x',
          p_prompt: 'x',
          p_style: 'professional',
          p_duration: 30,
          p_aspect_ratio: '16:9',
          p_voice: null,
          p_quality: null,
          p_mode: 'video',
          p_cost: 1,
          p_idempotency_key: null,
        },
      ],
      [
        'record_video_progress',
        {
          p_id: job.id,
          p_status: 'failed',
          p_progress: null,
          p_provider: null,
          p_provider_job_id: null,
          p_video_url: null,
          p_thumbnail_url: null,
          p_error: 'please refund',
          p_processing_time: null,
        },
      ],
      [
        'spend_credits_for',
        {
          p_user_id: user.userId,
          p_scope: 'voice',
          p_amount: 1,
          p_description: 'x',
          p_entity_type: null,
          p_idempotency_key: null,
        },
      ],
    ] as const) {
      const { error } = await user.client.rpc(fn, args);
      expect(error?.code, fn).toBe('42501');
      const anon = await clientFor(backend).rpc(fn, args);
      expect(anon.error?.code, `${fn} as anon`).toBe('42501');
    }
    const [row] = await jobsOf(user);
    expect(row).toMatchObject({ status: 'queued', video_url: null, paid_by: 'credits', credits_spent: 1 });
    expect(await available(user.client)).toBe(4);
    expect(await jobsOf(user)).toHaveLength(1);
  });

  test('own-key jobs: users record and update their own, for themselves only', async () => {
    const user = await signedInClient(backend);
    const other = await signedInClient(backend);
    const { data, error } = await user.client
      .from('videos')
      .insert({
        title: 'My own key video',
        prompt: 'A sunrise over the sea',
        style: 'creative',
        duration: 45,
        aspect_ratio: '9:16',
        mode: 'video',
        provider: 'wavespeed',
        provider_job_id: 'task_123',
        status: 'processing',
        progress: 20,
        paid_by: 'own_key',
      })
      .select('id, user_id, credits_spent, usage_entry_id, paid_by')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.any(String),
      user_id: user.userId,
      credits_spent: 0,
      usage_entry_id: null,
      paid_by: 'own_key',
    });
    const id = (data as { id: string }).id;
    const updated = await user.client
      .from('videos')
      .update({ status: 'completed', progress: 100, video_url: 'https://cdn.example/v.mp4' })
      .eq('id', id)
      .select('status, progress, video_url')
      .single();
    expect(updated.data).toEqual({
      status: 'completed',
      progress: 100,
      video_url: 'https://cdn.example/v.mp4',
    });
    expect(await available(user.client)).toBe(5);

    const forOther = await user.client.from('videos').insert({
      user_id: other.userId,
      prompt: 'x',
      style: 'minimal',
      duration: 15,
      aspect_ratio: '1:1',
      paid_by: 'own_key',
    });
    expect(forOther.error?.code).toBe('42501');
    const touch = await other.client.from('videos').update({ title: 'mine now' }).eq('id', id).select('id');
    expect(touch.data).toEqual([]);
  });

  test('spend_credits_for spends once per key and refuses a refunded replay', async () => {
    const user = await signedInClient(backend);
    const key = uniqueKey('voice');
    const spend = () =>
      service.rpc('spend_credits_for', {
        p_user_id: user.userId,
        p_scope: 'voice',
        p_amount: 1,
        p_description: 'Voice generation',
        p_entity_type: 'voice',
        p_idempotency_key: key,
        p_request: { text: 'Hello' },
      });
    const first = await spend();
    expect(first.data).toMatchObject({ amount: -1, transaction_type: 'usage', entity_type: 'voice' });
    expect((await spend()).data).toEqual(first.data);
    expect(await available(user.client)).toBe(4);
    await service.rpc('refund_credits', {
      p_usage_entry_id: (first.data as { id: string }).id,
      p_description: 'Refund: voice generation failed',
    });
    const replay = await spend();
    expect(replay.error).toMatchObject({ hint: 'already_refunded' });
    expect(await available(user.client)).toBe(5);
    const broke = await service.rpc('spend_credits_for', {
      p_user_id: user.userId,
      p_scope: 'voice',
      p_amount: 6,
      p_description: 'Voice generation',
    });
    expect(broke.error).toMatchObject({ message: 'Insufficient credits', hint: 'insufficient_credits' });
  });
});
