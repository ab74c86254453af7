import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { RECENT_VIDEOS_SHOWN, type RecentVideo } from './video-service';
import { RECENT_VIDEO_COLUMNS, toRecentVideo, type VideoRow } from './video-rows';

/**
 * The workspace's latest jobs from `videos`, every member's (row level security lets members
 * read them); none while there is no workspace.
 */
export async function fetchRecentVideos(
  workspaceId: string | null,
  client: AppSupabaseClient = supabase,
): Promise<RecentVideo[]> {
  if (workspaceId === null) return [];
  const { data, error } = await client
    .from('videos')
    .select(RECENT_VIDEO_COLUMNS)
    .eq('workspace_id', workspaceId)
    .order('created_at', { ascending: false })
    .limit(RECENT_VIDEOS_SHOWN);
  if (error) throw error;
  return ((data ?? []) as VideoRow[]).map(toRecentVideo);
}
