import { mapVideoStatus } from '../../../supabase/functions/_shared/video/map-status.ts';
import { PROVIDER_NAMES } from '../../../supabase/functions/_shared/video/video-types.ts';
import type { Tables } from '@/lib/database.types';
import type { ProviderName, RecentVideo, VideoJobResult, VideoStatus } from './video-service';

/** One of the four job statuses, mapped from providers' words (docs/product-rules.md#video-providers). */
export function asVideoStatus(value: unknown): VideoStatus {
  return mapVideoStatus(value);
}

/** A provider name, or `fallback` for anything else. */
export function asProviderName(value: unknown, fallback: ProviderName): ProviderName {
  return PROVIDER_NAMES.includes(value as ProviderName) ? (value as ProviderName) : fallback;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A status answer (server function or provider manager) as a VideoJobResult. */
export function toJobResult(raw: unknown, known: { id: string; provider: string }): VideoJobResult {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const result: VideoJobResult = {
    id: text(body.id) ?? known.id,
    status: asVideoStatus(body.status),
    progress: Math.max(0, Math.min(100, number(body.progress) ?? 0)),
    provider: asProviderName(body.provider, asProviderName(known.provider, 'mock')),
  };
  const videoUrl = text(body.videoUrl);
  const thumbnailUrl = text(body.thumbnailUrl);
  const error = text(body.error);
  const processingTime = number(body.processingTime);
  if (videoUrl) result.videoUrl = videoUrl;
  if (thumbnailUrl) result.thumbnailUrl = thumbnailUrl;
  if (error) result.error = error;
  if (processingTime !== undefined) result.processingTime = processingTime;
  return result;
}

/** The columns of `videos` the recent list reads. */
export const RECENT_VIDEO_COLUMNS =
  'id, title, style, provider, status, progress, video_url, thumbnail_url, error, created_at';

/** A row of `videos` as the recent list reads it (RECENT_VIDEO_COLUMNS). */
export type VideoRow = Pick<
  Tables<'videos'>,
  | 'id'
  | 'title'
  | 'style'
  | 'provider'
  | 'status'
  | 'progress'
  | 'video_url'
  | 'thumbnail_url'
  | 'error'
  | 'created_at'
>;

export function toRecentVideo(row: VideoRow): RecentVideo {
  return {
    id: row.id,
    title: row.title,
    style: row.style,
    provider: row.provider,
    status: row.status,
    progress: row.progress,
    videoUrl: row.video_url,
    thumbnailUrl: row.thumbnail_url,
    error: row.error,
    createdAt: row.created_at,
  };
}

/** A short title for a job: the first words of its script or prompt. */
export function titleFor(textValue: string): string {
  const firstLine =
    textValue
      .trim()
      .split('\n')
      .find((line) => line.trim()) ?? '';
  const clean = firstLine.trim().replace(/\s+/g, ' ');
  return clean.length > 60 ? `${clean.slice(0, 57).trimEnd()}...` : clean || 'Untitled video';
}
