import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { RECENT_VIDEOS_SHOWN, type RecentVideo } from './video-service';
import { RECENT_VIDEO_COLUMNS, toRecentVideo, type VideoRow } from './video-rows';

/** The signed-in user's latest jobs from `videos` (row level security keeps them to their own). */
export async function fetchRecentVideos(client: AppSupabaseClient = supabase): Promise<RecentVideo[]> {
  const { data, error } = await client
    .from('videos')
    .select(RECENT_VIDEO_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(RECENT_VIDEOS_SHOWN);
  if (error) throw error;
  return ((data ?? []) as VideoRow[]).map(toRecentVideo);
}
