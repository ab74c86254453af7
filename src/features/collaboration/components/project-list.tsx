import { CalendarDays, MessageSquare } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { Project } from '@/lib/projects/projects-api';
import { cn } from '@/lib/cn';
import { formatDueDate, projectStatusClass, projectStatusLabel } from '../lib/labels';

/** The projects as selectable buttons (the selected one is pressed). */
export function ProjectList({
  projects,
  selectedId,
  onSelect,
}: {
  projects: readonly Project[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul aria-label="Projects" className="space-y-3">
      {projects.map((project) => {
        const selected = project.id === selectedId;
        return (
          <li key={project.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(project.id)}
              className={cn(
                'w-full rounded-2xl border bg-white p-4 text-left shadow-sm transition hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                selected ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-200',
              )}
            >
              <span className="flex flex-wrap items-start justify-between gap-2">
                <span className="min-w-0 font-semibold break-words text-slate-900">{project.name}</span>
                <span className="flex items-center gap-2">
                  {project.isSample && <Badge variant="neutral">Sample</Badge>}
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      projectStatusClass[project.status],
                    )}
                  >
                    {projectStatusLabel[project.status]}
                  </span>
                </span>
              </span>
              <span className="mt-1 block text-sm break-words text-slate-600">{project.description}</span>
              <span className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
                {project.dueDate && (
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays className="size-3.5" aria-hidden /> Due {formatDueDate(project.dueDate)}
                  </span>
                )}
                <span className="inline-flex items-center gap-1">
                  <MessageSquare className="size-3.5" aria-hidden /> {project.commentCount}{' '}
                  {project.commentCount === 1 ? 'comment' : 'comments'}
                </span>
                <span>{project.progress}% complete</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
