import type { PGlite } from '@electric-sql/pglite';
import type { TabDatabase } from '../../local-backend/browser/tab-database';
import { listenerSet } from '../../local-backend/browser/listener-set';
import { openTabSession, type TabSession } from '../../local-backend/browser/tab-session';
import { DatabaseMovedError } from '../../local-backend/sql-executor';

/**
 * A tab's line to the browser's database (local-backend/browser/tab-database.ts) without the
 * worker and its channels: each call goes straight to a real tab session on a real PGlite. A
 * move is made the way the browser makes one: the calls on their way are rejected as moved, the
 * old holder's session ends (rolling back what it left open) and the database is opened afresh,
 * listening to nothing.
 */
export function inProcessTabDatabase(db: PGlite) {
  let session: TabSession = openTabSession(db);
  let moves = 0;
  const running = new Set<(error: unknown) => void>();
  const moved = listenerSet<[]>();
  const notified = listenerSet<[channel: string, payload: string]>();
  let rejectNext: string[] = [];
  let moveDuringNext: string[] = [];
  void db.onNotification(notified.tell);

  // While the database moves, calls wait for the new holder, as they wait for it to connect.
  let reopened = Promise.resolve();

  function move() {
    moves += 1;
    for (const reject of running) reject(new DatabaseMovedError());
    running.clear();
    reopened = (async () => {
      await session.end();
      await db.exec('unlisten *');
      session = openTabSession(db);
    })();
    moved.tell();
    return reopened;
  }

  const tab: TabDatabase = {
    call<T>(method: string, args: unknown[], since?: number) {
      if (since !== undefined && since !== moves) return Promise.reject(new DatabaseMovedError());
      if (rejectNext.includes(method)) {
        // The database moved just as this call was sent: it never ran.
        rejectNext = [];
        return move().then(() => Promise.reject(new DatabaseMovedError()));
      }
      const moveNow = moveDuringNext.includes(method);
      if (moveNow) moveDuringNext = [];
      let giveUp: (error: unknown) => void = () => undefined;
      return new Promise<T>((resolve, reject) => {
        giveUp = reject;
        running.add(giveUp);
        // A call that meets a move while it runs is run by the holder that is about to go.
        const ran = moveNow ? session.call(method, args) : reopened.then(() => session.call(method, args));
        ran.then(
          (value) => resolve(value as T),
          (error: unknown) => reject(error),
        );
        // The database moved while this call ran: whether it ran is unknown.
        if (moveNow) void move();
      }).finally(() => running.delete(giveUp));
    },
    get moves() {
      return moves;
    },
    onMove: moved.add,
    onNotification: notified.add,
    close() {
      void session.end();
    },
  };

  return {
    tab,
    move,
    /** The next call of one of `methods` meets a move before it is sent. */
    rejectTheNextCall(methods = ['query', 'exec', 'begin']) {
      rejectNext = methods;
    },
    /** The next call of one of `methods` meets a move while it runs. */
    moveDuringTheNextCall(methods = ['query', 'exec', 'begin']) {
      moveDuringNext = methods;
    },
  };
}
