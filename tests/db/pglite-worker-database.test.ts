import { PGlite, protocol } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { workerDatabase } from '../../local-backend/browser/worker-database';
import { openTabSession } from '../../local-backend/browser/tab-session';
import { unpackSqlError } from '../../local-backend/executors/worker-error-codec';

// In the browser every copy to IndexedDB walks the whole data directory (about 50 ms): the worker
// must not make one per protocol message or for a read, and must make one for every write.

describe('the database the PGlite worker serves', () => {
  let db: PGlite;
  beforeEach(async () => {
    db = await PGlite.create();
    await db.exec('create table notes (body text)');
  });
  afterEach(() => db.close());

  test('protocol messages relayed from the page do not copy the files to storage', async () => {
    const copy = vi.spyOn(db, 'syncToFs');
    const served = workerDatabase(db);
    const messages = await served.execProtocolStream(protocol.serialize.query('select 41 + 1 as answer'));
    expect(messages.some((m) => m.name === 'dataRow')).toBe(true);
    await served.execProtocol(protocol.serialize.query("insert into notes values ('a')"));
    await served.execProtocolRaw(protocol.serialize.query('select 1'));
    expect(copy).not.toHaveBeenCalled();

    // Unwrapped, PGlite's own default copies after each message (what its worker used to do).
    await db.execProtocolStream(protocol.serialize.query('select 1'));
    expect(copy).toHaveBeenCalledTimes(1);
  });

  test('a sync copies the files after a write and skips them when nothing was written', async () => {
    const copy = vi.spyOn(db, 'syncToFs');
    const served = workerDatabase(db);
    await served.syncToFs();
    expect(copy).toHaveBeenCalledTimes(1);

    await served.execProtocol(protocol.serialize.query('select count(*) from notes'));
    await served.syncToFs();
    await served.syncToFs();
    expect(copy).toHaveBeenCalledTimes(1);

    await served.execProtocol(protocol.serialize.query("insert into notes values ('kept')"));
    await served.syncToFs();
    expect(copy).toHaveBeenCalledTimes(2);

    await served.execProtocol(protocol.serialize.query("begin; update notes set body = 'edited'; commit;"));
    await served.syncToFs();
    expect(copy).toHaveBeenCalledTimes(3);
  });

  test('a refused statement still reaches the page with its SQL error fields', async () => {
    const served = workerDatabase(db);
    const error = await served.query('select * from no_such_table').catch((e: unknown) => e);
    expect(unpackSqlError(error)).toMatchObject({ code: '42P01' });
  });

  test('a tab session asks for a copy after a lone write and after each commit, not after a rollback', async () => {
    const copy = vi.spyOn(db, 'syncToFs');
    const tab = openTabSession(workerDatabase(db));
    await tab.call('query', ["insert into notes values ('one')", []]);
    expect(copy).toHaveBeenCalledTimes(1);

    copy.mockClear();
    await tab.call('begin', []);
    await tab.call('query', ["insert into notes values ('two')", [], true]);
    await tab.call('query', ["insert into notes values ('three')", [], true]);
    expect(copy).not.toHaveBeenCalled();
    await tab.call('commit', []);
    expect(copy).toHaveBeenCalledTimes(1);

    copy.mockClear();
    await tab.call('begin', []);
    await tab.call('query', ["insert into notes values ('four')", [], true]);
    await tab.call('rollback', []);
    expect(copy).not.toHaveBeenCalled();
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from notes');
    expect(rows[0].n).toBe(3);
  });
});
