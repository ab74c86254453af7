import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { creditsKeys } from '@/lib/credits/credits-queries';
import { videoKeys } from '@/services/video/video-queries';

/**
 * What the video creator's writes change, invalidated by key: the credits (the balance every
 * screen shows, the top bar's badge included) and the user's videos.
 */
export function useVideoInvalidation() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  return useMemo(() => {
    const invalidate = async (keys: (id: string) => QueryKey[]) => {
      if (userId === null) return;
      await Promise.all(keys(userId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    };
    return {
      /** After a voice-over: its charge (or refund). */
      credits: () => invalidate((id) => [creditsKeys.all(id)]),
      /** After a job starts (charged) or ends (a failure is refunded): the balance and the videos. */
      creditsAndVideos: () => invalidate((id) => [creditsKeys.all(id), videoKeys.all(id)]),
    };
  }, [queryClient, userId]);
}
