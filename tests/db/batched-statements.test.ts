import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedStatements } from '../../local-backend/executors/batched-statements';

// The batched calls must answer exactly as PGlite's own query and exec: the same rows, typed the
// same way, the same errors, and the connection fit for the next statement after an error.
describe('batchedStatements on PGlite', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(`
      create table sample (
        id serial primary key, label text, amount numeric(12,2), ratio double precision, big bigint,
        flag boolean, at timestamptz, day date, doc jsonb, tags text[], counts int[], nothing text
      );
      create type mood as enum ('calm', 'busy');
      create table moods (id int primary key, mood mood, moods mood[]);
    `);
    await db.refreshArrayTypes();
  });
  afterAll(() => db.close());

  const row = [
    'Hook',
    '12.50',
    0.25,
    9007199254740993n,
    true,
    new Date('2026-11-29T08:00:00.000Z'),
    '2026-11-29',
    { steps: [1, 'two', null], nested: { ok: true } },
    ['a', 'b,c', 'd"e'],
    [1, 2, 3],
    null,
  ];
  const insert =
    'insert into sample (label, amount, ratio, big, flag, at, day, doc, tags, counts, nothing) values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) returning *';

  it('writes and reads every type as PGlite query does', async () => {
    const batched = await batchedStatements(db).query(insert, row);
    const own = await db.query(insert, row);
    expect(batched).toHaveLength(1);
    const { id: _batchedId, ...batchedRow } = batched[0] as Record<string, unknown>;
    const { id: _ownId, ...ownRow } = own.rows[0] as Record<string, unknown>;
    expect(batchedRow).toEqual(ownRow);
    const read = await batchedStatements(db).query('select * from sample where id = $1', [_batchedId]);
    expect(read).toEqual(batched);
  });

  it('passes enums and enum arrays, and reads a statement with no rows', async () => {
    const statements = batchedStatements(db);
    expect(
      await statements.query('insert into moods values ($1, $2, $3)', [1, 'calm', ['calm', 'busy']]),
    ).toEqual([]);
    expect(await statements.query('select mood, moods from moods where id = $1', [1])).toEqual(
      (await db.query('select mood, moods from moods where id = $1', [1])).rows,
    );
  });

  it('rejects as PGlite does, and the next statement runs', async () => {
    const statements = batchedStatements(db);
    const batchedError = await statements.query('select 1/0').catch((error: unknown) => error);
    const ownError = await db.query('select 1/0').catch((error: unknown) => error);
    expect(batchedError).toMatchObject({
      code: (ownError as { code: string }).code,
      message: (ownError as Error).message,
    });
    await expect(statements.query('select nope from sample')).rejects.toMatchObject({ code: '42703' });
    await expect(statements.query('select $1::int as n', ['x'])).rejects.toMatchObject({ code: '22P02' });
    expect(await statements.query('select $1::int + 1 as n', [41])).toEqual([{ n: 42 }]);
    await expect(statements.exec('select 1; select nope')).rejects.toMatchObject({ code: '42703' });
    await statements.exec('select 1; select 2');
  });

  it('runs inside a transaction, rolled back with it', async () => {
    await db
      .transaction(async () => {
        const inside = batchedStatements(db, { inTransaction: true });
        await inside.query("insert into sample (label) values ('rolled back')");
        expect(
          await inside.query("select count(*)::int as n from sample where label = 'rolled back'"),
        ).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(
      await batchedStatements(db).query("select count(*)::int as n from sample where label = 'rolled back'"),
    ).toEqual([{ n: 0 }]);
  });
});
