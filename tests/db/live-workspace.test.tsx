// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useQuery } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { useLiveWorkspace } from '../../src/lib/live/use-live-workspace';
import { listenToWorkspaceChanges, type WorkspaceChangeListener } from '../../src/lib/live/workspace-changes';
import { createThumbnail, deleteThumbnail } from '../../src/lib/thumbnails/thumbnails-api';
import { thumbnailListQuery } from '../../src/lib/thumbnails/thumbnail-queries';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// Two members with the workspace open at once (each with their own query cache, as two browser
// tabs have): what one saves shows on the other's screen with no reload and no refresh of theirs,
// through the database's announcement (local mode: NOTIFY, heard by every tab).

configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

describe('a workspace kept live across tabs, over the local backend', () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;
  let workspace: string;
  let elsewhere: string;

  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    [owner, member, outsider] = await Promise.all(Array.from({ length: 3 }, () => signedInClient(backend)));
    workspace = await createWorkspace(owner, 'Live studio');
    elsewhere = await createWorkspace(outsider, 'Elsewhere');
    await joinWorkspace(owner, member, workspace, 'member');
  });
  afterEach(cleanup);
  afterAll(() => backend.close());

  /** Hears the backend's announcements as the browser does in local mode. */
  const listen = (workspaceId: string, listener: WorkspaceChangeListener) =>
    listenToWorkspaceChanges(workspaceId, listener, {
      mode: 'local',
      client: owner.client as AppSupabaseClient,
      localBackend: () => Promise.resolve(backend),
    });

  function ThumbnailNames({ client, workspaceId }: { client: AppSupabaseClient; workspaceId: string }) {
    useLiveWorkspace(workspaceId, listen);
    const list = useQuery(thumbnailListQuery(client, workspaceId));
    if (!list.data) return <p>Loading…</p>;
    return (
      <ul aria-label="Thumbnails">
        {list.data.map((thumbnail) => (
          <li key={thumbnail.id}>{thumbnail.name}</li>
        ))}
      </ul>
    );
  }

  const design = { width: 1280, height: 720, layers: [] };

  test('a thumbnail one member saves and deletes shows and goes on the other’s open screen', async () => {
    render(
      <TestQueryProvider>
        <ThumbnailNames client={owner.client as AppSupabaseClient} workspaceId={workspace} />
      </TestQueryProvider>,
    );
    expect(await screen.findByRole('list', { name: 'Thumbnails' })).toBeEmptyDOMElement();

    const saved = await createThumbnail(member.client as AppSupabaseClient, workspace, {
      name: 'Launch cover',
      ...design,
    });
    expect(await screen.findByText('Launch cover')).toBeInTheDocument();

    await deleteThumbnail(member.client as AppSupabaseClient, saved.id);
    await expect.poll(() => screen.queryByText('Launch cover'), { timeout: 15_000 }).toBeNull();
  });

  test('a change in another workspace refreshes nothing here', async () => {
    let heard = 0;
    const stop = listen(workspace, { changed: () => (heard += 1), missed: () => undefined });
    await createThumbnail(outsider.client as AppSupabaseClient, elsewhere, { name: 'Theirs', ...design });
    await createThumbnail(member.client as AppSupabaseClient, workspace, { name: 'Ours', ...design });
    await expect.poll(() => heard, { timeout: 15_000 }).toBe(1);
    stop();
  });
});
