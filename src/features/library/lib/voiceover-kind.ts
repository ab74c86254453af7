import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dashboardPath } from '@/lib/paths';
import type { AppSupabaseClient } from '@/lib/supabase';
import { voiceoverKeys, voiceoverListQuery } from '@/lib/voiceovers/voiceover-queries';
import { deleteVoiceover, type Voiceover } from '@/lib/voiceovers/voiceovers-api';
import type { LibraryKind } from '../components/library-tab';

/** A voice-over's name in a list: the start of what it says. */
export function voiceoverTitle(voiceover: Pick<Voiceover, 'text'>): string {
  const text = voiceover.text.replace(/\s+/g, ' ').trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** Voice-overs: play and download again (any member), open their script, delete. */
export function voiceoverKind(
  client: AppSupabaseClient,
  workspaceId: string,
  extraActions: (voiceover: Voiceover) => ReactNode,
): LibraryKind<Voiceover> {
  return {
    noun: 'voice-over',
    plural: 'voice-overs',
    useList: () => useQuery(voiceoverListQuery(client, workspaceId)),
    invalidates: voiceoverKeys.all(workspaceId),
    toItem: (voiceover) => ({
      id: voiceover.id,
      title: voiceoverTitle(voiceover),
      authorId: voiceover.author_id,
      date: voiceover.created_at,
      detail: `Voice: ${voiceover.voice}`,
    }),
    openHref: (voiceover) =>
      voiceover.script_id ? `${dashboardPath('video-creator')}?script=${voiceover.script_id}` : undefined,
    openLabel: 'Open script',
    remove: (voiceover) => deleteVoiceover(client, voiceover),
    extraActions,
    empty: {
      title: 'No voice-overs yet',
      body: 'Press Generate Voice in the Video Creator: each voice-over is kept here for the whole team to play and download.',
      action: { label: 'Make a voice-over', to: dashboardPath('video-creator') },
    },
  };
}
