import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { pgliteExecutor } from '../../local-backend/executors/pglite-executor';
import { DatabaseMovedError } from '../../local-backend/sql-executor';
import { startFollowingMoves } from '../../local-backend/start-following-moves';
import { createTestBackend, signedInClient } from '../support/test-backend';

// In the browser, PGliteWorker runs the one database in one tab for all of them. When that tab
// closes or reloads, another tab takes it over and opens it afresh: the calls on their way are
// rejected with PGliteWorker's LeaderChangedError and the new database listens to nothing. Here
// a real PGlite plays the database, and the move is made the way PGliteWorker makes it.

const LEADER_CHANGED = 'Leader changed, pending operation in indeterminate state';

/**
 * A PGlite that can be "moved": its leader-change listeners are told, and the next call is
 * rejected. The executor's first call on the database is `transaction` for a transaction, and
 * `_runExclusiveTransaction` (the transaction lock) for a statement on its own.
 */
function movableDatabase(db: PGlite) {
  const firstCalls = ['transaction', '_runExclusiveTransaction'];
  const moves = new EventTarget();
  let rejectNext = false;
  let moveDuringListen = false;
  let strandNext = false;
  const movable = new Proxy(db, {
    get(target, property) {
      if (property === 'onLeaderChange') {
        return (callback: () => void) => {
          moves.addEventListener('move', callback);
          return () => moves.removeEventListener('move', callback);
        };
      }
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (moveDuringListen && property === 'listen') {
          // As PGliteWorker does: the move tells its listeners, then rejects what was on its way.
          moveDuringListen = false;
          moves.dispatchEvent(new Event('move'));
          return Promise.reject(new Error(LEADER_CHANGED));
        }
        if (strandNext && firstCalls.includes(String(property))) {
          // As PGliteWorker can (electric-sql/pglite#1109): the database moves while the call
          // runs, and the call is never answered, neither resolved nor rejected.
          strandNext = false;
          setTimeout(() => moves.dispatchEvent(new Event('move')));
          return new Promise(() => undefined);
        }
        if (rejectNext && [...firstCalls, 'refreshArrayTypes'].includes(String(property))) {
          rejectNext = false;
          return Promise.reject(new Error(LEADER_CHANGED));
        }
        return value.apply(target, args);
      };
    },
  });
  return {
    movable,
    /** The database moves to another tab, which opens it listening to nothing. */
    async move() {
      await db.exec('unlisten *');
      moves.dispatchEvent(new Event('move'));
    },
    rejectTheNextCall() {
      rejectNext = true;
    },
    moveDuringTheNextListen() {
      moveDuringListen = true;
    },
    strandTheNextCallInAMove() {
      strandNext = true;
    },
    /** As a PGliteWorker whose first read of the array types was lost in a move while it opened. */
    async forgetArrayTypes() {
      const { rows } = await db.query<{ typarray: number }>(
        `select typarray from pg_type where typarray <> 0 and typcategory <> 'A'`,
      );
      for (const { typarray } of rows) {
        delete db.serializers[typarray];
        delete db.parsers[typarray];
      }
    },
  };
}

describe('the browser database moving to another tab', () => {
  let db: PGlite;
  let database: ReturnType<typeof movableDatabase>;
  let backend: LocalBackend;

  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pgcrypto } });
    database = movableDatabase(db);
    backend = await createTestBackend('pglite', pgliteExecutor(database.movable));
  });
  afterAll(() => backend.close());

  test('listening resumes on the new tab, and the listener is told it may have missed announcements', async () => {
    const heard: string[] = [];
    let missed = 0;
    const stop = await backend.db.listen(
      'workspace_changes',
      (payload) => heard.push(payload),
      () => (missed += 1),
    );
    await db.query(`select pg_notify('workspace_changes', 'before')`);
    await expect.poll(() => heard).toEqual(['before']);

    await database.move();
    await expect.poll(() => missed).toBe(1);
    await db.query(`select pg_notify('workspace_changes', 'after')`);
    await expect.poll(() => heard).toEqual(['before', 'after']);

    await stop();
    await database.move();
    await db.query(`select pg_notify('workspace_changes', 'stopped')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['before', 'after']);
    expect(missed).toBe(1);
  });

  test('a first LISTEN lost in a move listens on the new tab', async () => {
    const heard: string[] = [];
    let missed = 0;
    database.moveDuringTheNextListen();
    const stop = await backend.db.listen(
      'workspace_changes',
      (payload) => heard.push(payload),
      () => (missed += 1),
    );
    await expect.poll(() => missed).toBe(1);
    await db.query(`select pg_notify('workspace_changes', 'heard')`);
    await expect.poll(() => heard).toEqual(['heard']);
    await stop();
  });

  test('a tab that starts while the database moves starts again and is answered', async () => {
    const db = pgliteExecutor(database.movable);
    // Past the array types' read, which follows moves on its own (the test above).
    await db.query('select 1');
    const start = () => createTestBackend('pglite', db);
    database.rejectTheNextCall();
    await expect(start()).rejects.toBeInstanceOf(DatabaseMovedError);

    database.rejectTheNextCall();
    const started = await startFollowingMoves(start);
    const { client } = await signedInClient(started);
    const { data, error } = await client.from('profiles').select('first_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ first_name: 'Ada' }]);
  });

  test('array types lost in a move while the tab opened are read again before the first call', async () => {
    const opened = await PGlite.create({ extensions: { pgcrypto } });
    const moving = movableDatabase(opened);
    await moving.forgetArrayTypes();
    const lost = await opened.query<{ tags: unknown }>(`select array['a', 'b'] as tags`);
    expect(lost.rows).toEqual([{ tags: '{a,b}' }]);

    // The read made for the first call is lost in a move too: it is asked again.
    moving.rejectTheNextCall();
    const db = pgliteExecutor(moving.movable);
    const { rows } = await db.query<{ tags: string[] }>('select $1::text[] as tags', [['a', 'b']]);
    expect(rows).toEqual([{ tags: ['a', 'b'] }]);
    const inTransaction = await db.transaction((tx) =>
      tx.query<{ ids: number[] }>('select $1::int[] as ids', [[1, 2]]),
    );
    expect(inTransaction.rows).toEqual([{ ids: [1, 2] }]);
    await opened.close();
  });

  test('a read lost in the move is asked again and answered', async () => {
    const { client } = await signedInClient(backend);
    database.rejectTheNextCall();
    const { data, error } = await client.from('profiles').select('first_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ first_name: 'Ada' }]);
  });

  test('a call the move leaves unanswered is given up as moved, not waited on for ever', async () => {
    database.strandTheNextCallInAMove();
    await expect(backend.db.query('select 1 as one')).rejects.toBeInstanceOf(DatabaseMovedError);
    database.strandTheNextCallInAMove();
    await expect(backend.db.transaction((tx) => tx.query('select 1 as one'))).rejects.toBeInstanceOf(
      DatabaseMovedError,
    );

    // Through the backend: a read is asked again on the new tab and answered.
    const { client } = await signedInClient(backend);
    database.strandTheNextCallInAMove();
    const { data, error } = await client.from('profiles').select('first_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ first_name: 'Ada' }]);
  });

  test('a write lost in the move is not repeated: the caller hears 503 and a message to try again', async () => {
    const { client, userId } = await signedInClient(backend);
    database.rejectTheNextCall();
    const { error, status } = await client.from('profiles').update({ first_name: 'Grace' }).eq('id', userId);
    expect(status).toBe(503);
    expect(error?.message).toBe(new DatabaseMovedError().message);

    const { data } = await client.from('profiles').select('first_name');
    expect(data).toEqual([{ first_name: 'Ada' }]);
  });
});
