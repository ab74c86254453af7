import { useInfiniteQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { activityFeedQuery } from '@/lib/activity/activity-queries';
import { activitySentence } from '@/lib/activity/activity-sentence';
import { relativeTime } from '@/lib/format/relative-time';
import type { AppSupabaseClient } from '@/lib/supabase';
import { nameInWorkspace } from '@/lib/workspaces/name-in-workspace';
import type { WorkspaceMember } from '@/lib/workspaces/workspace-members-api';

/** The workspace's activity, newest first, a page at a time. */
export function ActivityTab({
  client,
  workspaceId,
  members,
  userId,
}: {
  client: AppSupabaseClient;
  workspaceId: string;
  members: readonly WorkspaceMember[] | undefined;
  userId: string | null;
}) {
  const feed = useInfiniteQuery(activityFeedQuery(client, workspaceId));
  const events = feed.data?.pages.flat() ?? [];
  return (
    <Card aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
        Recent Activity
      </h2>
      {feed.isPending ? (
        <p className="mt-4 text-sm text-slate-600">Loading…</p>
      ) : feed.isError ? (
        <p className="mt-4 text-sm text-red-600">The activity could not be loaded.</p>
      ) : events.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nothing has happened in this workspace yet.</p>
      ) : (
        <ol aria-label="Activity" className="mt-4 space-y-4 border-l-2 border-slate-200 pl-4">
          {events.map((event) => (
            <li key={event.eventKey} className="relative text-sm">
              <span
                className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600"
                aria-hidden
              />
              <p className="break-words text-slate-700">
                {activitySentence(
                  event,
                  nameInWorkspace(event.actorId, members, { viewerId: userId, whileLoading: 'A member' }),
                )}
                {event.isSample && (
                  <Badge variant="neutral" className="ml-2">
                    Sample
                  </Badge>
                )}
              </p>
              <time dateTime={event.occurredAt} className="text-xs text-slate-600">
                {relativeTime(event.occurredAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {feed.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Card>
  );
}
