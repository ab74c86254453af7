import { filterValue } from '@/lib/postgrest-filter-value';
import type { AppSupabaseClient } from '@/lib/supabase';

// The only module that reads a workspace's feed: the workspace_activity view, which reads each
// table under the caller's row level security (20261124001100) and the events the database
// records in `activity` (20261125000100). The Dashboard home and Collaboration's Activity tab
// both read it.

export const ACTIVITY_KINDS = [
  'script_saved',
  'video_generated',
  'voiceover_made',
  'thumbnail_saved',
  'member_joined',
  'campaign_created',
  'campaign_updated',
  'campaign_paused',
  'campaign_resumed',
  'campaign_deleted',
  'project_created',
  'project_updated',
  'project_deleted',
  'comment_added',
  'workflow_created',
  'task_scheduled',
  'task_completed',
  'task_failed',
  'ab_test_created',
  'sample',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * One thing that happened in the workspace. actorId is null once their account is gone, for
 * the scheduler's events and for sample rows, which name their actor (actorName) and say what
 * they did in the spec's words (action).
 */
export interface WorkspaceEvent {
  kind: ActivityKind;
  actorId: string | null;
  subject: string | null;
  detail: string | null;
  actorName: string | null;
  action: string | null;
  isSample: boolean;
  occurredAt: string;
  /** Unique per event (its table and row): orders events of the same time. */
  eventKey: string;
}

/** Where a page of the feed ends: its last event's time and key (events can share a time). */
export interface ActivityCursor {
  occurredAt: string;
  eventKey: string;
}

/** How many events one read brings: the Dashboard home shows one page, the Activity tab more. */
export const ACTIVITY_PAGE_SIZE = 10;

const isActivityKind = (kind: string | null): kind is ActivityKind =>
  (ACTIVITY_KINDS as readonly (string | null)[]).includes(kind);

/**
 * The workspace's events, newest first (by time, then key): `limit` of them, those after
 * `before` (the last event shown) when given.
 */
export async function fetchWorkspaceActivity(
  client: AppSupabaseClient,
  workspaceId: string,
  { limit = ACTIVITY_PAGE_SIZE, before }: { limit?: number; before?: ActivityCursor } = {},
): Promise<WorkspaceEvent[]> {
  let query = client
    .from('workspace_activity')
    .select('kind, actor_id, subject, detail, actor_name, action, is_sample, occurred_at, event_key')
    .eq('workspace_id', workspaceId);
  // Events written in one transaction share a time: those at the last shown event's time come
  // next by their key, so none is skipped.
  if (before) {
    const time = filterValue(before.occurredAt);
    query = query.or(
      `occurred_at.lt.${time},and(occurred_at.eq.${time},event_key.lt.${filterValue(before.eventKey)})`,
    );
  }
  const { data, error } = await query
    .order('occurred_at', { ascending: false })
    .order('event_key', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data.flatMap((row) =>
    isActivityKind(row.kind) && row.occurred_at && row.event_key
      ? [
          {
            kind: row.kind,
            actorId: row.actor_id,
            subject: row.subject,
            detail: row.detail,
            actorName: row.actor_name,
            action: row.action,
            isSample: row.is_sample ?? false,
            occurredAt: row.occurred_at,
            eventKey: row.event_key,
          },
        ]
      : [],
  );
}
