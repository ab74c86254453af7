import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { ACTIVITY_PAGE_SIZE, fetchWorkspaceActivity } from '../../src/lib/activity/activity-api';
import { activityFeedQuery } from '../../src/lib/activity/activity-queries';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { engines } from '../support/engines';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// The Activity tab reads the feed a page at a time (20261125000800_activity_event_key.sql):
// events written in one transaction share a time, and paging goes on from the last one shown by
// its key, so every event is listed once, none skipped and none twice.

type User = Awaited<ReturnType<typeof signedInClient>>;

/** Events of one transaction, beyond the sample feed and the member's own: three pages and more. */
const RECORDED = ACTIVITY_PAGE_SIZE * 4 + 5;

describe.each(engines())('the activity feed, page by page, on %s', (engine) => {
  let backend: LocalBackend;
  let owner: User;
  let member: User;
  let outsider: User;
  let workspace: string;
  let sharedTime: string;

  const clientOf = (user: User) => user.client as unknown as AppSupabaseClient;

  /** Every page of the Activity tab's feed, read as the app reads it. */
  async function wholeFeed(user: User) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const feed = await queryClient.fetchInfiniteQuery({
      ...activityFeedQuery(clientOf(user), workspace),
      pages: RECORDED,
    });
    queryClient.clear();
    return feed.pages;
  }

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    [owner, member, outsider] = await Promise.all(Array.from({ length: 3 }, () => signedInClient(backend)));
    workspace = await createWorkspace(owner, 'Busy');
    await createWorkspace(outsider, 'Elsewhere');
    await joinWorkspace(owner, member, workspace, 'member');
    const saved = await member.client.rpc('save_script', {
      p_script_id: null,
      p_workspace_id: workspace,
      p_title: 'Launch day',
      p_body: 'Hello there.',
      p_tags: [],
      p_status: null,
    });
    if (saved.error) throw saved.error;

    // One transaction: its events share now(), and the workspace's earlier ones are moved to it,
    // so the whole feed (events of every table) has one time.
    sharedTime = await backend.db.transaction(async (tx) => {
      await tx.query(
        `insert into public.activity (workspace_id, kind, subject)
         select $1, 'campaign_paused', 'Campaign ' || n from generate_series(1, $2::int) n`,
        [workspace, RECORDED],
      );
      await tx.query('update public.activity set created_at = now() where workspace_id = $1', [workspace]);
      await tx.query('update public.workspace_members set created_at = now() where workspace_id = $1', [
        workspace,
      ]);
      await tx.query('update public.script_versions set saved_at = now() where workspace_id = $1', [
        workspace,
      ]);
      const { rows } = await tx.query<{ now: string }>('select now()::text as now');
      return rows[0].now;
    });
  });
  afterAll(() => backend.close());

  /** The workspace's events as the database holds them, read past row level security. */
  async function storedEventKeys(): Promise<{ keys: string[]; times: number }> {
    const { rows } = await backend.db.query<{ event_key: string; occurred_at: string }>(
      'select event_key, occurred_at::text from public.workspace_activity where workspace_id = $1',
      [workspace],
    );
    return { keys: rows.map((row) => row.event_key), times: new Set(rows.map((r) => r.occurred_at)).size };
  }

  test('every event of one moment is listed once, page after page', async () => {
    const stored = await storedEventKeys();
    expect(stored.times).toBe(1);
    expect(stored.keys.length).toBeGreaterThan(RECORDED);
    expect(new Set(stored.keys).size).toBe(stored.keys.length);

    const pages = await wholeFeed(member);
    const listed = pages.flat().map((event) => event.eventKey);
    expect(listed).toHaveLength(stored.keys.length);
    expect([...listed].sort()).toEqual([...stored.keys].sort());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const kinds = new Set(pages.flat().map((event) => event.kind));
    expect([...kinds].sort()).toEqual(['campaign_paused', 'member_joined', 'sample', 'script_saved']);
  });

  test('a cursor with PostgREST’s reserved characters is read as a value', async () => {
    const events = await fetchWorkspaceActivity(clientOf(member), workspace, { limit: 500 });
    const occurredAt = events[0].occurredAt;
    expect(new Date(occurredAt).getTime()).toBe(new Date(sharedTime).getTime());
    // Every key sorts below "zzz…" and none below "": the quotes keep `,` `.` `:` `(` `)` `"` `\`
    // inside the value instead of ending the filter.
    const above = await fetchWorkspaceActivity(clientOf(member), workspace, {
      limit: 500,
      before: { occurredAt, eventKey: 'zzz:",(x).y\\' },
    });
    expect(above).toEqual(events);
    const below = await fetchWorkspaceActivity(clientOf(member), workspace, {
      limit: 500,
      before: { occurredAt, eventKey: '' },
    });
    expect(below).toEqual([]);
  });

  test('someone outside the workspace reads nothing of it, on any page', async () => {
    expect(await wholeFeed(outsider)).toEqual([[]]);
    const { keys } = await storedEventKeys();
    const cursor = { occurredAt: sharedTime, eventKey: [...keys].sort().at(-1)! };
    expect(
      await fetchWorkspaceActivity(clientOf(outsider), workspace, { limit: 500, before: cursor }),
    ).toEqual([]);
    const direct = await outsider.client
      .from('workspace_activity')
      .select('event_key')
      .eq('workspace_id', workspace);
    expect(direct.data ?? []).toEqual([]);
  });
});
