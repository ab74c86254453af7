import type { WorkspaceEvent } from './activity-api';

/** “Launch day”, or nothing when the event names no subject. */
const quoted = (subject: string | null): string => {
  const text = subject?.trim();
  return text ? ` “${text}”` : '';
};

/** ": the reason", or nothing. */
const withDetail = (detail: string | null): string => {
  const text = detail?.trim();
  return text ? `: ${text}` : '';
};

/**
 * What happened, as a feed says it: "Olivia saved the script “Launch day”". `actor` is the
 * actor's name in the workspace; sample rows and the scheduler's events name their own.
 */
export function activitySentence(
  event: Pick<WorkspaceEvent, 'kind' | 'subject' | 'detail' | 'actorName' | 'action'>,
  actor: string,
): string {
  const { subject, detail } = event;
  switch (event.kind) {
    case 'script_saved':
      return `${actor} saved the script${quoted(subject)}`;
    case 'video_generated':
      return `${actor} generated a video${quoted(subject)}`;
    case 'voiceover_made':
      return `${actor} made a voice-over${quoted(subject)}`;
    case 'thumbnail_saved':
      return `${actor} saved the thumbnail${quoted(subject)}`;
    case 'member_joined':
      return `${actor} joined the workspace`;
    case 'campaign_created':
      return `${actor} created the campaign${quoted(subject)}`;
    case 'campaign_updated':
      return `${actor} edited the campaign${quoted(subject)}`;
    case 'campaign_paused':
      return `${actor} paused the campaign${quoted(subject)}`;
    case 'campaign_resumed':
      return `${actor} resumed the campaign${quoted(subject)}`;
    case 'campaign_deleted':
      return `${actor} deleted the campaign${quoted(subject)}`;
    case 'project_created':
      return `${actor} created the project${quoted(subject)}`;
    case 'project_updated':
      return `${actor} updated the project${quoted(subject)}${withDetail(detail)}`;
    case 'project_deleted':
      return `${actor} deleted the project${quoted(subject)}`;
    case 'comment_added':
      return `${actor} commented on${quoted(subject)}`;
    case 'workflow_created':
      return `${actor} created the workflow${quoted(subject)}`;
    case 'task_scheduled':
      return `${actor} scheduled${quoted(subject)}`;
    case 'task_completed':
      return `The scheduled task${quoted(subject)} completed${withDetail(detail)}`;
    case 'task_failed':
      return `The scheduled task${quoted(subject)} failed${withDetail(detail)}`;
    case 'ab_test_created':
      return `${actor} created the A/B test${quoted(subject)}`;
    case 'sample':
      return `${event.actorName ?? actor} ${event.action ?? ''}${quoted(subject)}`;
  }
}
