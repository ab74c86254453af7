import { env } from '@/lib/env';
import { readOwnProviderKeys } from '@/lib/credits/own-provider-keys';
import { supabase } from '@/lib/supabase';
import { postToFunction } from './function-fetch';
import { createOwnKeySpeech } from './own-key-speech';
import { createOwnKeyVideoService, readProviderPriority } from './own-key-video-service';
import { fetchRecentVideos } from './recent-videos';
import { createServerVideoService } from './server-video-service';
import { createVideoJobStore } from './video-job-store';
import type { VideoService } from './video-service';
import { storeUploadedVideo } from './video-storage';

/** Through the server functions: platform keys, credits charged with the job. */
export const serverVideoService: VideoService = createServerVideoService({
  call: (name, body) => postToFunction(name, body),
  listRecent: (workspaceId) => fetchRecentVideos(workspaceId),
  storeUpload: (file) => storeUploadedVideo(file),
});

/**
 * Through the user's own provider keys, from this browser; jobs kept in `videos` as 'own_key'.
 * Voice-overs use their ElevenLabs key. Without one, local mode speaks with the sample voice
 * and hosted mode asks the server (the platform's key, so it is charged like anyone's). Either
 * way the voice-over is kept in the workspace, as the server keeps its own.
 */
export const ownKeyVideoService: VideoService = createOwnKeyVideoService({
  keys: readOwnProviderKeys,
  priority: () => readProviderPriority(),
  jobs: createVideoJobStore(),
  speak: createOwnKeySpeech({
    client: supabase,
    mode: env.mode,
    elevenLabsKey: () => readOwnProviderKeys().elevenlabs,
    server: (text, voiceId, options) => serverVideoService.speak(text, voiceId, options),
  }),
  listRecent: (workspaceId) => fetchRecentVideos(workspaceId),
  storeUpload: (file) => storeUploadedVideo(file),
});
