import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { tabDatabaseExecutor } from '../../local-backend/executors/tab-database-executor';
import { DatabaseMovedError } from '../../local-backend/sql-executor';
import { startFollowingMoves } from '../../local-backend/start-following-moves';
import { inProcessTabDatabase } from '../support/in-process-tab-database';
import { createTestBackend, signedInClient } from '../support/test-backend';

// In the browser one tab's worker holds the database for every tab. When that tab closes or
// reloads, another tab's worker takes it over and opens it afresh: the calls on their way are
// rejected as moved and the new database listens to nothing. Here a real PGlite plays the
// database, each tab's calls go through a real tab session, and the move is made as the browser
// makes it (tests/support/in-process-tab-database.ts).

describe('the browser database moving to another tab', () => {
  let db: PGlite;
  let database: ReturnType<typeof inProcessTabDatabase>;
  let backend: LocalBackend;

  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pgcrypto } });
    database = inProcessTabDatabase(db);
    backend = await createTestBackend('pglite', tabDatabaseExecutor(database.tab));
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
    database.moveDuringTheNextCall(['exec']);
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
    const executor = tabDatabaseExecutor(database.tab);
    const start = () => createTestBackend('pglite', executor);
    database.rejectTheNextCall();
    await expect(start()).rejects.toBeInstanceOf(DatabaseMovedError);

    database.rejectTheNextCall();
    const started = await startFollowingMoves(start);
    const { client } = await signedInClient(started);
    const { data, error } = await client.from('profiles').select('first_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ first_name: 'Ada' }]);
  });

  test('array values go in and come out with the database types, alone and in a transaction', async () => {
    const executor = tabDatabaseExecutor(database.tab);
    const { rows } = await executor.query<{ tags: string[] }>('select $1::text[] as tags', [['a', 'b']]);
    expect(rows).toEqual([{ tags: ['a', 'b'] }]);
    const inTransaction = await executor.transaction((tx) =>
      tx.query<{ ids: number[] }>('select $1::int[] as ids', [[1, 2]]),
    );
    expect(inTransaction.rows).toEqual([{ ids: [1, 2] }]);
  });

  test('a read lost in the move is asked again and answered', async () => {
    const { client } = await signedInClient(backend);
    database.rejectTheNextCall();
    const { data, error } = await client.from('profiles').select('first_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ first_name: 'Ada' }]);

    database.moveDuringTheNextCall();
    const again = await client.from('profiles').select('first_name');
    expect(again.error).toBeNull();
    expect(again.data).toEqual([{ first_name: 'Ada' }]);
  });

  test('a transaction a move interrupts is rolled back, and its later statements are refused', async () => {
    await db.exec('create table if not exists moved_notes (body text)');
    const executor = tabDatabaseExecutor(database.tab);
    const outcome = executor.transaction(async (tx) => {
      await tx.query(`insert into moved_notes values ('lost')`);
      await database.move();
      await tx.query(`insert into moved_notes values ('never sent')`);
    });
    await expect(outcome).rejects.toBeInstanceOf(DatabaseMovedError);
    const { rows } = await executor.query('select body from moved_notes');
    expect(rows).toEqual([]);
    // The new holder is outside any transaction: the next one begins and commits.
    await executor.transaction((tx) => tx.query(`insert into moved_notes values ('kept')`));
    expect((await executor.query('select body from moved_notes')).rows).toEqual([{ body: 'kept' }]);
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
