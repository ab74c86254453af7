import pg from 'pg';
import { assertNotifyChannel, type SqlExecutor, type SqlQueryable, type SqlResult } from '../sql-executor.ts';

function wrap(client: pg.Pool | pg.PoolClient): SqlQueryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
      const result = await client.query({ text: sql, values: params });
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Runs the local backend over a PostgreSQL server (Node only: tests and benchmarks). */
export function postgresExecutor(connectionString: string, { maxConnections = 8 } = {}): SqlExecutor {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      assertNotifyChannel(channel);
      // LISTEN holds its connection: one of its own, outside the pool, for as long as it listens.
      const listener = new pg.Client({ connectionString });
      await listener.connect();
      listener.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await listener.query(`listen ${channel}`);
      return () => listener.end();
    },
    close: () => pool.end(),
  };
}
