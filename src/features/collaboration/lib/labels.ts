import type { Presence } from '@/data/collaboration';
import type { ProjectPriority as Priority, ProjectStatus } from '@/lib/projects/projects-api';
import type { WorkspaceRole } from '@/lib/schemas/workspace';

export const projectStatusLabel: Record<ProjectStatus, string> = {
  in_progress: 'In Progress',
  review: 'In Review',
  completed: 'Completed',
};

export const projectStatusClass: Record<ProjectStatus, string> = {
  in_progress: 'bg-blue-100 text-blue-800',
  review: 'bg-amber-100 text-amber-800',
  completed: 'bg-emerald-100 text-emerald-800',
};

export const priorityClass: Record<Priority, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-800',
  low: 'bg-slate-100 text-slate-700',
};

export const priorityLabel: Record<Priority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const workspaceRoleLabel: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

export const presenceLabel: Record<Presence, string> = {
  online: 'Online',
  away: 'Away',
  offline: 'Offline',
};

export const presenceDotClass: Record<Presence, string> = {
  online: 'bg-emerald-500',
  away: 'bg-amber-400',
  offline: 'bg-slate-400',
};

const dueFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Dec 5, 2026" from a YYYY-MM-DD date, read in the user's own calendar. */
export function formatDueDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dueFormat.format(new Date(year, month - 1, day));
}
