import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { COMMENT_MAX_LENGTH } from '@/lib/projects/project-comments-api';
import { withFailureReported } from '@/lib/report-failure';
import { CommentInput } from '@/lib/schemas/project';

/** The words and the send's key: a hidden value of the form, new whenever the words change. */
const CommentSend = CommentInput.extend({ key: z.uuid() });
type CommentValues = z.input<typeof CommentSend>;

const freshSend = (): CommentValues => ({ comment: '', key: crypto.randomUUID() });

/**
 * The comment box: Send stays disabled while the comment is blank and while it is being sent.
 * Each send gets its own key, made here when the words change, so a double click (or a retry
 * of the same words) is stored once; after a send the next comment gets a new key.
 */
export function CommentForm({
  onSend,
}: {
  onSend: (comment: { body: string; key: string }) => Promise<unknown>;
}) {
  const form = useForm<CommentValues, unknown, z.output<typeof CommentSend>>({
    resolver: zodResolver(CommentSend),
    defaultValues: freshSend(),
  });
  const blank = useWatch({ control: form.control, name: 'comment' }).trim() === '';
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ comment, key }) => {
    try {
      await onSend({ body: comment, key });
      form.reset(freshSend());
    } catch {
      // The failure was toasted (meta.errorToast); the words and their key stay for a retry.
    }
  });

  return (
    <form onSubmit={withFailureReported(submit)} className="flex gap-2">
      <Field id="project-comment" label="Comment" labelClassName="sr-only" className="min-w-0 flex-1">
        {(control) => (
          <Input
            {...control}
            {...form.register('comment', {
              onChange: () => form.setValue('key', crypto.randomUUID()),
            })}
            placeholder="Add a comment..."
            maxLength={COMMENT_MAX_LENGTH}
            className="py-2"
          />
        )}
      </Field>
      <Button type="submit" disabled={blank || sending} className="px-3">
        <Send className="size-4" aria-hidden /> Send
      </Button>
    </form>
  );
}
