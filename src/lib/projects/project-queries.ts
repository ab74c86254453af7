import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../activity/activity-queries';
import type { AppSupabaseClient } from '../supabase';
import {
  createProject,
  deleteProject,
  fetchProject,
  listProjects,
  PROJECT_PAGE_SIZE,
  setProjectAssignees,
  updateProject,
  type NewProject,
  type ProjectChanges,
  type ProjectPage,
} from './projects-api';

/**
 * Query keys of a workspace's projects and their comments: invalidating `all(workspaceId)`
 * refreshes every list, project and comment thread of it (another member's change, say).
 */
export const projectKeys = {
  all: (workspaceId: string) => ['projects', workspaceId] as const,
  lists: (workspaceId: string) => [...projectKeys.all(workspaceId), 'list'] as const,
  list: (workspaceId: string, search: string) => [...projectKeys.lists(workspaceId), search] as const,
  detail: (workspaceId: string, projectId: string) =>
    [...projectKeys.all(workspaceId), 'detail', projectId] as const,
  comments: (workspaceId: string, projectId: string) =>
    [...projectKeys.all(workspaceId), 'comments', projectId] as const,
};

/** The workspace's projects, newest first, PROJECT_PAGE_SIZE at a time, searched by name in the database. */
export const projectListQuery = (client: AppSupabaseClient, workspaceId: string, search = '') =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(workspaceId, search.trim()),
    queryFn: ({ pageParam }) => listProjects(client, workspaceId, { page: pageParam, search }),
    initialPageParam: 0,
    getNextPageParam: (last: ProjectPage, pages: ProjectPage[]) =>
      pages.length * PROJECT_PAGE_SIZE < last.total ? pages.length : undefined,
  });

/** One project with its assignees. */
export const projectQuery = (client: AppSupabaseClient, workspaceId: string, projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(workspaceId, projectId),
    queryFn: () => fetchProject(client, projectId),
  });

/** After a change that the feed tells: the projects and the activity of the workspace. */
function useRefreshAfterChange(workspaceId: string | null) {
  const queryClient = useQueryClient();
  return () =>
    workspaceId === null
      ? Promise.resolve()
      : Promise.all([
          queryClient.invalidateQueries({ queryKey: projectKeys.all(workspaceId) }),
          queryClient.invalidateQueries({ queryKey: activityKeys.all(workspaceId) }),
        ]);
}

export function useCreateProject(client: AppSupabaseClient, workspaceId: string | null) {
  const refresh = useRefreshAfterChange(workspaceId);
  return useMutation({
    mutationFn: (project: NewProject) => {
      if (workspaceId === null) throw new Error('No workspace is open');
      return createProject(client, workspaceId, project);
    },
    onSuccess: refresh,
  });
}

export function useUpdateProject(client: AppSupabaseClient, workspaceId: string | null) {
  const refresh = useRefreshAfterChange(workspaceId);
  return useMutation({
    mutationFn: ({ projectId, changes }: { projectId: string; changes: ProjectChanges }) =>
      updateProject(client, projectId, changes),
    meta: { errorToast: 'Could not save the project' },
    onSettled: refresh,
  });
}

export function useSetProjectAssignees(client: AppSupabaseClient, workspaceId: string | null) {
  const refresh = useRefreshAfterChange(workspaceId);
  return useMutation({
    mutationFn: ({ projectId, assigneeIds }: { projectId: string; assigneeIds: string[] }) =>
      setProjectAssignees(client, projectId, assigneeIds),
    meta: { errorToast: 'Could not change the assignees' },
    onSettled: refresh,
  });
}

export function useDeleteProject(client: AppSupabaseClient, workspaceId: string | null) {
  const refresh = useRefreshAfterChange(workspaceId);
  return useMutation({
    mutationFn: (projectId: string) => deleteProject(client, projectId),
    meta: { errorToast: 'Could not delete the project' },
    onSettled: refresh,
  });
}
