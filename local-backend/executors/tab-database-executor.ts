import type { TabDatabase } from '../browser/tab-database';
import {
  assertNotifyChannel,
  DatabaseMovedError,
  type NotifyChannel,
  type SqlExecutor,
  type SqlQueryable,
  type SqlResult,
} from '../sql-executor';

/** The browser's executor, which can also hand over the database's files for a backup. */
export interface TabDatabaseExecutor extends SqlExecutor {
  dumpDataDir(compression?: 'gzip' | 'none' | 'auto'): Promise<Blob>;
}

/**
 * Statements on their own (`since` undefined) or in the transaction this tab holds, which began
 * when the database had moved `since` times: after another move it is gone, and so are its calls.
 */
function statements(tab: TabDatabase, since?: number): SqlQueryable {
  const inTransaction = since !== undefined;
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
      return { rows: await tab.call<Row[]>('query', [sql, params, inTransaction], since) };
    },
    async exec(sql: string) {
      await tab.call('exec', [sql, inTransaction], since);
    },
  };
}

/**
 * The local backend's database in a browser tab: each statement is one call to the worker that
 * holds the database (tab-session.ts), which takes the locks, runs it, parses the rows with the
 * database's own types (arrays included) and copies what it wrote to storage.
 */
export function tabDatabaseExecutor(tab: TabDatabase): TabDatabaseExecutor {
  const listeners = new Map<NotifyChannel, Set<(payload: string) => void>>();
  tab.onNotification((channel, payload) => {
    for (const listener of listeners.get(channel as NotifyChannel) ?? []) listener(payload);
  });

  return {
    ...statements(tab),
    async transaction(fn) {
      const since = tab.moves;
      await tab.call('begin', [], since);
      let value;
      try {
        value = await fn(statements(tab, since));
      } catch (error) {
        // After a move the transaction went with the tab that held it: the rollback is refused,
        // and the error that ended `fn` is the one to report.
        await tab.call('rollback', [], since).catch(() => undefined);
        throw error;
      }
      await tab.call('commit', [], since);
      return value;
    },
    async listen(channel, onNotify, onMissed) {
      assertNotifyChannel(channel);
      const heard = listeners.get(channel) ?? new Set();
      listeners.set(channel, heard);
      heard.add(onNotify);
      // The tab that takes the database over opens it afresh, listening to nothing: listen again
      // there, and say that what was announced in between may be lost. (Followed before the
      // first LISTEN, which a move can reject too: then this listens on the new tab.)
      const stopFollowing = tab.onMove(() => {
        tab.call('exec', [`LISTEN ${channel}`]).then(
          () => onMissed?.(),
          // Moved again before it could listen: the next move's call listens.
          () => undefined,
        );
      });
      try {
        await tab.call('exec', [`LISTEN ${channel}`]);
      } catch (error) {
        if (!(error instanceof DatabaseMovedError)) {
          stopFollowing();
          heard.delete(onNotify);
          throw error;
        }
      }
      return async () => {
        stopFollowing();
        heard.delete(onNotify);
        if (heard.size === 0) await tab.call('exec', [`UNLISTEN ${channel}`]);
      };
    },
    dumpDataDir: (compression) => tab.call<Blob>('dumpDataDir', [compression]),
    close: async () => tab.close(),
  };
}
