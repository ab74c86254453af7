import type { PGlite } from '@electric-sql/pglite';
import { DATABASE_OPEN_FAILED } from './database-open-failed';
import { openTabSession } from './tab-session';
import { waitForMessage } from './wait-for-message';

/** What the page sends as `init` (tab-database.ts; PGliteWorker's options in an older build). */
export interface TabDatabaseOptions {
  dataDir?: string;
  meta?: unknown;
  id?: string;
}

/** The dedicated worker's global scope, as far as this module uses it. */
export interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

async function initOptions(scope: WorkerScope): Promise<TabDatabaseOptions> {
  const init = await waitForMessage(scope, 'init');
  return (init.data as { options?: TabDatabaseOptions }).options ?? {};
}

/**
 * Resolves true once the lock is held; it is then held until the worker ends. With `ifAvailable`,
 * resolves false at once when another holds it.
 */
function holdLock(name: string, options: { ifAvailable?: boolean } = {}): Promise<boolean> {
  return new Promise((answered) => {
    void navigator.locks.request(name, options, (lock) => {
      answered(lock !== null);
      return lock ? new Promise<never>(() => undefined) : undefined;
    });
  });
}

/**
 * Serves one tab over its own channel until the tab goes, which Web Locks tell: each tab holds
 * `pglite-tab-close:<tab>` for its whole life.
 */
function serveTab(tabId: string, db: PGlite, tabs: Set<string>) {
  if (tabs.has(tabId)) return;
  tabs.add(tabId);
  const channel = new BroadcastChannel(`pglite-tab:${tabId}`);
  const session = openTabSession(db);
  let open = true;
  // A call can finish after its tab has gone: it is not answered (PGlite's worker posts to the
  // closed channel and throws, electric-sql/pglite#1112).
  const send = (message: unknown) => {
    if (open) channel.postMessage(message);
  };

  void navigator.locks.request(`pglite-tab-close:${tabId}`, async () => {
    open = false;
    channel.close();
    tabs.delete(tabId);
    await session.end();
  });

  channel.addEventListener('message', (event: MessageEvent) => {
    const call = event.data as { type?: unknown; callId?: unknown; method?: unknown; args?: unknown } | null;
    if (call?.type !== 'rpc-call' || typeof call.method !== 'string') return;
    const { callId } = call;
    const args = Array.isArray(call.args) ? (call.args as unknown[]) : [];
    session.call(call.method, args).then(
      (result) => {
        try {
          send({ type: 'rpc-return', callId, result });
        } catch (error) {
          send({ type: 'rpc-error', callId, error: { message: String(error) } });
        }
      },
      (error: unknown) => {
        send({
          type: 'rpc-error',
          callId,
          error: { message: error instanceof Error ? error.message : String(error) },
        });
      },
    );
  });

  send({ type: 'connected' });
}

/**
 * The worker side of PGliteWorker (@electric-sql/pglite/worker, pinned in package.json), which
 * the page keeps using: every tab starts a worker, the workers queue for one Web Lock, and the
 * worker holding it opens the database and serves every tab over BroadcastChannels. Written here
 * instead of PGlite's `worker()` for three faults of it that left tabs waiting for ever:
 * - a lock granted to a tab after it closed was never freed (see tab-session.ts);
 * - a worker that could not open the database kept the lock, so no other tab could try, and its
 *   own page was never told: here it tells its page and ends, freeing the lock;
 * - its lock and channel names held the worker script's URL, which changes with every build, so
 *   two tabs of two builds opened one database twice. Here they name only the data directory.
 */
export async function serveDatabaseToTabs(
  scope: WorkerScope,
  open: (options: TabDatabaseOptions) => Promise<PGlite>,
): Promise<void> {
  scope.postMessage({ type: 'here' });
  const options = await initOptions(scope);
  const id = options.id ?? `creator-os:${options.dataDir ?? 'memory'}`;
  const electionLock = `pglite-election-lock:${id}`;
  // From `ready` on, the page says "tab-here" until a worker serves it (PGliteWorker, in an
  // older build, every 16 ms: about a hundred broadcasts while the database opened). A worker
  // that holds the lock at once opens the database itself, so its page hears `ready` once the
  // database is open and is served at its first "tab-here". A page whose database another tab
  // holds is ready at once, to be served by that tab.
  const leadingAtOnce = await holdLock(electionLock, { ifAvailable: true });
  if (!leadingAtOnce) {
    scope.postMessage({ type: 'ready', id });
    await holdLock(electionLock);
  }
  const opening = open(options);
  const broadcast = new BroadcastChannel(`pglite-broadcast:${id}`);
  const tabs = new Set<string>();
  broadcast.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as { type?: unknown; id?: unknown } | null;
    if (message?.type !== 'tab-here' || typeof message.id !== 'string') return;
    const tabId = message.id;
    opening.then(
      (db) => serveTab(tabId, db, tabs),
      () => undefined,
    );
  });
  // Told at once, so that the tabs give up the calls the last leader left unanswered.
  broadcast.postMessage({ type: 'leader-here', id });
  if (!leadingAtOnce) scope.postMessage({ type: 'leader-now' });

  let db: PGlite;
  try {
    db = await opening;
  } catch (error) {
    console.error('Could not open the local database', error);
    scope.postMessage({
      type: DATABASE_OPEN_FAILED,
      message: error instanceof Error ? error.message : String(error),
    });
    broadcast.close();
    scope.close();
    return;
  }
  if (leadingAtOnce) {
    scope.postMessage({ type: 'ready', id });
    scope.postMessage({ type: 'leader-now' });
  }
  db.onNotification((channel, payload) => broadcast.postMessage({ type: 'notify', channel, payload }));
}
