import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { projects, type Project, type ProjectComment } from '@/data/collaboration';
import { ActivityTab } from '../components/activity-tab';
import { ProjectDetail } from '../components/project-detail';
import { ProjectList } from '../components/project-list';
import { TeamTab } from '../components/team-tab';
import { SampleDataNotice } from '@/components/sample-data-notice';

const tabs = [
  { id: 'projects', label: 'Projects' },
  { id: 'team', label: 'Team' },
  { id: 'activity', label: 'Activity' },
] as const;
type TabId = (typeof tabs)[number]['id'];
const ID_PREFIX = 'collaboration';

/** Collaboration: projects with a detail panel and comments, the team, and its activity. */
export function CollaborationScreen() {
  const [tab, setTab] = useState<TabId>('projects');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Comments written in this session, per project: they stay when another project is opened.
  const [added, setAdded] = useState<Record<string, ProjectComment[]>>({});
  const detail = useRef<HTMLDivElement>(null);
  const scrollToDetail = useRef(false);
  const selected = projects.find((project) => project.id === selectedId) ?? null;
  const commentsOf = (project: Project) => [...project.comments, ...(added[project.id] ?? [])];

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

  const addComment = (message: string) => {
    if (!selected) return;
    const projectId = selected.id;
    setAdded((current) => {
      const own = current[projectId] ?? [];
      const comment: ProjectComment = {
        id: `${projectId}-own-${own.length + 1}`,
        user: 'You',
        message,
        time: 'Just now',
        replies: 0,
      };
      return { ...current, [projectId]: [...own, comment] };
    });
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
        <Button onClick={() => toast('New projects are coming soon')}>
          <Plus className="size-4" aria-hidden /> New Project
        </Button>
      </div>
      <SampleDataNotice>
        The projects, comments and activity are examples; they are not shared with your team yet.
      </SampleDataNotice>
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
            <div className="min-w-0 lg:col-span-3">
              <ProjectList
                projects={projects}
                selectedId={selectedId}
                commentCount={(project) => commentsOf(project).length}
                onSelect={selectProject}
              />
            </div>
            <div ref={detail} className="min-w-0 scroll-mt-20 lg:col-span-2">
              <ProjectDetail
                key={selected?.id ?? 'none'}
                project={selected}
                comments={selected ? commentsOf(selected) : []}
                onComment={addComment}
              />
            </div>
          </div>
        )}
        {tab === 'team' && <TeamTab />}
        {tab === 'activity' && <ActivityTab />}
      </TabPanel>
    </div>
  );
}
