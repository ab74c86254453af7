import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { teamAdmins } from '@/data/admin';
import { createQueryClient } from '@/lib/query/query-client';
import { ADMIN_ACTION_DELAY_MS } from '../lib/team-admins-api';
import { useTeamAdmins } from '../lib/use-team-admins';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

/** One query client for the session, as the app has: the admin page can be left and reopened. */
function session() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return () => renderHook(() => useTeamAdmins(), { wrapper });
}

const names = (admins: readonly { name: string }[]) => admins.map((admin) => admin.name);

describe('the sample admin team', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  test('is there from the first render', () => {
    const { result } = session()();
    expect(names(result.current.admins)).toEqual(names(teamAdmins));
  });

  test('simulated changes stay for the session: leaving the page and coming back shows them at once', async () => {
    const openAdminPage = session();
    const first = openAdminPage();
    const lena = first.result.current.admins.find((admin) => admin.name === 'Lena Fischer');
    const sam = first.result.current.admins.find((admin) => admin.name === 'Sam Patel');
    if (!lena || !sam) throw new Error('the sample team has changed');

    let invited: Promise<void> = Promise.resolve();
    act(() => {
      invited = first.result.current.invite('nina@example.com', 'moderator');
    });
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_ACTION_DELAY_MS));
    await invited;
    let removed: Promise<void> = Promise.resolve();
    act(() => {
      removed = first.result.current.remove(lena.id);
    });
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_ACTION_DELAY_MS));
    await removed;
    act(() => first.result.current.changeRole(sam.id, 'support'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(toast.success).toHaveBeenCalledWith('Admin role updated to Support');
    first.unmount();

    const again = openAdminPage();
    const admins = again.result.current.admins;
    expect(names(admins)).toContain('nina');
    expect(names(admins)).not.toContain('Lena Fischer');
    expect(admins.find((admin) => admin.id === sam.id)?.role).toBe('support');
  });

  test('a super admin can be neither invited nor removed', async () => {
    const { result } = session()();
    const owner = result.current.admins.find((admin) => admin.role === 'super_admin');
    if (!owner) throw new Error('the sample team has no super admin');
    await expect(result.current.invite('boss@example.com', 'super_admin')).rejects.toThrow(
      'A super admin cannot be invited',
    );
    await expect(result.current.remove(owner.id)).rejects.toThrow('A super admin cannot be removed');
    expect(names(result.current.admins)).toEqual(names(teamAdmins));
  });
});
