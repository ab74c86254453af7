import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dashboardPath } from '@/lib/paths';
import type { AppSupabaseClient } from '@/lib/supabase';
import { workspaceVideoKeys, workspaceVideosQuery } from '@/lib/videos/workspace-video-queries';
import { deleteWorkspaceVideo, videoTitle, type WorkspaceVideo } from '@/lib/videos/workspace-videos-api';
import type { LibraryKind } from '../components/library-tab';
import type { LibraryItem } from './library-item';

const STATUSES: Record<WorkspaceVideo['status'], NonNullable<LibraryItem['status']>> = {
  queued: { label: 'Queued', variant: 'neutral' },
  processing: { label: 'Generating', variant: 'warning' },
  completed: { label: 'Ready', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

/** Videos: watch or download a finished one, open the script it was made from, delete. */
export function videoKind(
  client: AppSupabaseClient,
  userId: string,
  workspaceId: string,
  extraActions: (video: WorkspaceVideo) => ReactNode,
): LibraryKind<WorkspaceVideo> {
  return {
    noun: 'video',
    plural: 'videos',
    useList: () => useQuery(workspaceVideosQuery(client, userId, workspaceId)),
    invalidates: workspaceVideoKeys.all(userId, workspaceId),
    toItem: (video) => ({
      id: video.id,
      title: videoTitle(video),
      authorId: video.user_id,
      date: video.created_at,
      status: STATUSES[video.status],
      detail: `${video.duration} s · ${video.aspect_ratio}`,
    }),
    openHref: (video) =>
      video.script_id ? `${dashboardPath('video-creator')}?script=${video.script_id}` : undefined,
    openLabel: 'Open script',
    remove: (video) => deleteWorkspaceVideo(client, video.id),
    extraActions,
    empty: {
      title: 'No videos yet',
      body: 'Generate one from a script in the Video Creator: every video the team makes is kept here.',
      action: { label: 'Make a video', to: dashboardPath('video-creator') },
    },
  };
}
