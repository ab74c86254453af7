import { Activity } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { WorkspaceMember } from '@/lib/workspaces/workspace-members-api';
import { nameInWorkspace } from '@/lib/workspaces/name-in-workspace';
import type { WorkspaceEvent } from '@/lib/activity/activity-api';
import { activitySentence } from '@/lib/activity/activity-sentence';
import { relativeTime } from '@/lib/format/relative-time';

interface RecentActivityProps {
  events: WorkspaceEvent[] | undefined;
  error: string | null;
  viewerId: string | null;
  members: readonly WorkspaceMember[] | undefined;
}

/** The workspace's latest events, newest first, each as a sentence with when it happened. */
export function RecentActivity({ events, error, viewerId, members }: RecentActivityProps) {
  return (
    <Card className="lg:col-span-2" aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Activity className="size-5 text-brand-600" aria-hidden /> Recent Activity
      </h2>
      {error ? (
        <p className="mt-4 text-sm text-red-600">{error}</p>
      ) : events === undefined ? (
        <p className="mt-4 text-sm text-slate-600">Loading…</p>
      ) : events.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          Nothing yet: save a script or make a video and it shows here.
        </p>
      ) : (
        <ul aria-labelledby="activity-heading" className="mt-4 divide-y divide-slate-100">
          {events.map((event) => (
            <li
              key={event.eventKey}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
            >
              <p className="min-w-0 break-words font-medium" data-testid="activity-sentence">
                {activitySentence(
                  event,
                  nameInWorkspace(event.actorId, members, { viewerId, whileLoading: 'A member' }),
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
        </ul>
      )}
    </Card>
  );
}
