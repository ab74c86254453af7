import { act, renderHook } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { usePaymentAction } from '../use-payment-action';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('usePaymentAction', () => {
  test('a second action while one is in progress is ignored; the busy state clears after', async () => {
    const { result } = renderHook(() => usePaymentAction());
    const first = deferred();
    const second = vi.fn(async () => undefined);
    let running!: Promise<unknown>;
    act(() => {
      running = result.current.run('pack:50', () => first.promise);
    });
    expect(result.current.busyKey).toBe('pack:50');
    await act(async () => {
      expect(await result.current.run('pack:10', second)).toBeUndefined();
    });
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      first.resolve();
      await running;
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run('pack:10', second));
    expect(second).toHaveBeenCalledTimes(1);
  });

  test('a failing action also clears the busy state', async () => {
    const { result } = renderHook(() => usePaymentAction());
    await act(async () => {
      await expect(result.current.run('x', async () => Promise.reject(new Error('nope')))).rejects.toThrow(
        'nope',
      );
    });
    expect(result.current.busy).toBe(false);
  });

  test('leaving the screen mid-payment leaves nothing busy behind', async () => {
    const pending = deferred();
    const { result, unmount } = renderHook(() => usePaymentAction());
    act(() => {
      void result.current.run('plan:creator', () => pending.promise);
    });
    expect(result.current.busy).toBe(true);
    unmount();
    // A new screen starts idle, and the old action finishing later touches nothing.
    const again = renderHook(() => usePaymentAction());
    expect(again.result.current.busy).toBe(false);
    await act(async () => pending.resolve());
  });
});
