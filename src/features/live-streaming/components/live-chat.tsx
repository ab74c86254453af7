import { Send, ShieldCheck } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { withFailureReported } from '@/lib/report-failure';
import { ChatMessageInput } from '../lib/chat-message-schema';
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
  const form = useForm({ resolver: zodResolver(ChatMessageInput), defaultValues: { message: '' } });
  const blank = useWatch({ control: form.control, name: 'message' }).trim() === '';

  const submit = form.handleSubmit(({ message }) => {
    if (!live) return;
    onSend(message);
    form.reset();
  });

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
      <form onSubmit={withFailureReported(submit)} className="mt-4 flex gap-2">
        <Field
          id="live-chat-message"
          label="Chat message"
          labelClassName="sr-only"
          className="min-w-0 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('message')}
              disabled={!live}
              maxLength={200}
              placeholder={live ? 'Say something to your viewers...' : 'Go live to chat'}
              className="py-2 disabled:bg-slate-100"
            />
          )}
        </Field>
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
