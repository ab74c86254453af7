import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/query/query-client';
import { usePaymentAction } from '../use-payment-action';

/** Lets the query client tell its observers (it notifies on the next task, never in the click's own). */
const notified = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Renders the hook under one query client, as the signed-in app's screens share one. */
function session() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return () => renderHook(() => usePaymentAction(), { wrapper });
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('usePaymentAction', () => {
  test('a second action while one is in progress is ignored; the busy state clears after', async () => {
    const { result } = session()();
    const first = deferred();
    const second = vi.fn(async () => undefined);
    let running!: Promise<unknown>;
    await act(async () => {
      running = result.current.run('pack:50', () => first.promise);
      await notified();
    });
    expect(result.current.busyKey).toBe('pack:50');
    await act(async () => {
      expect(await result.current.run('pack:10', second)).toBeUndefined();
    });
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      first.resolve();
      await running;
      await notified();
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run('pack:10', second));
    expect(second).toHaveBeenCalledTimes(1);
  });

  test('a failing action also clears the busy state', async () => {
    const { result } = session()();
    await act(async () => {
      await expect(result.current.run('x', async () => Promise.reject(new Error('nope')))).rejects.toThrow(
        'nope',
      );
      await notified();
    });
    expect(result.current.busy).toBe(false);
  });

  test('leaving the screen mid-payment leaves nothing busy behind', async () => {
    const pending = deferred();
    const screen = session();
    const { result, unmount } = screen();
    await act(async () => {
      // Left running on purpose: the screen is left while the payment is still under way.
      void result.current.run('plan:creator', () => pending.promise);
      await notified();
    });
    expect(result.current.busy).toBe(true);
    unmount();
    // A new screen starts idle, and the old action finishing later touches nothing.
    const again = screen();
    expect(again.result.current.busy).toBe(false);
    await act(async () => pending.resolve());
  });

  test('two clicks in the same moment start one action', async () => {
    const { result } = session()();
    const action = vi.fn(async () => 'paid');
    await act(async () => {
      const [first, second] = await Promise.all([
        result.current.run('pack:50', action),
        result.current.run('pack:50', action),
      ]);
      expect(first).toBe('paid');
      expect(second).toBeUndefined();
    });
    expect(action).toHaveBeenCalledTimes(1);
  });
});
