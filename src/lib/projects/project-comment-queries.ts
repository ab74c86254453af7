import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../activity/activity-queries';
import type { AppSupabaseClient } from '../supabase';
import {
  addProjectComment,
  COMMENT_PAGE_SIZE,
  deleteProjectComment,
  editProjectComment,
  listProjectComments,
  type CommentCursor,
  type ProjectComment,
} from './project-comments-api';
import { projectKeys } from './project-queries';

/**
 * A project's comments, newest page first: each page is oldest first, and "Load earlier
 * comments" reads the page before the earliest shown.
 */
export const projectCommentsQuery = (client: AppSupabaseClient, workspaceId: string, projectId: string) =>
  infiniteQueryOptions({
    queryKey: projectKeys.comments(workspaceId, projectId),
    queryFn: ({ pageParam }) => listProjectComments(client, projectId, pageParam),
    initialPageParam: undefined as CommentCursor | undefined,
    getNextPageParam: (page: ProjectComment[]): CommentCursor | undefined =>
      page.length < COMMENT_PAGE_SIZE || !page[0]
        ? undefined
        : { createdAt: page[0].createdAt, id: page[0].id },
  });

/** The comments loaded so far, oldest first. */
export const commentsInOrder = (pages: readonly ProjectComment[][] | undefined): ProjectComment[] =>
  pages ? [...pages].reverse().flat() : [];

/** Comments change the project list's counts too: refresh the workspace's projects (and feed). */
function useRefreshComments(workspaceId: string | null, withActivity: boolean) {
  const queryClient = useQueryClient();
  return () =>
    workspaceId === null
      ? Promise.resolve()
      : Promise.all([
          queryClient.invalidateQueries({ queryKey: projectKeys.all(workspaceId) }),
          withActivity && queryClient.invalidateQueries({ queryKey: activityKeys.all(workspaceId) }),
        ]);
}

/** Adds a comment; the key is the send's own, made once by the form. */
export function useAddProjectComment(client: AppSupabaseClient, workspaceId: string | null) {
  const refresh = useRefreshComments(workspaceId, true);
  return useMutation({
    mutationFn: ({ projectId, body, key }: { projectId: string; body: string; key: string }) =>
      addProjectComment(client, projectId, body, key),
    meta: { errorToast: 'Could not send the comment' },
    onSuccess: refresh,
  });
}

export function useEditProjectComment(client: AppSupabaseClient, workspaceId: string | null) {
  const refresh = useRefreshComments(workspaceId, false);
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      editProjectComment(client, commentId, body),
    meta: { errorToast: 'Could not save the comment' },
    onSettled: refresh,
  });
}

export function useDeleteProjectComment(client: AppSupabaseClient, workspaceId: string | null) {
  const refresh = useRefreshComments(workspaceId, false);
  return useMutation({
    mutationFn: (commentId: string) => deleteProjectComment(client, commentId),
    meta: { errorToast: 'Could not delete the comment' },
    onSettled: refresh,
  });
}
