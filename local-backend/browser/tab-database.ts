import { DatabaseMovedError } from '../sql-executor';
import { unpackSqlError } from '../executors/worker-error-codec';
import { listenerSet } from './listener-set';
import { waitForMessage } from './wait-for-message';

/** What the page sends its worker as `init` (serve-database-to-tabs.ts reads it). */
export interface TabDatabaseInit {
  dataDir: string;
  meta?: unknown;
}

/**
 * This tab's line to the browser's one database, which the leading tab's worker holds for every
 * tab (serve-database-to-tabs.ts, tab-session.ts). Each call is one message there and one back.
 */
export interface TabDatabase {
  /**
   * Runs one of the session's calls. Rejects with DatabaseMovedError when the database moves to
   * another tab before it is answered (whether it ran is then unknown); `since` is the move count
   * the caller's transaction began at: a call for a transaction a move has ended is refused.
   */
  call<T>(method: string, args: unknown[], since?: number): Promise<T>;
  /** How many times the database has moved while this tab was open. */
  readonly moves: number;
  /** Called after each move: the new holder opened the database afresh, listening to nothing. */
  onMove(listener: () => void): () => void;
  /** Called with every NOTIFY the database makes on a channel a tab listens to. */
  onNotification(listener: (channel: string, payload: string) => void): () => void;
  close(): void;
}

interface RpcAnswer {
  type?: unknown;
  callId?: unknown;
  result?: unknown;
  error?: { message?: unknown };
}

interface PendingCall {
  message: { type: 'rpc-call'; callId: number; method: string; args: unknown[]; since?: number };
  sent: boolean;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** An answer the leader of an older build gives to a call it does not know (tab-session.ts). */
const UNKNOWN_CALL = 'No database call named ';

/** Until a leader answers, the tab says it is here again this often (a leader announces itself too). */
const ASK_AGAIN_MS = 250;

/** Resolves once `name` is held; it is held until the returned function is called. */
function holdLock(name: string): Promise<() => void> {
  return new Promise((held) => {
    void navigator.locks.request(
      name,
      () =>
        new Promise<void>((release) => {
          held(release);
        }),
    );
  });
}

function answerError(error: RpcAnswer['error']): unknown {
  const message = String(error?.message ?? 'The local database refused the call');
  if (message.startsWith(UNKNOWN_CALL)) {
    return new Error(
      'Another tab still runs an older version of Creator OS. Reload or close it, then try again.',
    );
  }
  return unpackSqlError(new Error(message));
}

/**
 * Connects this tab to the browser's database through `worker` (pglite.worker.ts), which either
 * opens the database or waits in line to. Replaces PGliteWorker's page side, which sent five or
 * six messages per statement (two locks, two protocol trips, a copy), each with a new UUID and
 * a listener of its own: about 90 ms of a returning dashboard's main thread.
 */
export async function connectTabDatabase(worker: Worker, init: TabDatabaseInit): Promise<TabDatabase> {
  await waitForMessage(worker, 'here');
  const ready = waitForMessage(worker, 'ready');
  worker.postMessage({ type: 'init', options: init });
  const id = String((await ready).data.id);

  const tabId = crypto.randomUUID();
  // Held for the tab's whole life: the leader hears the tab has gone when it is freed.
  const releaseTabLock = await holdLock(`pglite-tab-close:${tabId}`);
  const broadcast = new BroadcastChannel(`pglite-broadcast:${id}`);
  const tabChannel = new BroadcastChannel(`pglite-tab:${tabId}`);

  /** Calls not yet answered; `sent` is false while they wait for a leader to connect. */
  const pending = new Map<number, PendingCall>();
  const moved = listenerSet<[]>();
  const notified = listenerSet<[channel: string, payload: string]>();
  let nextCallId = 0;
  let moves = 0;
  let connected = false;
  let closed = false;
  let askAgain: ReturnType<typeof setTimeout> | undefined;
  let onConnected: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => (onConnected = resolve));

  const send = (call: PendingCall) => {
    if (call.sent) return;
    call.sent = true;
    tabChannel.postMessage(call.message);
  };

  const sayHere = () => {
    clearTimeout(askAgain);
    if (connected || closed) return;
    broadcast.postMessage({ type: 'tab-here', id: tabId });
    askAgain = setTimeout(sayHere, ASK_AGAIN_MS);
  };

  tabChannel.addEventListener('message', (event: MessageEvent) => {
    const answer = event.data as RpcAnswer | null;
    if (answer?.type === 'connected') {
      connected = true;
      clearTimeout(askAgain);
      for (const call of pending.values()) send(call);
      onConnected();
      return;
    }
    if (typeof answer?.callId !== 'number') return;
    const call = pending.get(answer.callId);
    if (!call) return;
    pending.delete(answer.callId);
    if (answer.type === 'rpc-return') call.resolve(answer.result);
    else if (answer.type === 'rpc-error') call.reject(answerError(answer.error));
  });

  broadcast.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as { type?: unknown; channel?: unknown; payload?: unknown } | null;
    if (message?.type === 'leader-here') {
      // Another worker holds the database now: what was on its way may or may not have run.
      // A call not yet sent goes to the new holder, unless its transaction was the old one's.
      moves += 1;
      connected = false;
      for (const [callId, call] of pending) {
        if (!call.sent && call.message.since === undefined) continue;
        pending.delete(callId);
        call.reject(new DatabaseMovedError());
      }
      moved.tell();
      sayHere();
    } else if (message?.type === 'notify' && typeof message.channel === 'string') {
      notified.tell(message.channel, String(message.payload));
    }
  });

  sayHere();
  await firstConnection;

  return {
    call<T>(method: string, args: unknown[], since?: number) {
      if (since !== undefined && since !== moves) return Promise.reject(new DatabaseMovedError());
      if (closed) return Promise.reject(new Error('The local database is closed'));
      const callId = (nextCallId += 1);
      return new Promise<T>((resolve, reject) => {
        const call: PendingCall = {
          message: { type: 'rpc-call', callId, method, args, since },
          sent: false,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        pending.set(callId, call);
        if (connected) send(call);
      });
    },
    get moves() {
      return moves;
    },
    onMove: moved.add,
    onNotification: notified.add,
    close() {
      if (closed) return;
      closed = true;
      clearTimeout(askAgain);
      broadcast.close();
      tabChannel.close();
      releaseTabLock();
      worker.terminate();
    },
  };
}
