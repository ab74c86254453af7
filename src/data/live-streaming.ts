/** Sample data for the Live Streaming Studio: local demo state, fixed numbers while live. */

export type StreamPlatformId = 'youtube' | 'twitch' | 'facebook' | 'tiktok';

export interface StreamPlatform {
  id: StreamPlatformId;
  name: string;
  /** Where a creator finds the stream key on that platform. */
  keyHint: string;
  connectedByDefault: boolean;
}

export const streamPlatforms: readonly StreamPlatform[] = [
  {
    id: 'youtube',
    name: 'YouTube Live',
    keyHint: 'YouTube Studio → Go live → Stream',
    connectedByDefault: true,
  },
  {
    id: 'twitch',
    name: 'Twitch',
    keyHint: 'Creator Dashboard → Settings → Stream',
    connectedByDefault: false,
  },
  {
    id: 'facebook',
    name: 'Facebook Live',
    keyHint: 'Live Producer → Streaming software',
    connectedByDefault: false,
  },
  { id: 'tiktok', name: 'TikTok LIVE', keyHint: 'LIVE Studio → Stream key', connectedByDefault: false },
];

export interface LiveStat {
  label: string;
  /** The demo value shown while live. */
  live: number;
  format: 'count' | 'percent';
}

/** The fixed demo figures a live stream shows. */
export const liveStats: readonly LiveStat[] = [
  { label: 'Live Viewers', live: 1247, format: 'count' },
  { label: 'Peak Viewers', live: 1583, format: 'count' },
  { label: 'Likes', live: 892, format: 'count' },
  { label: 'Chat Rate / min', live: 38, format: 'count' },
];

export interface ChatMessage {
  id: string;
  author: string;
  text: string;
  /** Minutes into the stream the message arrived (demo). */
  minute: number;
  moderator?: boolean;
}

/** The demo chat shown once the stream is live. */
export const demoChat: readonly ChatMessage[] = [
  { id: 'c1', author: 'Maya Lopez', text: 'Just joined, audio and video look great!', minute: 0 },
  { id: 'c2', author: 'StreamBot', text: 'Welcome! Be kind and stay on topic.', minute: 0, moderator: true },
  { id: 'c3', author: 'Dev Patel', text: 'Which AI voice did you use on your last video?', minute: 1 },
  { id: 'c4', author: 'Chris Howard', text: 'The thumbnail tips last week doubled my CTR!', minute: 2 },
  { id: 'c5', author: 'Aisha Khan', text: 'Can you show the script template you mentioned?', minute: 3 },
];

export const streamQualities = [
  '720p · 30 fps',
  '1080p · 30 fps',
  '1080p · 60 fps',
  '1440p · 60 fps',
] as const;
export type StreamQuality = (typeof streamQualities)[number];
