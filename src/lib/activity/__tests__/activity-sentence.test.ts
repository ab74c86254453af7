import { describe, expect, it } from 'vitest';
import type { WorkspaceEvent } from '../activity-api';
import { activitySentence as sentenceOf } from '../activity-sentence';

/** An event of `kind` about `subject`, said with `actor` as the actor's name. */
const activitySentence = (
  kind: WorkspaceEvent['kind'],
  actor: string,
  subject: string | null,
  more: Partial<Pick<WorkspaceEvent, 'detail' | 'actorName' | 'action'>> = {},
) => sentenceOf({ kind, subject, detail: null, actorName: null, action: null, ...more }, actor);

describe('activitySentence', () => {
  it('says one sentence per kind, with its subject quoted', () => {
    expect(activitySentence('script_saved', 'Olivia', 'Launch day')).toBe(
      'Olivia saved the script “Launch day”',
    );
    expect(activitySentence('video_generated', 'Max', 'Meet Creator OS')).toBe(
      'Max generated a video “Meet Creator OS”',
    );
    expect(activitySentence('voiceover_made', 'You', 'Welcome back')).toBe(
      'You made a voice-over “Welcome back”',
    );
    expect(activitySentence('thumbnail_saved', 'Deleted user', 'Launch cover')).toBe(
      'Deleted user saved the thumbnail “Launch cover”',
    );
    expect(activitySentence('member_joined', 'Vera', null)).toBe('Vera joined the workspace');
  });

  it('leaves the quote out when there is no subject', () => {
    expect(activitySentence('video_generated', 'Max', null)).toBe('Max generated a video');
    expect(activitySentence('script_saved', 'Max', '  ')).toBe('Max saved the script');
  });

  it("says the team screens' events, the scheduler's without an actor", () => {
    expect(activitySentence('campaign_paused', 'Max', 'Spring launch')).toBe(
      'Max paused the campaign “Spring launch”',
    );
    expect(activitySentence('comment_added', 'You', 'Summer Product Launch')).toBe(
      'You commented on “Summer Product Launch”',
    );
    expect(activitySentence('project_updated', 'Vera', 'Series', { detail: 'moved to review' })).toBe(
      'Vera updated the project “Series”: moved to review',
    );
    expect(activitySentence('task_completed', 'Deleted user', 'Weekly report')).toBe(
      'The scheduled task “Weekly report” completed',
    );
    expect(
      activitySentence('task_failed', 'Deleted user', 'Budget', { detail: 'The campaign is gone' }),
    ).toBe('The scheduled task “Budget” failed: The campaign is gone');
  });

  it('says a sample row in its own words, with its own name', () => {
    expect(
      activitySentence('sample', 'Deleted user', 'Summer Product Launch', {
        actorName: 'David Kim',
        action: 'commented on',
      }),
    ).toBe('David Kim commented on “Summer Product Launch”');
  });
});
