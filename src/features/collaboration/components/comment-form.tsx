import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { withFailureReported } from '@/lib/report-failure';

const CommentInput = z.object({ comment: z.string().trim().min(1) });

/** The comment box: Send stays disabled while the comment is blank. */
export function CommentForm({ onSend }: { onSend: (message: string) => void }) {
  const form = useForm({ resolver: zodResolver(CommentInput), defaultValues: { comment: '' } });
  const blank = useWatch({ control: form.control, name: 'comment' }).trim() === '';

  const submit = form.handleSubmit(({ comment }) => {
    onSend(comment);
    form.reset();
  });

  return (
    <form onSubmit={withFailureReported(submit)} className="flex gap-2">
      <Field id="project-comment" label="Comment" labelClassName="sr-only" className="min-w-0 flex-1">
        {(control) => (
          <Input
            {...control}
            {...form.register('comment')}
            placeholder="Add a comment..."
            maxLength={500}
            className="py-2"
          />
        )}
      </Field>
      <Button type="submit" disabled={blank} className="px-3">
        <Send className="size-4" aria-hidden /> Send
      </Button>
    </form>
  );
}
