import { FolderKanban } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUpdateProject } from '@/lib/projects/project-queries';
import type { Project } from '@/lib/projects/projects-api';
import type { WorkspaceRole } from '@/lib/schemas/workspace';
import type { AppSupabaseClient } from '@/lib/supabase';
import { canChangeItem } from '@/lib/workspaces/item-permissions';
import { nameInWorkspace } from '@/lib/workspaces/name-in-workspace';
import type { WorkspaceMember } from '@/lib/workspaces/workspace-members-api';
import { cn } from '@/lib/cn';
import {
  formatDueDate,
  priorityClass,
  projectStatusClass,
  projectStatusLabel,
  workspaceRoleLabel,
} from '../lib/labels';
import { Avatar } from './avatar';
import { DeleteProjectButton } from './delete-project-button';
import { initialsOf } from '../lib/initials';
import { ProjectComments } from './project-comments';
import { ProjectProgressForm } from './project-progress-form';

/** The selected project: status, priority, due date, progress, assignees and comments. */
export function ProjectDetail({
  client,
  project,
  members,
  role,
  userId,
  onDeleted,
}: {
  client: AppSupabaseClient;
  project: Project | null;
  members: readonly WorkspaceMember[] | undefined;
  role: WorkspaceRole | null;
  userId: string | null;
  onDeleted: () => void;
}) {
  const update = useUpdateProject(client, project?.workspaceId ?? null);
  if (!project) {
    return (
      <Card className="flex min-h-64 flex-col items-center justify-center text-center">
        <FolderKanban className="size-12 text-slate-400" aria-hidden />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">Select a Project</h2>
        <p className="mt-1 max-w-xs text-sm text-slate-600">
          Choose a project to see its progress, team and comments.
        </p>
      </Card>
    );
  }
  const mayChange = canChangeItem(role, project.authorId, userId);
  const assignees = [
    ...project.assigneeIds.map((id) => {
      const name = nameInWorkspace(id, members, { viewerId: userId });
      const member = members?.find((m) => m.user_id === id);
      return {
        key: id,
        name,
        initials: initialsOf(name),
        role: member ? workspaceRoleLabel[member.role] : '',
      };
    }),
    ...project.sampleAssignees.map((person) => ({
      key: `sample-${person.name}`,
      name: person.name,
      initials: person.avatar,
      role: person.role,
    })),
  ];

  return (
    <Card aria-labelledby="project-detail-heading" className="space-y-5">
      <div>
        <h2 id="project-detail-heading" className="text-lg font-semibold break-words text-slate-900">
          {project.name}
        </h2>
        {project.isSample && (
          <Badge variant="neutral" className="mt-1">
            Sample
          </Badge>
        )}
        <p className="mt-1 text-sm break-words text-slate-600">{project.description}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        {!mayChange && (
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd className="mt-1">
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  projectStatusClass[project.status],
                )}
              >
                {projectStatusLabel[project.status]}
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">Priority</dt>
          <dd className="mt-1">
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
                priorityClass[project.priority],
              )}
            >
              {project.priority}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Due date</dt>
          <dd className="mt-1 font-medium text-slate-900">
            {project.dueDate ? formatDueDate(project.dueDate) : 'None'}
          </dd>
        </div>
      </dl>
      <div>
        <div className="flex justify-between text-sm">
          <span className="text-slate-600">Progress</span>
          <span className="font-semibold text-slate-900">{project.progress}%</span>
        </div>
        <ProgressBar
          value={project.progress}
          max={100}
          label={`${project.name} progress`}
          valueText={`${project.progress}% complete`}
          className="mt-2"
        />
      </div>
      {mayChange && (
        <ProjectProgressForm
          project={project}
          onSave={(changes) => update.mutateAsync({ projectId: project.id, changes })}
        />
      )}
      <section aria-labelledby="assignees-heading">
        <h3 id="assignees-heading" className="font-semibold text-slate-900">
          Assignees
        </h3>
        {assignees.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Nobody is assigned yet.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {assignees.map((person) => (
              <li key={person.key} className="flex items-center gap-3 text-sm">
                <Avatar initials={person.initials} />
                <span>
                  <span className="block font-medium text-slate-900">{person.name}</span>
                  <span className="block text-slate-600">{person.role}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {mayChange && (
        <div className="flex justify-end border-t border-slate-100 pt-3">
          <DeleteProjectButton client={client} project={project} onDeleted={onDeleted} />
        </div>
      )}
      <ProjectComments
        client={client}
        workspaceId={project.workspaceId}
        projectId={project.id}
        members={members}
        role={role}
        userId={userId}
      />
    </Card>
  );
}
