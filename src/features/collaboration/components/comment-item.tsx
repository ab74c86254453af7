import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { relativeTime } from '@/lib/format/relative-time';
import { COMMENT_MAX_LENGTH, type ProjectComment } from '@/lib/projects/project-comments-api';
import { withFailureReported } from '@/lib/report-failure';
import { CommentInput } from '@/lib/schemas/project';

/** One comment: its author, when, its words, and Edit / Delete for those who may. */
export function CommentItem({
  comment,
  author,
  canEdit,
  canDelete,
  deleteBusy,
  onEdit,
  onDelete,
}: {
  comment: ProjectComment;
  author: string;
  canEdit: boolean;
  canDelete: boolean;
  /** This comment's delete is on its way. */
  deleteBusy: boolean;
  onEdit: (body: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <li className="rounded-xl bg-slate-50 p-3 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          {author}
          {comment.isSample && <Badge variant="neutral">Sample</Badge>}
        </span>
        <time dateTime={comment.createdAt} className="text-xs text-slate-600">
          {relativeTime(comment.createdAt)}
          {comment.editedAt && ' (edited)'}
        </time>
      </p>
      {editing ? (
        <EditCommentForm
          body={comment.body}
          onSave={async (body) => {
            await onEdit(body);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="mt-1 break-words text-slate-700">{comment.body}</p>
      )}
      {!editing && (canEdit || canDelete) && (
        <div className="mt-2 flex gap-2">
          {canEdit && (
            <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => setEditing(true)}>
              Edit<span className="sr-only"> comment</span>
            </Button>
          )}
          {canDelete && (
            <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => setConfirming(true)}>
              Delete<span className="sr-only"> comment</span>
            </Button>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete this comment?"
          message="It is removed for everyone in the workspace."
          confirmLabel="Delete comment"
          destructive
          busy={deleteBusy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            // A refusal is toasted by the mutation; the dialog stays for another try.
            onDelete().then(
              () => setConfirming(false),
              () => undefined,
            );
          }}
        />
      )}
    </li>
  );
}

function EditCommentForm({
  body,
  onSave,
  onCancel,
}: {
  body: string;
  onSave: (body: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof CommentInput>, unknown, z.output<typeof CommentInput>>({
    resolver: zodResolver(CommentInput),
    defaultValues: { comment: body },
  });
  const saving = form.formState.isSubmitting;
  const submit = form.handleSubmit(async ({ comment }) => {
    try {
      await onSave(comment);
    } catch {
      // Toasted by the mutation (meta.errorToast); the words stay for another try.
    }
  });
  return (
    <form onSubmit={withFailureReported(submit)} className="mt-2 space-y-2">
      <Field
        id="edit-comment"
        label="Edit comment"
        labelClassName="sr-only"
        error={form.formState.errors.comment?.message}
      >
        {(control) => (
          <Textarea {...control} rows={2} maxLength={COMMENT_MAX_LENGTH} {...form.register('comment')} />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" className="px-3 py-1 text-xs" disabled={saving}>
          Save
        </Button>
        <Button variant="secondary" className="px-3 py-1 text-xs" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
