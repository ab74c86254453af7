import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

interface Scheduled {
  at: number;
  callback: TimeoutCallback;
}

/**
 * TanStack Query's timeouts on one platform timer at a time, the coalescing its timeoutManager
 * invites (node_modules/@tanstack/query-core/src/timeoutManager.ts). Every cached query keeps a
 * garbage-collection timeout while no screen shows it, and every screen a staleness one: a
 * returning load restores dozens of queries (one timeout each), and each screen that shows one
 * clears that and starts another. Under DevTools' or Lighthouse's trace each platform call records
 * its stack; in a returning billing load they were about 20 ms of its longest task.
 *
 * Timeouts run in the order they fall due, late rather than early, as platform ones do. A callback
 * that throws is reported as a platform timeout's would be, and the others still run.
 */
export function coalescedTimeouts(now: () => number = () => performance.now()): TimeoutProvider {
  const scheduled = new Map<number, Scheduled>();
  let nextId = 0;
  /** The one platform timer, and when it falls due. */
  let armed: { at: number; timer: ReturnType<typeof setTimeout> } | null = null;

  const arm = (at: number) => {
    if (armed && armed.at <= at) return;
    if (armed) clearTimeout(armed.timer);
    armed = { at, timer: setTimeout(fire, Math.max(0, at - now())) };
  };

  function fire() {
    armed = null;
    const time = now();
    const due = [...scheduled].filter(([, entry]) => entry.at <= time).sort((a, b) => a[1].at - b[1].at);
    for (const [id, entry] of due) {
      // An earlier callback may have cleared this one.
      if (!scheduled.delete(id)) continue;
      try {
        entry.callback();
      } catch (error) {
        setTimeout(() => {
          throw error;
        }, 0);
      }
    }
    let earliest = Infinity;
    for (const entry of scheduled.values()) earliest = Math.min(earliest, entry.at);
    if (earliest !== Infinity) arm(earliest);
  }

  return {
    setTimeout(callback, delay) {
      nextId += 1;
      const at = now() + Math.max(0, Number.isFinite(delay) ? delay : 0);
      scheduled.set(nextId, { at, callback });
      arm(at);
      return nextId;
    },
    // The platform timer stays: when it fires with nothing due, it is armed for the next one.
    clearTimeout(id) {
      if (typeof id === 'number') scheduled.delete(id);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as ManagedTimerId,
    clearInterval: (id) => clearInterval(id as Parameters<typeof clearInterval>[0]),
  };
}
