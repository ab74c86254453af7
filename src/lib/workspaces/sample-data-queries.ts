import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppSupabaseClient } from '../supabase';
import { removeSampleData, workspaceHasSampleData } from './sample-data-api';

export const sampleDataKey = (workspaceId: string) => ['sample-data', workspaceId] as const;

/** The screens whose lists hold sample rows, by their key prefixes, and the feed. */
const keysWithSamples = (workspaceId: string) =>
  ['campaigns', 'projects', 'workflows', 'scheduled-tasks', 'ab-tests', 'activity'].map((area) => [
    area,
    workspaceId,
  ]);

export const sampleDataQuery = (client: AppSupabaseClient, workspaceId: string) =>
  queryOptions({
    queryKey: sampleDataKey(workspaceId),
    queryFn: () => workspaceHasSampleData(client, workspaceId),
  });

/** Remove sample data: then every screen that listed samples reads again. */
export function useRemoveSampleData(client: AppSupabaseClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) => removeSampleData(client, workspaceId),
    onSettled: async (_removed, _error, workspaceId) => {
      await Promise.all(
        [sampleDataKey(workspaceId), ...keysWithSamples(workspaceId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
