import { vi } from 'vitest';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { PlatformAdminRole } from '../platform-admin';

/**
 * A client whose only use is the `platform_admin_role` rpc: it answers `role` (null: not an
 * admin), or never answers when `pending`, so a test sees the "checking" state.
 */
export function fakeAdminClient(role: PlatformAdminRole | null, { pending = false } = {}): AppSupabaseClient {
  const rpc = vi.fn((name: string) => {
    if (name !== 'platform_admin_role') throw new Error(`Unexpected rpc ${name}`);
    if (pending) return new Promise(() => undefined);
    return Promise.resolve({ data: role, error: null });
  });
  return { rpc } as unknown as AppSupabaseClient;
}
