import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, NO_IDLE_CALLBACK_DELAY_MS, whenIdle } from './when-idle';

/** Whether the promise has settled by now (after pending microtasks). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('whenIdle', () => {
  const testSetupIdleCallback = window.requestIdleCallback;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.requestIdleCallback = testSetupIdleCallback;
  });

  test('waits for the page to load, then for the browser to be idle', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idleCallbacks: { run: IdleRequestCallback; options?: IdleRequestOptions }[] = [];
    window.requestIdleCallback = (run, options) => idleCallbacks.push({ run, options });

    const idle = whenIdle();
    expect(await settled(idle)).toBe(false);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(await settled(idle)).toBe(false);
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0].options).toEqual({ timeout: IDLE_TIMEOUT_MS });

    idleCallbacks[0].run({ didTimeout: false, timeRemaining: () => 10 });
    expect(await settled(idle)).toBe(true);
  });

  test('without idle callbacks (Safari), resolves a short while after load', async () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const idle = whenIdle();
    await vi.advanceTimersByTimeAsync(NO_IDLE_CALLBACK_DELAY_MS - 1);
    expect(await settled(idle)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(idle)).toBe(true);
  });
});
