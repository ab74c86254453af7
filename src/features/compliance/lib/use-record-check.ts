import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { recordComplianceResult, type ScriptComplianceRecord } from '@/lib/scripts/scripts-api';
import { scriptKeys } from '@/lib/scripts/script-queries';
import type { AppSupabaseClient } from '@/lib/supabase';

/** Stores a check on its script, then refreshes the workspace's scripts (history and Library). */
export function useRecordCheck(client: AppSupabaseClient, workspaceId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scriptId, record }: { scriptId: string; record: ScriptComplianceRecord }) =>
      recordComplianceResult(client, scriptId, record),
    meta: { errorToast: 'Could not save the check' },
    onSuccess: async () => {
      toast.success('Check saved to the script');
      if (workspaceId) await queryClient.invalidateQueries({ queryKey: scriptKeys.all(workspaceId) });
    },
  });
}
