import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '../schemas/profile';
import type { AppSupabaseClient } from '../supabase';
import { workspaceMemberKeys } from '../workspaces/workspace-queries';
import { updateProfile } from './profile-api';
import { profileKeys } from './profile-queries';

/**
 * Saves the user's profile. The confirmed row goes into the cache, then every read that shows the
 * name is read again: the profile's own reads (the Profile tab, the dashboard's welcome) and the
 * workspace member directories.
 */
export function useUpdateProfile(client: AppSupabaseClient, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput & { avatarUrl?: string | null }) => updateProfile(client, userId, input),
    onSuccess: (row) => {
      queryClient.setQueryData(profileKeys.row(userId), row);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) }),
        queryClient.invalidateQueries({ queryKey: workspaceMemberKeys.all() }),
      ]);
    },
  });
}
