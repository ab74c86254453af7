import type { Enums, Json } from '../database.types';
import { getErrorMessage } from '../get-error-message';
import type { AppSupabaseClient } from '../supabase';

// The only module that reads and writes a workspace's projects and their assignees
// (supabase/migrations/20261125000300_workspace_projects.sql). The database decides who may do
// what; refusals come back in words a person can act on.

export type ProjectStatus = Enums<'project_status'>;
export type ProjectPriority = Enums<'project_priority'>;

export const PROJECT_STATUSES: readonly ProjectStatus[] = ['in_progress', 'review', 'completed'];
export const PROJECT_PRIORITIES: readonly ProjectPriority[] = ['high', 'medium', 'low'];

/** One of the spec's sample assignees (a name, initials and a job title), not an account. */
export interface SampleAssignee {
  name: string;
  avatar: string;
  role: string;
}

/** A project as the list and the detail panel show it. */
export interface Project {
  id: string;
  workspaceId: string;
  authorId: string | null;
  name: string;
  description: string;
  status: ProjectStatus;
  priority: ProjectPriority;
  /** YYYY-MM-DD, or null when it has none. */
  dueDate: string | null;
  progress: number;
  isSample: boolean;
  createdAt: string;
  commentCount: number;
  /** Members of the workspace assigned to it. */
  assigneeIds: string[];
  /** Sample rows only: the spec's assignees. */
  sampleAssignees: SampleAssignee[];
}

/** How many projects one read brings; "Load more" reads the next page. */
export const PROJECT_PAGE_SIZE = 50;

export interface ProjectPage {
  projects: Project[];
  /** How many projects match in all (for "N of M"). */
  total: number;
}

export interface NewProject {
  name: string;
  description: string;
  status: ProjectStatus;
  priority: ProjectPriority;
  /** YYYY-MM-DD, or null. */
  dueDate: string | null;
  assigneeIds: string[];
}

export type ProjectChanges = Partial<
  Pick<Project, 'status' | 'progress' | 'name' | 'description' | 'priority' | 'dueDate'>
>;

/** A refusal put in words a person can act on (never the database's own text). */
export class ProjectError extends Error {
  override name = 'ProjectError';
}

interface DatabaseError {
  code?: string;
  message?: string;
}

/** Maps a database refusal about a project to our message. */
export function projectErrorMessage(error: unknown): string {
  if (error instanceof ProjectError) return error.message;
  const { code, message = '' } = (typeof error === 'object' && error !== null ? error : {}) as DatabaseError;
  if (code === '42501') return 'You cannot change projects in this workspace';
  if (code === 'P0002' || code === 'PGRST116') return 'This project no longer exists';
  if (code === '23514' && /assignee/i.test(message)) return 'Assignees must be members of this workspace';
  if (code === '23514' || code === '22023') return 'Check the project’s name, description and progress';
  return getErrorMessage(error, 'This project could not be saved');
}

const refused = (error: unknown) => new ProjectError(projectErrorMessage(error));

/** `%` and `_` are wildcards to the database; a name search takes them literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const COLUMNS =
  'id, workspace_id, author_id, name, description, status, priority, due_date, progress, is_sample, created_at, comment_count, assignee_ids, sample_assignees';

interface OverviewRow {
  id: string;
  workspace_id: string;
  author_id: string | null;
  name: string;
  description: string;
  status: ProjectStatus;
  priority: ProjectPriority;
  due_date: string | null;
  progress: number;
  is_sample: boolean;
  created_at: string;
  comment_count: number | null;
  assignee_ids: string[] | null;
  sample_assignees: Json | null;
}

const isSampleAssignee = (value: Json): value is Json & SampleAssignee =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof value.name === 'string' &&
  typeof value.avatar === 'string' &&
  typeof value.role === 'string';

function toProject(row: OverviewRow): Project {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    authorId: row.author_id,
    name: row.name,
    description: row.description,
    status: row.status,
    priority: row.priority,
    dueDate: row.due_date,
    progress: row.progress,
    isSample: row.is_sample,
    createdAt: row.created_at,
    commentCount: row.comment_count ?? 0,
    assigneeIds: row.assignee_ids ?? [],
    sampleAssignees: Array.isArray(row.sample_assignees) ? row.sample_assignees.filter(isSampleAssignee) : [],
  };
}

/**
 * One page of the workspace's projects, newest first: `page` counts from 0; `search` keeps those
 * whose name contains it (any case), searched in the database.
 */
export async function listProjects(
  client: AppSupabaseClient,
  workspaceId: string,
  { page = 0, search = '' }: { page?: number; search?: string } = {},
): Promise<ProjectPage> {
  let query = client
    .from('project_overview')
    .select(COLUMNS, { count: 'exact' })
    .eq('workspace_id', workspaceId);
  if (search.trim()) query = query.ilike('name', likePattern(search.trim()));
  const from = page * PROJECT_PAGE_SIZE;
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + PROJECT_PAGE_SIZE - 1);
  if (error) throw error;
  return { projects: (data as OverviewRow[]).map(toProject), total: count ?? data.length };
}

/** One project with its assignees; null when it is gone or not the caller's to see. */
export async function fetchProject(client: AppSupabaseClient, projectId: string): Promise<Project | null> {
  const { data, error } = await client
    .from('project_overview')
    .select(COLUMNS)
    .eq('id', projectId)
    .maybeSingle();
  if (error) throw error;
  return data ? toProject(data as OverviewRow) : null;
}

/** Creates a project with its assignees in one transaction; the new project's id. */
export async function createProject(
  client: AppSupabaseClient,
  workspaceId: string,
  project: NewProject,
): Promise<string> {
  const { data, error } = await client.rpc('create_project', {
    p_workspace_id: workspaceId,
    p_name: project.name.trim(),
    p_description: project.description,
    p_status: project.status,
    p_priority: project.priority,
    // The generator types every argument as required; the function takes a null date.
    p_due_date: project.dueDate as string,
    p_assignee_ids: project.assigneeIds,
  });
  if (error) throw refused(error);
  return data.id;
}

/** Changes a project (status, progress, …); refused unless the caller may change it. */
export async function updateProject(
  client: AppSupabaseClient,
  projectId: string,
  changes: ProjectChanges,
): Promise<void> {
  const { data, error } = await client
    .from('projects')
    .update({
      ...(changes.name !== undefined && { name: changes.name.trim() }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.status !== undefined && { status: changes.status }),
      ...(changes.priority !== undefined && { priority: changes.priority }),
      ...(changes.dueDate !== undefined && { due_date: changes.dueDate }),
      ...(changes.progress !== undefined && { progress: changes.progress }),
    })
    .eq('id', projectId)
    .select('id');
  if (error) throw refused(error);
  // Row level security hides a row the caller may not change instead of raising.
  if (data.length === 0) throw new ProjectError('You cannot change this project');
}

/** Replaces a project's assignees (members of its workspace) in one transaction. */
export async function setProjectAssignees(
  client: AppSupabaseClient,
  projectId: string,
  assigneeIds: string[],
): Promise<void> {
  const { error } = await client.rpc('set_project_assignees', {
    p_project_id: projectId,
    p_assignee_ids: assigneeIds,
  });
  if (error) throw refused(error);
}

/** Deletes a project with its comments; refused unless the caller may change it. */
export async function deleteProject(client: AppSupabaseClient, projectId: string): Promise<void> {
  const { data, error } = await client.from('projects').delete().eq('id', projectId).select('id');
  if (error) throw refused(error);
  if (data.length === 0) throw new ProjectError('You cannot delete this project');
}
