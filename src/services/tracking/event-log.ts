import type { TrackingEventProperties } from './track-event';
import type { PixelType } from './tracking-pixels';

/** One event as it was sent, for Settings → Tracking & Analytics → Testing & Debug. */
export interface SentEvent {
  id: number;
  name: string;
  properties: TrackingEventProperties;
  /** ISO time it was sent. */
  time: string;
  /** The pixels it was sent to (none when no pixel was active). */
  pixels: { id: string; name: string; type: PixelType }[];
  /** Sent from the Testing & Debug tab, not by the product. */
  test: boolean;
}

/** How many sent events the log keeps (newest first). */
export const EVENT_LOG_LIMIT = 50;

let entries: readonly SentEvent[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

export function recordSentEvent(event: Omit<SentEvent, 'id' | 'time'>, now = new Date()): SentEvent {
  const entry: SentEvent = { ...event, id: nextId++, time: now.toISOString() };
  entries = [entry, ...entries].slice(0, EVENT_LOG_LIMIT);
  for (const listener of listeners) listener();
  return entry;
}

/** The events sent since the app started, newest first (the same array until one is added). */
export function readEventLog(): readonly SentEvent[] {
  return entries;
}

export function subscribeToEventLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearEventLog(): void {
  entries = [];
  for (const listener of listeners) listener();
}
