import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { reportFailure, withFailureReported } from '@/lib/report-failure';
import { MESSAGE_MAX_LENGTH } from '../lib/use-assistant-chat';

// The chat decides what it sends (`onSend`); the form only holds the draft.
const ComposerInput = z.object({ message: z.string() });

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({
  pending,
  onSend,
  inputRef,
}: {
  pending: boolean;
  /** False when the message was not sent (empty, or a reply is pending): it stays in the box. */
  onSend: (text: string) => boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const form = useForm({ resolver: zodResolver(ComposerInput), defaultValues: { message: '' } });
  const text = useWatch({ control: form.control, name: 'message' });

  const submit = form.handleSubmit(({ message }) => {
    if (onSend(message)) form.reset();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit().catch(reportFailure);
    }
  };

  const { ref: messageRef, ...messageField } = form.register('message');

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={withFailureReported(submit)}
    >
      <Field
        id="assistant-message"
        label="Message the assistant"
        labelClassName="sr-only"
        className="min-w-0 flex-1"
      >
        {(control) => (
          <Textarea
            {...control}
            {...messageField}
            ref={(element) => {
              messageRef(element);
              inputRef.current = element;
            }}
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            onKeyDown={onKeyDown}
            placeholder="Ask about videos, templates, credits…"
            aria-describedby="assistant-message-hint"
            className="max-h-32 min-h-11 resize-none py-2"
          />
        )}
      </Field>
      <p id="assistant-message-hint" className="sr-only">
        Enter sends; Shift+Enter starts a new line.
      </p>
      <button
        type="submit"
        aria-label="Send message"
        disabled={pending || text.trim() === ''}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Send className="size-4" aria-hidden />
        )}
      </button>
    </form>
  );
}
