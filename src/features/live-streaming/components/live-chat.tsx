import { Send, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { ChatEntry } from '../lib/studio-state';

/** The live chat: the demo audience's messages and yours, only while live. */
export function LiveChat({
  live,
  messages,
  onSend,
}: {
  live: boolean;
  messages: readonly ChatEntry[];
  onSend: (text: string) => void;
}) {
  const [draft, setDraft] = useState('');
  const blank = draft.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || !live) return;
    onSend(draft);
    setDraft('');
  };

  return (
    <Card aria-labelledby="chat-heading" className="flex flex-col p-5">
      <h2 id="chat-heading" className="text-lg font-semibold text-slate-900">
        Live Chat
      </h2>
      {live ? (
        <ul
          aria-label="Chat messages"
          aria-live="polite"
          className="mt-4 max-h-80 flex-1 space-y-3 overflow-y-auto"
        >
          {messages.map((message) => (
            <li key={message.id} className="text-sm">
              <span
                className={cn(
                  'mr-1 inline-flex items-center gap-1 font-semibold',
                  message.own ? 'text-brand-700' : message.moderator ? 'text-emerald-700' : 'text-slate-900',
                )}
              >
                {message.moderator && <ShieldCheck className="size-3.5" aria-label="Moderator" />}
                {message.author}:
              </span>
              <span className="break-words text-slate-700">{message.text}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 flex-1 text-sm text-slate-600">Chat opens when you go live.</p>
      )}
      <form onSubmit={submit} className="mt-4 flex gap-2">
        <label htmlFor="live-chat-message" className="sr-only">
          Chat message
        </label>
        <input
          id="live-chat-message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={!live}
          maxLength={200}
          placeholder={live ? 'Say something to your viewers...' : 'Go live to chat'}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={!live || blank}
          aria-label="Send message"
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-3 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Send className="size-4" aria-hidden />
        </button>
      </form>
    </Card>
  );
}
