import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppSupabaseClient } from '../supabase';
import { deleteVoiceover, listVoiceovers, voiceoverAudioUrl, type Voiceover } from './voiceovers-api';

/**
 * Query keys of a workspace's voice-overs; invalidating `all(workspaceId)` after a voice-over is
 * made or deleted refreshes every list of them.
 */
export const voiceoverKeys = {
  all: (workspaceId: string) => ['voiceovers', workspaceId] as const,
  lists: (workspaceId: string) => [...voiceoverKeys.all(workspaceId), 'list'] as const,
  list: (workspaceId: string, search: string) => [...voiceoverKeys.lists(workspaceId), search] as const,
  audio: (workspaceId: string, id: string) => [...voiceoverKeys.all(workspaceId), 'audio', id] as const,
};

export const voiceoverListQuery = (client: AppSupabaseClient, workspaceId: string, search = '') =>
  queryOptions({
    queryKey: voiceoverKeys.list(workspaceId, search.trim()),
    queryFn: () => listVoiceovers(client, workspaceId, search),
  });

/**
 * The address to play a voice-over from, read once per showing: dropped as soon as nothing shows
 * it (the caller releases an object URL then), and never refetched while shown (a signed URL
 * lasts an hour).
 */
export const voiceoverAudioQuery = (
  client: AppSupabaseClient,
  voiceover: Pick<Voiceover, 'id' | 'workspace_id' | 'content_type' | 'storage_path'>,
) =>
  queryOptions({
    queryKey: voiceoverKeys.audio(voiceover.workspace_id, voiceover.id),
    queryFn: () => voiceoverAudioUrl(client, voiceover),
    staleTime: Infinity,
    gcTime: 0,
  });

/** Deletes a voice-over of the workspace, then refreshes its lists whether it went through or not. */
export function useDeleteVoiceover(client: AppSupabaseClient, workspaceId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voiceover: Pick<Voiceover, 'id' | 'storage_path'>) => deleteVoiceover(client, voiceover),
    meta: { errorToast: 'Could not delete the voice-over' },
    onSettled: () =>
      workspaceId === null
        ? Promise.resolve()
        : queryClient.invalidateQueries({ queryKey: voiceoverKeys.all(workspaceId) }),
  });
}
