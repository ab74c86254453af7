import { FolderKanban, Paperclip } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Project, ProjectComment } from '@/data/collaboration';
import { cn } from '@/lib/cn';
import { formatDueDate, priorityClass, projectStatusClass, projectStatusLabel } from '../lib/labels';
import { Avatar } from './avatar';
import { CommentForm } from './comment-form';

/** The selected project: status, priority, due date, progress, assignees and comments. */
export function ProjectDetail({
  project,
  comments,
  onComment,
}: {
  project: Project | null;
  comments: readonly ProjectComment[];
  onComment: (message: string) => void;
}) {
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

  return (
    <Card aria-labelledby="project-detail-heading" className="space-y-5">
      <div>
        <h2 id="project-detail-heading" className="text-lg font-semibold break-words text-slate-900">
          {project.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{project.description}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 text-sm">
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
          <dd className="mt-1 font-medium text-slate-900">{formatDueDate(project.dueDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Files</dt>
          <dd className="mt-1 inline-flex items-center gap-1 font-medium text-slate-900">
            <Paperclip className="size-3.5" aria-hidden /> {project.files}
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
      <section aria-labelledby="assignees-heading">
        <h3 id="assignees-heading" className="font-semibold text-slate-900">
          Assignees
        </h3>
        <ul className="mt-2 space-y-2">
          {project.assignees.map((person) => (
            <li key={person.id} className="flex items-center gap-3 text-sm">
              <Avatar initials={person.avatar} />
              <span>
                <span className="block font-medium text-slate-900">{person.name}</span>
                <span className="block text-slate-600">{person.role}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="comments-heading" className="space-y-3">
        <h3 id="comments-heading" className="font-semibold text-slate-900">
          Comments ({comments.length})
        </h3>
        {comments.length === 0 ? (
          <p className="text-sm text-slate-600">No comments yet. Start the conversation.</p>
        ) : (
          <ul aria-label="Comments" className="space-y-3">
            {comments.map((comment) => (
              <li key={comment.id} className="rounded-xl bg-slate-50 p-3 text-sm">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold text-slate-900">{comment.user}</span>
                  <span className="text-xs text-slate-600">{comment.time}</span>
                </p>
                <p className="mt-1 break-words text-slate-700">{comment.message}</p>
                {comment.replies > 0 && (
                  <p className="mt-1 text-xs text-slate-600">
                    {comment.replies} {comment.replies === 1 ? 'reply' : 'replies'}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        <CommentForm onSend={onComment} />
      </section>
    </Card>
  );
}
