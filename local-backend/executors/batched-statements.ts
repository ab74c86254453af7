import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/** What the batched calls need of PGlite (in Node, or in the worker that holds the browser's database). */
export type ProtocolDatabase = Pick<
  PGlite,
  | 'execProtocolStream'
  | 'serializers'
  | 'parsers'
  | 'syncToFs'
  | '_checkReady'
  | '_runExclusiveQuery'
  | '_runExclusiveTransaction'
>;

const { serialize } = protocol;

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
}

/** One trip to the database: the messages in one buffer. The copy to storage is the caller's. */
function sendTogether(db: ProtocolDatabase, messages: Uint8Array[]) {
  return db.execProtocolStream(joined(messages), { syncToFs: false });
}

/**
 * PGlite's query sends each message of the extended protocol on its own: parse, describe,
 * bind, describe, execute, sync, each a call into Postgres. Here they go in two: parse with describe (the parameters' types decide how
 * each value is written), then bind, describe, execute and sync. After an error Postgres skips
 * to the next Sync, so one is sent on its own, as PGlite does. Values are written and rows read
 * with the database's own serializers and parsers, array types included.
 */
async function runStatement<Row>(db: ProtocolDatabase, sql: string, params: unknown[]): Promise<Row[]> {
  try {
    const described = await sendTogether(db, [
      serialize.parse({ text: sql }),
      serialize.describe({ type: 'S' }),
    ]);
    const types = parse.parseDescribeStatementResults(described);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = types[index];
      const serializer = type === undefined ? undefined : db.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answered = await sendTogether(db, [
      serialize.bind({ values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const [result] = parse.parseResults(answered, db.parsers);
    return (result?.rows ?? []) as Row[];
  } catch (error) {
    await sendTogether(db, [serialize.sync()]);
    throw error;
  }
}

/** A script without parameters (the simple protocol), its Sync in the same trip. */
async function runScript(db: ProtocolDatabase, sql: string): Promise<void> {
  try {
    await sendTogether(db, [serialize.query(sql), serialize.sync()]);
  } catch (error) {
    await sendTogether(db, [serialize.sync()]);
    throw error;
  }
}

/**
 * `query` and `exec` as PGlite's, in fewer round trips. Outside a transaction they hold both of
 * PGlite's locks and then copy what they wrote to storage, as PGlite's own do; inside one
 * (`inTransaction`), the transaction holds the transaction lock and its COMMIT is copied.
 */
export function batchedStatements(db: ProtocolDatabase, { inTransaction = false } = {}) {
  const exclusive = <T>(run: () => Promise<T>): Promise<T> => {
    const statement = () =>
      db._runExclusiveQuery(async () => {
        const value = await run();
        if (!inTransaction) await db.syncToFs();
        return value;
      });
    if (inTransaction) return statement();
    return db._checkReady().then(() => db._runExclusiveTransaction(statement));
  };
  return {
    query: <Row>(sql: string, params: unknown[] = []) => exclusive(() => runStatement<Row>(db, sql, params)),
    exec: (sql: string) => exclusive(() => runScript(db, sql)),
  };
}
