import { Database, Loader2, RotateCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import {
  getLocalBackendStatus,
  subscribeLocalBackendStatus,
  type LocalBackendStatus,
} from '../../local-backend';

/**
 * A returning open takes about a second, behind screens that already show the last-known data: its
 * spinner turns only once the open has taken longer than this. A turning spinner has the
 * compositor draw 60 frames a second (and Lighthouse screenshot each one): CPU that a phone's page
 * and its database worker need in that second. During an animation's delay Chromium draws none.
 */
export const RETURNING_SPIN_DELAY_MS = 2_000;

/** What a prerendered page shows, and what its hydration must see: nothing has started. */
const notStarted: LocalBackendStatus = { state: 'idle' };

/** Tells the user the in-browser database is starting (seconds on first run) or failed. */
export function LocalBackendNotice({ onRetry }: { onRetry: () => void }) {
  const status = useSyncExternalStore(subscribeLocalBackendStatus, getLocalBackendStatus, () => notStarted);
  if (status.state === 'starting') {
    return (
      <div
        role="status"
        className="fixed inset-x-0 top-4 z-50 mx-auto flex w-fit max-w-[92vw] items-center gap-3 rounded-full bg-ink sm:top-auto sm:bottom-4 px-5 py-3 text-sm text-white shadow-lg"
      >
        <Loader2
          className="size-4 animate-spin"
          style={status.firstRun ? undefined : { animationDelay: `${RETURNING_SPIN_DELAY_MS}ms` }}
          aria-hidden
        />
        {status.firstRun
          ? 'Preparing your local workspace… this takes a few seconds the first time.'
          : 'Opening your local workspace…'}
      </div>
    );
  }
  if (status.state === 'failed') {
    return (
      <div
        role="alert"
        className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-fit max-w-[92vw] items-center gap-3 rounded-xl bg-red-600 px-5 py-3 text-sm text-white shadow-lg"
      >
        <Database className="size-4" aria-hidden />
        <span>Your local workspace could not start: {status.message}</span>
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex items-center gap-1 font-semibold underline"
        >
          <RotateCw className="size-3.5" aria-hidden /> Retry
        </button>
      </div>
    );
  }
  return null;
}
