import { useQuery } from '@tanstack/react-query';
import { scriptQuery } from '@/lib/scripts/script-queries';
import type { AppSupabaseClient } from '@/lib/supabase';
import { readStoredCheck, type StoredCheck } from '@/services/compliance/stored-compliance';

/** The last compliance check stored on the open script (Policy Compliance stores it), if any. */
export function useStoredCompliance(
  client: AppSupabaseClient,
  workspaceId: string | null,
  scriptId: string | null,
): StoredCheck | null {
  const read = useQuery({
    ...scriptQuery(client, workspaceId ?? '', scriptId ?? ''),
    enabled: workspaceId !== null && scriptId !== null,
  });
  return scriptId === null ? null : readStoredCheck(read.data?.compliance ?? null);
}
