import type { Tables } from '../database.types';
import type { AppSupabaseClient } from '../supabase';

// The Library's reads and deletes of a workspace's videos (the video service starts and watches
// them: src/services/video). Row level security lets every member read them, and the author, an
// admin or the owner delete one; a delete never touches the credit ledger.

export type WorkspaceVideo = Pick<
  Tables<'videos'>,
  | 'id'
  | 'workspace_id'
  | 'user_id'
  | 'title'
  | 'script'
  | 'script_id'
  | 'style'
  | 'duration'
  | 'aspect_ratio'
  | 'status'
  | 'video_url'
  | 'created_at'
>;

const COLUMNS =
  'id, workspace_id, user_id, title, script, script_id, style, duration, aspect_ratio, status, video_url, created_at';

/**
 * How many videos the workspace has made, every member's, leaving out the jobs that failed
 * (counted by the database, no rows sent).
 */
export async function countWorkspaceVideos(client: AppSupabaseClient, workspaceId: string): Promise<number> {
  const { count, error } = await client
    .from('videos')
    .select('id', { head: true, count: 'exact' })
    .eq('workspace_id', workspaceId)
    .neq('status', 'failed');
  if (error) throw error;
  return count ?? 0;
}

/** Every video of the workspace, every member's, newest first. */
export async function listWorkspaceVideos(
  client: AppSupabaseClient,
  workspaceId: string,
): Promise<WorkspaceVideo[]> {
  const { data, error } = await client
    .from('videos')
    .select(COLUMNS)
    .eq('workspace_id', workspaceId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export async function deleteWorkspaceVideo(client: AppSupabaseClient, id: string): Promise<void> {
  const { data, error } = await client.from('videos').delete().eq('id', id).select('id');
  if (error) throw new Error('The video could not be deleted. Please try again.');
  // Row level security hides a refused delete as "nothing deleted".
  if (data.length === 0) throw new Error('This video was deleted or you may not delete it');
}

/** A video's name in a list: its title, else the first line of its script. */
export function videoTitle(video: Pick<WorkspaceVideo, 'title' | 'script'>): string {
  const firstLine = (video.script ?? '').split('\n').find((line) => line.trim() !== '');
  return video.title?.trim() || firstLine?.trim().slice(0, 80) || 'Untitled video';
}
