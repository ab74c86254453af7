import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import {
  commentsInOrder,
  projectCommentsQuery,
  useAddProjectComment,
  useDeleteProjectComment,
  useEditProjectComment,
} from '@/lib/projects/project-comment-queries';
import type { ProjectComment } from '@/lib/projects/project-comments-api';
import type { WorkspaceRole } from '@/lib/schemas/workspace';
import type { AppSupabaseClient } from '@/lib/supabase';
import { canEditIn } from '@/lib/workspaces/workspace-role';
import type { WorkspaceMember } from '@/lib/workspaces/workspace-members-api';
import { nameInWorkspace } from '@/lib/workspaces/name-in-workspace';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

/**
 * A project's comments, oldest first, with "Load earlier comments" and the comment box. Viewers
 * read them; others write, edit their own, and (admins, owners) delete any.
 */
export function ProjectComments({
  client,
  workspaceId,
  projectId,
  members,
  role,
  userId,
}: {
  client: AppSupabaseClient;
  workspaceId: string;
  projectId: string;
  members: readonly WorkspaceMember[] | undefined;
  role: WorkspaceRole | null;
  userId: string | null;
}) {
  const read = useInfiniteQuery(projectCommentsQuery(client, workspaceId, projectId));
  const comments = commentsInOrder(read.data?.pages);
  const add = useAddProjectComment(client, workspaceId);
  const edit = useEditProjectComment(client, workspaceId);
  const remove = useDeleteProjectComment(client, workspaceId);

  const own = (comment: ProjectComment) => userId !== null && comment.authorId === userId;
  const authorOf = (comment: ProjectComment) =>
    comment.isSample && comment.sampleAuthorName
      ? comment.sampleAuthorName
      : nameInWorkspace(comment.authorId, members, { viewerId: userId });

  return (
    <section aria-labelledby="comments-heading" className="space-y-3">
      <h3 id="comments-heading" className="font-semibold text-slate-900">
        Comments ({comments.length})
      </h3>
      {read.hasNextPage && (
        <Button
          variant="secondary"
          className="w-full text-sm"
          disabled={read.isFetchingNextPage}
          onClick={() => void read.fetchNextPage()}
        >
          Load earlier comments
        </Button>
      )}
      {read.isPending ? (
        <p className="text-sm text-slate-600">Loading comments…</p>
      ) : read.isError ? (
        <p className="text-sm text-red-600">The comments could not be loaded.</p>
      ) : comments.length === 0 ? (
        <p className="text-sm text-slate-600">No comments yet. Start the conversation.</p>
      ) : (
        <ul aria-label="Comments" className="space-y-3">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              author={authorOf(comment)}
              canEdit={own(comment) && canEditIn(role)}
              canDelete={role === 'owner' || role === 'admin' || (role === 'member' && own(comment))}
              deleteBusy={remove.isPending && remove.variables === comment.id}
              onEdit={(body) => edit.mutateAsync({ commentId: comment.id, body })}
              onDelete={() => remove.mutateAsync(comment.id)}
            />
          ))}
        </ul>
      )}
      {canEditIn(role) && (
        <CommentForm onSend={({ body, key }) => add.mutateAsync({ projectId, body, key })} />
      )}
    </section>
  );
}
