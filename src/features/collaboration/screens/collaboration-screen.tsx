import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SampleContentNotice } from '@/components/sample-content-notice';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-context';
import { projectListQuery } from '@/lib/projects/project-queries';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { workspaceMembersQuery } from '@/lib/workspaces/workspace-queries';
import { useWorkspaceRole } from '@/lib/workspaces/workspace-role';
import { ActivityTab } from '../components/activity-tab';
import { NewProjectDialog } from '../components/new-project-dialog';
import { ProjectDetail } from '../components/project-detail';
import { ProjectList } from '../components/project-list';
import { TeamTab } from '../components/team-tab';

const tabs = [
  { id: 'projects', label: 'Projects' },
  { id: 'team', label: 'Team' },
  { id: 'activity', label: 'Activity' },
] as const;
type TabId = (typeof tabs)[number]['id'];
const ID_PREFIX = 'collaboration';

/** Collaboration: the workspace's projects with a detail panel and comments, its team, and its activity. */
export function CollaborationScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const userId = useAuth().user?.id ?? null;
  const workspaceId = useWorkspaces().currentWorkspace?.id ?? null;
  const { role, canEdit } = useWorkspaceRole(client, workspaceId);
  const [tab, setTab] = useState<TabId>('projects');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useInfiniteQuery({
    ...projectListQuery(client, workspaceId ?? '', search),
    enabled: workspaceId !== null,
  });
  const members = useQuery({
    ...workspaceMembersQuery(client, workspaceId ?? ''),
    enabled: workspaceId !== null,
  }).data;
  const projects = list.data?.pages.flatMap((page) => page.projects) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const selected = projects.find((project) => project.id === selectedId) ?? null;
  const detail = useRef<HTMLDivElement>(null);
  const scrollToDetail = useRef(false);

  // On a phone the panel sits below the list: bring the project just chosen into view.
  useEffect(() => {
    if (!scrollToDetail.current) return;
    scrollToDetail.current = false;
    if (window.matchMedia('(max-width: 1023px)').matches) {
      detail.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [selectedId]);

  const selectProject = (id: string) => {
    scrollToDetail.current = true;
    setSelectedId(id);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Collaboration
          </h1>
          <p className="text-slate-600">Plan projects, share feedback and see what your team is doing.</p>
        </div>
        {canEdit && (
          <Button onClick={() => setCreating(true)} disabled={workspaceId === null}>
            <Plus className="size-4" aria-hidden /> New Project
          </Button>
        )}
      </div>
      <SampleContentNotice client={client} workspaceId={workspaceId} role={role} />
      <TabList
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label="Collaboration"
        idPrefix={ID_PREFIX}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      />
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {tab === 'projects' && (
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="min-w-0 space-y-3 lg:col-span-3">
              <SearchInput
                aria-label="Search projects"
                placeholder="Search projects..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              {list.isError ? (
                <p className="text-sm text-red-600">The projects could not be loaded.</p>
              ) : list.isPending ? (
                <p className="text-sm text-slate-600">
                  {workspaceId === null ? 'Loading…' : 'Loading projects…'}
                </p>
              ) : projects.length === 0 ? (
                <p className="text-sm text-slate-600">
                  {search.trim() ? 'No projects match your search.' : 'No projects yet.'}
                </p>
              ) : (
                <>
                  <ProjectList projects={projects} selectedId={selectedId} onSelect={selectProject} />
                  <p className="text-xs text-slate-600">
                    Showing {projects.length} of {total} projects
                  </p>
                  {list.hasNextPage && (
                    <Button
                      variant="secondary"
                      disabled={list.isFetchingNextPage}
                      onClick={() => void list.fetchNextPage()}
                    >
                      Load more
                    </Button>
                  )}
                </>
              )}
            </div>
            <div ref={detail} className="min-w-0 scroll-mt-20 lg:col-span-2">
              <ProjectDetail
                key={selected?.id ?? 'none'}
                client={client}
                project={selected}
                members={members}
                role={role}
                userId={userId}
                onDeleted={() => setSelectedId(null)}
              />
            </div>
          </div>
        )}
        {tab === 'team' && <TeamTab members={members} userId={userId} />}
        {tab === 'activity' &&
          (workspaceId === null ? (
            <p className="text-sm text-slate-600">Loading…</p>
          ) : (
            <ActivityTab client={client} workspaceId={workspaceId} members={members} userId={userId} />
          ))}
      </TabPanel>
      {creating && (
        <NewProjectDialog
          client={client}
          workspaceId={workspaceId}
          members={members ?? []}
          onCreated={selectProject}
          onClose={() => setCreating(false)}
        />
      )}
    </div>
  );
}
