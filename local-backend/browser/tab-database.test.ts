import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DatabaseMovedError } from '../sql-executor';
import { packSqlError } from '../executors/worker-error-codec';
import { connectTabDatabase } from './tab-database';

// The page's side of the browser database, over real BroadcastChannels (Node's). The worker the
// page starts and the worker that holds the database are played here by the test, speaking the
// messages serve-database-to-tabs.ts speaks.

const ID = 'creator-os:test-data-dir';

interface RpcCall {
  type: 'rpc-call';
  callId: number;
  method: string;
  args: unknown[];
}

/** The page's own worker: says it is here, takes `init`, answers `ready`. */
function pageWorker() {
  const target = new EventTarget();
  const posted: unknown[] = [];
  const worker = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    postMessage(message: { type?: string }) {
      posted.push(message);
      if (message.type === 'init') queueMicrotask(() => say({ type: 'ready', id: ID }));
    },
    terminate: vi.fn(),
  };
  const say = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  queueMicrotask(() => say({ type: 'here' }));
  return { worker: worker as unknown as Worker, posted };
}

/** The worker holding the database: serves each tab that says it is here over the tab's channel. */
function leader(answer: (call: RpcCall) => unknown) {
  const broadcast = new BroadcastChannel(`pglite-broadcast:${ID}`);
  const tabs: BroadcastChannel[] = [];
  const calls: RpcCall[] = [];
  let serving = true;
  broadcast.addEventListener('message', (event) => {
    const message = (event as MessageEvent).data as { type?: string; id?: string };
    if (message.type !== 'tab-here' || !serving) return;
    const channel = new BroadcastChannel(`pglite-tab:${message.id}`);
    tabs.push(channel);
    channel.addEventListener('message', (callEvent) => {
      const call = (callEvent as MessageEvent).data as RpcCall;
      if (call.type !== 'rpc-call' || !serving) return;
      calls.push(call);
      Promise.resolve()
        .then(() => answer(call))
        .then(
          (result) => serving && channel.postMessage({ type: 'rpc-return', callId: call.callId, result }),
          (error: Error) =>
            serving &&
            channel.postMessage({
              type: 'rpc-error',
              callId: call.callId,
              error: { message: error.message },
            }),
        );
    });
    channel.postMessage({ type: 'connected' });
  });
  return {
    calls,
    broadcast,
    /** This worker stops answering (its tab closed) and stops serving. */
    leave() {
      serving = false;
      for (const channel of tabs) channel.close();
    },
    close() {
      serving = false;
      for (const channel of tabs) channel.close();
      broadcast.close();
    },
  };
}

describe('a tab connected to the browser database', () => {
  const closers: (() => void)[] = [];
  beforeEach(() => {
    // Web Locks as the page uses them: the tab's lock is granted at once and held.
    vi.stubGlobal('navigator', { locks: { request: (_name: string, hold: () => Promise<void>) => hold() } });
  });
  afterEach(() => {
    for (const close of closers.splice(0)) close();
    vi.unstubAllGlobals();
  });

  async function connect(answer: (call: RpcCall) => unknown) {
    const holder = leader(answer);
    const { worker, posted } = pageWorker();
    const tab = await connectTabDatabase(worker, { dataDir: 'idb://test' });
    closers.push(
      () => tab.close(),
      () => holder.close(),
    );
    return { tab, holder, posted, worker };
  }

  test('sends its options, and each call is one message answered by its own id', async () => {
    const { tab, holder, posted } = await connect((call) => `${call.method}:${JSON.stringify(call.args)}`);
    expect(posted).toEqual([{ type: 'init', options: { dataDir: 'idb://test' } }]);
    const answers = await Promise.all([tab.call('query', ['select 1', []]), tab.call('exec', ['select 2'])]);
    expect(answers).toEqual(['query:["select 1",[]]', 'exec:["select 2"]']);
    expect(holder.calls.map((call) => call.callId)).toEqual([1, 2]);
  });

  test('a refusal keeps its SQL fields; a call an older build does not know asks to reload that tab', async () => {
    const { tab } = await connect((call) => {
      if (call.method === 'query')
        throw packSqlError(Object.assign(new Error('no such table'), { code: '42P01' }));
      throw new Error(`No database call named ${call.method}`);
    });
    await expect(tab.call('query', ['select * from nowhere', []])).rejects.toMatchObject({
      code: '42P01',
      message: 'no such table',
    });
    await expect(tab.call('begin', [])).rejects.toThrow(
      'Another tab still runs an older version of Creator OS. Reload or close it, then try again.',
    );
  });

  test('a move rejects what was sent, sends the rest to the new holder and ends the transaction', async () => {
    let hold = true;
    const { tab, holder } = await connect(() => (hold ? new Promise(() => undefined) : 'answered'));
    const moved = vi.fn();
    tab.onMove(moved);
    const since = tab.moves;
    const sent = tab.call('query', ['select 1', []]);
    await vi.waitFor(() => expect(holder.calls).toHaveLength(1));

    // The holding tab closes; a new worker takes the database over and announces itself.
    holder.leave();
    hold = false;
    const next = leader(() => 'from the new holder');
    closers.push(() => next.close());
    next.broadcast.postMessage({ type: 'leader-here', id: ID });

    await expect(sent).rejects.toBeInstanceOf(DatabaseMovedError);
    expect(moved).toHaveBeenCalledTimes(1);
    expect(tab.moves).toBe(since + 1);
    await expect(tab.call('query', ['select 2', []])).resolves.toBe('from the new holder');
    await expect(tab.call('query', ['insert', [], true], since)).rejects.toBeInstanceOf(DatabaseMovedError);
    expect(next.calls.map((call) => call.args[0])).toEqual(['select 2']);
  });

  test('hears the notifications the holder forwards, and stops when the tab closes', async () => {
    const { tab, holder, worker } = await connect(() => undefined);
    const heard: string[] = [];
    tab.onNotification((channel, payload) => heard.push(`${channel}:${payload}`));
    holder.broadcast.postMessage({ type: 'notify', channel: 'workspace_changes', payload: '{"id":1}' });
    await vi.waitFor(() => expect(heard).toEqual(['workspace_changes:{"id":1}']));

    tab.close();
    expect(worker.terminate).toHaveBeenCalled();
    await expect(tab.call('query', ['select 1', []])).rejects.toThrow('The local database is closed');
  });
});
