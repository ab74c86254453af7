import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';

/** The comment box: Send stays disabled while the comment is blank. */
export function CommentForm({ onSend }: { onSend: (message: string) => void }) {
  const [draft, setDraft] = useState('');
  const blank = draft.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    onSend(draft.trim());
    setDraft('');
  };

  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor="project-comment" className="sr-only">
        Comment
      </label>
      <input
        id="project-comment"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Add a comment..."
        maxLength={500}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
      <Button type="submit" disabled={blank} className="px-3">
        <Send className="size-4" aria-hidden /> Send
      </Button>
    </form>
  );
}
