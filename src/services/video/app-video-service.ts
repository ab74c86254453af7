import { env } from '@/lib/env';
import { readOwnProviderKeys } from '@/lib/credits/own-provider-keys';
import { mockSpeechBlob } from '../../../supabase/functions/_shared/video/mock-voice.ts';
import { createVoiceClient } from '../../../supabase/functions/_shared/video/voice.ts';
import { postToFunction } from './function-fetch';
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
 * and hosted mode asks the server (the platform's key, so it is charged like anyone's).
 */
export const ownKeyVideoService: VideoService = createOwnKeyVideoService({
  keys: readOwnProviderKeys,
  priority: () => readProviderPriority(),
  jobs: createVideoJobStore(),
  async speak(text, voiceId, options) {
    const apiKey = readOwnProviderKeys().elevenlabs;
    if (apiKey) return createVoiceClient({ apiKey }).textToSpeech(text, voiceId);
    if (env.mode !== 'hosted') return mockSpeechBlob(text);
    return serverVideoService.speak(text, voiceId, options);
  },
  listRecent: (workspaceId) => fetchRecentVideos(workspaceId),
  storeUpload: (file) => storeUploadedVideo(file),
});
