import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-context';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { canChangeItem } from '@/lib/workspaces/item-permissions';
import { nameInWorkspace } from '@/lib/workspaces/name-in-workspace';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { workspaceMembersQuery } from '@/lib/workspaces/workspace-queries';
import { canEditIn, useWorkspaceRole } from '@/lib/workspaces/workspace-role';
import { LibraryTab } from '../components/library-tab';
import type { LibraryItem } from '../lib/library-item';
import { LIBRARY_TABS, parseLibraryTab, type LibraryTabId } from '../lib/library-tabs';
import { scriptKind } from '../lib/script-kind';
import { thumbnailKind } from '../lib/thumbnail-kind';
import { videoKind } from '../lib/video-kind';
import { voiceoverKind } from '../lib/voiceover-kind';
import { VideoActions } from '../components/video-actions';
import { VoiceoverPlayer } from '../components/voiceover-player';

const ID_PREFIX = 'library';

type SharedTabProps = Omit<Parameters<typeof LibraryTab>[0], 'kind'>;

/** The open tab's list (keyed by workspace, so a switch starts it afresh). */
function LibraryTabContent({
  tab,
  client,
  userId,
  workspaceId,
  shared,
}: {
  tab: LibraryTabId;
  client: AppSupabaseClient;
  userId: string;
  workspaceId: string;
  shared: SharedTabProps;
}) {
  switch (tab) {
    case 'scripts':
      return <LibraryTab key={workspaceId} kind={scriptKind(client, workspaceId)} {...shared} />;
    case 'videos':
      return (
        <LibraryTab
          key={workspaceId}
          kind={videoKind(client, userId, workspaceId, (video) => (
            <VideoActions video={video} />
          ))}
          {...shared}
        />
      );
    case 'voiceovers':
      return (
        <LibraryTab
          key={workspaceId}
          kind={voiceoverKind(client, workspaceId, (voiceover) => (
            <VoiceoverPlayer client={client} voiceover={voiceover} />
          ))}
          {...shared}
        />
      );
    case 'thumbnails':
      return <LibraryTab key={workspaceId} kind={thumbnailKind(client, workspaceId)} {...shared} />;
  }
}

/** The Library: the current workspace's scripts, videos, voice-overs and thumbnails, shared by the whole team. */
export function LibraryScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const { user } = useAuth();
  const { currentWorkspace, loading } = useWorkspaces();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseLibraryTab(searchParams.get('tab'));
  const workspaceId = currentWorkspace?.id ?? null;
  const { role } = useWorkspaceRole(client, workspaceId);
  const members = useQuery({
    ...workspaceMembersQuery(client, workspaceId ?? ''),
    enabled: workspaceId !== null,
  });

  const selectTab = (id: LibraryTabId) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', id);
      return next;
    });

  const shared: SharedTabProps = {
    idPrefix: `${ID_PREFIX}-${tab}`,
    canCreate: canEditIn(role),
    canChange: (item: LibraryItem) => canChangeItem(role, item.authorId, user?.id ?? null),
    authorOf: (item: LibraryItem) => nameInWorkspace(item.authorId, members.data),
  };

  return (
    <div className="space-y-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Library</h1>
        <p className="text-slate-600">
          {currentWorkspace
            ? `Everything your team made in ${currentWorkspace.name}.`
            : 'Everything your team made, in one place.'}
        </p>
      </div>
      <TabList
        tabs={LIBRARY_TABS}
        value={tab}
        onChange={selectTab}
        label="Library"
        idPrefix={ID_PREFIX}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:w-fit sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-1 sm:shadow-sm"
      />
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {workspaceId === null ? (
          <p className="text-sm text-slate-600">
            {loading ? 'Opening your workspace…' : 'Choose a workspace first.'}
          </p>
        ) : (
          <LibraryTabContent
            tab={tab}
            client={client}
            userId={user?.id ?? ''}
            workspaceId={workspaceId}
            shared={shared}
          />
        )}
      </TabPanel>
    </div>
  );
}
