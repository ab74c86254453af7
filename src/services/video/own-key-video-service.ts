import type { OwnProviderKeys } from '@/lib/credits/own-provider-keys';
import type { Tables } from '@/lib/database.types';
import {
  createVideoManager,
  providersFromKeys,
  scriptToPrompt,
  type VideoManager,
} from '../../../supabase/functions/_shared/video/provider-manager.ts';
import {
  VIDEO_TIMEOUT_SECONDS,
  type FetchLike,
} from '../../../supabase/functions/_shared/video/video-types.ts';
import type { ProviderName, VideoJobResult, VideoService } from './video-service';
import { asProviderName, titleFor } from './video-rows';

/** Where Settings keeps the user's provider order (a JSON list of names, or a comma-separated one). */
export const PROVIDER_PRIORITY_STORAGE_KEY = 'video_provider_priority';

/** The stored provider order; empty (the manager's default order) when none or unreadable. */
export function readProviderPriority(
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): string[] {
  const raw = storage?.getItem(PROVIDER_PRIORITY_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter((name): name is string => typeof name === 'string');
    if (typeof parsed === 'string') return parsed.split(',');
  } catch {
    return raw.split(',');
  }
  return [];
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The few calls the service makes on the `videos` table (row level security: the author writes their own rows). */
export interface OwnKeyJobStore {
  /** Records a new own-key job; resolves with its row id. */
  insert(row: OwnKeyJobRow): Promise<string>;
  /** Records what the provider said. */
  update(id: string, changes: OwnKeyJobChanges): Promise<void>;
  /** The provider's job for a row (after a reload). */
  find(
    id: string,
  ): Promise<{ provider: string | null; providerJobId: string | null; createdAt: string } | null>;
}

/** The `videos` row an own-key job is recorded with (the user writes it; it spends no credits). */
export type OwnKeyJobRow = Pick<
  Tables<'videos'>,
  | 'script'
  | 'prompt'
  | 'style'
  | 'duration'
  | 'aspect_ratio'
  | 'voice'
  | 'quality'
  | 'mode'
  | 'status'
  | 'progress'
  | 'workspace_id'
  | 'script_id'
  | 'script_version'
> & {
  title: string;
  provider: ProviderName;
  provider_job_id: string;
  paid_by: 'own_key';
};

export interface OwnKeyJobChanges {
  status: Tables<'videos'>['status'];
  progress: number;
  video_url?: string | null;
  thumbnail_url?: string | null;
  error?: string | null;
  processing_time?: number | null;
  completed_at?: string | null;
}

interface Tracked {
  /** The row in `videos`, or null when it could not be recorded. */
  rowId: string | null;
  provider: ProviderName;
  providerJobId: string;
  createdAt: number;
  last: VideoJobResult;
}

export interface OwnKeyVideoServiceDeps {
  keys: () => OwnProviderKeys;
  priority: () => string[];
  jobs: OwnKeyJobStore;
  /** Voice-overs: ElevenLabs with the user's key, or the fallback the app chooses. */
  speak: VideoService['speak'];
  listRecent: VideoService['listRecent'];
  storeUpload: VideoService['storeUpload'];
  fetch?: FetchLike;
  now?: () => number;
}

const isTerminal = (result: VideoJobResult) => result.status === 'completed' || result.status === 'failed';

/**
 * The video creator with the user's own provider keys, called from this browser (no credits):
 * the provider manager built from their keys in their order, the mock always last, and every
 * job recorded in `videos` as an own-key job so a reload finds it.
 */
export function createOwnKeyVideoService(deps: OwnKeyVideoServiceDeps): VideoService {
  const now = deps.now ?? (() => Date.now());
  const tracked = new Map<string, Tracked>();

  const manager = (): VideoManager => {
    const keys = deps.keys();
    return createVideoManager({
      providers: providersFromKeys({
        keys: { wavespeed: keys.wavespeed, pika: keys.pika, replicate: keys.replicate },
        mock: true,
        fetch: deps.fetch,
      }),
      priority: deps.priority(),
    });
  };

  /** Records what the provider said; the row's progress never goes back, a final state stays. */
  const record = async (job: Tracked, result: VideoJobResult) => {
    const progress = Math.max(job.last.progress, result.status === 'completed' ? 100 : result.progress);
    job.last = { ...result, progress };
    if (!job.rowId) return;
    try {
      await deps.jobs.update(job.rowId, {
        status: result.status,
        progress,
        video_url: result.videoUrl ?? null,
        thumbnail_url: result.thumbnailUrl ?? null,
        error: result.status === 'failed' ? (result.error ?? 'Video generation failed') : null,
        processing_time: result.processingTime ?? null,
        completed_at: result.status === 'completed' ? new Date(now()).toISOString() : null,
      });
    } catch {
      // The job goes on; the list shows the last state it could record.
    }
  };

  const lookUp = async (id: string, provider: string): Promise<Tracked> => {
    const known = tracked.get(id);
    if (known) return known;
    const row = await deps.jobs.find(id);
    if (!row?.providerJobId) throw new Error(`Video ${id} not found`);
    const job: Tracked = {
      rowId: id,
      provider: asProviderName(row.provider ?? provider, 'mock'),
      providerJobId: row.providerJobId,
      createdAt: Date.parse(row.createdAt) || now(),
      last: { id, status: 'queued', progress: 0, provider: asProviderName(row.provider ?? provider, 'mock') },
    };
    tracked.set(id, job);
    return job;
  };

  return {
    kind: 'own-key',

    async generate(request) {
      const options = {
        duration: request.duration,
        aspectRatio: request.aspectRatio,
        style: request.style,
        quality: request.quality,
        voice: request.voice,
      };
      const videos = manager();
      const started =
        request.mode === 'script'
          ? await videos.scriptToVideo(request.text, options)
          : await videos.generateVideo({ ...options, prompt: request.text });
      let rowId: string | null = null;
      try {
        rowId = await deps.jobs.insert({
          title: titleFor(request.text),
          script: request.mode === 'script' ? request.text : null,
          prompt: request.mode === 'script' ? scriptToPrompt(request.text) : request.text,
          style: request.style,
          duration: request.duration,
          aspect_ratio: request.aspectRatio,
          voice: request.voice ?? null,
          quality: request.quality ?? null,
          mode: request.mode,
          workspace_id: request.workspaceId,
          script_id: request.scriptId ?? null,
          script_version: request.scriptVersion ?? null,
          provider: started.provider,
          provider_job_id: started.id,
          status: started.status,
          progress: started.progress,
          paid_by: 'own_key',
        });
      } catch {
        // Not recorded (offline database?): the job is still followed here, just not listed.
      }
      const id = rowId ?? `${started.provider}:${started.id}`;
      tracked.set(id, {
        rowId,
        provider: started.provider,
        providerJobId: started.id,
        createdAt: now(),
        last: { ...started, id },
      });
      return { id, provider: started.provider };
    },

    async status(id, provider) {
      const job = await lookUp(id, provider);
      if (isTerminal(job.last)) return { ...job.last, id };
      let result = await manager().getVideoStatus(job.providerJobId, job.provider);
      if (!isTerminal(result) && now() - job.createdAt >= VIDEO_TIMEOUT_SECONDS * 1000) {
        result = { ...result, status: 'failed', error: 'Video generation timed out' };
      }
      await record(job, { ...result, id });
      return { ...job.last, id };
    },

    speak: deps.speak,
    listRecent: deps.listRecent,
    storeUpload: deps.storeUpload,
  };
}
