import { beforeEach, describe, expect, test, vi } from 'vitest';
import { recoverFromStaleChunks } from '../recover-from-stale-chunks';

describe('recoverFromStaleChunks', () => {
  beforeEach(() => sessionStorage.clear());

  test('a missing chunk after a deploy reloads the page once, then lets the error through', () => {
    const target = new EventTarget() as unknown as Window;
    Object.assign(target, { sessionStorage });
    const reload = vi.fn();
    let clock = 1_000_000;
    recoverFromStaleChunks(target, reload, () => clock);

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    clock += 2_000;
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    clock += 60_000;
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
