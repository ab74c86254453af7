import type { ActivityKind } from '../api/workspace-activity-api';

/** “Launch day”, or nothing when the event names no subject. */
const quoted = (subject: string | null): string => {
  const text = subject?.trim();
  return text ? ` “${text}”` : '';
};

/** What happened, as the Recent Activity list says it: "Olivia saved the script “Launch day”". */
export function activitySentence(kind: ActivityKind, actor: string, subject: string | null): string {
  switch (kind) {
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
  }
}
