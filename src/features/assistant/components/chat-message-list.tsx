import { ArrowRight, Bot } from 'lucide-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { cn } from '@/lib/cn';
import type { ChatMessage } from '../lib/chat-message';
import { navigateInApp } from '../lib/navigate-in-app';

// One formatter for every message: toLocaleTimeString with options builds a new one at each call.
const timeFormat = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit' });
const timeOf = (date: Date) => timeFormat.format(date);

/** Follows a link inside the app (no page load) unless the user asked for a new tab. */
function followInApp(event: MouseEvent<HTMLAnchorElement>, to: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateInApp(to);
}

/** The conversation, newest at the bottom, kept scrolled to the latest message. */
export function ChatMessageList({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending]);

  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
      <div role="log" aria-label="Conversation" aria-live="polite">
        <ol className="space-y-3">
          {messages.map((message) => {
            const mine = message.role === 'user';
            return (
              <li key={message.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                <div
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm',
                    mine
                      ? 'rounded-br-sm bg-brand-600 text-white'
                      : 'rounded-bl-sm bg-slate-100 text-slate-900',
                  )}
                >
                  <p className="sr-only">{mine ? 'You said:' : 'Assistant said:'}</p>
                  <p className="break-words whitespace-pre-wrap">{message.content}</p>
                  {message.link && (
                    <a
                      href={message.link.to}
                      onClick={(event) => followInApp(event, event.currentTarget.getAttribute('href') ?? '/')}
                      className="mt-1.5 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {message.link.label}
                      <ArrowRight className="size-3.5" aria-hidden />
                    </a>
                  )}
                  <time
                    dateTime={message.timestamp.toISOString()}
                    className={cn('mt-1 block text-xs', mine ? 'text-brand-50' : 'text-slate-600')}
                  >
                    {timeOf(message.timestamp)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      {pending && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Bot className="size-4 animate-pulse" aria-hidden />
          Thinking...
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
