import type { VideoStatus } from './video-types.ts';

const STATUS_MAP: Readonly<Record<string, VideoStatus>> = {
  pending: 'queued',
  queued: 'queued',
  processing: 'processing',
  running: 'processing',
  generating: 'processing',
  completed: 'completed',
  finished: 'completed',
  success: 'completed',
  failed: 'failed',
  error: 'failed',
};

/**
 * A provider's status word as the app's (docs/product-rules.md#video-providers): pending/queued → queued;
 * processing/running/generating → processing; completed/finished/success → completed;
 * failed/error → failed; anything else (or nothing) → queued. Case-insensitive.
 */
export function mapVideoStatus(status: unknown): VideoStatus {
  if (typeof status !== 'string') return 'queued';
  return STATUS_MAP[status.trim().toLowerCase()] ?? 'queued';
}

export function isTerminalStatus(status: VideoStatus): boolean {
  return status === 'completed' || status === 'failed';
}
