import { describe, expect, it } from 'vitest';
import { activityKeys } from '../../activity/activity-queries';
import { abTestKeys, scheduledTaskKeys, workflowKeys } from '../../automation/automation-queries';
import { campaignKeys } from '../../campaigns/campaign-queries';
import { projectKeys } from '../../projects/project-queries';
import { scriptKeys } from '../../scripts/script-queries';
import { workspaceTemplateKeys } from '../../templates/workspace-template-queries';
import { thumbnailKeys } from '../../thumbnails/thumbnail-queries';
import { voiceoverKeys } from '../../voiceovers/voiceover-queries';
import { workspaceMemberKeys } from '../../workspaces/workspace-queries';
import { sampleDataKey } from '../../workspaces/sample-data-queries';
import { workspaceRoleKey } from '../../workspaces/workspace-role';
import { queryKeysChangedBy } from '../live-query-keys';
import { readAnnouncement } from '../workspace-changes';

const WORKSPACE = '6f1c2b9e-4a7d-4c1e-9b2a-3d5e7f9a1b2c';

describe('queryKeysChangedBy', () => {
  it('names each area’s own key prefix, so a change refreshes exactly that area', () => {
    const feed = activityKeys.all(WORKSPACE);
    const samples = sampleDataKey(WORKSPACE);
    expect(queryKeysChangedBy('scripts', WORKSPACE)).toEqual([scriptKeys.all(WORKSPACE), feed]);
    expect(queryKeysChangedBy('thumbnails', WORKSPACE)).toEqual([thumbnailKeys.all(WORKSPACE), feed]);
    expect(queryKeysChangedBy('workspace_templates', WORKSPACE)).toEqual([
      workspaceTemplateKeys.all(WORKSPACE),
      feed,
    ]);
    expect(queryKeysChangedBy('voiceovers', WORKSPACE)).toEqual([voiceoverKeys.all(WORKSPACE), feed]);
    expect(queryKeysChangedBy('workspace_members', WORKSPACE)).toEqual([
      workspaceMemberKeys.all(),
      workspaceRoleKey(WORKSPACE),
      feed,
    ]);
    expect(queryKeysChangedBy('campaigns', WORKSPACE)).toEqual([campaignKeys.all(WORKSPACE), samples, feed]);
    expect(queryKeysChangedBy('projects', WORKSPACE)).toEqual([projectKeys.all(WORKSPACE), samples, feed]);
    expect(queryKeysChangedBy('project_comments', WORKSPACE)).toEqual([
      projectKeys.all(WORKSPACE),
      samples,
      feed,
    ]);
    expect(queryKeysChangedBy('workflows', WORKSPACE)).toEqual([workflowKeys.all(WORKSPACE), samples, feed]);
    expect(queryKeysChangedBy('scheduled_tasks', WORKSPACE)).toEqual([
      scheduledTaskKeys.all(WORKSPACE),
      samples,
      feed,
    ]);
    expect(queryKeysChangedBy('ab_tests', WORKSPACE)).toEqual([abTestKeys.all(WORKSPACE), samples, feed]);
  });

  it('refreshes the table’s own queries and the workspace’s feed', () => {
    expect(queryKeysChangedBy('scripts', WORKSPACE)).toEqual([
      ['scripts', WORKSPACE],
      ['activity', WORKSPACE],
    ]);
    expect(queryKeysChangedBy('workspace_templates', WORKSPACE)).toEqual([
      ['workspace-templates', WORKSPACE],
      ['activity', WORKSPACE],
    ]);
  });

  it('refreshes every video query of the user, since they are kept per user', () => {
    expect(queryKeysChangedBy('videos', WORKSPACE)).toEqual([['videos'], ['activity', WORKSPACE]]);
  });

  it('refreshes only the feed for a table it does not know, and nothing of another workspace', () => {
    expect(queryKeysChangedBy('toString', WORKSPACE)).toEqual([['activity', WORKSPACE]]);
    expect(queryKeysChangedBy('activity', WORKSPACE)).toEqual([
      ['sample-data', WORKSPACE],
      ['activity', WORKSPACE],
    ]);
  });
});

describe('readAnnouncement', () => {
  it('reads the database’s announcement, as text (NOTIFY) or as an object (Realtime)', () => {
    const sent = { workspace_id: WORKSPACE, table: 'thumbnails' };
    expect(readAnnouncement(JSON.stringify(sent))).toEqual({ workspaceId: WORKSPACE, table: 'thumbnails' });
    expect(readAnnouncement(sent)).toEqual({ workspaceId: WORKSPACE, table: 'thumbnails' });
  });

  it('ignores anything else', () => {
    expect(readAnnouncement('not json')).toBeNull();
    expect(readAnnouncement({ workspace_id: 'nope', table: 'thumbnails' })).toBeNull();
    expect(readAnnouncement({ workspace_id: WORKSPACE, table: 'Thumbnails; drop' })).toBeNull();
    expect(readAnnouncement(null)).toBeNull();
  });
});
