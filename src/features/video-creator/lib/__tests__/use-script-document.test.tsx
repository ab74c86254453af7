import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AppSupabaseClient } from '@/lib/supabase';
import { readScriptDraft } from '../script-draft-storage';
import { useScriptToVideoForm } from '../script-to-video-form';
import { AUTOSAVE_DELAY_MS, useScriptDocument } from '../use-script-document';

interface SaveArgs {
  p_script_id: string | null;
  p_title: string;
  p_body: string;
}

/** A client whose save_script answers as the database does (or fails first, as `rpc` is told). */
function fakeClient() {
  const rpc = vi.fn(async (_name: string, args: SaveArgs) => ({
    data: { id: args.p_script_id ?? 'script-1', title: args.p_title, body: args.p_body, version: 1 },
    error: null,
  }));
  return { client: { rpc } as unknown as AppSupabaseClient, rpc };
}

function renderDocument(client: AppSupabaseClient) {
  // Hosted mode's settings: a write waits while the browser is offline.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'online' },
      mutations: { networkMode: 'online' },
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    () => {
      const form = useScriptToVideoForm('');
      const document = useScriptDocument({
        client,
        form,
        userId: 'user-1',
        workspaceId: 'ws-1',
        canEdit: true,
        startsFromTemplate: false,
      });
      return { form, document, address: useLocation().search };
    },
    { wrapper },
  );
}

const pause = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 100);
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.useRealTimers();
  localStorage.clear();
});

describe('useScriptDocument', () => {
  test('offline, the save waits (the draft is kept) and runs once the browser is back online', async () => {
    const { client, rpc } = fakeClient();
    const view = renderDocument(client);
    await waitFor(() => expect(view.result.current.document.ready).toBe(true));
    act(() => onlineManager.setOnline(false));
    act(() => view.result.current.form.setValue('script', 'Written on a train'));
    expect(view.result.current.document.status).toEqual({ kind: 'unsaved' });
    expect(readScriptDraft('user-1', 'ws-1')).toEqual({
      scriptId: null,
      title: '',
      body: 'Written on a train',
    });

    await pause();
    expect(view.result.current.document.status).toEqual({ kind: 'offline' });
    expect(rpc).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(view.result.current.document.status).toEqual({ kind: 'saved' }));
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc.mock.calls[0][1]).toMatchObject({ p_script_id: null, p_title: 'Written on a train' });
    expect(readScriptDraft('user-1', 'ws-1')).toBeNull();
    expect(view.result.current.address).toBe('?script=script-1');
  });

  test('a save that gets no answer says offline and is tried again', async () => {
    const { client, rpc } = fakeClient();
    rpc.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const view = renderDocument(client);
    await waitFor(() => expect(view.result.current.document.ready).toBe(true));
    act(() => view.result.current.form.setValue('script', 'Flaky wifi'));
    await pause();
    await waitFor(() => expect(view.result.current.document.status).toEqual({ kind: 'offline' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(view.result.current.document.status).toEqual({ kind: 'saved' }));
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  test('an unchanged draft is not saved; a refused one says why and is not retried by itself', async () => {
    const { client, rpc } = fakeClient();
    const view = renderDocument(client);
    await waitFor(() => expect(view.result.current.document.ready).toBe(true));
    await pause();
    expect(rpc).not.toHaveBeenCalled();
    expect(view.result.current.document.status).toEqual({ kind: 'idle' });

    act(() => view.result.current.form.setValue('title', 'x'.repeat(201)));
    act(() => view.result.current.form.setValue('script', 'Body'));
    await pause();
    await waitFor(() =>
      expect(view.result.current.document.status).toEqual({
        kind: 'failed',
        reason: 'A title can be at most 200 characters',
      }),
    );
    await pause();
    expect(rpc).not.toHaveBeenCalled();
  });
});
