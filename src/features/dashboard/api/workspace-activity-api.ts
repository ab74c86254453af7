import type { AppSupabaseClient } from '@/lib/supabase';

// The dashboard home's reads of the current workspace's work: its latest events (the
// workspace_activity view, which reads each table under the caller's row level security) and
// how many videos it holds.

export const ACTIVITY_KINDS = [
  'script_saved',
  'video_generated',
  'voiceover_made',
  'thumbnail_saved',
  'member_joined',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One thing that happened in the workspace; actorId is null once their account is gone. */
export interface WorkspaceEvent {
  kind: ActivityKind;
  actorId: string | null;
  subject: string | null;
  occurredAt: string;
}

/** How many events the home shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

const isActivityKind = (kind: string | null): kind is ActivityKind =>
  (ACTIVITY_KINDS as readonly (string | null)[]).includes(kind);

/** The workspace's latest events, newest first. */
export async function fetchWorkspaceActivity(
  client: AppSupabaseClient,
  workspaceId: string,
): Promise<WorkspaceEvent[]> {
  const { data, error } = await client
    .from('workspace_activity')
    .select('kind, actor_id, subject, occurred_at')
    .eq('workspace_id', workspaceId)
    .order('occurred_at', { ascending: false })
    .limit(RECENT_ACTIVITY_LIMIT);
  if (error) throw error;
  return data.flatMap((row) =>
    isActivityKind(row.kind) && row.occurred_at
      ? [{ kind: row.kind, actorId: row.actor_id, subject: row.subject, occurredAt: row.occurred_at }]
      : [],
  );
}

/** How many videos the workspace holds, every member's (counted by the database, no rows sent). */
export async function countWorkspaceVideos(client: AppSupabaseClient, workspaceId: string): Promise<number> {
  const { count, error } = await client
    .from('videos')
    .select('id', { head: true, count: 'exact' })
    .eq('workspace_id', workspaceId);
  if (error) throw error;
  return count ?? 0;
}
