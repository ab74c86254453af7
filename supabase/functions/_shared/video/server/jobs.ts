import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceRpc as rpc } from './service-rpc.ts';
import type { Enums, Tables } from '../../database.types.ts';
import type { ProviderName, VideoJobResult, VideoStatus } from '../video-types.ts';

/** A row of public.videos as the service role reads it. */
export type VideoRow = Tables<'videos'>;

/** A composite result that may be SQL null (every field null). */
const rowOrNull = <Row extends { id: string | null }>(row: Row | null): Row | null =>
  row && row.id ? row : null;

export interface StartJob {
  userId: string;
  script: string | null;
  prompt: string;
  style: string;
  duration: number;
  aspectRatio: string;
  voice: string | null;
  quality: string | null;
  mode: Enums<'video_mode'>;
  /** The workspace the video goes to; the database refuses one the user may not write. */
  workspaceId: string;
  scriptId: string | null;
  scriptVersion: number | null;
  cost: number;
  idempotencyKey: string | null;
}

/**
 * Spends the job's credits and records it queued in its workspace, atomically (start_video_job).
 * 403 when the user may not create videos there, 402 when they are short of credits; a replayed idempotency key gives back the job it started when the
 * request is the same, and is a 409 when it is not.
 */
export function startVideoJob(admin: SupabaseClient, job: StartJob): Promise<VideoRow> {
  return rpc<VideoRow>(admin, 'start_video_job', {
    p_user_id: job.userId,
    p_script: job.script,
    p_prompt: job.prompt,
    p_style: job.style,
    p_duration: job.duration,
    p_aspect_ratio: job.aspectRatio,
    p_voice: job.voice,
    p_quality: job.quality,
    p_mode: job.mode,
    p_cost: job.cost,
    p_idempotency_key: job.idempotencyKey,
    p_workspace_id: job.workspaceId,
    p_script_id: job.scriptId,
    p_script_version: job.scriptVersion,
  });
}

/**
 * Takes a queued job for this request: true for the one request that moves it from queued to
 * processing (progress 10, "analysing"), false when another request already has it (a replay).
 */
export async function claimQueuedJob(admin: SupabaseClient, id: string): Promise<boolean> {
  const { data, error } = await admin
    .from('videos')
    .update({ status: 'processing', progress: 10 })
    .eq('id', id)
    .eq('status', 'queued')
    .select('id');
  if (error) throw new Error(`Could not start the video job: ${error.message}`);
  return (data ?? []).length === 1;
}

export interface ProgressUpdate {
  status: VideoStatus;
  progress?: number | null;
  provider?: ProviderName | null;
  providerJobId?: string | null;
  videoUrl?: string | null;
  thumbnailUrl?: string | null;
  error?: string | null;
  processingTime?: number | null;
}

/** Moves a job forward (record_video_progress): never back; a failed job is refunded once. */
export async function recordVideoProgress(
  admin: SupabaseClient,
  id: string,
  update: ProgressUpdate,
): Promise<VideoRow | null> {
  const row = await rpc<VideoRow | null>(admin, 'record_video_progress', {
    p_id: id,
    p_status: update.status,
    p_progress: update.progress ?? null,
    p_provider: update.provider ?? null,
    p_provider_job_id: update.providerJobId ?? null,
    p_video_url: update.videoUrl ?? null,
    p_thumbnail_url: update.thumbnailUrl ?? null,
    p_error: update.error ?? null,
    p_processing_time: update.processingTime ?? null,
  });
  return rowOrNull(row);
}

/** The update a provider's answer makes: a completed job without a video counts as failed. */
export function progressFromResult(result: VideoJobResult, floor = 0): ProgressUpdate {
  const base = {
    provider: result.provider,
    providerJobId: result.id,
    processingTime: result.processingTime ?? null,
  };
  if (result.status === 'completed' && !result.videoUrl) {
    return { ...base, status: 'failed', error: result.error ?? 'Video generation failed' };
  }
  if (result.status === 'failed') {
    return { ...base, status: 'failed', error: result.error ?? 'Video generation failed' };
  }
  return {
    ...base,
    status: result.status === 'queued' ? 'processing' : result.status,
    progress: Math.max(floor, result.progress),
    videoUrl: result.videoUrl ?? null,
    thumbnailUrl: result.thumbnailUrl ?? null,
  };
}

/** The caller's own job, or null (another user's job is as good as missing). */
export async function videoOfUser(
  admin: SupabaseClient,
  id: string,
  userId: string,
): Promise<VideoRow | null> {
  const { data, error } = await admin
    .from('videos')
    .select('*')
    .eq('id', id)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Could not read the video job: ${error.message}`);
  return (data as VideoRow | null) ?? null;
}

/** What video-status answers (and the shape of a job in every video answer). */
export function jobAnswer(row: VideoRow) {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    videoUrl: row.video_url,
    thumbnailUrl: row.thumbnail_url,
    error: row.error,
    processingTime: row.processing_time === null ? null : Number(row.processing_time),
    provider: row.provider,
  };
}

/** A usage entry as spend_credits_for returns it. */
export interface UsageEntry {
  id: string;
  amount: number;
  entity_id: string | null;
}

/**
 * Spends a user's credits for a server function in its own key scope (spend_credits_for). The
 * key is bound to the amount, description, entity type and `request`: a replay of the same
 * request returns the first entry (its entity_id is the first request's), another request under
 * the key is a 409, as is a replay of a refunded entry.
 */
export function spendCreditsFor(
  admin: SupabaseClient,
  spend: {
    userId: string;
    scope: 'voice';
    amount: number;
    description: string;
    entityType: string;
    entityId: string;
    idempotencyKey: string | null;
    request: Record<string, unknown>;
  },
): Promise<UsageEntry> {
  return rpc(admin, 'spend_credits_for', {
    p_user_id: spend.userId,
    p_scope: spend.scope,
    p_amount: spend.amount,
    p_description: spend.description,
    p_entity_type: spend.entityType,
    p_entity_id: spend.entityId,
    p_idempotency_key: spend.idempotencyKey,
    p_request: spend.request,
  });
}

/** Gives a usage entry's credits back, once (refund_credits). */
export async function refundCredits(
  admin: SupabaseClient,
  usageEntryId: string,
  description: string,
): Promise<void> {
  await rpc(admin, 'refund_credits', { p_usage_entry_id: usageEntryId, p_description: description });
}
