import { createContext, useContext } from 'react';
import { useCredits } from '@/lib/credits/credits-context';
import { ownKeyVideoService, serverVideoService } from './app-video-service';
import type { VideoService } from './video-service';

/** A service a test (or a story) puts in place of the app's own. */
export const VideoServiceContext = createContext<VideoService | null>(null);

/**
 * The video service for the signed-in user: their own provider keys when they have any (no
 * credits), the server functions otherwise.
 */
export function useVideoService(): VideoService {
  const injected = useContext(VideoServiceContext);
  const { unlimited } = useCredits();
  if (injected) return injected;
  return unlimited ? ownKeyVideoService : serverVideoService;
}
