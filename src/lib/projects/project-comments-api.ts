import { getErrorMessage } from '../get-error-message';
import { filterValue } from '../postgrest-filter-value';
import type { AppSupabaseClient } from '../supabase';

// The only module that reads and writes a project's comments
// (supabase/migrations/20261125000300_workspace_projects.sql). A comment is added through
// add_project_comment with a key made once per send, so a double click stores it once.

/** A comment as the detail panel shows it. */
export interface ProjectComment {
  id: string;
  projectId: string;
  authorId: string | null;
  body: string;
  /** Sample rows only: who wrote it, in the spec's words. */
  sampleAuthorName: string | null;
  isSample: boolean;
  createdAt: string;
  editedAt: string | null;
}

/** How many comments one read brings; "Load earlier comments" reads the page before. */
export const COMMENT_PAGE_SIZE = 20;

export const COMMENT_MAX_LENGTH = 2000;

/** A refusal put in words a person can act on. */
export class CommentError extends Error {
  override name = 'CommentError';
}

interface DatabaseError {
  code?: string;
  message?: string;
}

export function commentErrorMessage(error: unknown): string {
  if (error instanceof CommentError) return error.message;
  const { code, message = '' } = (typeof error === 'object' && error !== null ? error : {}) as DatabaseError;
  if (code === '42501') return 'You cannot comment on this project';
  if (code === '22023' && /other words/i.test(message))
    return 'This comment was already sent with other words';
  if (code === '22023' || code === '23514') return 'A comment is 1 to 2,000 characters';
  return getErrorMessage(error, 'The comment could not be saved');
}

const refused = (error: unknown) => new CommentError(commentErrorMessage(error));

const COLUMNS = 'id, project_id, author_id, body, sample_author_name, is_sample, created_at, edited_at';

interface CommentRow {
  id: string;
  project_id: string;
  author_id: string | null;
  body: string;
  sample_author_name: string | null;
  is_sample: boolean;
  created_at: string;
  edited_at: string | null;
}

const toComment = (row: CommentRow): ProjectComment => ({
  id: row.id,
  projectId: row.project_id,
  authorId: row.author_id,
  body: row.body,
  sampleAuthorName: row.sample_author_name,
  isSample: row.is_sample,
  createdAt: row.created_at,
  editedAt: row.edited_at,
});

/** Where a page of comments ends: its earliest comment's time and id (comments can share a time). */
export interface CommentCursor {
  createdAt: string;
  id: string;
}

/**
 * A page of a project's comments, oldest first within the page: the newest `COMMENT_PAGE_SIZE`,
 * or those listed before `before` (the earliest comment shown) in the order time, then id.
 */
export async function listProjectComments(
  client: AppSupabaseClient,
  projectId: string,
  before?: CommentCursor,
): Promise<ProjectComment[]> {
  let query = client.from('project_comments').select(COLUMNS).eq('project_id', projectId);
  // Two tabs or members can send within the same microsecond: a comment written at the very time
  // of the earliest shown comes on the next page too, by its id.
  if (before) {
    const time = filterValue(before.createdAt);
    query = query.or(`created_at.lt.${time},and(created_at.eq.${time},id.lt.${filterValue(before.id)})`);
  }
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(COMMENT_PAGE_SIZE);
  if (error) throw error;
  return (data as CommentRow[]).map(toComment).reverse();
}

/**
 * Adds a comment. `idempotencyKey` is made once per send: the same send arriving twice returns
 * the comment stored the first time.
 */
export async function addProjectComment(
  client: AppSupabaseClient,
  projectId: string,
  body: string,
  idempotencyKey: string,
): Promise<ProjectComment> {
  const { data, error } = await client.rpc('add_project_comment', {
    p_project_id: projectId,
    p_body: body.trim(),
    p_idempotency_key: idempotencyKey,
  });
  if (error) throw refused(error);
  return toComment(data as CommentRow);
}

/** Changes one's own comment. */
export async function editProjectComment(
  client: AppSupabaseClient,
  commentId: string,
  body: string,
): Promise<void> {
  const { data, error } = await client
    .from('project_comments')
    .update({ body: body.trim() })
    .eq('id', commentId)
    .select('id');
  if (error) throw refused(error);
  if (data.length === 0) throw new CommentError('You can edit only your own comments');
}

/** Deletes a comment (one's own; admins and owners any). */
export async function deleteProjectComment(client: AppSupabaseClient, commentId: string): Promise<void> {
  const { data, error } = await client.from('project_comments').delete().eq('id', commentId).select('id');
  if (error) throw refused(error);
  if (data.length === 0) throw new CommentError('You cannot delete this comment');
}
