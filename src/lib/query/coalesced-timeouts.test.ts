import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { coalescedTimeouts } from './coalesced-timeouts';

describe('coalescedTimeouts', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  test('runs each timeout once it is due, in the order they fall due, on one platform timer', () => {
    const timeouts = coalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('300'), 300);
    timeouts.setTimeout(() => ran.push('100'), 100);
    timeouts.setTimeout(() => ran.push('200 a'), 200);
    timeouts.setTimeout(() => ran.push('200 b'), 200);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['100']);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['100', '200 a', '200 b']);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['100', '200 a', '200 b', '300']);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a cleared timeout never runs, even when cleared by one due with it', () => {
    const timeouts = coalescedTimeouts();
    const ran: string[] = [];
    const first = timeouts.setTimeout(() => ran.push('first'), 50);
    timeouts.clearTimeout(first);
    const later: { id?: ReturnType<typeof timeouts.setTimeout> } = {};
    timeouts.setTimeout(() => {
      ran.push('clears');
      timeouts.clearTimeout(later.id);
    }, 100);
    later.id = timeouts.setTimeout(() => ran.push('later'), 100);
    timeouts.clearTimeout(undefined);

    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(['clears']);
  });

  test('a timeout set while others run, and one that throws, do not stop the rest', () => {
    const timeouts = coalescedTimeouts();
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      ran.push('a');
      timeouts.setTimeout(() => ran.push('set by a'), 0);
      throw new Error('a failed');
    }, 10);
    timeouts.setTimeout(() => ran.push('b'), 10);

    // The error surfaces as a platform timeout's would, in a task of its own.
    expect(() => vi.advanceTimersByTime(20)).toThrow('a failed');
    expect(ran).toEqual(['a', 'b', 'set by a']);
  });
});
