import { PGlite, protocol } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openTabSession } from '../../local-backend/browser/tab-session';

// In the browser one tab's worker holds the database for every tab (serve-database-to-tabs.ts)
// and each tab calls it through a session, taking the database's locks over messages. Here a
// real PGlite plays that database and the sessions are called as the tabs call them.

const query = (sql: string) => protocol.serialize.query(sql);

describe('a tab session on the shared browser database', () => {
  let db: PGlite;

  beforeEach(async () => {
    db = await PGlite.create();
    await db.exec('create table notes (body text not null)');
  });
  afterEach(() => db.close());

  test('a lock granted after its tab has gone is freed at once, so the other tabs go on', async () => {
    const first = openTabSession(db);
    const second = openTabSession(db);
    await first.call('_acquireTransactionLock', []);
    // The second tab asks for the lock the first holds, then closes before it is granted.
    const waiting = second.call('_acquireTransactionLock', []);
    await second.end();
    await first.call('_releaseTransactionLock', []);
    await waiting;

    // PGlite's own worker gave the lock to the closed tab for good: this query waited for ever.
    const { rows } = await db.query<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
  });

  test('a tab that goes in the middle of a transaction has it rolled back and its locks freed', async () => {
    const leaving = openTabSession(db);
    await leaving.call('_acquireTransactionLock', []);
    await leaving.call('_acquireQueryLock', []);
    await leaving.call('execProtocol', [query('begin')]);
    await leaving.call('execProtocol', [query(`insert into notes values ('never kept')`)]);
    await leaving.end();

    const staying = openTabSession(db);
    await staying.call('_acquireTransactionLock', []);
    await staying.call('_acquireQueryLock', []);
    await staying.call('execProtocol', [query(`insert into notes values ('kept')`)]);
    await staying.call('_releaseQueryLock', []);
    await staying.call('_releaseTransactionLock', []);

    const { rows } = await db.query<{ body: string }>('select body from notes');
    expect(rows).toEqual([{ body: 'kept' }]);
    // Outside any transaction again: a new one begins without "already in progress".
    await expect(db.transaction((tx) => tx.query('select 1'))).resolves.toBeDefined();
  });

  test("a tab's statement is one call: the rows come back parsed, alone or in the tab's transaction", async () => {
    const tab = openTabSession(db);
    await tab.call('exec', ["insert into notes values ('first')"]);
    await expect(tab.call('query', ['select body, $1::int[] as ids from notes', [[1, 2]]])).resolves.toEqual([
      { body: 'first', ids: [1, 2] },
    ]);

    await tab.call('begin', []);
    await tab.call('query', ['insert into notes values ($1)', ['second'], true]);
    // Another tab's statement waits for the transaction to end.
    const other = openTabSession(db);
    const waiting = other.call('query', ['select count(*)::int as n from notes', []]);
    await tab.call('commit', []);
    await expect(waiting).resolves.toEqual([{ n: 2 }]);

    await tab.call('begin', []);
    await tab.call('exec', ["insert into notes values ('dropped')", true]);
    await tab.call('rollback', []);
    await expect(tab.call('query', ['select body from notes order by body', []])).resolves.toEqual([
      { body: 'first' },
      { body: 'second' },
    ]);
  });

  test('a statement for a transaction the tab does not hold is refused, and so is a commit', async () => {
    const tab = openTabSession(db);
    await expect(tab.call('query', ["insert into notes values ('stray')", [], true])).rejects.toThrow(
      'No transaction is open for this tab',
    );
    await expect(tab.call('commit', [])).rejects.toThrow('No transaction is open for this tab');
    await expect(tab.call('rollback', [])).resolves.toBeUndefined();
    const { rows } = await db.query('select body from notes');
    expect(rows).toEqual([]);
  });

  test('a transaction a tab begins after it has gone never begins, and the lock is free', async () => {
    const first = openTabSession(db);
    const second = openTabSession(db);
    await first.call('begin', []);
    const waiting = second.call('begin', []);
    await second.end();
    await first.call('commit', []);
    await expect(waiting).rejects.toThrow('This tab has gone');
    // Outside any transaction, and nobody holds the lock.
    await expect(db.transaction((tx) => tx.query('select 1'))).resolves.toBeDefined();
  });

  test('a tab that goes with a transaction open has it rolled back', async () => {
    const leaving = openTabSession(db);
    await leaving.call('begin', []);
    await leaving.call('exec', ["insert into notes values ('never kept')", true]);
    await leaving.end();
    const { rows } = await db.query('select body from notes');
    expect(rows).toEqual([]);
  });

  test('answers the calls PGliteWorker makes and refuses any other', async () => {
    const tab = openTabSession(db);
    const result = (await tab.call('execProtocol', [query('select 41 + 1 as answer')])) as {
      data: Uint8Array;
    };
    // Its own bytes, not a view on the database's whole memory, so it can be posted to the tab.
    expect(result.data.byteLength).toBe(result.data.buffer.byteLength);
    await expect(tab.call('getDebugLevel', [])).resolves.toBe(db.debug);
    await expect(tab.call('close', [])).rejects.toThrow('No database call named close');
    await expect(tab.call('toString', [])).rejects.toThrow('No database call named toString');
    expect(db.closed).toBe(false);
  });
});
