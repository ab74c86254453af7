import {
  streamPlatforms,
  streamQualities,
  type StreamPlatformId,
  type StreamQuality,
} from '@/data/live-streaming';

export interface ChatEntry {
  id: string;
  author: string;
  text: string;
  moderator?: boolean;
  own?: boolean;
}

export interface StudioState {
  startedAt: number | null;
  connected: ReadonlySet<StreamPlatformId>;
  title: string;
  quality: StreamQuality;
  camera: boolean;
  microphone: boolean;
  screenShare: boolean;
  ownMessages: readonly ChatEntry[];
}

export type StudioAction =
  | { type: 'go-live'; at: number }
  | { type: 'end-stream' }
  | { type: 'toggle-platform'; id: StreamPlatformId }
  | { type: 'set-title'; title: string }
  | { type: 'set-quality'; quality: StreamQuality }
  | { type: 'toggle'; control: 'camera' | 'microphone' | 'screenShare' }
  | { type: 'send-chat'; id: string; text: string };

export const initialStudioState: StudioState = {
  startedAt: null,
  connected: new Set(streamPlatforms.filter((p) => p.connectedByDefault).map((p) => p.id)),
  title: 'Weekly Q&A: growing your channel with AI video',
  quality: streamQualities[1],
  camera: true,
  microphone: true,
  screenShare: false,
  ownMessages: [],
};

/** Why the stream cannot start, or null when it can. */
export function goLiveBlocker(state: StudioState): string | null {
  if (state.connected.size === 0) return 'Connect at least one platform to go live.';
  if (!state.title.trim()) return 'Give your stream a title to go live.';
  return null;
}

/** The studio's local demo state: going live, platforms, controls and the chat. */
export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'go-live':
      return state.startedAt === null && goLiveBlocker(state) === null
        ? { ...state, startedAt: action.at, ownMessages: [] }
        : state;
    case 'end-stream':
      return { ...state, startedAt: null };
    case 'toggle-platform': {
      // Destinations are fixed while the stream is on air.
      if (state.startedAt !== null) return state;
      const connected = new Set(state.connected);
      if (connected.has(action.id)) connected.delete(action.id);
      else connected.add(action.id);
      return { ...state, connected };
    }
    case 'set-title':
      return state.startedAt === null ? { ...state, title: action.title } : state;
    case 'set-quality':
      return state.startedAt === null ? { ...state, quality: action.quality } : state;
    case 'toggle':
      return { ...state, [action.control]: !state[action.control] };
    case 'send-chat': {
      const text = action.text.trim();
      if (!text || state.startedAt === null) return state;
      return {
        ...state,
        ownMessages: [...state.ownMessages, { id: action.id, author: 'You', text, own: true }],
      };
    }
  }
}
