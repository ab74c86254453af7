import { Loader2, Send } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { MESSAGE_MAX_LENGTH } from '../lib/use-assistant-chat';

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
  const [text, setText] = useState('');

  const submit = () => {
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="assistant-message" className="sr-only">
        Message the assistant
      </label>
      <textarea
        ref={inputRef}
        id="assistant-message"
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask about videos, templates, credits…"
        aria-describedby="assistant-message-hint"
        className="block max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
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
