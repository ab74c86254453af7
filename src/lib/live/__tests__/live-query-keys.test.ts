import { describe, expect, it } from 'vitest';
import { queryKeysChangedBy } from '../live-query-keys';
import { readAnnouncement } from '../workspace-changes';

const WORKSPACE = '6f1c2b9e-4a7d-4c1e-9b2a-3d5e7f9a1b2c';

describe('queryKeysChangedBy', () => {
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
    expect(queryKeysChangedBy('activity', WORKSPACE)).toEqual([['activity', WORKSPACE]]);
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
